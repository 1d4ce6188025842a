import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { MSG, showingEndpoints as E } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { RecordRows, type RecordColumn } from './record-rows';

type Props<T extends { id: number }> = {
  /** 'open house', 'showing'. */
  noun: string;
  query: UseQueryResult<T[]>;
  /** The sentence shown when the records could not be read. */
  fetchError: string;
  columns: RecordColumn<T>[];
  isEditable: boolean;
  details: (row: T) => ReactNode;
  form: (row: T | null, done: () => void) => ReactNode;
  deleteEndpoint: typeof E.deleteShowing | typeof E.deleteOpenHouse;
  refresh: () => Promise<unknown>;
};

/** A listing's showings or open houses: loading and error states, the rows, and deletion. */
export function RecordList<T extends { id: number }>(p: Props<T>) {
  if (p.query.isLoading) return <Typography color="text.secondary">Loading {p.noun}s…</Typography>;
  if (p.query.isError) return <Alert severity="error">{p.fetchError}</Alert>;
  const remove = async (row: T) => {
    try {
      await callEndpoint(
        p.deleteEndpoint,
        { params: { id: row.id } },
        { errorMessage: MSG.showingOpenHouseDeleteFailed },
      );
    } catch {
      return; // the API client showed the refusal
    }
    showToast('success', MSG.showingOpenHouseDeleted);
    await p.refresh();
  };
  return (
    <RecordRows
      noun={p.noun}
      columns={p.columns}
      rows={p.query.data ?? []}
      isEditable={p.isEditable}
      details={p.details}
      form={p.form}
      onDelete={remove}
    />
  );
}

/** The edit frame of the Showings and OpenHouse sections: the list and a Close button. */
export function RecordEditFrame({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <Stack spacing={2}>
      {children}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
      </Stack>
    </Stack>
  );
}

/** Under a record's form: Cancel, and Add (a new record) or Save, enabled once the form may be saved. */
export function RecordFormActions(p: { isNew: boolean; canSave: boolean; onCancel: () => void }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
      <Button color="inherit" onClick={p.onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={!p.canSave}>
        {p.isNew ? 'Add' : 'Save'}
      </Button>
    </Stack>
  );
}
