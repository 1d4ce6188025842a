import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Chip, Stack } from '@mui/material';
import { canCreateSalesTeam, canEditSalesTeam, MSG } from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { loaderStore } from '../../lib/loader-store';
import { actorFromUser } from '../../app/actor';
import { PageHeader } from '../../components/page/page-header';
import { EmptyState, NoAccessState } from '../../components/empty-state/empty-state';
import { RecordSections, StaleBanner, useOpenSection } from '../../components/record-page/record-sections';
import { useVersionedWrites } from '../../components/record-page/use-versioned-writes';
import { salesTeamKeys, useSalesTeam } from './sales-teams-api';
import { SALES_TEAM_SECTIONS } from './sections';
import { SalesTeamCreateForm } from './sales-team-create-form';

/** /eng/salesTeam/{teamId}: the team's sections; /eng/salesTeam/new is the creation form. */
export default function SalesTeamPage() {
  const { teamId } = useParams();
  const user = useCurrentUser()!;
  const actor = useMemo(() => actorFromUser(user), [user]);
  if (teamId?.toLowerCase() === 'new')
    return canCreateSalesTeam(actor) ? <SalesTeamCreateForm /> : <NoAccessState />;
  return <SalesTeamEdit id={Number(teamId)} />;
}

function SalesTeamEdit({ id }: { id: number }) {
  const user = useCurrentUser()!;
  const actor = useMemo(() => actorFromUser(user), [user]);
  const queryClient = useQueryClient();
  const query = useSalesTeam(id);
  const team = query.data?.data;
  const loading = query.isLoading;

  useEffect(() => {
    if (!loading) return;
    loaderStore.start('salesTeam');
    return () => loaderStore.stop('salesTeam');
  }, [loading]);

  const writes = useVersionedWrites({
    readEtag: query.data?.etag,
    refresh: () => void queryClient.invalidateQueries({ queryKey: salesTeamKeys.team(id) }),
  });
  const { openKey, open } = useOpenSection(SALES_TEAM_SECTIONS, !loading);

  if (loading) return <Box role="status" aria-label="Loading sales team" sx={{ minHeight: 320 }} />;
  if (!team)
    return (
      <EmptyState
        tone="error"
        title={MSG.salesTeamFetchError}
        message="The sales team could not be loaded. It may not exist or be outside your teams and offices."
      />
    );
  const canEdit = canEditSalesTeam(actor, { salesTeamId: team.id, officeId: team.officeId });
  return (
    <Box sx={{ maxWidth: 1040 }}>
      <StaleBanner isStale={writes.isStale} reload={writes.reload} />
      <PageHeader
        overline="Sales Team"
        title={team.name}
        subtitle={
          <Stack
            component="span"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Chip
              component="span"
              size="small"
              label={team.status}
              color={team.statusId === 1 ? 'success' : 'default'}
              variant={team.statusId === 1 ? 'filled' : 'outlined'}
            />
            <Box component="span">
              {team.office ?? 'No office'} · {team.teamMembers.length}{' '}
              {team.teamMembers.length === 1 ? 'member' : 'members'}
            </Box>
          </Stack>
        }
      />
      <RecordSections
        sections={SALES_TEAM_SECTIONS}
        viewProps={{ team, actor }}
        isEditable={() => canEdit}
        openKey={openKey}
        open={open}
        save={writes.save}
        reloads={writes.reloads}
      />
    </Box>
  );
}
