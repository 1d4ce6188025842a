import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import CropOutlined from '@mui/icons-material/CropOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import {
  FILE_KIND_PICKER,
  IMAGE_TYPES,
  imageEndpoints,
  imageFileKinds,
  imageToolEndpoints,
  MSG,
  UPLOAD_MAX_BYTES,
  type ImageTypeInfo,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { DropArea } from '../drop-area/drop-area';
import { EmptyState } from '../empty-state/empty-state';
import { CropDialog } from './crop-dialog';
import { FileImage } from './file-image';
import { useImages, useImagesChanged, type ImageOwner } from './images-api';

/** The records with one photo, and the image type of that photo. */
export const ENTITY_PHOTO_TYPE = {
  agent: 'photo',
  salesTeam: 'largePhoto',
  office: 'officePhoto',
  development: 'logo',
} as const;
export type EntityPhotoType = keyof typeof ENTITY_PHOTO_TYPE;

/** The toasts of each record's photo (spec/002 section 8; a sales team uses the office's plain ones). */
const TEXTS: Record<
  EntityPhotoType,
  {
    uploaded: string;
    cropped: string;
    deleted: string;
    uploadFailed: string;
    deleteFailed: string;
    fetchFailed: string;
  }
> = {
  agent: {
    uploaded: MSG.agentPhotoUploaded,
    cropped: MSG.agentPhotoCropped,
    deleted: MSG.agentPhotoDeleted,
    uploadFailed: MSG.agentPhotoUploadFailed,
    deleteFailed: MSG.agentPhotoDeleteFailed,
    fetchFailed: MSG.agentPhotoFetchFailed,
  },
  salesTeam: {
    uploaded: MSG.photoSaved,
    cropped: MSG.photoSaved,
    deleted: MSG.photoDeleted,
    uploadFailed: MSG.photoSaveFailed,
    deleteFailed: MSG.failedDeleteImages,
    fetchFailed: MSG.photosFetchFailed,
  },
  office: {
    uploaded: MSG.photoSaved,
    cropped: MSG.photoSaved,
    deleted: MSG.photoDeleted,
    uploadFailed: MSG.photoSaveFailed,
    deleteFailed: MSG.officePhotoDeleteFailed,
    fetchFailed: MSG.officePhotoFetchFailed,
  },
  development: {
    uploaded: MSG.developmentLogoUploaded,
    cropped: MSG.imageCropped,
    deleted: MSG.developmentLogoDeleted,
    uploadFailed: MSG.developmentLogoUploadFailed,
    deleteFailed: MSG.developmentLogoDeleteFailed,
    fetchFailed: MSG.developmentLogoFetchFailed,
  },
};

