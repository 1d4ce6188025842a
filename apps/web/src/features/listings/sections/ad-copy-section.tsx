import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import {
  AD_COPY_DEFAULTS,
  AdCopyTitleSchema,
  adCopyBodyLimit,
  adCopyPlainText,
  adCopyTextLength,
  aiTextToBodyHtml,
  checkFairHousing,
  isAdCopyEmpty,
  isGenerateAdCopyShown,
  LIMITS,
  MSG,
  stripExtraBreaks,
  type AdCopy,
  type AdCopySize,
  type FairHousingFlag,
} from '@atrium/domain';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { adCopyKeys, adCopyWrites, draftAdCopy, useAdCopyLookups, useListingAdCopies } from '../ad-copy-api';
import type { ListingWrite } from '../listings-api';
import type { SectionFormProps } from './section-contract';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { FairHousingNotice } from './fair-housing-notice';

const keyOf = (sizeId: number, languageId: number) => `${sizeId}:${languageId}`;

type Texts = { headline: string; body: string; aiDraftId: number | null; isSandbox?: boolean };
const textsOf = (a: AdCopy | undefined): Texts => ({
  headline: a?.headline ?? '',
  body: a?.body ?? '',
  aiDraftId: null,
});
const same = (a: Texts, b: Texts) =>
  a.headline.trim() === b.headline.trim() && stripExtraBreaks(a.body) === stripExtraBreaks(b.body);

/** The fair-housing flags of a headline and body. */
export function textFlags(t: Pick<Texts, 'headline' | 'body'>): FairHousingFlag[] {
  return [...checkFairHousing(t.headline), ...checkFairHousing(adCopyPlainText(t.body))];
}

/**
 * The ad copy form: language, 'Suppress MLS Import' (saved at once), a tab per size, the title on
 * the first size, an optional headline and the body (bold and italic) with its counter. Nothing
 * saves on blur: an AI draft is saved only when a person presses Save after proofreading it, and
 * the fair-housing findings of every text are shown before that.
 */
export function AdCopyEditForm({ listing, actor, save, leave }: SectionFormProps) {
  const { data, isLoading } = useListingAdCopies(listing.id);
  const lookups = useAdCopyLookups();
  if (isLoading || lookups.isLoading || !data || !lookups.data)
    return <Skeleton variant="rounded" height={320} aria-label="Loading ad copy" />;
  return (
    <AdCopyEditor
      listingId={listing.id}
      title={data.title ?? listing.title ?? ''}
      suppressImport={data.suppressAdCopyImport}
      adCopies={data.adCopies}
      sizes={lookups.data.sizes}
      languages={lookups.data.languages}
      isAiAllowed={(firstBody) => isGenerateAdCopyShown(actor, firstBody)}
      save={save}
      leave={leave}
    />
  );
}

type EditorProps = Pick<SectionFormProps, 'save' | 'leave'> & {
  listingId: number;
  title: string;
  suppressImport: boolean;
  adCopies: AdCopy[];
  sizes: AdCopySize[];
  languages: Array<{ id: number; name: string }>;
  isAiAllowed: (firstBody: string) => boolean;
};

