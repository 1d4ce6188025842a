import { useState } from 'react';
import { Box } from '@mui/material';
import { AuditTable } from '../../../components/audit/audit-table';
import { useListingHistory } from '../listing-sections-api';
import type { SectionViewProps } from './section-contract';
import { useNearView } from '../../../lib/use-near-view';

/** Who changed what, when, with old and new values; 100 per page. */
export function HistoryPanel({ listingId }: { listingId: number }) {
  const [page, setPage] = useState(1);
  const history = useListingHistory(listingId, page);
  return (
    <AuditTable
      label="Change history"
      data={history.data}
      isLoading={history.isLoading}
      isError={history.isError}
      page={page}
      onPageChange={setPage}
    />
  );
}

/** The history is read and drawn when it comes near the window: most visits never scroll to it. */
export function HistoryReadView({ listing }: SectionViewProps) {
  const { ref, isNear } = useNearView<HTMLDivElement>('400px');
  return (
    <Box ref={ref} sx={{ minHeight: isNear ? undefined : 120 }}>
      {isNear && <HistoryPanel listingId={listing.id} />}
    </Box>
  );
}
