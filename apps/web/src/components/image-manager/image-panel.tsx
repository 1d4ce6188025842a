import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { MSG, type Image, type ImageType } from '@atrium/domain';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { EmptyState } from '../empty-state/empty-state';
import { showToast } from '../../lib/toast-store';
import {
  downloadFile,
  downloadZip,
  useDeleteImages,
  useImages,
  useImagesChanged,
  useReorderImages,
  useSaveCaption,
  uploadImage,
  type ImageOwner,
} from './images-api';
import { ImageThumb, type ThumbAction } from './image-thumb';
import { UploadZone } from './upload-zone';
import { CaptionDialog } from './caption-dialog';
import { ImageViewer } from './image-viewer';

/** Thumbnail sizes: the smallest width of a grid column at each size (default 1, Small). */
const THUMB_SIZES = [
  { value: 1, label: 'Small', minWidth: 170 },
  { value: 2, label: 'Medium', minWidth: 230 },
  { value: 3, label: 'Large', minWidth: 320 },
] as const;

type ImagePanelProps = {
  owner: ImageOwner;
  imageType: ImageType;
  remaining: number;
  canEdit: boolean;
  canReorder: boolean;
  onChanged?: () => void;
  downloadName: string;
};

const hasDuplicateOrder = (images: Image[]) => new Set(images.map((i) => i.orderNo)).size !== images.length;

/** One image type: upload, toolbar (selection, size, info, download, delete) and the grid. */
export function ImagePanel(props: ImagePanelProps) {
  const { owner, imageType, remaining, canEdit, canReorder, onChanged, downloadName } = props;
  const images = useImages(owner, imageType);
  const changed = useImagesChanged(owner, onChanged);
  const remove = useDeleteImages(owner, onChanged);
  const reorder = useReorderImages(owner, imageType);
  const caption = useSaveCaption(owner, imageType);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [size, setSize] = useState<number>(1);
  const [showInfo, setShowInfo] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [captioning, setCaptioning] = useState<Image | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const list = useMemo(() => images.data ?? [], [images.data]);
  const chosen = list.filter((i) => selected.has(i.id));
  const isAllSelected = list.length > 0 && chosen.length === list.length;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const toggle = (image: Image) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(image.id)) next.delete(image.id);
      else next.add(image.id);
      return next;
    });

  const download = async (targets: Image[]) => {
    showToast('info', MSG.startingDownload);
    if (targets.length === 1) await downloadFile(targets[0]!.urls.original, targets[0]!.fileName);
    else
      await downloadZip(
        targets.map((i) => i.urls.original),
        downloadName,
      );
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting).then(
      () => {
        showToast('success', MSG.imagesDeleted);
        setSelected(new Set());
      },
      () => {},
    );
    setDeleting(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = list.findIndex((i) => i.id === active.id);
    const to = list.findIndex((i) => i.id === over.id);
    reorder.mutate(arrayMove(list, from, to));
  };

  const actions: ThumbAction[] = [
    { label: 'View', run: (i) => setViewing(list.indexOf(i)) },
    ...(canEdit
      ? [{ label: imageType === 'floorPlan' ? 'Edit title' : 'Edit caption', run: setCaptioning }]
      : []),
    { label: 'Download', run: (i) => void download([i]) },
    ...(canEdit ? [{ label: 'Delete', run: (i: Image) => setDeleting([i.id]) }] : []),
  ];

  const column = THUMB_SIZES.find((s) => s.value === size)!.minWidth;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {canEdit && (
        <UploadZone
          upload={(file) => uploadImage(owner, imageType, file)}
          remaining={remaining}
          onUploaded={changed}
        />
      )}
      {hasDuplicateOrder(list) && <Alert severity="warning">{MSG.duplicateImageOrder}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, rowGap: 1.5 }}>
        <Button
          size="small"
          disabled={list.length === 0}
          onClick={() => setSelected(isAllSelected ? new Set() : new Set(list.map((i) => i.id)))}
        >
          {isAllSelected ? 'Clear all' : 'Select all'}
        </Button>
        {chosen.length > 0 && !isAllSelected && (
          <Button size="small" onClick={() => setSelected(new Set())}>
            Clear all
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
          {chosen.length > 0
            ? `${chosen.length} selected`
            : `${list.length} image${list.length === 1 ? '' : 's'}`}
        </Typography>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={chosen.length === 0}
          onClick={() => void download(chosen)}
        >
          Download
        </Button>
        {canEdit && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutline />}
            disabled={chosen.length === 0}
            onClick={() => setDeleting(chosen.map((i) => i.id))}
          >
            Delete
          </Button>
        )}
        <TextField
          select
          size="small"
          label="Thumbnail size"
          value={size}
          onChange={(e) => setSize(Number(e.target.value))}
          sx={{ width: 150 }}
        >
          {THUMB_SIZES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox size="small" checked={showInfo} onChange={(e) => setShowInfo(e.target.checked)} />
          }
          label="Display photo info"
          sx={{ mr: 0 }}
        />
      </Box>
      {images.isPending ? (
        <Box role="status" aria-label="Loading images" sx={{ minHeight: 160 }} />
      ) : images.isError ? (
        <EmptyState tone="error" dense title={MSG.photosFetchFailed} />
      ) : list.length === 0 ? (
        <EmptyState
          dense
          title="No images yet"
          message={canEdit ? 'Drop images above to add the first ones.' : undefined}
        />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={list.map((i) => i.id)} strategy={rectSortingStrategy}>
            <Box
              component="ol"
              aria-label="Images"
              sx={{
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: `repeat(auto-fill, minmax(${column}px, 1fr))`,
                '@media (max-width: 768px)': {
                  gridTemplateColumns: `repeat(${size === 3 ? 2 : 3}, minmax(0, 1fr))`,
                },
                '@media (max-width: 426px)': {
                  gridTemplateColumns: `repeat(${size === 3 ? 1 : 2}, minmax(0, 1fr))`,
                },
              }}
            >
              {list.map((image) => (
                <ImageThumb
                  key={image.id}
                  image={image}
                  isSelected={selected.has(image.id)}
                  onToggle={toggle}
                  onOpen={(i) => setViewing(list.indexOf(i))}
                  actions={actions}
                  showInfo={showInfo}
                  canReorder={canEdit && canReorder}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      {viewing !== null && (
        <ImageViewer images={list} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
      )}
      {captioning && (
        <CaptionDialog
          image={captioning}
          isBusy={caption.isPending}
          onClose={() => setCaptioning(null)}
          onSave={(text) =>
            caption.mutate({ id: captioning.id, caption: text }, { onSuccess: () => setCaptioning(null) })
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.length === 1 ? 'Delete this image?' : `Delete ${deleting?.length ?? 0} images?`}
        message="The images are removed for good and the rest are numbered again from 1."
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