function AdCopyEditor({
  listingId,
  title: savedTitle,
  suppressImport,
  adCopies,
  sizes,
  languages,
  isAiAllowed,
  save,
  leave,
}: EditorProps) {
  const queryClient = useQueryClient();
  const english = languages.find((l) => l.name === AD_COPY_DEFAULTS.languageName) ?? languages[0];
  const [languageId, setLanguageId] = useState(english?.id ?? 0);
  const [tab, setTab] = useState(0);
  const [title, setTitle] = useState(savedTitle);
  const [edits, setEdits] = useState<Record<string, Texts>>({});
  const [isSuppressed, setSuppressed] = useState(suppressImport);
  const [isDrafting, setDrafting] = useState(false);
  const [isProofreadOpen, setProofreadOpen] = useState(false);
  const [pendingFlags, setPendingFlags] = useState<FairHousingFlag[] | null>(null);
  const [isSaving, setSaving] = useState(false);

  const stored = useMemo(
    () => new Map(adCopies.map((a) => [keyOf(a.adCopySizeId, a.languageId), a])),
    [adCopies],
  );
  const textsAt = (sizeId: number, langId = languageId): Texts =>
    edits[keyOf(sizeId, langId)] ?? textsOf(stored.get(keyOf(sizeId, langId)));
  const size = sizes[tab] ?? sizes[0]!;
  const current = textsAt(size.id);
  const limit = adCopyBodyLimit(size);
  const length = adCopyTextLength(current.body);
  const isOver = length > limit;
  const flags = textFlags(current);
  const firstSize = sizes[0]!;
  const titleError =
    title === savedTitle ? null : (AdCopyTitleSchema.safeParse({ title }).error?.issues[0]?.message ?? null);

  const setTexts = (change: Partial<Texts>, sizeId = size.id) =>
    setEdits((e) => ({ ...e, [keyOf(sizeId, languageId)]: { ...textsAt(sizeId), ...change } }));

  const changed = Object.entries(edits).filter(([key, t]) => !same(t, textsOf(stored.get(key))));
  const isDirty = changed.length > 0 || title !== savedTitle;

  const toggleImport = async (value: boolean) => {
    setSuppressed(value);
    const ok = await save([adCopyWrites.toggleSuppressImport(listingId, value)], {
      success: MSG.mlsImportFlagUpdated,
    });
    if (!ok) setSuppressed(!value);
    void queryClient.invalidateQueries({ queryKey: adCopyKeys.listing(listingId) });
  };

  const generate = async () => {
    setDrafting(true);
    try {
      const draft = await draftAdCopy(listingId);
      setTab(0);
      // the generated text replaces the body: quotes around it removed, its lines as line breaks
      setTexts(
        {
          body: aiTextToBodyHtml(draft.text),
          aiDraftId: draft.draftId,
          isSandbox: draft.source === 'sandbox',
        },
        firstSize.id,
      );
      setProofreadOpen(true);
    } catch {
      /* the API client shows the message */
    } finally {
      setDrafting(false);
    }
  };

  const writeAll = async () => {
    setPendingFlags(null);
    const writes: ListingWrite[] = [];
    if (title !== savedTitle) writes.push(adCopyWrites.title(listingId, title.trim()));
    for (const [key, t] of changed) {
      const [sizeId, langId] = key.split(':').map(Number) as [number, number];
      const existing = stored.get(key);
      const body = {
        headline: t.headline.trim() || null,
        body: stripExtraBreaks(t.body) || null,
        aiDraftId: t.aiDraftId,
      };
      if (existing) writes.push(adCopyWrites.update(existing.id, body));
      else if (!isAdCopyEmpty(body))
        writes.push(adCopyWrites.create({ listingId, adCopySizeId: sizeId, languageId: langId, ...body }));
    }
    if (!writes.length) return leave('close');
    setSaving(true);
    const onlyTitle = changed.length === 0;
    const ok = await save(writes, { success: onlyTitle ? MSG.listingTitleUpdated : MSG.adCopySaved });
    setSaving(false);
    await queryClient.invalidateQueries({ queryKey: adCopyKeys.listing(listingId) });
    if (ok) {
      setEdits({});
      leave('next');
    }
  };

  const submit = () => {
    if (titleError) return;
    if (!isDirty) return leave('close');
    const over = changed.find(([key, t]) => {
      const s = sizes.find((x) => x.id === Number(key.split(':')[0]));
      return adCopyTextLength(t.body) > adCopyBodyLimit(s);
    });
    if (over) {
      setTab(
        Math.max(
          0,
          sizes.findIndex((s) => s.id === Number(over[0].split(':')[0])),
        ),
      );
      return;
    }
    const found = changed.flatMap(([, t]) => textFlags(t));
    if (found.length) setPendingFlags(found);
    else void writeAll();
  };

  return (
    <Box
      component="form"
      aria-label="Ad Copy"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, mb: 2 }}
      >
        <TextField
          select
          label="Language"
          value={languageId}
          onChange={(e) => setLanguageId(Number(e.target.value))}
          sx={{ minWidth: 200 }}
          size="small"
        >
          {languages.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={isSuppressed} onChange={(e) => void toggleImport(e.target.checked)} />}
          label="Suppress MLS Import"
        />
      </Stack>

      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Ad copy sizes"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
        }}
      >
        {sizes.map((s) => (
          <Tab key={s.id} label={s.name.toUpperCase()} />
        ))}
      </Tabs>

      <Stack spacing={2}>
        {tab === 0 && (
          <TextField
            label="TITLE"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(titleError)}
            helperText={titleError ?? `${title.length} / ${LIMITS.adCopyTitleMax}`}
            slotProps={{ htmlInput: { maxLength: LIMITS.adCopyTitleMax + 10 } }}
            fullWidth
          />
        )}
        <TextField
          label="Headline (optional)"
          value={current.headline}
          onChange={(e) => setTexts({ headline: e.target.value })}
          error={size.headlineLength != null && current.headline.length > size.headlineLength}
          helperText={size.headlineLength ? `${current.headline.length} / ${size.headlineLength}` : undefined}
          fullWidth
        />
        {tab === 0 && isAiAllowed(current.body) && (
          <Button
            variant="outlined"
            startIcon={isDrafting ? <CircularProgress size={16} /> : <AutoAwesome />}
            onClick={() => void generate()}
            disabled={isDrafting}
            sx={{ alignSelf: 'flex-start' }}
          >
            Generate Ad Copy using AI
          </Button>
        )}
        {current.aiDraftId && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Chip
              size="small"
              color="secondary"
              icon={<AutoAwesome />}
              label={current.isSandbox ? 'Sandbox draft' : 'AI draft'}
              data-testid="ai-draft-label"
            />
            <Typography variant="caption" color="text.secondary">
              Proofread before saving: the draft is saved only when you press Save.
            </Typography>
          </Stack>
        )}
        <LazyRichTextEditor
          key={keyOf(size.id, languageId)}
          label={`${size.name} body`}
          testId="ad-copy-editor"
          value={current.body}
          onChange={(html) => setTexts({ body: html })}
          tools={['bold', 'italic']}
          isPastePlainText
          maxLength={limit}
          countText={adCopyTextLength}
          message={isOver ? MSG.adCopyOverLimit(limit) : null}
        />
        <FairHousingNotice flags={flags} />
      </Stack>

      <Divider sx={{ my: 3 }} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1 }}>
          {isSaving
            ? 'Saving…'
            : isDirty
              ? 'Unsaved changes: press Save to keep them.'
              : 'All changes saved.'}
        </Typography>
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
        <Button type="submit" variant="contained" disabled={isSaving}>
          Save
        </Button>
      </Stack>

      <Dialog
        open={isProofreadOpen}
        onClose={() => setProofreadOpen(false)}
        aria-labelledby="proofread-title"
      >
        <DialogTitle id="proofread-title">{MSG.adCopyProofreadTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{MSG.adCopyProofread}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setProofreadOpen(false)} autoFocus>
            I will proofread it
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={pendingFlags !== null}
        title="Save with these words?"
        message={`${MSG.adCopyFairHousing} Flagged: ${[...new Set((pendingFlags ?? []).map((f) => `“${f.text}”`))].join(', ')}.`}
        confirmLabel="Save anyway"
        destructive={false}
        onConfirm={() => void writeAll()}
        onCancel={() => setPendingFlags(null)}
      />
    </Box>
  );
}
