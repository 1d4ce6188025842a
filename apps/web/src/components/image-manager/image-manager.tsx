import { memo, useState, type ReactNode } from 'react';
import { Alert, Box, MenuItem, Tab, Tabs, TextField, useMediaQuery, type Theme } from '@mui/material';
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
        <ImageTypeTabs
          choices={tabs.map((t) => ({
            type: t,
            label: `${imageTypeInfo(owner.entityType, t)!.alias} (${infoOf(t)?.photosLoaded ?? 0})`,
          }))}
          value={current}
          onChange={setTab}
        />
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

type Choice = { type: ImageType; label: string };
type ImageTypeTabsProps = { choices: Choice[]; value: ImageType; onChange: (t: ImageType) => void };

/**
 * The image types: tabs sharing the row (a long name wraps in its tab, so every type stays in
 * sight at laptop width, even in a narrow card); on a phone, where four tabs cannot fit, a select.
 * Drawn again only when a name, a count or the choice changes: MUI's tabs measure the page after
 * every render, which costs a full layout while a grid of 100 thumbnails builds.
 */
const ImageTypeTabs = memo(function ImageTypeTabs(p: ImageTypeTabsProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (isPhone)
    return (
      <TextField
        select
        label="Image type"
        value={p.value}
        onChange={(e) => p.onChange(e.target.value as ImageType)}
        sx={{ flex: '1 1 100%', my: 1.5 }}
      >
        {p.choices.map((c) => (
          <MenuItem key={c.type} value={c.type}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <Tabs
      value={p.value}
      onChange={(_e, v: ImageType) => p.onChange(v)}
      variant="fullWidth"
      aria-label="Image types"
      // the actions take the next line when the tabs would have less than this
      sx={{ flex: '1 1 480px', minWidth: 0 }}
    >
      {p.choices.map((c) => (
        <Tab key={c.type} value={c.type} label={c.label} sx={{ fontWeight: 600, lineHeight: 1.3, px: 1.5 }} />
      ))}
    </Tabs>
  );
}, sameTabs);

function sameTabs(a: ImageTypeTabsProps, b: ImageTypeTabsProps) {
  return (
    a.value === b.value &&
    a.onChange === b.onChange &&
    a.choices.map((c) => c.label).join('|') === b.choices.map((c) => c.label).join('|')
  );
}
