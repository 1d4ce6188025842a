import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Typography,
} from '@mui/material';
import {
  imageRefusal,
  isLandscape,
  isPdfImage,
  meetsSize,
  MIN_IMAGE_SIZE,
  MSG,
  type Image,
  type ImageCheck,
} from '@atrium/domain';
import { FileImageUrl } from './file-image';

type CropDialogProps = {
  image: Image;
  isBusy: boolean;
  onSave: (area: Area) => void;
  onClose: () => void;
  /** The crop frame's width over height; a listing photo's 3:2 (or 2:3) unless given (3:4 for a person's photo). */
  aspect?: number;
  /** The rules the crop must pass, named before it is sent (a listing photo's minimum unless given). */
  check?: ImageCheck;
  /** The dialog's title ('Crop photo {n}' unless given). */
  title?: string;
};

/**
 * Crop at 3:2 for a landscape photo and 2:3 for a portrait one, on the medium rendition; the area
 * is sent in the original's pixels and the crop replaces the original. A crop smaller than the
 * minimum resolution is named before it is sent (the server refuses it too).
 */
export function CropDialog(props: CropDialogProps) {
  return isPdfImage(props.image) ? <PdfNotCroppable {...props} /> : <PhotoCropDialog {...props} />;
}

/** A PDF floor plan keeps its PDF: the dialog says why it is not cropped here. */
function PdfNotCroppable({ image, onClose }: CropDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="crop-title">
      <DialogTitle id="crop-title">Crop floor plan {image.orderNo}</DialogTitle>
      <DialogContent>
        <Alert severity="info">{MSG.pdfNotCroppable}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function PhotoCropDialog({ image, isBusy, onSave, onClose, aspect, check, title }: CropDialogProps) {
  const landscape = isLandscape(image.size.width, image.size.height);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const original = area && toOriginal(area, image);
  const refusal =
    original === null
      ? null
      : check
        ? imageRefusal(original.width, original.height, check)
        : meetsSize(original.width, original.height, MIN_IMAGE_SIZE)
          ? null
          : MSG.photoBelowMinimumResolution;
  const isTooSmall = refusal !== null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="crop-title">
      <DialogTitle id="crop-title">{title ?? `Crop photo ${image.orderNo}`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ position: 'relative', height: { xs: 280, sm: 420 }, bgcolor: '#101318', borderRadius: 1 }}>
          <FileImageUrl fileId={image.urls.medium ?? image.urls.original}>
            {(url) => (
              <Cropper
                image={url}
                crop={crop}
                zoom={zoom}
                aspect={aspect ?? (landscape ? 3 / 2 : 2 / 3)}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_pct, pixels) => setArea(pixels)}
              />
            )}
          </FileImageUrl>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" id="crop-zoom">
            Zoom
          </Typography>
          <Slider
            value={zoom}
            min={1}
            max={3}
            step={0.05}
            onChange={(_e, v) => setZoom(v as number)}
            aria-labelledby="crop-zoom"
            sx={{ flex: 1 }}
          />
        </Box>
        <Typography variant="body2" color={isTooSmall ? 'error' : 'text.secondary'} aria-live="polite">
          {original ? `${original.width} × ${original.height}` : ' '}
          {refusal ? ` · ${refusal}` : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!original || isTooSmall || isBusy}
          onClick={() => original && onSave(original)}
        >
          Save crop
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The crop area, measured on the rendition shown, in the original's pixels (inside the image). */
function toOriginal(area: Area, image: Image): Area {
  const shownWidth = image.urls.medium ? Math.min(1024, image.size.width) : image.size.width;
  const scale = image.size.width / shownWidth;
  const x = Math.max(0, Math.round(area.x * scale));
  const y = Math.max(0, Math.round(area.y * scale));
  return {
    x,
    y,
    width: Math.min(image.size.width - x, Math.round(area.width * scale)),
    height: Math.min(image.size.height - y, Math.round(area.height * scale)),
  };
}
