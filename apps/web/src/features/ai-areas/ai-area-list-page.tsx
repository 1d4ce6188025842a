import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, MenuItem, Paper, TextField } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import {
  AI_AREA_LIMITS,
  AI_AREA_STATUSES,
  MSG,
  SALES_REGIONS,
  type AiArea,
  type AiAreaSearchInput,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { FilterActions } from '../../components/data-table/filter-actions';
import { useListFilter } from '../../components/data-table/use-list-filter';
import { DataTable, type Column, type ExportFormat } from '../../components/data-table/data-table';
import { usePagedSort } from '../../components/data-table/use-paged-sort';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FileImage } from '../../components/image-manager/file-image';
import { formatNumber } from '../../lib/format';
import { saveDownload } from '../../lib/download';
import { showToast } from '../../lib/toast-store';
import { withLoader } from '../../lib/loader-store';
import { AiAreaDialog } from './ai-area-dialog';
import { AiAreaParentDialog } from './ai-area-parent-dialog';
import { aiAreaCalls, aiAreaKeys, useAiAreaSearch } from './ai-areas-api';

type Filter = { text: string; salesRegionId: number; status: number };
const FIRST: Filter = { text: '', salesRegionId: 0, status: 0 };
const STATUS_COLOR = { 1: 'success', 2: 'error', 3: 'default' } as const;

const COLUMNS: Column<AiArea>[] = [
  {
    key: 'image',
    header: 'Image',
    width: 76,
    render: (a) => (
      <Box
        sx={{
          width: 56,
          height: 38,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {a.image ? (
          <FileImage fileId={a.image.id} alt={`Image of ${a.name}`} fit="cover" />
        ) : (
          <ImageOutlined fontSize="small" color="disabled" aria-label="No image" />
        )}
      </Box>
    ),
  },
  { key: 'name', header: 'Name', sortKey: 'name', isAlwaysShown: true, render: (a) => a.name },
  { key: 'alias', header: 'Alias', sortKey: 'alias', render: (a) => a.alias, hiddenBelowWidth: 1000 },
  { key: 'region', header: 'Sales region', sortKey: 'salesRegion', render: (a) => a.salesRegionName },
  {
    key: 'parent',
    header: 'Parent area',
    sortKey: 'parent',
    render: (a) => a.parentNeighborhoodName,
    hiddenBelowWidth: 700,
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    width: 130,
    render: (a) => (
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLOR[a.status as keyof typeof STATUS_COLOR] ?? 'default'}
        label={a.statusName}
      />
    ),
  },
  {
    key: 'listings',
    header: 'Listings',
    sortKey: 'listingsCount',
    align: 'right',
    width: 96,
    render: (a) => formatNumber(a.listingsCount),
  },
];

/** The id a notification link opens (?search={id}), or null. */
function linkedId(params: URLSearchParams): number | null {
  const raw = params.get('search');
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * /eng/aiNeighborhood: the AI areas (SA), searched by text, sales region and status, 50 a page,
 * with export, the create/edit dialog, the parent picker and delete. ?search={id} (from a
 * notification) lists that area alone and opens it.
 */
export default function AiAreaListPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [onlyId, setOnlyId] = useState<number | null>(() => linkedId(params));
  const opened = useRef(false);
  const [editing, setEditing] = useState<AiArea | null | undefined>(undefined);
  const [parenting, setParenting] = useState<AiArea | null>(null);
  const [deleting, setDeleting] = useState<AiArea | null>(null);
  const { page, sort, firstPage, tableProps } = usePagedSort(
    { column: 'name', direction: 'asc' },
    AI_AREA_LIMITS.pageSize,
  );
  const { draft, filter, edit, apply, clear } = useListFilter(
    FIRST,
    () => {
      firstPage();
      // a new search is the whole list again, not the linked area alone
      setOnlyId(null);
      if (params.has('search')) setParams({}, { replace: true });
    },
    (d) => ({ ...d, text: d.text.trim() }),
  );
  const criteria = {
    text: filter.text,
    salesRegionId: filter.salesRegionId,
    status: filter.status as AiAreaSearchInput['status'],
    id: onlyId,
    sortColumn: sort.column as AiAreaSearchInput['sortColumn'],
    sortDirection: sort.direction,
  };
  const result = useAiAreaSearch({
    ...criteria,
    currentPage: page + 1,
    recordsPerPage: AI_AREA_LIMITS.pageSize,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: aiAreaKeys.all });

  // the linked area opens once it has loaded
  const linked = result.data?.results.find((a) => a.id === onlyId);
  useEffect(() => {
    if (linked && !opened.current) {
      opened.current = true;
      setEditing(linked);
    }
  }, [linked]);

  const exportAs = async (format: ExportFormat) => {
    try {
      await saveDownload(
        await withLoader('exportAiAreas', () => aiAreaCalls.exportList({ ...criteria, format })),
        `ai-areas.${format}`,
      );
    } catch {
      /* the api client already said 'Failed to export AI Areas' */
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await aiAreaCalls.remove(deleting.id);
      showToast('success', MSG.aiAreaDeleted);
      refresh();
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box>
      <PageHeader
        title="AI Areas"
        subtitle="The neighborhoods listings are placed in: their review status, parent area and image."
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing(null)}>
            New AI area
          </Button>
        }
      />
      <Paper
        component="form"
        role="search"
        aria-label="Search AI areas"
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
            gridTemplateColumns: {
              xs: '1fr',
              sm: '1fr 1fr',
              md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
            },
            alignItems: 'center',
          }}
        >
          <TextField
            label="Search"
            placeholder="Name, alias or parent area"
            value={draft.text}
            onChange={(e) => edit({ text: e.target.value })}
            slotProps={{ htmlInput: { maxLength: AI_AREA_LIMITS.textMax } }}
          />
          <TextField
            select
            label="Sales region"
            value={draft.salesRegionId}
            onChange={(e) => edit({ salesRegionId: Number(e.target.value) })}
          >
            <MenuItem value={0}>All</MenuItem>
            {SALES_REGIONS.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            value={draft.status}
            onChange={(e) => edit({ status: Number(e.target.value) })}
          >
            <MenuItem value={0}>All</MenuItem>
            {AI_AREA_STATUSES.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <FilterActions onClear={clear} />
        </Box>
        {onlyId != null && (
          <Chip
            sx={{ mt: 2 }}
            label={`Showing AI area ${linked?.name ?? `#${onlyId}`} only`}
            onDelete={clear}
          />
        )}
      </Paper>
      <DataTable
        label="AI areas"
        columns={COLUMNS}
        rows={result.data?.results}
        rowKey={(a) => a.id}
        rowName={(a) => a.name}
        isLoading={result.isLoading}
        error={result.isError ? MSG.aiAreaListFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(a) => setEditing(a)}
        rowActions={(a) => [
          { label: 'Edit', onClick: () => setEditing(a) },
          { label: 'Set parent area', onClick: () => setParenting(a) },
          { label: 'Delete', onClick: () => setDeleting(a) },
        ]}
        onExport={(f) => void exportAs(f)}
        {...tableProps(result.data?.totalRecords ?? 0)}
      />
      {editing !== undefined && (
        <AiAreaDialog
          area={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
          onChanged={refresh}
        />
      )}
      {parenting && (
        <AiAreaParentDialog
          area={parenting}
          onClose={() => setParenting(null)}
          onSaved={() => {
            setParenting(null);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting != null}
        title="Delete this AI area?"
        message={`"${deleting?.name ?? ''}" and its image are deleted; its child areas lose their parent. Listings keep the name they carry.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
