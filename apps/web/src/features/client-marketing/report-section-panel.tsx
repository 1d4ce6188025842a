import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import {
  LIMITS,
  marketingEndpoints,
  marketingLinks,
  MSG,
  noteTextLength,
  reportSectionByName,
  type MarketingItem,
  type MarketingItemValues,
  type ReportSection,
  type ReportSectionName,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { LazyRichTextEditor } from '../../components/rich-text/lazy-rich-text-editor';
import type { RichTextTool } from '../../components/rich-text/rich-text-editor';
import { MarketingItemDialog, MarketingLinks, ViewsOnWebBlock, ViewsOnWebGraph } from '../listings';
import { reportKeys, useReportPanel, useSaveNotes, type ReportPanel } from './client-marketing-api';

const NOTE_TOOLS: RichTextTool[] = ['bold', 'italic', 'bulletList', 'orderedList'];

/** What a section without items of its own puts in the report. */
const ABOUT: Partial<Record<ReportSectionName, string>> = {
  homePage: "The report's first page: the cover photo or video, the address and the office.",
  overview: "A summary of the listing's marketing: showings, open houses and marketing items counted.",
  brokersLetter: "The office's letter to the seller, as the marketing department wrote it.",
};

type Props = { listingId: number; section: ReportSection };

/** The right pane (or the open accordion): what the chosen section puts in the report. */
export function ReportSectionPanel({ listingId, section }: Props) {
  const name = section.name as ReportSectionName;
  const panel = useReportPanel(listingId, name);
  return (
    <Stack spacing={2} aria-label={`${section.displayName} content`} component="section">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {section.displayName}
        </Typography>
        {!section.displaySection && (
          <Typography variant="body2" color="text.secondary">
            Hidden from the report
          </Typography>
        )}
      </Stack>
      {panel.isLoading ? (
        <Stack spacing={1} aria-busy>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : panel.isError || !panel.data ? (
        <Alert severity="error">{MSG.reportPanelFailed}</Alert>
      ) : (
        <PanelBody listingId={listingId} name={name} panel={panel.data} />
      )}
    </Stack>
  );
}

function PanelBody({
  listingId,
  name,
  panel,
}: {
  listingId: number;
  name: ReportSectionName;
  panel: ReportPanel;
}) {
  const marketingLink = `/eng/listing/${listingId}?edit=propertyMarketing`;
  switch (name) {
    case 'viewsOnWeb':
      return <ViewsOnWebBlock listingId={listingId} isEditable={panel.allowEditing} />;
    case 'graph':
      return <ViewsOnWebGraph listingId={listingId} />;
    case 'inTheNews':
      return (
        <Stack spacing={1.5}>
          <Alert severity="info">{MSG.reportInTheNews}</Alert>
          <Empty>No press items for this listing yet.</Empty>
        </Stack>
      );
    case 'notes':
      return (
        <NotesEditor
          listingId={listingId}
          sectionRowId={panel.sectionRowId}
          remark={panel.remark ?? ''}
          canEdit={panel.allowEditing}
        />
      );
    case 'showings':
      return panel.showings.length ? (
        <ItemList
          label="Showings"
          items={panel.showings.map((s) => ({
            id: s.id,
            title: formatDate(s.showingDate),
            detail: [`${formatNumber(s.count)} ${s.count === 1 ? 'showing' : 'showings'}`, s.buyer]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      ) : (
        <Empty>No showings yet. They are added in the listing's Showings section.</Empty>
      );
    case 'openHouses':
      return panel.openHouses.length ? (
        <ItemList
          label="Open houses"
          items={panel.openHouses.map((o) => ({
            id: o.id,
            title: o.doNotShowTime ? formatDate(o.startDateTime) : formatDateTime(o.startDateTime),
            detail: [
              o.byAppointmentOnly ? 'By appointment only' : null,
              o.showingAgent,
              o.isVirtual ? 'Virtual' : null,
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      ) : (
        <Empty>No open houses yet. They are added in the listing's Open House section.</Empty>
      );
    default:
      if (reportSectionByName(name)?.marketingTypeId == null)
        return <Typography color="text.secondary">{ABOUT[name] ?? ''}</Typography>;
      return <MarketingItems listingId={listingId} name={name} panel={panel} marketingLink={marketingLink} />;
  }
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" role="status">
    {children}
  </Typography>
);

type ListItem = { id: number; title: ReactNode; detail?: ReactNode; actions?: ReactNode };

function ItemList({ label, items }: { label: string; items: ListItem[] }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((i) => (
        <Box
          component="li"
          key={i.id}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.5,
            py: 1,
          }}
        >
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography>{i.title}</Typography>
            {i.detail && (
              <Typography variant="body2" color="text.secondary">
                {i.detail}
              </Typography>
            )}
          </Box>
          {i.actions}
        </Box>
      ))}
    </Stack>
  );
}

/** The marketing items of the section's type; advertisements may be edited and deleted here when allowed. */
function MarketingItems({
  listingId,
  name,
  panel,
  marketingLink,
}: {
  listingId: number;
  name: ReportSectionName;
  panel: ReportPanel;
  marketingLink: string;
}) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState<MarketingItem | null>(null);
  const [deleting, setDeleting] = useState<MarketingItem | null>(null);
  const canChange = name === 'advertisements' && panel.allowEditing;
  const refresh = () => qc.invalidateQueries({ queryKey: reportKeys.panel(listingId, name) });
  const save = useMutation({
    mutationFn: (values: MarketingItemValues) =>
      callEndpoint(
        marketingEndpoints.saveMarketingItem,
        { body: values },
        { errorMessage: MSG.advertisementSaveFailed },
      ),
    onSuccess: () => {
      showToast('success', MSG.advertisementSaved);
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (item: MarketingItem) =>
      callEndpoint(
        marketingEndpoints.deleteMarketingItem,
        { params: { listingId, id: item.id } },
        { errorMessage: MSG.marketingDeleteFailed },
      ),
    onSuccess: () => {
      showToast('success', MSG.marketingDeleted);
      setDeleting(null);
      void refresh();
    },
  });
  if (!panel.marketingItems.length)
    return (
      <Empty>
        Nothing of this kind yet. Marketing items are added in the{' '}
        <Link component={RouterLink} to={marketingLink}>
          Property Marketing section
        </Link>
        .
      </Empty>
    );
  return (
    <>
      <ItemList
        label="Marketing items"
        items={panel.marketingItems.map((i) => ({
          id: i.id,
          title: i.description,
          detail: (
            <>
              {i.toDate ? `${formatDate(i.date)} – ${formatDate(i.toDate)}` : formatDate(i.date)}
              <MarketingLinks links={marketingLinks(i)} />
            </>
          ),
          actions: canChange && (
            <Stack direction="row" spacing={0.5}>
              <Button size="small" onClick={() => setEditing(i)} aria-label={`Edit ${i.description}`}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDeleting(i)}
                aria-label={`Delete ${i.description}`}
              >
                Delete
              </Button>
            </Stack>
          ),
        }))}
      />
      {editing && (
        <MarketingItemDialog
          listingId={listingId}
          item={editing}
          isBusy={save.isPending}
          onSave={(values) => save.mutate(values)}
          onClose={() => setEditing(null)}
          onFileChanged={() => void refresh()}
        />
      )}
      <ConfirmDialog
        open={deleting != null}
        title="Delete this advertisement?"
        message={`${deleting?.description ?? ''} leaves the listing's marketing and the report.`}
        isBusy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutate(deleting!)}
      />
    </>
  );
}

/** The notes: bold, italic and lists, pasted as plain text, saved when the editor is left changed. */
function NotesEditor({
  listingId,
  sectionRowId,
  remark,
  canEdit,
}: {
  listingId: number;
  sectionRowId: number;
  remark: string;
  canEdit: boolean;
}) {
  const [value, setValue] = useState(remark);
  const saved = useRef(remark);
  const save = useSaveNotes(listingId);
  useEffect(() => {
    saved.current = remark;
    setValue(remark);
  }, [remark]);
  const isOver = noteTextLength(value) > LIMITS.notesMax;
  if (!canEdit)
    return remark ? (
      <Box
        sx={{ '& p': { m: 0 }, '& ul, & ol': { my: 0.5, pl: 3 } }}
        dangerouslySetInnerHTML={{ __html: remark }}
      />
    ) : (
      <Empty>No notes.</Empty>
    );
  return (
    <LazyRichTextEditor
      label="Notes"
      value={value}
      onChange={setValue}
      onBlur={() => {
        if (value === saved.current || isOver) return;
        const next = value;
        save.mutate(
          { id: sectionRowId, remark: next },
          {
            onSuccess: () => {
              saved.current = next;
            },
          },
        );
      }}
      tools={NOTE_TOOLS}
      isPastePlainText
      maxLength={LIMITS.notesMax}
      countText={noteTextLength}
      message={isOver ? MSG.reportNotesMax : null}
      testId="report-notes"
    />
  );
}
