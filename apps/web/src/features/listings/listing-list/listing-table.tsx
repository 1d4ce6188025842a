import { memo } from 'react';
import { Box, Chip, Link, Switch, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { NO_SOLD_PRICE_OPTION_SALES_REGIONS, type ListingSortColumn, type RoleCode } from '@atrium/domain';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import type { ListingListItem, RowToggle } from '../listing-search-api';
import { RowActions } from './row-actions';
import { formatDate, formatPrice } from '../../../lib/format';

/**
 * The select-sale toggles apply to few rows: a window narrower than this starts without them
 * (the column chooser brings them back) so the table fits a laptop screen.
 */
const SELECT_SALE_TOGGLES_FROM = 1400;

const STATUS_COLOR: Record<number, 'success' | 'warning' | 'default' | 'primary' | 'secondary' | 'error'> = {
  1: 'success',
  3: 'warning',
  4: 'primary',
  7: 'secondary',
  11: 'secondary',
  2: 'error',
};

type ListingTableProps = {
  label: string;
  rows: ListingListItem[] | undefined;
  isLoading: boolean;
  error: string | null;
  emptyTitle: string;
  roles: readonly RoleCode[];
  onToggle: (row: ListingListItem, toggle: RowToggle, value: boolean) => void;
  busyRowId: number | null;
  /** The list's order (always newest or highest first); a sortable header asks for its column. */
  sortColumn: ListingSortColumn;
  onSortColumn: (column: ListingSortColumn) => void;
};

/**
 * The listing table: title or address, status, prices, days on market, list date, office, data
 * completeness, the select-sale toggles (enabled only on a select sale) and the row actions.
 */
export const ListingTable = memo(function ListingTable({
  label,
  rows,
  isLoading,
  error,
  emptyTitle,
  roles,
  onToggle,
  busyRowId,
  sortColumn,
  onSortColumn,
}: ListingTableProps) {
  const navigate = useNavigate();
  const toggle = (
    key: RowToggle,
    field: keyof ListingListItem,
    header: string,
    canUse: (r: ListingListItem) => boolean,
    hiddenBelowWidth?: number,
  ): Column<ListingListItem> => ({
    key,
    header,
    align: 'center',
    width: 64,
    hiddenBelowWidth,
    isControl: true,
    render: (r) =>
      r.isInScope ? (
        <Switch
          size="small"
          checked={Boolean(r[field])}
          disabled={!r.isSelectSale || !canUse(r) || busyRowId === r.id}
          onChange={(_e, value) => onToggle(r, key, value)}
          slotProps={{ input: { 'aria-label': `${header}: ${r.title}` } }}
        />
      ) : null,
  });
  const columns: Column<ListingListItem>[] = [
    {
      key: 'listing',
      header: 'Listing',
      isAlwaysShown: true,
      render: (r) => (
        <Box sx={{ minWidth: 200, maxWidth: 300 }}>
          {r.isInScope ? (
            <Link
              component={RouterLink}
              to={`/eng/listing/${r.id}`}
              underline="hover"
              sx={{ fontWeight: 600 }}
            >
              {r.title}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600 }}>{r.title}</Typography>
          )}
          <Typography variant="body2" color="text.secondary" noWrap>
            {[r.address, r.city].filter(Boolean).join(', ') || r.agents.map((a) => a.name).join(', ')}
          </Typography>
          {r.isSelectSale && (
            <Chip
              label="Select sale"
              size="small"
              color="secondary"
              variant="outlined"
              sx={{ mt: 0.5, height: 20 }}
            />
          )}
        </Box>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Chip
          size="small"
          variant="outlined"
          label={r.status ?? '—'}
          color={STATUS_COLOR[r.statusId] ?? 'default'}
        />
      ),
    },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      sortKey: 'price',
      render: (r) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2">{formatPrice(r.price) ?? '—'}</Typography>
          {r.soldPrice != null && (
            <Typography variant="caption" color="text.secondary">
              Sold {formatPrice(r.soldPrice) ?? '—'}
            </Typography>
          )}
        </Box>
      ),
    },
    { key: 'dom', header: 'DOM', align: 'right', render: (r) => r.daysOnMarket ?? '—' },
    {
      key: 'listDate',
      header: 'List date',
      sortKey: 'listingDate',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.listingDate) ?? '—'}</Box>,
    },
    // on a laptop the office gives way so that the row's actions stay in view (the column chooser brings it back)
    { key: 'office', header: 'Office', hiddenBelowWidth: 1400, render: (r) => r.office ?? '—' },
    {
      key: 'valid',
      header: 'Data complete',
      align: 'center',
      render: (r) =>
        r.isValid == null ? null : r.isValid ? (
          <CheckCircleOutlined color="success" fontSize="small" titleAccess="Data complete" />
        ) : (
          <ErrorOutlineOutlined color="warning" fontSize="small" titleAccess="Data incomplete" />
        ),
    },
    toggle('publish', 'publish', 'Publish', (r) => r.canPublish),
    toggle(
      'soldPrice',
      'displayOfferPriceForSelectSold',
      'Sold price',
      (r) =>
        r.canManage &&
        !(NO_SOLD_PRICE_OPTION_SALES_REGIONS as readonly number[]).includes(r.salesRegionId ?? -1),
      SELECT_SALE_TOGGLES_FROM,
    ),
    toggle(
      'useAddress',
      'useAddressAsTitle',
      'Address as title',
      (r) => r.canManage,
      SELECT_SALE_TOGGLES_FROM,
    ),
    toggle('showMap', 'showMap', 'Map', (r) => r.canManage, SELECT_SALE_TOGGLES_FROM),
    {
      key: 'actions',
      header: '',
      isAlwaysShown: true,
      align: 'right',
      width: 108,
      isControl: true,
      render: (r) => <RowActions row={r} roles={roles} />,
    },
  ];
  return (
    <Box
      sx={{
        minWidth: 0,
        '& .MuiTableCell-root': { px: 1, '&:first-of-type': { pl: 2 }, '&:last-of-type': { pr: 1.5 } },
      }}
    >
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        isLoading={isLoading}
        error={error}
        emptyMessage={emptyTitle}
        dense
        hasColumnChooser
        rowName={(r) => r.title}
        onRowOpen={(r) => r.isInScope && void navigate(`/eng/listing/${r.id}`)}
        sort={{ column: sortColumn, direction: 'desc' }}
        onSortChange={(s) => onSortColumn(s.column as ListingSortColumn)}
      />
    </Box>
  );
});
