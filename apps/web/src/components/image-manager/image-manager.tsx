import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { imageTypeInfo, type ImageType } from '@atrium/domain';
import { useImageCounts, type ImageOwner } from './images-api';
import { ImagePanel } from './image-panel';

export type ImageTab = { imageType: ImageType; label: string };

export type ImageManagerProps = {
  owner: ImageOwner;
  /** The tabs, in order: each an image type of the owner's entity type. */
  tabs: ImageTab[];
  canEdit: boolean;
  /** Drag reorder (for listings only with Listing Photo Reorder). */
  canReorder: boolean;
  /** The owner record changed (its image count, its data completeness): refresh it. */
  onChanged?: () => void;
  /** The name a zip of several images is saved under. */
  downloadName: string;
  /** Extra actions beside the tabs (invite a photographer...). */
  actions?: ReactNode;
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
}: ImageManagerProps) {
  const [tab, setTab] = useState(tabs[0]!.imageType);
  const counts = useImageCounts(owner);
  const current = tabs.find((t) => t.imageType === tab) ?? tabs[0]!;
  const info = imageTypeInfo(owner.entityType, current.imageType)!;
  const loaded = counts.data?.byType[current.imageType] ?? 0;
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
          value={current.imageType}
          onChange={(_e, v: ImageType) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Image types"
          sx={{ flex: 1, minWidth: 0 }}
        >
          {tabs.map((t) => (
            <Tab
              key={t.imageType}
              value={t.imageType}
              label={`${t.label} (${counts.data?.byType[t.imageType] ?? 0})`}
              sx={{ fontWeight: 600 }}
            />
          ))}
        </Tabs>
        {actions}
      </Box>
      <ImagePanel
        key={current.imageType}
        owner={owner}
        imageType={current.imageType}
        remaining={info.maxPhotos - loaded}
        canEdit={canEdit}
        canReorder={canReorder}
        onChanged={onChanged}
        downloadName={downloadName}
      />
    </Box>
  );
}
