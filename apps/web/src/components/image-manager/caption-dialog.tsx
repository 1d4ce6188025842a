import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { CAPTION_MAX, type Image } from '@atrium/domain';
import { FieldHelper } from '../form/form-text';

type CaptionDialogProps = {
  image: Image;
  isBusy: boolean;
  onSave: (caption: string) => void;
  onClose: () => void;
};

/** The caption of a photo, or the title of a floor plan: at most 250 characters, with a counter. */
export function CaptionDialog({ image, isBusy, onSave, onClose }: CaptionDialogProps) {
  const isFloorPlan = image.imageType === 'floorPlan';
  const [value, setValue] = useState((isFloorPlan ? image.floorplancaption : image.caption) ?? '');
  const label = isFloorPlan ? 'Floor plan title' : 'Caption';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="caption-title">
      <DialogTitle id="caption-title">
        {label} of {isFloorPlan ? 'floor plan' : 'photo'} {image.orderNo}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={label}
          value={value}
          onChange={(e) => setValue(e.target.value.slice(0, CAPTION_MAX))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              onSave(value.trim());
            }
          }}
          helperText={<FieldHelper text={null} count={value.length} max={CAPTION_MAX} />}
          slotProps={{ htmlInput: { maxLength: CAPTION_MAX } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={isBusy} onClick={() => onSave(value.trim())}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
