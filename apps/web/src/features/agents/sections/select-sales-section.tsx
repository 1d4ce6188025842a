import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Chip, Stack, Switch, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  LIMITS,
  MSG,
  listingAgentEndpoints,
  listingSectionEndpoints,
  type SelectSaleRow,
} from '@atrium/domain';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { usePagedSort } from '../../../components/data-table/use-paged-sort';
import { callEndpoint } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { saveDownload } from '../../../lib/download';
import { formatDate, formatMoney } from '../../../lib/format';
import { agentCalls as E, agentKeys, useAgentSite, useSelectSales } from '../agents-api';
import type { AgentViewProps } from './section-props';

type Option = 'displayOfferPriceForSelectSold' | 'useAddressAsTitle' | 'showMap';
const OPTION_CALL = {
  displayOfferPriceForSelectSold: listingSectionEndpoints.toggleShowSoldPrice,
  useAddressAsTitle: listingSectionEndpoints.toggleUseAddress,
  showMap: listingSectionEndpoints.toggleShowMap,
} as const;

/** The agent's Sold sales (1) or rentals (2): sort by Closed Date or Price, the row toggles, export. */
function SelectSalesTable({
  agentId,
  businessPurposeTypeId,
}: {
  agentId: number;
  businessPurposeTypeId: 1 | 2;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { page, sort, tableProps } = usePagedSort(
    { column: 'closedDate', direction: 'desc' },
    LIMITS.defaultListSize,
  );
  const site = useAgentSite(agentId);
  const body = {
    businessPurposeTypeId,
    currentPage: page + 1,
    itemsPerPage: LIMITS.defaultListSize,
    sortColumn: sort.column as 'closedDate' | 'price',
    sortDirection: sort.direction,
  };
  const rows = useSelectSales(agentId, body);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: agentKeys.section(agentId, 'selectSales') });

  const toggle = async (row: SelectSaleRow, option: 'isSelectSale' | Option, value: boolean) => {
    if (option === 'isSelectSale')
      await callEndpoint(
        listingAgentEndpoints.toggleSelectSale,
        {
          params: { id: row.listingId, agentId },
          query: { toggleStatus: value ? 'true' : 'false', sideTypeId: row.sideTypeId },
        },
        { errorMessage: MSG.failedListingOptions },
      );
    else
      await callEndpoint(
        OPTION_CALL[option],
        { params: { id: row.listingId, flag: value } },
        { errorMessage: MSG.failedListingOptions },
      );
    showToast('success', MSG.selectSalePreferenceUpdated);
    await refresh();
  };
  const exportRows = async () => {
    const res = await callEndpoint(
      E.exportSelectSolds,
      {
        body: {
          agentId,
          businessPurposeTypeId,
          sortColumn: body.sortColumn,
          sortDirection: body.sortDirection,
        },
      },
      { errorMessage: MSG.agentSelectSoldsExportFailed },
    );
    await saveDownload(res.data, `select-${businessPurposeTypeId === 2 ? 'rentals' : 'sales'}.xlsx`);
  };

  const option = (key: Option, label: string) => ({
    key,
    header: label,
    align: 'center' as const,
    hiddenBelowWidth: 1000,
    render: (r: SelectSaleRow) => (
      <Switch
        size="small"
        checked={r[key]}
        disabled={!r.isSelectSale}
        onChange={(e) => void toggle(r, key, e.target.checked)}
        slotProps={{ input: { 'aria-label': `${label} for ${r.address ?? r.listingNumber}` } }}
      />
    ),
  });
  const columns: Column<SelectSaleRow>[] = [
    { key: 'address', header: 'Address', isAlwaysShown: true, render: (r) => r.address ?? r.listingNumber },
    { key: 'propertyType', header: 'Type', render: (r) => r.propertyType, hiddenBelowWidth: 900 },
    {
      key: 'closedDate',
      header: 'Closed Date',
      sortKey: 'closedDate',
      render: (r) => (r.closedDate ? formatDate(r.closedDate) : null),
    },
    {
      key: 'price',
      header: 'Price',
      sortKey: 'price',
      align: 'right',
      render: (r) => (r.price == null ? null : formatMoney(r.price)),
    },
    {
      key: 'isSelectSale',
      header: 'Select sale',
      align: 'center',
      render: (r) => (
        <Switch
          size="small"
          checked={r.isSelectSale}
          onChange={(e) => void toggle(r, 'isSelectSale', e.target.checked)}
          slotProps={{ input: { 'aria-label': `Select sale: ${r.address ?? r.listingNumber}` } }}
        />
      ),
    },
    option('displayOfferPriceForSelectSold', 'Show price'),
    option('useAddressAsTitle', 'Address as title'),
    option('showMap', 'Show map'),
  ];

  return (
    <>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          startIcon={<FileDownloadOutlined />}
          onClick={() => void exportRows()}
          disabled={!rows.data?.totalRecords}
        >
          Export
        </Button>
        <Typography variant="body2" color="text.secondary">
          Agent site: {site.isError ? MSG.agentSiteStatusError : (site.data?.status ?? '…')}
        </Typography>
        {site.data?.mode === 'sandbox' && <Chip size="small" variant="outlined" label="Sandbox" />}
      </Stack>
      <DataTable
        label={businessPurposeTypeId === 2 ? 'Agent select rentals' : 'Agent select sales'}
        columns={columns}
        rows={rows.data?.results}
        rowKey={(r) => `${r.listingId}-${r.sideTypeId}`}
        rowName={(r) => r.address ?? r.listingNumber ?? String(r.listingId)}
        isLoading={rows.isLoading}
        error={rows.isError ? MSG.agentSelectSalesFailed : null}
        emptyMessage={
          businessPurposeTypeId === 2
            ? 'No sold rentals for this agent yet.'
            : 'No sold sales for this agent yet.'
        }
        onRowOpen={() => navigate('/eng/listings')}
        {...tableProps(rows.data?.totalRecords ?? 0)}
        dense
      />
    </>
  );
}

export const SelectSalesView = ({ agentId }: AgentViewProps) => (
  <SelectSalesTable agentId={agentId} businessPurposeTypeId={1} />
);
export const SelectRentalsView = ({ agentId }: AgentViewProps) => (
  <SelectSalesTable agentId={agentId} businessPurposeTypeId={2} />
);