/** The rules of a photo type as short phrases ('JPG or JPEG', 'portrait', 'at least 840 × 1120', ...). */
export function photoRules(entityType: EntityPhotoType): string[] {
  const imageType = ENTITY_PHOTO_TYPE[entityType];
  const info: ImageTypeInfo = IMAGE_TYPES[entityType][imageType as never];
  const kinds = imageFileKinds(imageType);
  const { minLongSide, minShortSide } = info.requiredSize;
  const portrait = info.shape === 'portrait';
  return [
    kinds.includes('png') ? 'JPG, JPEG or PNG' : 'JPG or JPEG',
    ...(info.shape ? [portrait ? 'portrait (taller than wide)' : 'landscape (wider than tall)'] : []),
    `at least ${portrait ? `${minShortSide} × ${minLongSide}` : `${minLongSide} × ${minShortSide}`} px`,
    ...(info.isColourChecked ? ['in colour'] : []),
    ...(entityType === 'salesTeam' ? ['3:4 preferred'] : []),
    `up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  ];
}

export type EntityPhotoProps = {
  /** The record: an agent (its photo), a sales team (its large photo) or an office (its office photo). */
  entityType: EntityPhotoType;
  entityId: number;
  /** Upload, crop and delete are offered only when true; otherwise the photo (or 'No photo') is shown. */
  canEdit: boolean;
  /** After an upload, crop or delete: the record's version moved on, so read its ETag again. */
  onChanged?: () => void;
  /** What the photo is called in headings and alt text ('Agent photo', 'Large photo', 'Office photo' unless given). */
  label?: string;
};

const LABELS: Record<EntityPhotoType, string> = {
  agent: 'Agent photo',
  salesTeam: 'Large photo',
  office: 'Office photo',
  development: 'Development logo',
};

/**
 * The one photo of an agent, a sales team or an office: the photo, or a calm empty state with the
 * rules written out; upload by button or drop (a new photo replaces the old one), crop within the
 * rules, delete after a confirmation; the spec's texts as toasts.
 */
export function EntityPhoto({ entityType, entityId, canEdit, onChanged, label }: EntityPhotoProps) {
  const imageType = ENTITY_PHOTO_TYPE[entityType];
  const owner: ImageOwner = { entityType, entityId };
  const texts = TEXTS[entityType];
  const name = label ?? LABELS[entityType];
  const info: ImageTypeInfo = IMAGE_TYPES[entityType][imageType as never];
  const portrait = info.shape === 'portrait';
  // a logo has no set shape: a square frame, and a crop of any proportions
  const square = !info.shape;
  const images = useImages(owner, imageType);
  const changed = useImagesChanged(owner, onChanged);
  const [dialog, setDialog] = useState<'crop' | 'delete' | null>(null);
  const photo = images.data?.[0] ?? null;

  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > UPLOAD_MAX_BYTES) {
        showToast('error', MSG.maxFileSize);
        throw new Error(MSG.maxFileSize);
      }
      const form = new FormData();
      form.append('file', file, file.name);
      return callEndpoint(
        imageEndpoints.saveImage,
        { query: { ...owner, imageType } },
        { form, errorMessage: texts.uploadFailed, preferServerMessage: true },
      );
    },
    onSuccess: () => showToast('success', texts.uploaded),
    onSettled: changed,
  });
  const crop = useMutation({
    mutationFn: (a: { id: string; area: { x: number; y: number; width: number; height: number } }) =>
      callEndpoint(
        imageToolEndpoints.cropImage,
        { params: { id: a.id }, body: a.area },
        { errorMessage: MSG.imageCropFailed, preferServerMessage: true },
      ),
    onSuccess: () => {
      showToast('success', texts.cropped);
      setDialog(null);
    },
    onSettled: changed,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      callEndpoint(
        imageEndpoints.deleteImages,
        { body: { ids: [id] } },
        { errorMessage: texts.deleteFailed },
      ),
    onSuccess: () => {
      showToast('success', texts.deleted);
      setDialog(null);
    },
    onSettled: changed,
  });

  const frame = {
    width: '100%',
    maxWidth: portrait || square ? 240 : 440,
    aspectRatio: square ? '1 / 1' : portrait ? '3 / 4' : '5 / 3',
    borderRadius: 2,
    overflow: 'hidden',
    bgcolor: 'grey.100',
    border: 1,
    borderColor: 'divider',
  } as const;
  const rules = (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label={`${name} requirements`}>
      {photoRules(entityType).map((r) => (
        <Chip key={r} label={r} size="small" variant="outlined" />
      ))}
    </Stack>
  );

  if (images.isPending)
    return (
      <Box data-testid="entity-photo" aria-busy sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" sx={{ ...frame, height: 'auto' }} />
      </Box>
    );
  if (images.isError)
    return (
      <Box data-testid="entity-photo">
        <EmptyState
          tone="error"
          dense
          title={texts.fetchFailed}
          action={
            <Button variant="outlined" onClick={() => void images.refetch()}>
              Try again
            </Button>
          }
        />
      </Box>
    );

  const dropArea = canEdit && (
    <DropArea
      testId="entity-photo-drop"
      text={
        photo ? 'Drop a new photo here to replace this one, or' : `Drop the ${name.toLowerCase()} here, or`
      }
      buttonLabel={upload.isPending ? 'Uploading…' : photo ? 'Replace photo' : 'Choose photo'}
      buttonVariant={photo ? 'outlined' : 'contained'}
      accept={imageFileKinds(imageType)
        .map((k) => FILE_KIND_PICKER[k])
        .join(',')}
      inputLabel={`Choose the ${name.toLowerCase()}`}
      isDisabled={upload.isPending}
      onFiles={(files) => files[0] && upload.mutate(files[0])}
    />
  );

  if (!photo)
    return (
      <Box data-testid="entity-photo" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <EmptyState
          dense
          icon={entityType === 'office' ? <StorefrontOutlined /> : <PersonOutlined />}
          title={`No ${name.toLowerCase()} yet`}
          message={
            canEdit
              ? `Upload one photo: ${photoRules(entityType).join(', ')}.`
              : 'A photo has not been uploaded.'
          }
        />
        {dropArea}
        {canEdit && rules}
      </Box>
    );

  return (
    <Box
      data-testid="entity-photo"
      sx={{
        display: 'grid',
        gap: 2.5,
        minWidth: 0,
        gridTemplateColumns: {
          xs: '1fr',
          md: portrait || square ? '240px minmax(0, 1fr)' : 'minmax(0, 440px) minmax(0, 1fr)',
        },
        alignItems: 'start',
      }}
    >
      <Box sx={frame}>
        <FileImage
          fileId={photo.urls.medium ?? photo.urls.original}
          alt={name}
          fit={square ? 'contain' : 'cover'}
          eager
        />
      </Box>
      <Stack sx={{ gap: 1.5, minWidth: 0 }}>
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {photo.size.width} × {photo.size.height} px · {photo.fileName}
            {photo.renditionStatus === 'pending' ? ' · processing' : ''}
          </Typography>
        </Box>
        {canEdit && (
          <>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<CropOutlined />} onClick={() => setDialog('crop')}>
                Crop
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setDialog('delete')}
              >
                Delete
              </Button>
            </Stack>
            {dropArea}
            {rules}
          </>
        )}
      </Stack>
      {dialog === 'crop' && (
        <CropDialog
          image={photo}
          title={`Crop the ${name.toLowerCase()}`}
          aspect={square ? photo.size.width / photo.size.height : portrait ? 3 / 4 : 5 / 3}
          check={info}
          isBusy={crop.isPending}
          onClose={() => setDialog(null)}
          onSave={(area) => crop.mutate({ id: photo.id, area })}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete the ${name.toLowerCase()}?`}
        message="The photo is removed from this record. This cannot be undone."
        confirmLabel="Delete"
        destructive
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate(photo.id)}
        onCancel={() => setDialog(null)}
      />
    </Box>
  );
}
