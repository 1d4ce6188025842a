import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { MSG, type Image } from '@atrium/domain';
import { EmptyState } from '../empty-state/empty-state';
import { FileImage } from './file-image';
import { useImages, type ImageOwner } from './images-api';

type HeroChooserProps = {
  owner: ImageOwner;
  /** How many more hero images fit (at most 5 in all). */
  remaining: number;
  isBusy: boolean;
  onSave: (ids: string[]) => void;
  onClose: () => void;
};

/** Choose showcase hero images from the landscape main photos: save or cancel. */
export function HeroChooserDialog({ owner, remaining, isBusy, onSave, onClose }: HeroChooserProps) {
  const photos = useImages(owner, 'mainPhoto');
  const [chosen, setChosen] = useState<string[]>([]);
  const landscape = (photos.data ?? []).filter((p) => p.islandscape);
  const toggle = (p: Image) =>
    setChosen((c) => (c.includes(p.id) ? c.filter((id) => id !== p.id) : [...c, p.id]));
  const isOver = chosen.length > remaining;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="hero-title">
      <DialogTitle id="hero-title">Choose from main photos</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color={isOver ? 'error' : 'text.secondary'} aria-live="polite">
          {isOver ? MSG.imagesOverLimit : `${chosen.length} chosen · up to ${remaining} more`}
        </Typography>
        {photos.isPending ? (
          <Box role="status" aria-label="Loading photos" sx={{ minHeight: 160 }} />
        ) : landscape.length === 0 ? (
          <EmptyState dense title="No landscape main photos yet" />
        ) : (
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            }}
          >
            {landscape.map((p) => (
              <Box component="li" key={p.id} sx={{ position: 'relative' }}>
                <Box sx={{ aspectRatio: '3 / 2', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
                  <FileImage fileId={p.urls.small} alt={`Main photo ${p.orderNo}`} />
                </Box>
                <Checkbox
                  checked={chosen.includes(p.id)}
                  onChange={() => toggle(p)}
                  slotProps={{ input: { 'aria-label': `Choose main photo ${p.orderNo}` } }}
                  size="small"
                  sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,0.85)', p: 0.25 }}
                />
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || isOver || isBusy}
          onClick={() => onSave(chosen)}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
