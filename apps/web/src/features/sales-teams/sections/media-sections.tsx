import { useQueryClient } from '@tanstack/react-query';
import { canEditSalesTeam, SALES_TEAM_VIDEO_SLOTS } from '@atrium/domain';
import { EntityPhoto } from '../../../components/image-manager/entity-photo';
import { VideoSlots } from '../../../components/video-slots/video-slots';
import { salesTeamKeys } from '../sales-teams-api';
import type { TeamViewProps } from './section-props';

const canEdit = ({ team, actor }: TeamViewProps) =>
  canEditSalesTeam(actor, { salesTeamId: team.id, officeId: team.officeId });

/** LargePhoto: the team's one large photo (portrait, at least 840x1120), on the shared panel. */
export function LargePhotoReadView(props: TeamViewProps) {
  const qc = useQueryClient();
  return (
    <EntityPhoto
      entityType="salesTeam"
      entityId={props.team.id}
      canEdit={canEdit(props)}
      // a photo change moves the team's version on: read its ETag again
      onChanged={() => void qc.invalidateQueries({ queryKey: salesTeamKeys.team(props.team.id) })}
    />
  );
}

/** Video: the team's video slot (type 6), on the shared video slots. */
export function VideoReadView(props: TeamViewProps) {
  const qc = useQueryClient();
  return (
    <VideoSlots
      owner={{ entityType: 'salesTeam', entityId: props.team.id }}
      slots={SALES_TEAM_VIDEO_SLOTS}
      canEdit={canEdit(props)}
      onChanged={() => void qc.invalidateQueries({ queryKey: salesTeamKeys.team(props.team.id) })}
    />
  );
}
