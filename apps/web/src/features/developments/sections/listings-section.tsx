import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  DEVELOPMENT_LIMITS as L,
  formatMoney,
  listingSearchEndpoints,
  MSG,
  type DevelopmentListingQueryInput,
  type DevelopmentListingRow,
  type EndpointResponse,
} from '@atrium/domain';
import { callEndpoint } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { usePagedSort } from '../../../components/data-table/use-paged-sort';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { SearchPicker } from '../../../components/search-picker/search-picker';
import { developmentCalls, useDevelopmentListings, useRefreshDevelopment } from '../developments-api';
import type { DevelopmentViewProps } from './section-props';

type FoundListing = EndpointResponse<typeof listingSearchEndpoints.searchListings>['results'][number];

const COLUMNS: Column<DevelopmentListingRow>[] = [
  {
    key: 'address1',
    header: 'Address',
    sortKey: 'address1',
    isAlwaysShown: true,
    render: (r) => r.address1 ?? '—',
  },
  {
    key: 'currentPrice',
    header: 'Current price',
    sortKey: 'currentPrice',
    align: 'right',
    render: (r) => formatMoney(r.currentPrice) ?? '—',
  },
  { key: 'type', header: 'Type', sortKey: 'type', render: (r) => r.type },
  {
    key: 'isValid',
    header: 'Data Complete',
    sortKey: 'isValid',
    render: (r) => (
      <Chip
        size="small"
        variant="outlined"
        color={r.isValid ? 'success' : 'warning'}
        label={r.isValid ? 'Yes' : 'No'}
      />
    ),
  },
  { key: 'mlsNumber', header: 'MLS number', sortKey: 'mlsNumber', render: (r) => r.mlsNumber ?? '—' },
  { key: 'status', header: 'Status', sortKey: 'status', render: (r) => r.status },
];

/** The listing search of the listing lists, in the user's scope: 30 at a time, asked once typing pauses. */
const searchListings = (text: string, signal: AbortSignal) =>
  callEndpoint(
    listingSearchEndpoints.searchListings,
    { body: { criteria: { text }, itemsPerPage: L.listingSearchPageSize } },
    { errorMessage: MSG.developmentListingSearchFailed, signal },
  ).then((r) => r.data.results);

/** Development Associated Listings: the table (10 a page, price descending), add by search, remove after confirming. */
export function ListingsTab({ development }: DevelopmentViewProps) {
  const navigate = useNavigate();
  const refresh = useRefreshDevelopment(development.id);
  const { page, sort, tableProps } = usePagedSort(
    { column: 'currentPrice', direction: 'desc' },
    L.listingPageSize,
  );
  const query = {
    currentPage: page + 1,
    itemsPerPage: L.listingPageSize,
    sortColumn: sort.column as DevelopmentListingQueryInput['sortColumn'],
    sortDirection: sort.direction,
  };
  const listings = useDevelopmentListings(development.id, query);
  const [removing, setRemoving] = useState<DevelopmentListingRow | null>(null);
  const [isBusy, setBusy] = useState(false);

  const run = async (write: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await write();
      showToast('success', success);
    } catch {
      // the call toasted the catalogue's message
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  return (
    <Stack spacing={2}>
      <SearchPicker<FoundListing>
        label="Add a listing"
        placeholder="Search by address, MLS number or title"
        queryKey={['development-listing-search']}
        search={searchListings}
        isSearchable={(t) => t.length >= 2}
        hint="Type at least 2 characters"
        optionKey={(l) => l.id}
        optionLabel={(l) => l.address ?? l.title}
        disabled={isBusy}
        renderOption={(l) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {l.address ?? l.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[l.city, l.mlsNumber, l.status].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        )}
        onPick={(l) =>
          l &&
          void run(() => developmentCalls.addListings(development.id, [l.id]), MSG.developmentListingsAdded)
        }
      />
      <DataTable
        label="Associated listings"
        columns={COLUMNS}
        rows={listings.data?.items}
        rowKey={(r) => r.listingId}
        rowName={(r) => r.address1 ?? `Listing ${r.listingId}`}
        isLoading={listings.isLoading}
        error={listings.isError ? MSG.developmentListingsLoadFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(r) => navigate(`/eng/listing/${r.listingId}`)}
        rowActions={(r) => [{ label: 'Remove from development', onClick: () => setRemoving(r) }]}
        {...tableProps(listings.data?.totalCount ?? 0)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this listing?"
        message={`${removing?.address1 ?? 'The listing'} is no longer associated with this development.`}
        confirmLabel="Remove"
        isBusy={isBusy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const listingId = removing!.listingId;
          setRemoving(null);
          void run(
            () => developmentCalls.removeListing(development.id, listingId),
            MSG.developmentListingRemoved,
          );
        }}
      />
    </Stack>
  );
}
