import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Link, MenuItem, Paper, Stack, TextField } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import {
  ADVERTISEMENT_LIMITS,
  MEDIA_OUTLET_STATUS_FILTERS,
  MSG,
  type MediaOutlet,
  type MediaOutletSearchInput,
  type MediaOutletStatusFilter,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { FilterActions } from '../../components/data-table/filter-actions';
import { useListFilter } from '../../components/data-table/use-list-filter';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FileImage } from '../../components/image-manager/file-image';
import { showToast } from '../../lib/toast-store';
import {
  downloadStoredFile,
  mediaOutletCalls,
  mediaOutletKeys,
  useMediaOutletSearch,
} from './advertisements-api';
import { MediaOutletDialog } from './media-outlet-dialog';

const PAGE_SIZE = ADVERTISEMENT_LIMITS.pageSize;
const FIRST: { name: string; statusId: MediaOutletStatusFilter } = { name: '', statusId: 1 };

const COLUMNS: Column<MediaOutlet>[] = [
  {
    key: 'logo',
    header: 'Logo',
    width: 88,
    render: (r) => (
      <Box
        sx={{
          width: 64,
          height: 40,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {r.files.logo ? (
          <FileImage fileId={r.files.logo.id} alt={`${r.name} logo`} fit="contain" />
        ) : (
          <ImageOutlined color="disabled" fontSize="small" aria-label="No logo" />
        )}
      </Box>
    ),
  },
  { key: 'name', header: 'Name', isAlwaysShown: true, render: (r) => r.name },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <Chip
        size="small"
        label={r.status}
        color={r.statusId === 1 ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
  {
    key: 'mediaKit',
    header: 'Media kit',
    render: (r) =>
      r.files.mediaKit ? (
        <Link
          component="button"
          type="button"
          onClick={() => void downloadStoredFile(r.files.mediaKit!.id, r.files.mediaKit!.fileName)}
        >
          {r.files.mediaKit.fileName}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    key: 'ads',
    header: 'Advertisements',
    align: 'right',
    render: (r) => r.advertisementCount,
    hiddenBelowWidth: 900,
  },
];

/** /eng/mediaOutlets (system admins): the media outlets with their logos and media kits. */
export default function MediaOutletListPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const { draft, filter, edit, apply, clear } = useListFilter(
    FIRST,
    () => setPage(0),
    (d) => ({
      ...d,
      name: d.name.trim(),
    }),
  );
  const [editing, setEditing] = useState<MediaOutlet | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<MediaOutlet | null>(null);
  const query: MediaOutletSearchInput = {
    name: filter.name || null,
    statusId: filter.statusId,
    currentPage: page + 1,
    itemsPerPage: PAGE_SIZE,
  };
  const result = useMediaOutletSearch(query);

  const deactivate = async (outlet: MediaOutlet) => {
    setDeactivating(null);
    try {
      showToast('success', (await mediaOutletCalls.deactivate(outlet.id)).data.message);
      void queryClient.invalidateQueries({ queryKey: mediaOutletKeys.all });
    } catch {
      /* the call showed its message */
    }
  };

  return (
    <Box>
      <PageHeader
        title="Media Outlets"
        subtitle="The publications the network advertises in, with their logos and media kits."
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
            New media outlet
          </Button>
        }
      />
      <Paper
        component="form"
        role="search"
        aria-label="Search media outlets"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        sx={{ p: 2, mb: 2 }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label="Name"
            value={draft.name}
            onChange={(e) => edit({ name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: ADVERTISEMENT_LIMITS.nameMax } }}
            sx={{ flex: 2, minWidth: 0 }}
          />
          <TextField
            select
            label="Status"
            value={draft.statusId}
            onChange={(e) => edit({ statusId: Number(e.target.value) as MediaOutletStatusFilter })}
            sx={{ flex: 1, minWidth: 160 }}
          >
            {MEDIA_OUTLET_STATUS_FILTERS.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <FilterActions onClear={clear} />
        </Stack>
      </Paper>
      <DataTable
        label="Media outlets"
        columns={COLUMNS}
        rows={result.data?.items}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        isLoading={result.isLoading}
        error={result.isError ? MSG.mediaOutletLoadFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(r) => setEditing(r)}
        rowActions={(r) => [
          { label: 'Edit', onClick: () => setEditing(r) },
          { label: 'Deactivate', onClick: () => setDeactivating(r), isDisabled: r.statusId !== 1 },
        ]}
        paging={{ page, pageSize: PAGE_SIZE, total: result.data?.totalCount ?? 0, onPageChange: setPage }}
      />
      {editing && (
        <MediaOutletDialog outlet={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate media outlet"
        message={MSG.confirmDeactivateMediaOutlet(deactivating?.name ?? '')}
        confirmLabel="Deactivate"
        onCancel={() => setDeactivating(null)}
        onConfirm={() => deactivating && void deactivate(deactivating)}
      />
    </Box>
  );
}
