import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Link, MenuItem, Paper, TextField } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import {
  formatListingDate,
  MSG,
  parseListingDate,
  PRESS_LIMITS,
  PRESS_TYPES,
  type PressItem,
  type PressSearchInput,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { FilterActions } from '../../components/data-table/filter-actions';
import { useListFilter } from '../../components/data-table/use-list-filter';
import { DataTable, type Column, type ExportFormat } from '../../components/data-table/data-table';
import { usePagedSort } from '../../components/data-table/use-paged-sort';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { saveDownload } from '../../lib/download';
import { showToast } from '../../lib/toast-store';
import { withLoader } from '../../lib/loader-store';
import { PressDialog } from './press-dialog';
import { pressCalls, pressKeys, usePressSearch } from './press-api';

type Filter = {
  pressTypeId: number;
  text: string;
  fromDate: string;
  toDate: string;
  publish: 'true' | 'false' | 'all';
};
const FIRST: Filter = { pressTypeId: 0, text: '', fromDate: '', toDate: '', publish: 'true' };
const PUBLISH = { true: true, false: false, all: null } as const;

const COLUMNS: Column<PressItem>[] = [
  {
    key: 'title',
    header: 'Title',
    sortKey: 'title',
    isAlwaysShown: true,
    render: (p) =>
      p.url ? (
        <Link href={p.url} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
          {p.title}
        </Link>
      ) : (
        p.title
      ),
  },
  { key: 'date', header: 'Date', sortKey: 'date', render: (p) => formatListingDate(p.date), width: 110 },
  { key: 'type', header: 'Type', sortKey: 'pressType', render: (p) => p.pressTypeName },
  { key: 'outlet', header: 'Media outlet', sortKey: 'mediaOutlet', render: (p) => p.mediaOutletName },
  {
    key: 'about',
    header: 'About',
    render: (p) => p.entityDetails.agentName ?? p.entityDetails.listingTitle ?? 'The company',
    hiddenBelowWidth: 1000,
  },
  {
    key: 'publish',
    header: 'Publish',
    sortKey: 'publish',
    width: 96,
    render: (p) => (
      <Chip
        size="small"
        variant="outlined"
        color={p.publish ? 'success' : 'default'}
        label={p.publish ? 'Yes' : 'No'}
      />
    ),
  },
];

/** What the search runs: the text trimmed, the dates as typed read into ISO days. */
function tidyFilter(d: Filter): Filter {
  const day = (s: string) => (s.trim() ? (parseListingDate(s) ?? s.trim()) : '');
  return { ...d, text: d.text.trim(), fromDate: day(d.fromDate), toDate: day(d.toDate) };
}

/** /eng/press: the press items (published, newest first by default), their form and export. */
export default function PressListPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PressItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<PressItem | null>(null);
  const { page, sort, firstPage, tableProps } = usePagedSort(
    { column: 'date', direction: 'desc' },
    PRESS_LIMITS.pageSize,
  );
  const { draft, filter, edit, apply, clear } = useListFilter(FIRST, firstPage, tidyFilter);
  const criteria = {
    pressTypeId: filter.pressTypeId as PressSearchInput['pressTypeId'],
    text: filter.text,
    fromDate: filter.fromDate || null,
    toDate: filter.toDate || null,
    publish: PUBLISH[filter.publish],
    sortColumn: sort.column as PressSearchInput['sortColumn'],
    sortDirection: sort.direction,
  };
  const result = usePressSearch({ ...criteria, pageNumber: page + 1, pageSize: PRESS_LIMITS.pageSize });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pressKeys.all });

  const exportAs = async (format: ExportFormat) => {
    try {
      await saveDownload(
        await withLoader('exportPress', () => pressCalls.exportList({ ...criteria, format })),
        `press.${format}`,
      );
    } catch {
      /* the api client already said 'Failed to export the data' */
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await pressCalls.remove(deleting.id);
      showToast('success', MSG.pressDeleted);
      refresh();
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Press"
        subtitle="Press releases, listings and the company in the media."
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing(null)}>
            New press item
          </Button>
        }
      />
      <Paper
        component="form"
        role="search"
        aria-label="Search press"
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
              md: 'minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) minmax(150px, 1.2fr) auto',
            },
            alignItems: 'center',
          }}
        >
          <TextField
            label="Search"
            value={draft.text}
            onChange={(e) => edit({ text: e.target.value })}
            slotProps={{ htmlInput: { maxLength: PRESS_LIMITS.textMax } }}
          />
          <TextField
            select
            label="Type"
            value={draft.pressTypeId}
            onChange={(e) => edit({ pressTypeId: Number(e.target.value) })}
          >
            <MenuItem value={0}>All</MenuItem>
            {PRESS_TYPES.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
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
          <TextField
            select
            label="Publish"
            value={draft.publish}
            onChange={(e) => edit({ publish: e.target.value as Filter['publish'] })}
          >
            <MenuItem value="true">Published</MenuItem>
            <MenuItem value="false">Not published</MenuItem>
            <MenuItem value="all">All</MenuItem>
          </TextField>
          <FilterActions onClear={clear} />
        </Box>
      </Paper>
      <DataTable
        label="Press items"
        columns={COLUMNS}
        rows={result.data?.results}
        rowKey={(p) => p.id}
        rowName={(p) => p.title}
        isLoading={result.isLoading}
        error={result.isError ? MSG.pressListFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(p) => setEditing(p)}
        rowActions={(p) => [
          { label: 'Edit', onClick: () => setEditing(p) },
          { label: 'Delete', onClick: () => setDeleting(p) },
        ]}
        onExport={(f) => void exportAs(f)}
        {...tableProps(result.data?.totalRecords ?? 0)}
      />
      {editing !== undefined && (
        <PressDialog
          item={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting != null}
        title="Delete this press item?"
        message={`"${deleting?.title ?? ''}" and its web display image are deleted.`}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
