import { useRef, useState } from 'react';
import {
  Box,
  Checkbox,
  Chip,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isPdfImage, type Image } from '@atrium/domain';
import { formatBytes } from '../../lib/format';
import { FileImage } from './file-image';

export type ThumbAction = { label: string; run: (image: Image) => void };

type ImageThumbProps = {
  image: Image;
  isSelected: boolean;
  onToggle: (image: Image) => void;
  onOpen: (image: Image) => void;
  actions: ThumbAction[];
  showInfo: boolean;
  canReorder: boolean;
  /** Load the picture at once (the first screen), not when it comes near. */
  eager?: boolean;
};

const label = (image: Image) => `Photo ${image.orderNo}${image.caption ? `: ${image.caption}` : ''}`;

/**
 * One image of the grid: its number, a checkbox, the picture (click opens the viewer), its
 * caption and a menu of what can be done with it. Dragged by its handle when reordering is allowed.
 */
export function ImageThumb({
  image,
  isSelected,
  onToggle,
  onOpen,
  actions,
  showInfo,
  canReorder,
  eager,
}: ImageThumbProps) {
  const sortable = useSortable({ id: image.id, disabled: !canReorder });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const hasMenu = useRef(false);
  if (menu) hasMenu.current = true;
  const caption = image.imageType === 'floorPlan' ? image.floorplancaption : image.caption;
  return (
    <Box
      ref={sortable.setNodeRef}
      component="li"
      data-testid="image-thumb"
      data-image-id={image.id}
      sx={{
        listStyle: 'none',
        position: 'relative',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: isSelected ? 'primary.main' : 'divider',
        boxShadow: isSelected ? (t) => `0 0 0 1px ${t.palette.primary.main}` : 'none',
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 2 : 'auto',
        opacity: sortable.isDragging ? 0.85 : 1,
      }}
    >
      <Box
        component="button"
        type="button"
        onClick={() => onOpen(image)}
        aria-label={`View ${label(image)}`}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '3 / 2',
          p: 0,
          border: 0,
          cursor: 'zoom-in',
          bgcolor: 'grey.100',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        {/* filling the 3:2 box exactly: a portrait picture (a floor plan) is contained in it */}
        <Box sx={{ position: 'absolute', inset: 0 }}>
          <FileImage
            fileId={image.urls.small}
            alt={label(image)}
            fit={image.islandscape ? 'cover' : 'contain'}
            eager={eager}
          />
        </Box>
        {isPdfImage(image) && (
          <Chip
            size="small"
            label="PDF"
            color="error"
            sx={{ position: 'absolute', bottom: 6, right: 6, fontWeight: 700, pointerEvents: 'none' }}
          />
        )}
      </Box>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 6,
          left: 6,
          minWidth: 26,
          height: 26,
          px: 0.75,
          borderRadius: 13,
          bgcolor: 'rgba(20, 24, 31, 0.78)',
          color: 'common.white',
          fontSize: 13,
          fontWeight: 600,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {image.orderNo}
      </Box>
      <Checkbox
        checked={isSelected}
        onChange={() => onToggle(image)}
        slotProps={{ input: { 'aria-label': `Select ${label(image)}` } }}
        size="small"
        sx={{
          position: 'absolute',
          top: 2,
          right: 2,
          bgcolor: 'rgba(255,255,255,0.85)',
          borderRadius: 1,
          p: 0.25,
          '&:hover': { bgcolor: 'rgba(255,255,255,0.95)' },
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, minHeight: 40 }}>
        {canReorder && (
          <Tooltip title="Drag to reorder">
            <IconButton
              size="small"
              aria-label={`Move ${label(image)}`}
              {...sortable.attributes}
              {...sortable.listeners}
              sx={{ cursor: 'grab', touchAction: 'none', ml: -0.5 }}
            >
              <DragIndicator fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Typography
          variant="body2"
          noWrap
          sx={{ flex: 1, color: caption ? 'text.primary' : 'text.secondary' }}
        >
          {caption || (image.imageType === 'floorPlan' ? 'No title' : 'No caption')}
        </Typography>
        {actions.length > 0 && (
          <IconButton
            size="small"
            aria-label={`Actions for ${label(image)}`}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <MoreVert fontSize="small" />
          </IconButton>
        )}
      </Box>
      {showInfo && (
        <Box sx={{ px: 1, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }} noWrap>
            {image.size.width} × {image.size.height} · {formatBytes(image.size.sizeKb * 1024)}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ flexBasis: '100%' }}
            noWrap
            title={image.fileName}
          >
            {image.fileName}
          </Typography>
          {image.isLowResolution && (
            <Chip size="small" color="warning" variant="outlined" label="Low resolution" />
          )}
          {image.renditionStatus === 'pending' && <Chip size="small" variant="outlined" label="Processing" />}
        </Box>
      )}
      {/* built on first use: a closed menu in each of 100 thumbnails costs the grid's first screen */}
      {hasMenu.current && (
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          {actions.map((a) => (
            <MenuItem
              key={a.label}
              onClick={() => {
                setMenu(null);
                a.run(image);
              }}
            >
              <ListItemText>{a.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </Box>
  );
}
