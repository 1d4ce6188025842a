import { useState, type ReactNode } from 'react';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import {
  imageFileKinds,
  imageTypeInfo,
  MSG,
  shareSizesFor,
  type ImageType,
  type ShareSize,
} from '@atrium/domain';
import { useImageTypes, type ImageOwner } from './images-api';
import { ImagePanel } from './image-panel';
import { UploadKinds } from './upload-zone';

export type ImageManagerProps = {
  owner: ImageOwner;
  /** The tabs, in order: image types of the owner's entity type, named by their alias. */
  tabs: ImageType[];
  canEdit: boolean;
  /** Drag reorder (for listings only with Listing Photo Reorder). */
  canReorder: boolean;
  /** The owner record changed (its image count, its data completeness): refresh it. */
  onChanged?: () => void;
  /** The name a zip of several images is saved under. */
  downloadName: string;
  /** Extra actions beside the tabs (invite a photographer...). */
  actions?: ReactNode;
  /** The sizes the images are shared at; the sizes every record has when absent. */
  shareSizes?: readonly ShareSize[];
};

/**
 * THE IMAGE MANAGER: one tab per image type with its count; each tab uploads, shows, selects,
 * orders, captions, downloads and deletes the images of that type. Configured by entity type and
 * image types, so every area with images uses it as it is.
 */
export function ImageManager({
  owner,
  tabs,
  canEdit,
  canReorder,
  onChanged,
  downloadName,
  actions,
  shareSizes = shareSizesFor(null),
}: ImageManagerProps) {
  const [tab, setTab] = useState(tabs[0]!);
  const types = useImageTypes(owner);
  const current = tabs.includes(tab) ? tab : tabs[0]!;
  const infoOf = (t: ImageType) => types.data?.find((i) => i.imageType === t);
  const info = infoOf(current);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
          minWidth: 0,
        }}
      >
        <Tabs
          value={current}
          onChange={(_e, v: ImageType) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Image types"
          sx={{ flex: 1, minWidth: 0 }}
        >
          {tabs.map((t) => (
            <Tab
              key={t}
              value={t}
              label={`${imageTypeInfo(owner.entityType, t)!.alias} (${infoOf(t)?.photosLoaded ?? 0})`}
              sx={{ fontWeight: 600 }}
            />
          ))}
        </Tabs>
        {actions}
      </Box>
      {types.isError && <Alert severity="error">{MSG.photosFetchFailed}</Alert>}
      <UploadKinds value={imageFileKinds(current)}>
        <ImagePanel
          key={current}
          owner={owner}
          imageType={current}
          remaining={info ? info.maxPhotos - info.photosLoaded : null}
          maxPhotos={info?.maxPhotos ?? 0}
          canEdit={canEdit}
          canReorder={canReorder}
          onChanged={onChanged}
          downloadName={downloadName}
          shareSizes={shareSizes}
        />
      </UploadKinds>
    </Box>
  );
}
