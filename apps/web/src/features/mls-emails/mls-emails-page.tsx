import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, MenuItem, Paper, TextField } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { MSG, type MlsEmail } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { showToast } from '../../lib/toast-store';
import { MlsEmailDialog } from './mls-email-dialog';
import { mlsEmailCalls, mlsEmailKeys, useMlsEmails, useMlsNames } from './mls-emails-api';

const COLUMNS: Column<MlsEmail>[] = [
  { key: 'email', header: 'Email', isAlwaysShown: true, render: (e) => e.email },
  { key: 'filterValue', header: 'Filter value', render: (e) => e.filterValue ?? '' },
  {
    key: 'insertOnly',
    header: 'Insert only',
    width: 110,
    render: (e) => (
      <Chip
        size="small"
        variant="outlined"
        color={e.insertOnly ? 'primary' : 'default'}
        label={e.insertOnly ? 'Yes' : 'No'}
      />
    ),
  },
];

/** /mlsemails: the e-mail contacts of one MLS at a time, their add/edit dialog and deletion. */
export default function MlsEmailsPage() {
  const queryClient = useQueryClient();
  const names = useMlsNames();
  const [chosen, setChosen] = useState<string | null>(null);
  const mls = chosen ?? names.data?.[0] ?? '';
  const emails = useMlsEmails(mls);
  const [editing, setEditing] = useState<MlsEmail | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<MlsEmail | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: mlsEmailKeys.all });

  const remove = async () => {
    if (!deleting) return;
    try {
      await mlsEmailCalls.remove(deleting.id);
      showToast('success', MSG.mlsEmailDeleted);
      refresh();
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box>
      <PageHeader
        title="MLS Emails"
        subtitle="Who is written to about each MLS's listings."
        actions={
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setEditing(null)}
            disabled={!names.data}
          >
            New MLS e-mail
          </Button>
        }
      />
      <Paper sx={{ p: 2, mb: 2 }}>
        <TextField
          select
          label="MLS"
          value={names.data?.includes(mls) ? mls : ''}
          onChange={(e) => setChosen(e.target.value)}
          disabled={!names.data?.length}
          helperText={names.isError ? MSG.mlsEmailsLoadFailed : undefined}
          error={names.isError}
          sx={{ width: { xs: '100%', sm: 360 } }}
        >
          {(names.data ?? []).map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      </Paper>
      <DataTable
        label={mls ? `E-mails of ${mls}` : 'MLS e-mails'}
        columns={COLUMNS}
        rows={mls ? emails.data : names.data ? [] : undefined}
        rowKey={(e) => e.id}
        rowName={(e) => e.email}
        isLoading={names.isLoading || emails.isLoading}
        error={emails.isError || names.isError ? MSG.mlsEmailsLoadFailed : null}
        emptyMessage={MSG.noRecordsFound}
        onRowOpen={(e) => setEditing(e)}
        rowActions={(e) => [
          { label: 'Edit', onClick: () => setEditing(e) },
          { label: 'Delete', onClick: () => setDeleting(e) },
        ]}
      />
      {editing !== undefined && (
        <MlsEmailDialog
          item={editing}
          mls={mls}
          mlsNames={names.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={(savedMls) => {
            setEditing(undefined);
            setChosen(savedMls);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting != null}
        title="Delete this MLS e-mail?"
        message={`${deleting?.email ?? ''} is no longer written to about ${deleting?.mls ?? ''}.`}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
