import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { MSG, officeEndpoints, SPOT_ENTITY_TYPE, type SpotEntityTypeId } from '@atrium/domain';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { AgentPicker } from '../../components/search-picker/agent-picker';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import {
  spotCalls,
  useSpotRefresh,
  useSpotReservations,
  type SpotReservationItem,
  type SpotRow,
} from './spots-api';

type Named = { id: number; name: string };

const COLUMNS: Column<SpotReservationItem>[] = [
  {
    key: 'count',
    header: 'Spots reserved',
    align: 'right',
    width: 120,
    render: (r) => r.numberOfSpotsReserved,
  },
  {
    key: 'type',
    header: 'For',
    width: 100,
    render: (r) => (r.entityTypeId === SPOT_ENTITY_TYPE.office ? 'Offices' : 'Agents'),
  },
  { key: 'names', header: 'Offices or agents', isAlwaysShown: true, render: (r) => r.entityNames.join(', ') },
];

function useOfficeChoices() {
  return useQuery({
    queryKey: ['spot', 'officeChoices'],
    queryFn: () =>
      callEndpoint(
        officeEndpoints.searchOffices,
        { body: { status: 1, itemsPerPage: 100, currentPage: 1 } },
        { errorMessage: MSG.officeListFailed },
      ).then((r) => r.data.items.map((o) => ({ id: o.id, name: o.officeName }))),
  });
}

/** The reservations of a spot with their counts; a form reserves spots for offices or agents. */
export function SpotReservationsTab({ spot }: { spot: SpotRow }) {
  const result = useSpotReservations(spot.id);
  const refresh = useSpotRefresh();
  const [editing, setEditing] = useState<SpotReservationItem | null>(null);
  const [removing, setRemoving] = useState<SpotReservationItem | null>(null);
  const [isBusy, setBusy] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await spotCalls.removeReservation(spot.advertisementId, spot.id, removing.id);
      showToast('success', 'Reservation deleted');
      await refresh();
    } catch {
      // the call has shown its toast
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Stack spacing={2}>
      <ReserveForm key={editing?.id ?? 'new'} spot={spot} editing={editing} onDone={() => setEditing(null)} />
      <DataTable
        label="Reservations"
        columns={COLUMNS}
        rows={result.data}
        rowKey={(r) => r.id}
        rowName={(r) => r.entityNames.join(', ')}
        isLoading={result.isLoading}
        error={result.isError ? MSG.spotReservedListFailed : null}
        emptyMessage={MSG.noRecordsFound}
        rowActions={(r) => [
          { label: 'Edit', onClick: () => setEditing(r) },
          { label: 'Delete', onClick: () => setRemoving(r) },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete reservation"
        message={`Delete the reservation of ${removing?.numberOfSpotsReserved ?? 0} spot(s) for ${removing?.entityNames.join(', ') ?? ''}?`}
        confirmLabel="Delete"
        destructive
        isBusy={isBusy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}

function ReserveForm({
  spot,
  editing,
  onDone,
}: {
  spot: SpotRow;
  editing: SpotReservationItem | null;
  onDone: () => void;
}) {
  const [count, setCount] = useState(String(editing?.numberOfSpotsReserved ?? 1));
  const [type, setType] = useState<SpotEntityTypeId>(
    (editing?.entityTypeId as SpotEntityTypeId) ?? SPOT_ENTITY_TYPE.office,
  );
  const [chosen, setChosen] = useState<Named[]>(
    editing ? editing.entityIds.map((id, i) => ({ id, name: editing.entityNames[i] ?? String(id) })) : [],
  );
  const [isBusy, setBusy] = useState(false);
  const offices = useOfficeChoices();
  const refresh = useSpotRefresh();
  const open = spot.availableSpots + (editing?.numberOfSpotsReserved ?? 0);

  const submit = async () => {
    setBusy(true);
    try {
      const { data } = await spotCalls.reserve({
        id: editing?.id ?? null,
        spotId: spot.id,
        numberOfSpotsReserved: Number(count),
        entityTypeId: type,
        entityIds: chosen.map((c) => c.id),
      });
      showToast('success', data.message);
      await refresh();
      setChosen([]);
      setCount('1');
      onDone();
    } catch {
      // the call has shown its toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="form"
      aria-label={editing ? 'Change reservation' : 'Reserve spots'}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ p: 2 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {editing ? 'Change reservation' : 'Reserve spots'} · {open} open
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          label="Spots"
          type="number"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: Math.max(1, open) } }}
          sx={{ width: { md: 110 } }}
        />
        <TextField
          select
          label="For"
          value={type}
          onChange={(e) => {
            setType(Number(e.target.value) as SpotEntityTypeId);
            setChosen([]);
          }}
          sx={{ width: { md: 130 } }}
        >
          <MenuItem value={SPOT_ENTITY_TYPE.office}>Offices</MenuItem>
          <MenuItem value={SPOT_ENTITY_TYPE.agent}>Agents</MenuItem>
        </TextField>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {type === SPOT_ENTITY_TYPE.office ? (
            <Autocomplete
              multiple
              options={offices.data ?? []}
              loading={offices.isLoading}
              value={chosen}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionLabel={(o) => o.name}
              onChange={(_e, v) => setChosen(v)}
              renderInput={(params) => <TextField {...params} label="Offices" />}
            />
          ) : (
            <Stack spacing={1}>
              <AgentPicker
                label="Add an agent"
                exclude={(a) => chosen.some((c) => c.id === a.agentId)}
                onPick={(a) => a && setChosen([...chosen, { id: a.agentId, name: a.name }])}
              />
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {chosen.map((c) => (
                  <Chip
                    key={c.id}
                    label={c.name}
                    onDelete={() => setChosen(chosen.filter((x) => x.id !== c.id))}
                  />
                ))}
              </Stack>
            </Stack>
          )}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={isBusy || chosen.length === 0}>
            {editing ? 'Save' : 'Reserve'}
          </Button>
          {editing && (
            <Button color="inherit" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
