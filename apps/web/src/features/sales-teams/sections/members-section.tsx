import { useEffect, useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { moveItem, MSG, SALES_TEAM_MIN_ACTIVE_MEMBERS, type SalesTeamMember } from '@atrium/domain';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { AgentPicker } from '../../../components/search-picker/agent-picker';
import { salesTeamCalls } from '../sales-teams-api';
import type { TeamFormProps, TeamViewProps } from './section-props';

function StatusNote({ count }: { count: number }) {
  if (count >= SALES_TEAM_MIN_ACTIVE_MEMBERS) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      A team is active from {SALES_TEAM_MIN_ACTIVE_MEMBERS} members. This team has {count}, so it is inactive.
    </Alert>
  );
}

export function MembersReadView({ team }: TeamViewProps) {
  const members = team.teamMembers;
  return (
    <Box>
      <StatusNote count={members.length} />
      {members.length === 0 ? (
        <Typography color="text.secondary">{MSG.noRecordsFound}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }} aria-label="Members">
          {members.map((m) => (
            <Stack
              key={m.agentId}
              component="li"
              direction="row"
              spacing={1.5}
              sx={{ listStyle: 'none', alignItems: 'center' }}
            >
              <OrderBadge n={m.displayOrder} />
              <MemberText member={m} />
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function OrderBadge({ n }: { n: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 28,
        height: 28,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.selected',
        typography: 'caption',
        fontWeight: 700,
      }}
    >
      {n}
    </Box>
  );
}

function MemberText({ member }: { member: Pick<SalesTeamMember, 'name' | 'office'> }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {member.office ?? '—'}
      </Typography>
    </Box>
  );
}

function MemberRow({
  member,
  index,
  count,
  onMove,
  onRemove,
}: {
  member: SalesTeamMember;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const sortable = useSortable({ id: member.agentId });
  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      variant="outlined"
      data-testid="team-member"
      sx={{
        listStyle: 'none',
        p: 1,
        pr: 0.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : 'auto',
        boxShadow: sortable.isDragging ? 4 : 'none',
      }}
    >
      <Tooltip title="Drag to reorder (or press space, then the arrow keys)">
        <IconButton
          size="small"
          aria-label={`Move ${member.name}`}
          {...sortable.attributes}
          {...sortable.listeners}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
      </Tooltip>
      <OrderBadge n={index + 1} />
      <MemberText member={member} />
      <IconButton
        size="small"
        aria-label={`Move ${member.name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, -1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${member.name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Remove ${member.name}`} onClick={onRemove}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/**
 * Members: add with the debounced search, remove after confirming, reorder by dragging the handle
 * (pointer or keyboard) or with the arrows. Every change is saved at once and renumbered from 1.
 */
export function MembersEditForm({ team, save, leave }: TeamFormProps) {
  const [order, setOrder] = useState<SalesTeamMember[] | null>(null);
  const [removing, setRemoving] = useState<SalesTeamMember | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setOrder(null), [team.teamMembers]);
  const members = order ?? team.teamMembers;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const run = async (write: (ifMatch: string | null) => Promise<string | null>, success: string) => {
    setBusy(true);
    const ok = await save([write], { success });
    setBusy(false);
    return ok;
  };
  const saveOrder = async (next: SalesTeamMember[]) => {
    setOrder(next);
    const body = next.map((m, i) => ({ agentId: m.agentId, displayOrder: i + 1 }));
    const ok = await run(
      (ifMatch) => salesTeamCalls.reorder(team.id, body, ifMatch).then((r) => r.etag),
      MSG.salesTeamMembersReordered,
    );
    if (!ok) setOrder(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = members.findIndex((m) => m.agentId === active.id);
    const to = members.findIndex((m) => m.agentId === over.id);
    void saveOrder(arrayMove(members, from, to));
  };

  return (
    <Stack spacing={2}>
      <StatusNote count={members.length} />
      {members.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={members.map((m) => m.agentId)} strategy={verticalListSortingStrategy}>
            <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }} aria-label="Members" aria-busy={busy}>
              {members.map((m, i) => (
                <MemberRow
                  key={m.agentId}
                  member={m}
                  index={i}
                  count={members.length}
                  onMove={(index, by) => void saveOrder(moveItem(members, index, by))}
                  onRemove={() => setRemoving(m)}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <AgentPicker
        label="Add a member"
        placeholder="Search agents by last name"
        salesTeamId={team.id}
        onPick={(a) =>
          a &&
          void run(
            (ifMatch) => salesTeamCalls.addMember(team.id, a.agentId, ifMatch).then((r) => r.etag),
            MSG.salesTeamMemberAdded,
          )
        }
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this member?"
        message={`${removing?.name ?? ''} leaves the team. A team with fewer than two members is inactive.`}
        confirmLabel="Remove"
        isBusy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const agentId = removing!.agentId;
          setRemoving(null);
          void run(
            (ifMatch) => salesTeamCalls.removeMember(team.id, agentId, ifMatch).then((r) => r.etag),
            MSG.salesTeamMemberRemoved,
          );
        }}
      />
    </Stack>
  );
}
