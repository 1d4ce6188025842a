import { useEffect } from 'react';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { isPdfImage, type Image } from '@atrium/domain';
import { FileImage } from './file-image';
import { PdfPreview } from './pdf-preview';

type ImageViewerProps = {
  images: Image[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/**
 * Full-screen viewer: the medium rendition (a PDF floor plan as the PDF itself), previous and
 * next (arrow keys too), Escape closes.
 */
export function ImageViewer({ images, index, onIndex, onClose }: ImageViewerProps) {
  const image = images[index];
  const step = (by: number) => onIndex((index + by + images.length) % images.length);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndex((index - 1 + images.length) % images.length);
      if (e.key === 'ArrowRight') onIndex((index + 1) % images.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, images.length, onIndex]);
  if (!image) return null;
  const caption = image.imageType === 'floorPlan' ? image.floorplancaption : image.caption;
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': `Photo ${image.orderNo} of ${images.length}`,
          sx: { bgcolor: '#101318', color: 'common.white' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1 }}>
        <Typography sx={{ flex: 1 }} noWrap>
          {image.orderNo} / {images.length}
          {caption ? ` · ${caption}` : ''}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} sx={{ color: 'common.white' }}>
          <Close />
        </IconButton>
      </Box>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr auto',
          alignItems: 'center',
        }}
      >
        <IconButton
          aria-label="Previous photo"
          onClick={() => step(-1)}
          sx={{ color: 'common.white', mx: 1 }}
        >
          <ChevronLeft fontSize="large" />
        </IconButton>
        <Box sx={{ height: '100%', minWidth: 0, py: 2 }}>
          {isPdfImage(image) ? (
            <PdfPreview image={image} />
          ) : (
            <FileImage
              eager
              fileId={image.urls.medium ?? image.urls.original}
              alt={`Photo ${image.orderNo}`}
              fit="contain"
            />
          )}
        </Box>
        <IconButton aria-label="Next photo" onClick={() => step(1)} sx={{ color: 'common.white', mx: 1 }}>
          <ChevronRight fontSize="large" />
        </IconButton>
      </Box>
    </Dialog>
  );
}
