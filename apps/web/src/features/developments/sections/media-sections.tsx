import { ImageManager } from '../../../components/image-manager/image-manager';
import { EntityPhoto } from '../../../components/image-manager/entity-photo';
import { useRefreshDevelopment } from '../developments-api';
import type { DevelopmentViewProps } from './section-props';

/** Development Logo: one logo (JPG, JPEG or PNG, at least 70x70) with crop, replace and delete. */
export function LogoTab({ development }: DevelopmentViewProps) {
  const refresh = useRefreshDevelopment(development.id);
  return (
    <EntityPhoto
      entityType="development"
      entityId={development.id}
      canEdit
      onChanged={() => void refresh()}
    />
  );
}

/** Development Photos: the Buildings and Building Floorplans sub-tabs (each with its count, up to 50). */
export function PhotosTab({ development }: DevelopmentViewProps) {
  const refresh = useRefreshDevelopment(development.id);
  return (
    <ImageManager
      owner={{ entityType: 'development', entityId: development.id }}
      tabs={['building', 'floorPlan']}
      canEdit
      canReorder
      onChanged={() => void refresh()}
      downloadName={development.title}
    />
  );
}
