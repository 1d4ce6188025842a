import { useMemo, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { MSG, type Image, type ImageTag, type ImageType, type ShareSize } from '@atrium/domain';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { EmptyState } from '../empty-state/empty-state';
import { showToast } from '../../lib/toast-store';
import {
  downloadFile,
  downloadZip,
  useChooseHeroImages,
  useCropImage,
  useDeleteImages,
  useImages,
  useImagesChanged,
  useMoveImages,
  useSaveCaption,
  useSaveTag,
  useTagCatalogue,
  uploadImage,
  type ImageOwner,
} from './images-api';
import type { ThumbAction } from './image-thumb';
import { ImageGrid } from './image-grid';
import { UploadZone } from './upload-zone';
import { CaptionDialog } from './caption-dialog';
import { CropDialog } from './crop-dialog';
import { TagDialog } from './tag-dialog';
import { HeroChooserDialog } from './hero-chooser-dialog';
import { ImageViewer } from './image-viewer';
import { ShareDialog } from './share-dialog';
import { ALL_TAGS, PanelToolbar } from './panel-toolbar';

type ImagePanelProps = {
  owner: ImageOwner;
  imageType: ImageType;
  /** How many more images the type takes; null until the server has said. */
  remaining: number | null;
  maxPhotos: number;
  canEdit: boolean;
  canReorder: boolean;
  onChanged?: () => void;
  downloadName: string;
  /** The sizes images of the owner are shared at. */
  shareSizes: readonly ShareSize[];
};

type Dialog =
  | { kind: 'caption' | 'crop' | 'tag'; image: Image }
  | { kind: 'delete' | 'share'; ids: string[] }
  | { kind: 'hero' }
  | { kind: 'view'; index: number }
  | null;

const hasDuplicateOrder = (images: Image[]) => new Set(images.map((i) => i.orderNo)).size !== images.length;

/** The tags used on these images, in the catalogue's order. */
const usedTags = (images: Image[], catalogue: ImageTag[]) =>
  catalogue.filter((t) => images.some((i) => i.tagId === t.id));

/** One image type: upload, toolbar, grid, and the dialogs of its actions. */
export function ImagePanel(props: ImagePanelProps) {
  const { owner, imageType, remaining, maxPhotos, canEdit, canReorder, onChanged, downloadName, shareSizes } =
    props;
  const images = useImages(owner, imageType);
  const catalogue = useTagCatalogue(owner);
  const changed = useImagesChanged(owner, onChanged);
  const remove = useDeleteImages(owner, onChanged);
  const caption = useSaveCaption(owner, imageType);
  const tag = useSaveTag(owner, imageType);
  const crop = useCropImage(owner, onChanged);
  const move = useMoveImages(owner, onChanged);
  const hero = useChooseHeroImages(owner, onChanged);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [size, setSize] = useState<number>(1);
  const [showInfo, setShowInfo] = useState(false);
  const [tagFilter, setTagFilter] = useState(ALL_TAGS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useMemo(() => images.data ?? [], [images.data]);
  const visible = tagFilter === ALL_TAGS ? list : list.filter((i) => i.tagName === tagFilter);
  const chosen = visible.filter((i) => selected.has(i.id));
  const isAllSelected =
    visible.length > 0 &&
    (chosen.length === visible.length || (imageType === 'hero' && chosen.length === maxPhotos));
  const close = () => setDialog(null);
  const clear = () => setSelected(new Set());

  const toggle = (image: Image) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(image.id)) next.delete(image.id);
      else next.add(image.id);
      return next;
    });

  const download = async (targets: Image[]) => {
    showToast('info', MSG.startingDownload);
    const saving =
      targets.length === 1
        ? downloadFile(targets[0]!.urls.original, targets[0]!.fileName)
        : downloadZip(
            targets.map((i) => i.urls.original),
            downloadName,
          );
    // a failure has shown its message and been logged already
    await saving.catch(() => undefined);
  };

  const sendTo = (target: 'mainPhoto' | 'floorPlan') =>
    move.mutate({ ids: chosen.map((i) => i.id), imageType: target }, { onSuccess: clear });

  const deleteChosen = async (ids: string[]) => {
    await remove.mutateAsync(ids).then(
      () => {
        showToast('success', MSG.imagesDeleted);
        clear();
      },
      () => {},
    );
    close();
  };

  const actions: ThumbAction[] = [
    { label: 'View', run: (i) => setDialog({ kind: 'view', index: visible.indexOf(i) }) },
    ...(canEdit
      ? [
          {
            label: imageType === 'floorPlan' ? 'Edit title' : 'Edit caption',
            run: (image: Image) => setDialog({ kind: 'caption', image }),
          },
          { label: 'Crop', run: (image: Image) => setDialog({ kind: 'crop', image }) },
          { label: 'Tag', run: (image: Image) => setDialog({ kind: 'tag', image }) },
        ]
      : []),
    { label: 'Download', run: (i) => void download([i]) },
    ...(canEdit ? [{ label: 'Delete', run: (i: Image) => setDialog({ kind: 'delete', ids: [i.id] }) }] : []),
  ];

  const selectionActions =
    canEdit && imageType === 'photographer' ? (
      <>
        <Button
          size="small"
          disabled={chosen.length === 0 || move.isPending}
          onClick={() => sendTo('mainPhoto')}
        >
          Send to main photos
        </Button>
        <Button
          size="small"
          disabled={chosen.length === 0 || move.isPending}
          onClick={() => sendTo('floorPlan')}
        >
          Send to floor plans
        </Button>
      </>
    ) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {canEdit && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <UploadZone
            upload={(file) => uploadImage(owner, imageType, file)}
            remaining={remaining}
            onUploaded={changed}
          />
          {imageType === 'hero' && (
            <Box>
              <Button
                variant="outlined"
                disabled={remaining === null || remaining <= 0}
                onClick={() => setDialog({ kind: 'hero' })}
              >
                Choose from main photos
              </Button>
            </Box>
          )}
        </Box>
      )}
      {hasDuplicateOrder(list) && <Alert severity="warning">{MSG.duplicateImageOrder}</Alert>}
      <PanelToolbar
        visibleCount={visible.length}
        selectedCount={chosen.length}
        isAllSelected={isAllSelected}
        onSelectAll={() =>
          setSelected(
            new Set(visible.slice(0, imageType === 'hero' ? maxPhotos : undefined).map((i) => i.id)),
          )
        }
        onClearAll={clear}
        onShare={() => setDialog({ kind: 'share', ids: chosen.map((i) => i.id) })}
        onDownload={() => void download(chosen)}
        onDelete={canEdit ? () => setDialog({ kind: 'delete', ids: chosen.map((i) => i.id) }) : undefined}
        selectionActions={selectionActions}
        size={size}
        onSize={setSize}
        showInfo={showInfo}
        onShowInfo={setShowInfo}
        tags={usedTags(list, catalogue.data ?? [])}
        tagFilter={tagFilter}
        onTagFilter={setTagFilter}
      />
      {images.isPending ? (
        <Box role="status" aria-label="Loading images" sx={{ minHeight: 160 }} />
      ) : images.isError ? (
        <EmptyState tone="error" dense title={MSG.photosFetchFailed} />
      ) : visible.length === 0 ? (
        <EmptyState
          dense
          title={list.length === 0 ? 'No images yet' : 'No images with this tag'}
          message={list.length === 0 && canEdit ? 'Drop images above to add the first ones.' : undefined}
        />
      ) : (
        <ImageGrid
          owner={owner}
          imageType={imageType}
          images={visible}
          selected={selected}
          onToggle={toggle}
          onOpen={(i) => setDialog({ kind: 'view', index: visible.indexOf(i) })}
          actions={actions}
          showInfo={showInfo}
          size={size}
          canReorder={canEdit && canReorder && tagFilter === ALL_TAGS}
        />
      )}
      {dialog?.kind === 'view' && (
        <ImageViewer
          images={visible}
          index={dialog.index}
          onIndex={(index) => setDialog({ kind: 'view', index })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'caption' && (
        <CaptionDialog
          image={dialog.image}
          isBusy={caption.isPending}
          onClose={close}
          onSave={(text) => caption.mutate({ id: dialog.image.id, caption: text }, { onSuccess: close })}
        />
      )}
      {dialog?.kind === 'crop' && (
        <CropDialog
          image={dialog.image}
          isBusy={crop.isPending}
          onClose={close}
          onSave={(area) => crop.mutate({ id: dialog.image.id, area }, { onSuccess: close })}
        />
      )}
      {dialog?.kind === 'tag' && (
        <TagDialog
          image={dialog.image}
          tags={catalogue.data ?? []}
          isBusy={tag.isPending}
          onClose={close}
          onSave={(tagId) => tag.mutate({ id: dialog.image.id, tagId }, { onSuccess: close })}
        />
      )}
      {dialog?.kind === 'hero' && (
        <HeroChooserDialog
          owner={owner}
          remaining={remaining ?? 0}
          isBusy={hero.isPending}
          onClose={close}
          onSave={(ids) => hero.mutate(ids, { onSuccess: close })}
        />
      )}
      {dialog?.kind === 'share' && (
        <ShareDialog imageIds={dialog.ids} sizes={shareSizes} onClose={close} onShared={clear} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={
          dialog?.kind === 'delete' && dialog.ids.length > 1
            ? `Delete ${dialog.ids.length} images?`
            : 'Delete this image?'
        }
        message="The images are removed for good and the rest are numbered again from 1."
        isBusy={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && void deleteChosen(dialog.ids)}
        onCancel={close}
      />
    </Box>
  );
}
