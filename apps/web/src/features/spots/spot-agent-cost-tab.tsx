import { useState } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { MSG } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { formatMoney } from '../../lib/format';
import { showToast } from '../../lib/toast-store';
import { spotCalls, useSpotAgentCosts, useSpotRefresh, type SpotAgentCostItem } from './spots-api';

/** Each agent's share of the agent reservations of a spot (split evenly, then editable). */
export function SpotAgentCostTab({ spotId }: { spotId: number }) {
  const result = useSpotAgentCosts(spotId);
  if (result.isLoading) return <Typography color="text.secondary">Loading agent costs…</Typography>;
  if (result.isError) return <EmptyState tone="error" title={MSG.spotReservedListFailed} />;
  const rows = result.data ?? [];
  if (!rows.length)
    return <EmptyState title={MSG.noRecordsFound} message="No spots are reserved for agents yet." />;
  const byReservation = new Map<number, SpotAgentCostItem[]>();
  for (const r of rows)
    byReservation.set(r.reservationId, [...(byReservation.get(r.reservationId) ?? []), r]);
  return (
    <Stack spacing={2}>
      {[...byReservation.entries()].map(([id, agents]) => (
        <ReservationCosts
          key={`${id}-${agents.map((a) => a.cost).join()}`}
          reservationId={id}
          agents={agents}
        />
      ))}
    </Stack>
  );
}

function ReservationCosts({ reservationId, agents }: { reservationId: number; agents: SpotAgentCostItem[] }) {
  const [costs, setCosts] = useState(agents.map((a) => String(a.cost)));
  const [isBusy, setBusy] = useState(false);
  const refresh = useSpotRefresh();
  const total = costs.reduce((sum, c) => sum + (Number(c) || 0), 0);

  const save = async () => {
    setBusy(true);
    try {
      const { data } = await spotCalls.saveCosts(
        reservationId,
        agents.map((a, i) => ({ agentId: a.agentId, cost: Number(costs[i]) })),
      );
      showToast('success', data.message);
      await refresh();
    } catch {
      // the call has shown its toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="form"
      aria-label={`Agent cost of reservation ${reservationId}`}
      sx={{ p: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {agents[0].numberOfSpotsReserved} spot(s) for {agents.length} agent(s) · total {formatMoney(total)}
      </Typography>
      <Stack spacing={1.5}>
        {agents.map((a, i) => (
          <TextField
            key={a.agentId}
            label={a.agentName}
            type="number"
            value={costs[i]}
            onChange={(e) => setCosts(costs.map((c, j) => (j === i ? e.target.value : c)))}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            sx={{ maxWidth: 360 }}
          />
        ))}
      </Stack>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={isBusy}>
        Save agent cost
      </Button>
    </Paper>
  );
}
