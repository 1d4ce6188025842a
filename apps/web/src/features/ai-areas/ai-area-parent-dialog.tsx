import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { MSG, type AiArea } from '@atrium/domain';
import { showToast } from '../../lib/toast-store';
import { aiAreaCalls, useRegionAiAreas } from './ai-areas-api';

/** Sets (or clears) an area's parent from the list: any other area of its sales region. */
export function AiAreaParentDialog({
  area,
  onClose,
  onSaved,
}: {
  area: AiArea;
  onClose: () => void;
  onSaved: () => void;
}) {
  const choices = useRegionAiAreas(area.salesRegionId);
  const [parent, setParent] = useState<number | ''>(area.parentNeighborhood ?? '');
  const [isBusy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await aiAreaCalls.setParent(area.id, parent === '' ? null : parent, area.version);
      showToast('success', MSG.aiAreaParentUpdated);
      onSaved();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="ai-area-parent-title">
      <DialogTitle id="ai-area-parent-title">Set parent area</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The parent of {area.name}, among the areas of {area.salesRegionName}.
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="Parent area"
          value={choices.data ? parent : ''}
          disabled={!choices.data}
          onChange={(e) => setParent(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {(choices.data ?? [])
            .filter((a) => a.id !== area.id)
            .map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={isBusy || !choices.data}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
