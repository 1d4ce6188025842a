import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { startTransition, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import type { Image, ImageType } from '@atrium/domain';
import { useReorderImages, type ImageOwner } from './images-api';
import { ImageThumb, type ThumbAction } from './image-thumb';
import { THUMB_SIZES } from './panel-toolbar';
import { whenIdle } from '../../lib/idle';

/** The thumbnails a large screen shows first are fetched at once; the rest when they come near. */
const EAGER_THUMBS = 12;
/** The thumbnails built at once: more than any first screen shows; the rest follow in steps this size. */
const BUILD_STEP = 12;

/**
 * How many of `total` thumbnails to build: the first screen's at once, then the rest a step at a
 * time when the browser is idle, so that a grid of 100 photos shows its first pictures (whose
 * files arrive meanwhile) before it has built all 100 sortable thumbnails.
 */
function useBuiltCount(total: number) {
  const [built, setBuilt] = useState(BUILD_STEP);
  useEffect(() => {
    if (built >= total) return;
    return whenIdle(() => startTransition(() => setBuilt((n) => n + BUILD_STEP)), 500);
  }, [built, total]);
  return Math.min(built, total);
}

type ImageGridProps = {
  owner: ImageOwner;
  imageType: ImageType;
  images: Image[];
  selected: Set<string>;
  onToggle: (image: Image) => void;
  onOpen: (image: Image) => void;
  actions: ThumbAction[];
  showInfo: boolean;
  size: number;
  canReorder: boolean;
};

/**
 * The numbered thumbnails; dragged (pointer or keyboard: space, arrows, space) into a new order,
 * which is renumbered from 1 and saved. Columns follow the size chosen, and the spec's
 * breakpoints at 768 and 426 pixels.
 */
export function ImageGrid({ owner, imageType, images, size, canReorder, ...thumb }: ImageGridProps) {
  const reorder = useReorderImages(owner, imageType);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = images.findIndex((i) => i.id === active.id);
    const to = images.findIndex((i) => i.id === over.id);
    reorder.mutate(arrayMove(images, from, to));
  };
  const column = THUMB_SIZES.find((s) => s.value === size)!.minWidth;
  const built = images.slice(0, useBuiltCount(images.length));
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={built.map((i) => i.id)} strategy={rectSortingStrategy}>
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
          {built.map((image, index) => (
            <ImageThumb
              eager={index < EAGER_THUMBS}
              key={image.id}
              image={image}
              isSelected={thumb.selected.has(image.id)}
              onToggle={thumb.onToggle}
              onOpen={thumb.onOpen}
              actions={thumb.actions}
              showInfo={thumb.showInfo}
              canReorder={canReorder}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
