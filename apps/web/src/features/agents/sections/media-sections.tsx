import { useQueryClient } from '@tanstack/react-query';
import { AGENT_VIDEO_SLOTS } from '@atrium/domain';
import { EntityPhoto } from '../../../components/image-manager/entity-photo';
import { VideoSlots } from '../../../components/video-slots/video-slots';
import { agentKeys } from '../agents-api';
import type { AgentViewProps } from './section-props';

/** The agent photo (jpg, colour, portrait, at least 840x1120, with crop): the shared single-photo panel. */
export function PhotoView({ agentId }: AgentViewProps) {
  const qc = useQueryClient();
  // a photo change moves the agent's version on: read the ETag again
  return (
    <EntityPhoto
      entityType="agent"
      entityId={agentId}
      canEdit
      onChanged={() => void qc.invalidateQueries({ queryKey: agentKeys.agent(agentId) })}
    />
  );
}

/** The agent video (type 5): the shared video slots. */
export function VideoView({ agentId }: AgentViewProps) {
  return <VideoSlots owner={{ entityType: 'agent', entityId: agentId }} slots={AGENT_VIDEO_SLOTS} canEdit />;
}
