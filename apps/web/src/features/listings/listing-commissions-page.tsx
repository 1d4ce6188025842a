import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  IconButton,
  InputAdornment,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { COMMISSION_TYPE_LABEL, type CommissionSearch, MSG, type ListingCommissionRow } from '@atrium/domain';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { withLoader } from '../../lib/loader-store';
import { sectionCalls, sectionKeys } from './listing-sections-api';
import { saveDownload } from '../../lib/download';
import { formatDate, formatMoney } from '../../lib/format';
import {
  BuyerCommissionEdit,
  CommissionEditActions,
  ListingCommissionEdit,
  useCommissionRowEdit,
} from './listing-commission-row-edit';

const PAGE_SIZE = 50;
type CommissionSort = {
  column: NonNullable<CommissionSearch['sortColumn']>;
  direction: NonNullable<CommissionSearch['sortDirection']>;
};

const commissionText = (value: number | null, type: number | null) => {
  if (type === 3) return COMMISSION_TYPE_LABEL[3];
  if (value == null) return '—';
  return type === 2 ? formatMoney(value) : `${value}%`;
};

/** /eng/listingListCommissions: sales and rentals tabs, row edit and export (staff, system admin). */
export default function ListingCommissionsPage() {
  const [tab, setTab] = useState<1 | 2>(1);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<CommissionSort>({ column: 'listingDate', direction: 'desc' });
  const queryClient = useQueryClient();
  const edit = useCommissionRowEdit(() =>
    queryClient.invalidateQueries({ queryKey: ['listing', 'commissions'] }),
  );

  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(text.trim());
      setPage(0);
    }, 500);
    return () => clearTimeout(t);
  }, [text]);

  const query = {
    businessPurposeTypeId: tab,
    text: search || undefined,
    currentPage: page + 1,
    itemsPerPage: PAGE_SIZE,
    sortColumn: sort.column,
    sortDirection: sort.direction,
  };
  const { data, isLoading, isError } = useQuery({
    queryKey: sectionKeys.commissions(query),
    queryFn: () => sectionCalls.searchCommissions(query),
  });

  const exportAs = async (format: 'csv' | 'xlsx') => {
    try {
      const res = await withLoader('exportCommissions', () =>
        sectionCalls.exportCommissions({
          businessPurposeTypeId: tab,
          text: search || undefined,
          sortColumn: sort.column,
          sortDirection: sort.direction,
          format,
        }),
      );
      await saveDownload(res, `listing-commissions.${format}`);
    } catch {
      /* the api client already showed 'Failed to export commission data' */
    }
  };

  const isEditing = (r: ListingCommissionRow) => edit.editingId === r.id;
  const columns: Column<ListingCommissionRow>[] = [
    {
      key: 'listing',
      header: 'Listing',
      sortKey: 'address',
      isAlwaysShown: true,
      render: (r) => (
        <Box sx={{ minWidth: 220 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {r.address}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[r.listingNumber, r.mlsNumber && `MLS ${r.mlsNumber}`].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      ),
    },
    // on a laptop the office gives way so that the row's Edit stays in view (the column chooser brings it back)
    {
      key: 'office',
      header: 'Office',
      sortKey: 'office',
      hiddenBelowWidth: 1400,
      render: (r) => r.office ?? '—',
    },
    { key: 'agent', header: 'List Agent', render: (r) => r.listAgent ?? '—' },
    {
      key: 'price',
      header: 'Price',
      sortKey: 'currentPrice',
      align: 'right',
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatMoney(r.currentPrice) ?? '—'}
        </Box>
      ),
    },
    {
      key: 'date',
      header: 'List Date',
      sortKey: 'listingDate',
      render: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.listingDate) ?? '—'}
        </Box>
      ),
    },
    {
      key: 'listingCommission',
      header: 'Listing Commission',
      width: 130,
      render: (r) =>
        isEditing(r) ? (
          <ListingCommissionEdit control={edit.control} />
        ) : (
          commissionText(r.listingCommission, r.listingCommissionType)
        ),
    },
    {
      key: 'buyerCommission',
      header: 'Buyer Commission',
      width: 170,
      render: (r) =>
        isEditing(r) ? (
          <BuyerCommissionEdit control={edit.control} />
        ) : (
          <Box>
            {commissionText(r.buyerCommission, r.buyerCommissionType)}
            {r.doNotDisplayBuyerCommission && r.buyerCommissionType !== 3 && (
              <Typography variant="caption" color="text.secondary" component="div">
                Not shown on website
              </Typography>
            )}
          </Box>
        ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      width: 150,
      render: (r) =>
        isEditing(r) ? (
          <CommissionEditActions
            onCancel={edit.cancel}
            onSave={() => void edit.save()}
            error={edit.serverError}
          />
        ) : (
          <Tooltip title="Edit commissions">
            <span>
              <IconButton
                aria-label={`Edit commissions of ${r.address}`}
                onClick={() => edit.start(r)}
                disabled={edit.editingId != null}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ),
    },
  ];

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Listing and buyer commissions of the listings in your offices. Edit a row, or export the tab.
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Tabs
          value={tab}
          onChange={(_e, v) => {
            setTab(v);
            setPage(0);
            edit.cancel();
          }}
          aria-label="Commission lists"
        >
          <Tab value={1} label="Sales" />
          <Tab value={2} label="Rentals" />
        </Tabs>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            placeholder="Address, MLS or listing number"
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': 'Search commissions', maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ width: 300 }}
          />
        </Stack>
      </Stack>
      <DataTable
        label={tab === 1 ? 'Sales commissions' : 'Rental commissions'}
        columns={columns}
        rows={data?.results}
        rowKey={(r) => r.id}
        rowName={(r) => r.address ?? String(r.id)}
        isLoading={isLoading}
        error={isError ? MSG.commissionsFetchError : null}
        dense
        hasColumnChooser
        onExport={exportAs}
        sort={sort}
        onSortChange={(next) => {
          setSort(next as CommissionSort);
          setPage(0);
          edit.cancel();
        }}
        paging={{
          page,
          pageSize: PAGE_SIZE,
          total: data?.totalRecords ?? 0,
          onPageChange: (p) => {
            setPage(p);
            edit.cancel();
          },
        }}
      />
    </Box>
  );
}
