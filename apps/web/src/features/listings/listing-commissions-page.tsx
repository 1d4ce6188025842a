import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  COMMISSION_TYPE_LABEL,
  type CommissionSearch,
  ListingCommissionSchema,
  MSG,
  type ListingCommissionRow,
} from '@atrium/domain';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { showToast } from '../../lib/toast-store';
import { withLoader } from '../../lib/loader-store';
import { sectionCalls, sectionKeys } from './listing-sections-api';
import { saveDownload } from '../../lib/download';
import { formatDate, formatMoney } from '../../lib/format';
import { NumberInput } from '../../components/form/form-number';

const PAGE_SIZE = 50;
type CommissionSort = {
  column: NonNullable<CommissionSearch['sortColumn']>;
  direction: NonNullable<CommissionSearch['sortDirection']>;
};

type Draft = {
  listingCommission: number | null;
  listingCommissionType: 1 | 2;
  buyerCommission: number | null;
  buyerCommissionType: 1 | 2 | 3;
  doNotDisplayBuyerCommission: boolean;
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
  const [editing, setEditing] = useState<{ id: number; draft: Draft; error: string | null } | null>(null);
  const queryClient = useQueryClient();

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

  const startEdit = (r: ListingCommissionRow) =>
    setEditing({
      id: r.id,
      error: null,
      draft: {
        listingCommission: r.listingCommission,
        listingCommissionType: r.listingCommissionType === 2 ? 2 : 1,
        buyerCommission: r.buyerCommission,
        buyerCommissionType: (r.buyerCommissionType ?? 1) as 1 | 2 | 3,
        doNotDisplayBuyerCommission: r.doNotDisplayBuyerCommission,
      },
    });
  const setDraft = (patch: Partial<Draft>) =>
    setEditing((e) => (e ? { ...e, error: null, draft: { ...e.draft, ...patch } } : e));

  const save = async (row: ListingCommissionRow) => {
    if (!editing) return;
    const d = editing.draft;
    const parsed = ListingCommissionSchema.safeParse({
      listingCommission: d.listingCommission,
      listingCommissionType: d.listingCommissionType,
      buyerCommission: d.buyerCommissionType === 3 ? null : d.buyerCommission,
      buyerCommissionType: d.buyerCommissionType,
      doNotDisplayBuyerCommission: d.doNotDisplayBuyerCommission,
    });
    if (!parsed.success) {
      setEditing({ ...editing, error: parsed.error.issues[0].message });
      return;
    }
    try {
      await withLoader('saveCommission', () => sectionCalls.saveCommission(row.id, parsed.data, row.version));
      showToast('success', MSG.commissionsUpdated);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['listing', 'commissions'] });
    } catch (err) {
      setEditing({ ...editing, error: (err as Error).message });
    }
  };

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

  const isEditing = (r: ListingCommissionRow) => editing?.id === r.id;
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
          <Stack spacing={1}>
            <NumberInput
              label="Listing commission"
              value={editing!.draft.listingCommission}
              onChange={(v) => setDraft({ listingCommission: v })}
              decimals={2}
              grouped={editing!.draft.listingCommissionType === 2}
            />
            <TextField
              select
              label="Type"
              value={editing!.draft.listingCommissionType}
              onChange={(e) => setDraft({ listingCommissionType: Number(e.target.value) as 1 | 2 })}
              fullWidth
            >
              <MenuItem value={1}>%</MenuItem>
              <MenuItem value={2}>$</MenuItem>
            </TextField>
          </Stack>
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
          <Stack spacing={1}>
            <Stack spacing={1}>
              <NumberInput
                label="Buyer commission"
                value={editing!.draft.buyerCommissionType === 3 ? null : editing!.draft.buyerCommission}
                disabled={editing!.draft.buyerCommissionType === 3}
                onChange={(v) => setDraft({ buyerCommission: v })}
                decimals={2}
                grouped={editing!.draft.buyerCommissionType === 2}
              />
              <TextField
                select
                label="Type"
                value={editing!.draft.buyerCommissionType}
                onChange={(e) => {
                  const type = Number(e.target.value) as 1 | 2 | 3;
                  setDraft(
                    type === 3
                      ? { buyerCommissionType: 3, buyerCommission: null }
                      : { buyerCommissionType: type },
                  );
                }}
                fullWidth
              >
                <MenuItem value={1}>%</MenuItem>
                <MenuItem value={2}>$</MenuItem>
                <MenuItem value={3}>Not Offered</MenuItem>
              </TextField>
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={!editing!.draft.doNotDisplayBuyerCommission}
                  onChange={(e) => setDraft({ doNotDisplayBuyerCommission: !e.target.checked })}
                />
              }
              label={<Typography variant="body2">Display on website</Typography>}
            />
          </Stack>
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
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button size="small" variant="contained" onClick={() => save(r)}>
                Save
              </Button>
            </Stack>
            {editing!.error && (
              <Typography
                role="alert"
                variant="caption"
                color="error"
                sx={{ maxWidth: 220, textAlign: 'right' }}
              >
                {editing!.error}
              </Typography>
            )}
          </Stack>
        ) : (
          <Tooltip title="Edit commissions">
            <span>
              <IconButton
                aria-label={`Edit commissions of ${r.address}`}
                onClick={() => startEdit(r)}
                disabled={editing != null}
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
            setEditing(null);
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
          setEditing(null);
        }}
        paging={{
          page,
          pageSize: PAGE_SIZE,
          total: data?.totalRecords ?? 0,
          onPageChange: (p) => {
            setPage(p);
            setEditing(null);
          },
        }}
      />
    </Box>
  );
}
