import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import { MSG, OFFICE_LIMITS } from '@atrium/domain';
import type { AdditionalMlsDraft } from './offices-api';

/**
 * The Additional MLSs modal: rows of MLS name, number and active; Save hands the list back (the
 * caller stores it: after creation, or at once on the office page). Mounted while open, so each
 * opening starts from `rows`.
 */
export function AdditionalMlsDialog({
  open,
  rows,
  onSave,
  onClose,
}: {
  open: boolean;
  rows: AdditionalMlsDraft[];
  onSave: (rows: AdditionalMlsDraft[]) => void | Promise<void>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(rows.length ? rows : [{ mlsName: '', mlsNumber: '', active: true }]);
  const [error, setError] = useState<string | null>(null);
  const set = (i: number, patch: Partial<AdditionalMlsDraft>) =>
    setDraft(draft.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = () => {
    const missing = [
      ...(draft.some((r) => !r.mlsName?.trim()) ? ['MLS name'] : []),
      ...(draft.some((r) => !r.mlsNumber?.trim()) ? ['MLS number'] : []),
    ];
    if (missing.length) return setError(MSG.required(missing));
    setError(null);
    void onSave(draft);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="additional-mls-title">
      <DialogTitle id="additional-mls-title">Additional MLSs</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {draft.map((r, i) => (
            <Stack
              key={i}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                label="MLS name"
                value={r.mlsName ?? ''}
                onChange={(e) => set(i, { mlsName: e.target.value })}
                slotProps={{ htmlInput: { maxLength: OFFICE_LIMITS.mlsIdMax } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label="MLS number"
                value={r.mlsNumber ?? ''}
                onChange={(e) => set(i, { mlsNumber: e.target.value })}
                slotProps={{ htmlInput: { maxLength: OFFICE_LIMITS.mlsIdMax } }}
                sx={{ flex: 1 }}
              />
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <FormControlLabel
                  label="Active"
                  control={
                    <Switch
                      checked={r.active ?? true}
                      onChange={(e) => set(i, { active: e.target.checked })}
                    />
                  }
                />
                <IconButton
                  aria-label={`Remove MLS ${i + 1}`}
                  onClick={() => setDraft(draft.filter((_, j) => j !== i))}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Stack>
            </Stack>
          ))}
          {!draft.length && <Typography color="text.secondary">No additional MLSs.</Typography>}
          <Button
            startIcon={<AddRounded />}
            onClick={() => setDraft([...draft, { mlsName: '', mlsNumber: '', active: true }])}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add MLS
          </Button>
          {error && (
            <Typography color="error" role="alert">
              {error}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={save}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
