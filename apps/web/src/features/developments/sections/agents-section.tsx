import { useEffect, useState } from 'react';
import { Alert, Box, Link, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  DEVELOPMENT_LIMITS,
  DEVELOPMENT_SIDES,
  hasRoomOnSide,
  MSG,
  type DevelopmentAgent,
  type DevelopmentSideId,
} from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { AgentPicker } from '../../../components/search-picker/agent-picker';
import { SortableAgentList } from '../../../components/sortable-list/sortable-agent-list';
import { developmentCalls, useDevelopmentAgents, useRefreshDevelopment } from '../developments-api';
import type { DevelopmentViewProps } from './section-props';

/** One side's agents in order: drag (pointer or keyboard) or the arrows reorder, saved at once. */
function SideList({
  title,
  agents,
  onOrder,
  onRemove,
}: {
  title: string;
  agents: DevelopmentAgent[];
  onOrder: (next: DevelopmentAgent[]) => void;
  onRemove: (a: DevelopmentAgent) => void;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({agents.length} of {DEVELOPMENT_LIMITS.agentsPerSide})
        </Typography>
      </Typography>
      {agents.length === 0 ? (
        <Typography color="text.secondary">{MSG.noRecordsFound}</Typography>
      ) : (
        <SortableAgentList
          agents={agents}
          label={title}
          testId="development-agent"
          renderText={(a) => (
            <>
              <Link component={RouterLink} to={a.url} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {a.name}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {a.office ?? '—'}
              </Typography>
            </>
          )}
          onOrder={onOrder}
          onRemove={onRemove}
        />
      )}
    </Box>
  );
}

/**
 * Development Agents: the listing side and the sales side (at most 20 each). Add with the agent
 * search, remove after confirming, reorder by dragging or with the arrows; display orders are
 * renumbered from 1 by the server.
 */
export function AgentsTab({ development }: DevelopmentViewProps) {
  const agents = useDevelopmentAgents(development.id);
  const refresh = useRefreshDevelopment(development.id);
  const [order, setOrder] = useState<DevelopmentAgent[] | null>(null);
  const [side, setSide] = useState<DevelopmentSideId>(1);
  const [removing, setRemoving] = useState<DevelopmentAgent | null>(null);
  const [isBusy, setBusy] = useState(false);
  useEffect(() => setOrder(null), [agents.data]);
  if (agents.isPending) return <Skeleton variant="rounded" height={160} />;
  if (agents.isError) return <Alert severity="error">{MSG.developmentAgentsLoadFailed}</Alert>;
  const all = order ?? agents.data;
  const ofSide = (id: number) => all.filter((a) => a.sideTypeId === id);

  const run = async (write: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await write();
      showToast('success', success);
    } catch {
      setOrder(null);
    } finally {
      setBusy(false);
      void refresh();
    }
  };
  const saveOrder = (sideId: number, next: DevelopmentAgent[]) => {
    const merged = [...all.filter((a) => a.sideTypeId !== sideId), ...next];
    setOrder(merged);
    const body = next.map((a, i) => ({ agentId: a.agentId, displayOrder: i + 1 }));
    void run(() => developmentCalls.reorderAgents(development.id, body), MSG.developmentAgentsReordered);
  };
  const isFull = !hasRoomOnSide(ofSide(side).length);

  return (
    <Stack spacing={3} aria-busy={isBusy}>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {DEVELOPMENT_SIDES.map((s) => (
          <SideList
            key={s.id}
            title={s.name}
            agents={ofSide(s.id)}
            onOrder={(next) => saveOrder(s.id, next)}
            onRemove={setRemoving}
          />
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          label="Side"
          value={side}
          onChange={(e) => setSide(Number(e.target.value) as DevelopmentSideId)}
          sx={{ minWidth: 180 }}
        >
          {DEVELOPMENT_SIDES.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <AgentPicker
            label="Add an agent"
            placeholder="Search agents by last name"
            disabled={isBusy || isFull}
            exclude={(a) => all.some((x) => x.agentId === a.agentId)}
            onPick={(a) =>
              a &&
              void run(
                () => developmentCalls.addAgent(development.id, a.agentId, side),
                MSG.developmentAgentAdded,
              )
            }
          />
        </Box>
      </Stack>
      {isFull && <Alert severity="info">{MSG.developmentAgentsPerSide}</Alert>}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this agent?"
        message={`${removing?.name ?? ''} is no longer an agent of this development.`}
        confirmLabel="Remove"
        isBusy={isBusy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const agentId = removing!.agentId;
          setRemoving(null);
          void run(() => developmentCalls.removeAgent(development.id, agentId), MSG.developmentAgentRemoved);
        }}
      />
    </Stack>
  );
}
