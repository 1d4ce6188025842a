import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import type { Image, ImageTag } from '@atrium/domain';

type TagDialogProps = {
  image: Image;
  tags: ImageTag[];
  isBusy: boolean;
  onSave: (tagId: number | null) => void;
  onClose: () => void;
};

/** The one tag of an image, from the catalogue; 'No tag' clears it. */
export function TagDialog({ image, tags, isBusy, onSave, onClose }: TagDialogProps) {
  const [tagId, setTagId] = useState<number | ''>(image.tagId ?? '');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="tag-title">
      <DialogTitle id="tag-title">Tag of photo {image.orderNo}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label="Tag"
          value={tagId}
          onChange={(e) => setTagId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ mt: 1 }}
        >
          <MenuItem value="">No tag</MenuItem>
          {tags.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={isBusy} onClick={() => onSave(tagId === '' ? null : tagId)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
