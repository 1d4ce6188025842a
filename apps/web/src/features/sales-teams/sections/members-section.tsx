import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MSG, SALES_TEAM_MIN_ACTIVE_MEMBERS, type SalesTeamMember } from '@atrium/domain';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { AgentPicker } from '../../../components/search-picker/agent-picker';
import { OrderBadge, SortableAgentList } from '../../../components/sortable-list/sortable-agent-list';
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

  return (
    <Stack spacing={2}>
      <StatusNote count={members.length} />
      {members.length > 0 && (
        <SortableAgentList
          agents={members}
          label="Members"
          testId="team-member"
          isBusy={busy}
          renderText={(m) => <MemberText member={m} />}
          onOrder={(next) => void saveOrder(next)}
          onRemove={setRemoving}
        />
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
