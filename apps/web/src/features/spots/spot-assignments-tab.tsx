import { useState } from 'react';
import { MSG, SPOT_LIMITS } from '@atrium/domain';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { formatDate, formatPrice } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { spotCalls, useSpotAssignments, useSpotRefresh, type SpotAssignmentItem } from './spots-api';

const COLUMNS: Column<SpotAssignmentItem>[] = [
  { key: 'address', header: 'Address', isAlwaysShown: true, render: (r) => r.address },
  { key: 'agentName', header: 'Agent name', render: (r) => r.agentName },
  { key: 'listingNumber', header: 'Listing number', render: (r) => r.listingNumber, hiddenBelowWidth: 900 },
  { key: 'officeName', header: 'Office name', render: (r) => r.officeName, hiddenBelowWidth: 1100 },
  { key: 'price', header: 'Price', align: 'right', render: (r) => formatPrice(r.price) },
  { key: 'runDate', header: 'Run date', render: (r) => (r.runDate ? formatDate(r.runDate) : '—') },
  { key: 'booked', header: 'Booked', render: (r) => formatDate(r.createdDate), hiddenBelowWidth: 900 },
];

/** The listings booked into a spot (viewAssignments); removing one asks first and opens the spot. */
export function SpotAssignmentsTab({ spotId, canRemove }: { spotId: number; canRemove: boolean }) {
  const [page, setPage] = useState(0);
  const [removing, setRemoving] = useState<SpotAssignmentItem | null>(null);
  const [isBusy, setBusy] = useState(false);
  const result = useSpotAssignments(spotId, page, SPOT_LIMITS.pageSize);
  const refresh = useSpotRefresh();

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await spotCalls.removeListing(spotId, removing.listingId);
      showToast('success', 'Listing removed from the spot');
      await refresh();
    } catch {
      // the call has shown its toast
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <>
      <DataTable
        label="Listings booked into the spot"
        columns={COLUMNS}
        rows={result.data?.items}
        rowKey={(r) => r.listingId}
        rowName={(r) => r.address ?? `Listing ${r.listingId}`}
        isLoading={result.isLoading}
        error={result.isError ? MSG.listingsRetrieveFailed : null}
        emptyMessage={MSG.noRecordsFound}
        rowActions={
          canRemove ? (r) => [{ label: 'Remove from spot', onClick: () => setRemoving(r) }] : undefined
        }
        paging={{
          page,
          pageSize: SPOT_LIMITS.pageSize,
          total: result.data?.totalCount ?? 0,
          onPageChange: setPage,
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove listing from spot"
        message={`Remove ${removing?.address ?? 'this listing'} from the spot? The spot opens again.`}
        confirmLabel="Remove"
        destructive
        isBusy={isBusy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
