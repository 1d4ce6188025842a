import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { SavedSearchName } from '@atrium/domain';

type Props = {
  open: boolean;
  initialName: string;
  initialDefault: boolean;
  isBusy: boolean;
  onSave: (name: string, isDefault: boolean) => void;
  onCancel: () => void;
};

/** Names the search being saved and whether it opens by default. */
export function SavedSearchDialog({ open, initialName, initialDefault, isBusy, onSave, onCancel }: Props) {
  const [name, setName] = useState(initialName);
  const [isDefault, setIsDefault] = useState(initialDefault);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setIsDefault(initialDefault);
      setError(null);
    }
  }, [open, initialName, initialDefault]);
  const submit = () => {
    const checked = SavedSearchName.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0].message);
    onSave(checked.data, isDefault);
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="save-search-title" fullWidth maxWidth="xs">
      <DialogTitle id="save-search-title">Save search</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          error={!!error}
          helperText={error ?? ' '}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'save-search-name' } }}
        />
        <FormControlLabel
          control={<Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />}
          label="Open this search by default"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={isBusy} data-testid="save-search-confirm">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
