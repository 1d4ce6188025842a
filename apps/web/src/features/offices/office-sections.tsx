import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import {
  formatPhone,
  MSG,
  OFFICE_LIMITS,
  OfficeFormSchema,
  stripExtraBreaks,
  type Actor,
  type OfficeFormOut,
} from '@atrium/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ReadGrid } from '../../components/record-page/read-grid';
import { SectionFormFrame } from '../../components/record-page/section-form-frame';
import type { SectionFormExtras } from '../../components/record-page/record-sections';
import { useBlurSave } from '../../components/form/use-blur-save';
import { LazyRichTextEditor } from '../../components/rich-text/lazy-rich-text-editor';
import { EntityPhoto } from '../../components/image-manager/entity-photo';
import { useLookups } from '../lookups';
import { AdditionalMlsDialog } from './additional-mls-dialog';
import { OfficeDetailsFields, officeFormValues, type OfficeFormValues } from './office-details-fields';
import { officeCalls, officeKeys, useOfficeAdditionalMls, type OfficeData } from './offices-api';

export type OfficeViewProps = { office: OfficeData; actor: Actor; isAdmin: boolean };
export type OfficeFormProps = OfficeViewProps & SectionFormExtras;

const link = (url: string | null) =>
  url ? (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  ) : null;

/** The read-only summary rows of an office. */
export function DetailsReadView({ office: o }: OfficeViewProps) {
  const lookups = useLookups();
  const mls = useOfficeAdditionalMls(o.id);
  const specs = lookups.specializations.filter((s) => o.officeSpecializations.includes(s.id));
  const address = [
    o.address1,
    o.address2,
    [o.city, [o.state, o.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ');
  const map = address ? (
    <Link
      href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      Open map
    </Link>
  ) : null;
  return (
    <Stack spacing={3}>
      <ReadGrid
        items={[
          ['Primary MLS', [o.primaryMlsName, o.mlsNumber].filter(Boolean).join(' · ')],
          ['Name', o.name],
          ['Office region', o.officeRegion],
          ['Office link', o.urlName],
          ['Sales region', o.salesRegion],
          ['Publish', o.publish ? 'Yes' : 'No'],
          ['Status', o.status],
          ['Location code', o.locationCode],
          ['Map', map],
          ['Address', address],
          ['Phone', formatPhone(o.phoneNumber)],
          ['Fax', formatPhone(o.fax)],
          ['E-mail', o.email],
          ['Facebook', link(o.facebookUrl)],
          ['Twitter X', link(o.twitterUrl)],
          ['LinkedIn', link(o.linkedInUrl)],
          ['Instagram', link(o.instagramUrl)],
          ['Manager', o.managerName],
        ]}
      />
      <Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          Specializations
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {specs.length ? specs.map((s) => <Chip key={s.id} size="small" label={s.name} />) : '—'}
        </Stack>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          Additional MLSs
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {mls.data?.length
            ? mls.data.map((m) => (
                <Chip
                  key={m.officeAdditionalMlsId}
                  size="small"
                  variant="outlined"
                  label={`${m.mlsName} · ${m.mlsNumber}${m.active ? '' : ' (inactive)'}`}
                />
              ))
            : '—'}
        </Stack>
      </Box>
    </Stack>
  );
}

/** Details: saved on blur (details, then the specializations when they changed). */
export function DetailsEditForm({ office, save, leave }: OfficeFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<OfficeFormValues, unknown, OfficeFormOut>({
    resolver: zodResolver(OfficeFormSchema),
    defaultValues: officeFormValues(office),
    mode: 'onTouched',
  });
  const mls = useOfficeAdditionalMls(office.id);
  const [isMlsOpen, setMlsOpen] = useState(false);
  const submit = ({ officeSpecializations, ...details }: OfficeFormOut, changed: string[]) =>
    save(
      [
        ...(changed.some((k) => k !== 'officeSpecializations')
          ? [(ifMatch: string | null) => officeCalls.update(office.id, details, ifMatch).then((r) => r.etag)]
          : []),
        ...(changed.includes('officeSpecializations')
          ? [() => officeCalls.specializations(office.id, officeSpecializations).then(() => null)]
          : []),
      ],
      {
        success:
          changed.includes('officeSpecializations') && changed.length === 1
            ? MSG.officeSpecializationsUpdated
            : MSG.officeDetailsUpdated,
      },
    );
  const blur = useBlurSave(form, submit, leave);
  return (
    <SectionFormFrame blur={blur} label="Details">
      <OfficeDetailsFields control={form.control as Control<OfficeFormValues, unknown, unknown>} />
      <Divider sx={{ my: 3 }} />
      <Button variant="outlined" onClick={() => setMlsOpen(true)}>
        Additional MLSs ({mls.data?.length ?? 0})
      </Button>
      {isMlsOpen && (
        <AdditionalMlsDialog
          open
          rows={(mls.data ?? []).map((m) => ({ ...m }))}
          onClose={() => setMlsOpen(false)}
          onSave={async (rows) => {
            const ok = await save([() => officeCalls.saveAdditionalMls(office.id, rows).then(() => null)], {
              success: MSG.officeAdditionalMlsSaved,
            });
            await queryClient.invalidateQueries({ queryKey: officeKeys.additionalMls(office.id) });
            if (ok) setMlsOpen(false);
          }}
        />
      )}
    </SectionFormFrame>
  );
}

export function HistoryReadView({ office }: OfficeViewProps) {
  if (!office.history) return <Typography color="text.secondary">No description yet.</Typography>;
  return (
    <Box
      sx={{ '& p': { mt: 0, mb: 1 }, overflowWrap: 'anywhere' }}
      // stored sanitized by the server: bold, italic, paragraphs and line breaks only
      dangerouslySetInnerHTML={{ __html: office.history }}
    />
  );
}

/** Description (history): bold and italic, plain-text paste, repeated breaks collapse; 8000 with HTML. */
export function HistoryEditForm({ office, save, leave }: OfficeFormProps) {
  const [value, setValue] = useState(office.history ?? '');
  const [saved, setSaved] = useState(office.history ?? '');
  const [isSaving, setSaving] = useState(false);
  const isOver = value.length > OFFICE_LIMITS.historyMax;
  const submit = async (): Promise<'unchanged' | 'saved' | 'failed'> => {
    const clean = stripExtraBreaks(value);
    if (clean === stripExtraBreaks(saved)) return 'unchanged';
    if (isOver) return 'failed';
    setSaving(true);
    const ok = await save(
      [(ifMatch) => officeCalls.history(office.id, clean || null, ifMatch).then((r) => r.etag)],
      { success: MSG.officeDescriptionUpdated },
    );
    setSaving(false);
    if (ok) setSaved(value);
    return ok ? 'saved' : 'failed';
  };
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Description"
      spacing={2}
      onBlur={() => void submit()}
      onSubmit={(e) => {
        e.preventDefault();
        void submit().then((r) =>
          r === 'unchanged' ? leave('close') : r === 'saved' ? leave('next') : undefined,
        );
      }}
    >
      <LazyRichTextEditor
        label="Office description"
        testId="office-history-editor"
        value={value}
        onChange={setValue}
        tools={['bold', 'italic']}
        isPastePlainText
        maxLength={OFFICE_LIMITS.historyMax}
        countText={(html) => html.length}
        message={isOver ? MSG.maxLength('Description', OFFICE_LIMITS.historyMax) : null}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto' }}>
          {isSaving
            ? 'Saving…'
            : 'Changes are saved when you leave the editor. The count includes formatting.'}
        </Typography>
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
        <Button type="submit" variant="contained" disabled={isSaving}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * OfficePhoto: the shared single-photo panel (jpg, landscape, at least 2000 x 1200); whoever may
 * open the office may change its photo. A change moves the office's version on: read it again.
 */
export function OfficePhotoView({ office }: OfficeViewProps) {
  const queryClient = useQueryClient();
  return (
    <EntityPhoto
      entityType="office"
      entityId={office.id}
      canEdit
      onChanged={() => void queryClient.invalidateQueries({ queryKey: officeKeys.office(office.id) })}
    />
  );
}
