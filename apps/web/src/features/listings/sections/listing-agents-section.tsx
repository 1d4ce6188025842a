import { useEffect, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  isSectionEditDisabled,
  checkSplitTotal,
  LIMITS,
  MSG,
  sidesOfDealType,
  type Actor,
  type ListingAgentView,
  type SideTypeId,
} from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { AgentPicker } from '../../../components/search-picker/agent-picker';
import { sectionCalls, sectionKeys, useAgentDetails } from '../listing-sections-api';
import type { ListingDetailsData } from '../listings-api';
import type { SectionFormProps, SectionViewProps } from './section-contract';

const SIDE_LABEL: Record<SideTypeId, string> = { 1: 'Listing Agents', 2: 'Sell Agents' };

export const canEditListingAgents = (actor: Actor) => !isSectionEditDisabled(actor, 'ListAgent');
export const showsSide = (listing: ListingDetailsData, side: SideTypeId) =>
  sidesOfDealType(listing.dealTypeId).includes(side);

function useSideAgents(listingId: number, side: SideTypeId) {
  const q = useAgentDetails(listingId);
  return { ...q, agents: (q.data?.listingAgents ?? []).filter((a) => a.sideTypeId === side) };
}

function AgentsReadView({ listing, side }: SectionViewProps & { side: SideTypeId }) {
  const { agents, isLoading } = useSideAgents(listing.id, side);
  if (isLoading) return <Typography color="text.secondary">Loading agents…</Typography>;
  if (!agents.length) return <Typography color="text.secondary">No agents on this side yet.</Typography>;
  const total = agents.reduce((s, a) => s + a.split, 0);
  return (
    <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={SIDE_LABEL[side]}>
      {agents.map((a) => (
        <Stack key={a.id} component="li" direction="row" spacing={2} sx={{ alignItems: 'center', py: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ width: 20 }}>
            {a.displayOrder}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{a.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {a.office ?? '—'}
            </Typography>
          </Box>
          {a.selectSale && <Chip size="small" color="secondary" variant="outlined" label="Select sale" />}
          <Typography
            sx={{ width: 70, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            data-testid="agent-split"
          >
            {a.split}%
          </Typography>
        </Stack>
      ))}
      {total !== 100 && (
        <Typography variant="body2" color="warning.main" role="status">
          {MSG.splitUnder100} {MSG.remainingCommission(100 - total)}
        </Typography>
      )}
    </Stack>
  );
}

function AgentsEditForm({ listing, leave, side }: SectionFormProps & { side: SideTypeId }) {
  const { agents, data } = useSideAgents(listing.id, side);
  const queryClient = useQueryClient();
  const [splits, setSplits] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [order, setOrder] = useState<ListingAgentView[] | null>(null);
  const shown = order ?? agents;
  const readOnly = data ? !data.canEdit : true;

  useEffect(() => {
    setSplits(Object.fromEntries(agents.map((a) => [a.agentId, String(a.split)])));
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: sectionKeys.agents(listing.id) });
    void queryClient.invalidateQueries({ queryKey: sectionKeys.validate(listing.id) });
    void queryClient.invalidateQueries({ queryKey: ['listing', listing.id, 'details'] });
  };
  const run = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) showToast('success', success);
    } catch {
      /* the api client showed the catalogue message */
    } finally {
      await refresh();
    }
  };

  const saveSplit = async (a: ListingAgentView) => {
    const raw = splits[a.agentId];
    const value = Number(raw);
    if (raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value === a.split) return;
    const total = shown.map((x) => (x.agentId === a.agentId ? value : x.split));
    const check = checkSplitTotal(total);
    if (check.status === 'over') {
      setError(check.message);
      return;
    }
    setError(null);
    try {
      const r = await sectionCalls.updateAgent(listing.id, {
        agentId: a.agentId,
        sideTypeId: side,
        split: value,
      });
      if (r.warning) showToast('warning', r.message);
      else showToast('success', MSG.agentUpdated);
    } catch {
      /* toast shown */
    }
    await refresh();
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= shown.length || from === to) return;
    const next = [...shown];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    setOrder(next);
    void run(
      () =>
        sectionCalls.reorderAgents(
          listing.id,
          side,
          next.map((x) => x.agentId),
        ),
      MSG.agentOrdersUpdated,
    ).then(() => setOrder(null));
  };
  const onDrop = (e: DragEvent, index: number) => {
    e.preventDefault();
    if (dragged != null) move(dragged, index);
    setDragged(null);
  };
  const total = shown.reduce((s, a) => s + Number(splits[a.agentId] ?? a.split), 0);

  return (
    <Stack spacing={2} role="group" aria-label={`${SIDE_LABEL[side]} editor`}>
      {readOnly && (
        <Typography color="text.secondary">The agents of this listing are read-only for you.</Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={SIDE_LABEL[side]}>
        {shown.map((a, i) => (
          <Stack
            key={a.id}
            component="li"
            direction="row"
            spacing={1.5}
            draggable={!readOnly}
            onDragStart={() => setDragged(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, i)}
            data-testid={`agent-row-${side}-${a.agentId}`}
            sx={{
              alignItems: 'center',
              py: 1,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: dragged === i ? 'action.hover' : undefined,
              cursor: readOnly ? undefined : 'grab',
            }}
          >
            {!readOnly && <DragIndicator fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />}
            <Typography variant="body2" color="text.secondary" sx={{ width: 18 }}>
              {i + 1}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{a.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {a.office ?? '—'}
              </Typography>
            </Box>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={a.selectSale}
                  disabled={readOnly}
                  onChange={(e) =>
                    run(
                      () => sectionCalls.toggleSelectSale(listing.id, a.agentId, side, e.target.checked),
                      MSG.agentSelectSaleUpdated,
                    )
                  }
                />
              }
              label={<Typography variant="body2">Select sale</Typography>}
            />
            <TextField
              label="Split"
              value={splits[a.agentId] ?? ''}
              disabled={readOnly}
              onChange={(e) =>
                setSplits({ ...splits, [a.agentId]: e.target.value.replace(/[^\d.]/g, '').slice(0, 5) })
              }
              onBlur={() => saveSplit(a)}
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'aria-label': `Split of ${a.name}` },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
              sx={{ width: 110 }}
            />
            {!readOnly && (
              <Stack direction="row">
                <Tooltip title="Move up">
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Move ${a.name} up`}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Move down">
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Move ${a.name} down`}
                      disabled={i === shown.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Remove">
                  <IconButton
                    size="small"
                    aria-label={`Remove ${a.name}`}
                    onClick={() =>
                      run(() => sectionCalls.deleteAgent(listing.id, a.agentId, side), MSG.agentDeleted)
                    }
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            )}
          </Stack>
        ))}
        {!shown.length && <Typography color="text.secondary">No agents on this side yet.</Typography>}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography
          variant="body2"
          color={total === 100 ? 'text.secondary' : 'warning.main'}
          role="status"
          data-testid="split-total"
        >
          Total {Math.round(total * 100) / 100}%
          {total !== 100 && shown.length ? ` · ${MSG.splitUnder100}` : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {shown.length} of {LIMITS.agentsPerSide} agents
        </Typography>
      </Stack>
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      {!readOnly && (
        <AgentPicker
          label="Add an agent"
          placeholder={
            shown.length >= LIMITS.agentsPerSide
              ? `At most ${LIMITS.agentsPerSide} agents per side`
              : 'Search by last name'
          }
          disabled={shown.length >= LIMITS.agentsPerSide}
          exclude={(a) => shown.some((s) => s.agentId === a.agentId)}
          onPick={(a) =>
            a &&
            run(
              () => sectionCalls.addAgent(listing.id, { agentId: a.agentId, sideTypeId: side }),
              MSG.agentAdded,
            )
          }
        />
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => leave('close')} color="inherit">
          Close
        </Button>
      </Stack>
    </Stack>
  );
}

export const ListAgentReadView = (p: SectionViewProps) => <AgentsReadView {...p} side={1} />;
export const SellAgentReadView = (p: SectionViewProps) => <AgentsReadView {...p} side={2} />;
export const ListAgentEditForm = (p: SectionFormProps) => <AgentsEditForm {...p} side={1} />;
export const SellAgentEditForm = (p: SectionFormProps) => <AgentsEditForm {...p} side={2} />;
