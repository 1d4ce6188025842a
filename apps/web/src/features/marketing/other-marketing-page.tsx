import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import {
  formatListingDate,
  MARKETING_TYPES,
  MSG,
  OTHER_MARKETING_LIMITS as L,
  parseListingDate,
  type MarketingSearchInput,
  type MarketingSearchRow,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { FilterActions } from '../../components/data-table/filter-actions';
import { useListFilter } from '../../components/data-table/use-list-filter';
import { DataTable, type Column, type ExportFormat } from '../../components/data-table/data-table';
import { usePagedSort } from '../../components/data-table/use-paged-sort';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { AgentPicker, type AgentOption } from '../../components/search-picker/agent-picker';
import { formatMoney } from '../../lib/format';
import { saveDownload } from '../../lib/download';
import { withLoader } from '../../lib/loader-store';
import { showToast } from '../../lib/toast-store';
import { useLookups } from '../lookups';
import { listingMarketingPath } from './marketing-api';
import { AdditionalMarketingDialog } from './additional-marketing-dialog';
import { otherMarketingCalls, otherMarketingKeys, useMarketingSearch } from './other-marketing-api';

type Filter = {
  marketingTypeId: number;
  text: string;
  fromDate: string;
  toDate: string;
  officeId: number | '';
  agent: AgentOption | null;
};
const FIRST: Filter = { marketingTypeId: 0, text: '', fromDate: '', toDate: '', officeId: '', agent: null };

const typeText = (r: MarketingSearchRow) =>
  r.additionalPromotionName ? `${r.marketingTypeName} · ${r.additionalPromotionName}` : r.marketingTypeName;

const COLUMNS: Column<MarketingSearchRow>[] = [
  {
    key: 'description',
    header: 'Description',
    sortKey: 'description',
    isAlwaysShown: true,
    render: (r) => r.description,
  },
  { key: 'date', header: 'Date', sortKey: 'date', width: 110, render: (r) => formatListingDate(r.date) },
  { key: 'type', header: 'Type', sortKey: 'marketingType', render: typeText },
  {
    key: 'listing',
    header: 'Listing',
    sortKey: 'listing',
    render: (r) => (
      <Link
        component={RouterLink}
        to={listingMarketingPath(r.listingId)}
        onClick={(e) => e.stopPropagation()}
      >
        {r.listingTitle}
      </Link>
    ),
  },
  {
    key: 'agents',
    header: 'Agents',
    hiddenBelowWidth: 1100,
    render: (r) => r.agentMarketingCosts.map((c) => c.agentName).join(', '),
  },
  { key: 'billingCode', header: 'Billing code', hiddenBelowWidth: 1000, render: (r) => r.billingCode },
  {
    key: 'actualCost',
    header: 'Actual cost',
    sortKey: 'actualCost',
    align: 'right',
    render: (r) => (r.actualCost == null ? '' : formatMoney(r.actualCost)),
  },
];

/** What the search runs: the text trimmed, the dates as typed read into ISO days. */
function tidyFilter(d: Filter): Filter {
  const day = (s: string) => (s.trim() ? (parseListingDate(s) ?? s.trim()) : '');
  return { ...d, text: d.text.trim(), fromDate: day(d.fromDate), toDate: day(d.toDate) };
}

/**
 * /eng/otherMarketing: the marketing items of the listings the user can see (every type, newest
 * first), with additional marketing entries and the costs each agent bears.
 */
export default function OtherMarketingPage() {
  const queryClient = useQueryClient();
  const { offices } = useLookups();
  const [editing, setEditing] = useState<MarketingSearchRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<MarketingSearchRow | null>(null);
  const { page, sort, firstPage, tableProps } = usePagedSort(
    { column: 'date', direction: 'desc' },
    L.pageSize,
  );
  const { draft, filter, edit, apply, clear } = useListFilter(FIRST, firstPage, tidyFilter);
  const criteria: MarketingSearchInput = {
    marketingTypeId: filter.marketingTypeId,
    text: filter.text,
    fromDate: filter.fromDate || null,
    toDate: filter.toDate || null,
    officeId: filter.officeId === '' ? null : filter.officeId,
    agentId: filter.agent?.agentId ?? null,
    sortColumn: sort.column as MarketingSearchInput['sortColumn'],
    sortDirection: sort.direction,
  };
  const result = useMarketingSearch({ ...criteria, pageNumber: page + 1, pageSize: L.pageSize });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: otherMarketingKeys.all });

  const exportAs = async (format: ExportFormat) => {
    try {
      const res = await withLoader('exportOtherMarketing', () =>
        otherMarketingCalls.exportList({ ...criteria, format }),
      );
      await saveDownload(res, `other-marketing.${format}`);
    } catch {
      /* the api client already said 'Failed to export the data' */
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      showToast('success', (await otherMarketingCalls.remove(deleting.id)).message);
      refresh();
    } catch {
      /* the api client already said 'Failed to delete' */
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Other Marketing"
        subtitle="Marketing of the listings you can see, and the additional marketing each agent pays for."
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/eng/marketing" color="inherit">
              Listing marketing
            </Button>
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing(null)}>
              Additional marketing
            </Button>
          </Stack>
        }
      />
      <Paper
        component="form"
        role="search"
        aria-label="Search other marketing"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        sx={{ p: 2, mb: 2 }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <TextField
            label="Search"
            value={draft.text}
            onChange={(e) => edit({ text: e.target.value })}
            slotProps={{ htmlInput: { maxLength: L.textMax } }}
          />
          <TextField
            select
            label="Marketing type"
            value={draft.marketingTypeId}
            onChange={(e) => edit({ marketingTypeId: Number(e.target.value) })}
          >
            {MARKETING_TYPES.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Office"
            value={draft.officeId}
            onChange={(e) => edit({ officeId: e.target.value === '' ? '' : Number(e.target.value) })}
          >
            <MenuItem value="">
              <em>All offices</em>
            </MenuItem>
            {offices.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="From"
            placeholder="MM/DD/YYYY"
            value={draft.fromDate}
            onChange={(e) => edit({ fromDate: e.target.value })}
          />
          <TextField
            label="To"
            placeholder="MM/DD/YYYY"
            value={draft.toDate}
            onChange={(e) => edit({ toDate: e.target.value })}
          />
          <AgentPicker label="Agent" value={draft.agent} onPick={(a) => edit({ agent: a })} />
        </Box>
        <FilterActions onClear={clear} sx={{ mt: 2, justifyContent: 'flex-end' }} />
      </Paper>
      <DataTable
        label="Other marketing"
        columns={COLUMNS}
        rows={result.data?.results}
        rowKey={(r) => r.id}
        rowName={(r) => r.description}
        isLoading={result.isLoading}
        error={result.isError ? MSG.otherMarketingFetchFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(r) => r.additionalPromotionId != null && setEditing(r)}
        rowActions={(r) => [
          { label: 'Edit', onClick: () => setEditing(r), isDisabled: r.additionalPromotionId == null },
          { label: 'Delete', onClick: () => setDeleting(r) },
        ]}
        onExport={(f) => void exportAs(f)}
        {...tableProps(result.data?.totalRecords ?? 0)}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Items other than additional marketing are edited on their listing's marketing.
      </Typography>
      {editing !== undefined && (
        <AdditionalMarketingDialog
          row={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting != null}
        title="Delete this marketing item?"
        message={`"${deleting?.description ?? ''}" and its agent costs are deleted.`}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
