import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography, useMediaQuery } from '@mui/material';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { MSG, type ReportSection } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { downloadReportPdf } from './client-report-api';
import {
  useReportHeader,
  useReportSections,
  useSaveSortOrder,
  useToggleSection,
} from './client-marketing-api';
import { ReportCover } from './report-cover';
import { ReportSectionList } from './report-section-list';
import { ReportSectionPanel } from './report-section-panel';

/**
 * The client marketing report builder of a listing (/reportBuilder/{listingId}, opened in a new
 * tab from the listing): the cover, the sections in order with their display switches, and the
 * chosen section's content beside them; under 1024 px the sections open as accordions.
 */
export default function ReportBuilderPage() {
  const listingId = Number(useParams().listingId);
  const isValidId = Number.isInteger(listingId) && listingId > 0;
  const isCompact = useMediaQuery('(max-width: 1023.95px)');
  const header = useReportHeader(isValidId ? listingId : 0);
  const sections = useReportSections(isValidId ? listingId : 0);
  const saveOrder = useSaveSortOrder(listingId);
  const toggle = useToggleSection(listingId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [isDownloading, setDownloading] = useState(false);

  if (!isValidId)
    return (
      <EmptyState title="Report Builder" message="Open the report builder from a listing." isPageHeading />
    );
  if (header.isError || sections.isError)
    return <EmptyState title="Report Builder" message={MSG.reportPanelFailed} tone="error" isPageHeading />;

  const tree = sections.data ?? [];
  const all = tree.flatMap((n) => [n, ...n.childSections]) as ReportSection[];
  const chosen = all.find((s) => s.id === chosenId) ?? (isCompact ? undefined : all[0]);
  const canEdit = header.data?.allowEditing ?? false;
  const address = header.data
    ? [header.data.streetAddress, header.data.city, header.data.state].filter(Boolean).join(', ')
    : '';

  return (
    <Stack spacing={3}>
      {header.data ? <ReportCover header={header.data} /> : <Skeleton variant="rounded" height={240} />}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            Report Builder
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {header.data
              ? [
                  address,
                  header.data.office,
                  header.data.listingDate && `Listed ${formatDate(header.data.listingDate)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : ' '}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap' }} useFlexGap>
          <Button
            variant="outlined"
            startIcon={<EmailOutlined />}
            component={RouterLink}
            to={`/scheduler/${listingId}`}
          >
            Email Report
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlined />}
            disabled={isDownloading}
            onClick={() => {
              setDownloading(true);
              downloadReportPdf(listingId)
                .catch(() => showToast('error', 'The PDF could not be made'))
                .finally(() => setDownloading(false));
            }}
          >
            {isDownloading ? 'Preparing PDF…' : 'PDF'}
          </Button>
          <Button
            variant="contained"
            startIcon={<OpenInNew />}
            href={`/ListingMarketingReport/${listingId}?calledfrom=report`}
            target="_blank"
            rel="noopener"
          >
            View Report
          </Button>
        </Stack>
      </Stack>
      {!canEdit && header.data && (
        <Alert severity="info">
          You may look at this report; changing it needs Listing Edit on the listing.
        </Alert>
      )}
      {canEdit && (
        <Typography variant="body2" color="text.secondary">
          Drag a section by its handle to move it, or use the keyboard: space to pick it up, the arrows to
          move it (right puts it inside the container above, left takes it out) and space to drop it. Each
          change is saved at once.
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: isCompact ? 'minmax(0, 1fr)' : 'minmax(300px, 360px) minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        <Box component="nav" aria-label="Report sections">
          {sections.isLoading ? (
            <Stack spacing={1}>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={48} />
              ))}
            </Stack>
          ) : (
            <ReportSectionList
              tree={tree}
              selectedId={chosen?.id ?? null}
              canEdit={canEdit}
              isCompact={isCompact}
              onSelect={(s) => setChosenId(isCompact && s.id === chosen?.id ? -1 : s.id)}
              onToggle={(s, displaySection) => toggle.mutate({ id: s.id, displaySection })}
              onReorder={(next) => saveOrder.mutate(next)}
              renderPanel={(s) => <ReportSectionPanel listingId={listingId} section={s} />}
            />
          )}
        </Box>
        {!isCompact && (
          <Paper variant="outlined" sx={{ p: 3, minHeight: 240 }}>
            {chosen ? (
              <ReportSectionPanel key={chosen.id} listingId={listingId} section={chosen} />
            ) : (
              <Typography color="text.secondary">
                Choose a section to see what it puts in the report.
              </Typography>
            )}
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
