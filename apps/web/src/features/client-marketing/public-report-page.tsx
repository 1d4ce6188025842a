import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useCurrentUser } from '../../lib/session-store';
import { showToast } from '../../lib/toast-store';
import { downloadReportPdf, publicPdfHref, useClientReport, type ReportReader } from './client-report-api';
import { ReportBlockView } from './report-blocks';
import { ReportHero } from './report-hero';

/**
 * /ListingMarketingReport/{listingId}?token=…: the seller's report. The signed link opens it
 * without a session; a signed-in user who sees the listing opens it without a link (the builder's
 * View Report). `calledfrom=report` hides the support button (the frame reads it).
 */
export default function PublicReportPage() {
  const listingId = Number(useParams().listingId ?? 0);
  const [params] = useSearchParams();
  const token = params.get('token');
  const user = useCurrentUser();
  const reader: ReportReader | null = token ? { token } : user ? { session: true } : null;
  const query = useClientReport(listingId, reader);
  const [isDownloading, setDownloading] = useState(false);

  if (!reader || !listingId || query.data === null)
    return (
      <EmptyState
        isPageHeading
        icon={<LinkOffOutlined />}
        title="This report is not available"
        message="The link may have been replaced by a newer one. Ask your agent for the current link to your marketing report."
      />
    );
  if (query.isError)
    return (
      <EmptyState
        isPageHeading
        tone="error"
        title="The report could not be loaded"
        message="Please try again in a moment."
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  if (!query.data) return <ReportSkeleton />;

  const report = query.data;
  const pdfButton = token ? (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfOutlined />}
      href={publicPdfHref(listingId, token)}
      target="_blank"
      rel="noopener noreferrer"
    >
      Download PDF
    </Button>
  ) : (
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
      {isDownloading ? 'Preparing PDF…' : 'Download PDF'}
    </Button>
  );
  return (
    <Box component="article" sx={{ pb: 6 }}>
      <ReportHero report={report} actions={pdfButton} />
      <Stack spacing={{ xs: 5, md: 7 }}>
        {report.sections.map((block) => (
          <ReportBlockView key={block.id} block={block} report={report}>
            {block.children.length > 0
              ? block.children.map((child) => (
                  <ReportBlockView key={child.id} block={child} report={report} level={2} />
                ))
              : undefined}
          </ReportBlockView>
        ))}
      </Stack>
    </Box>
  );
}

function ReportSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the report">
      <Skeleton variant="rounded" sx={{ aspectRatio: { xs: '4 / 3', md: '21 / 9' }, height: 'auto' }} />
      <Skeleton width="40%" height={32} sx={{ mt: 2 }} />
      <Skeleton width="30%" />
      <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={84} sx={{ flex: 1 }} />
        ))}
      </Stack>
    </Box>
  );
}
