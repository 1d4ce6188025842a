import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { SPOT_LIMITS, SpotSaveSchema } from '@atrium/domain';
import { showToast } from '../../lib/toast-store';
import { spotCalls, useSpotRefresh, type SpotRow } from './spots-api';

type Props = { advertisementId: number; spot: SpotRow | null; open: boolean; onClose: () => void };

type Draft = Record<
  | 'name'
  | 'description'
  | 'numberOfSpots'
  | 'numberOfWaitListSpots'
  | 'billingCodeType'
  | 'costPerSpot'
  | 'agentCost'
  | 'officeCost'
  | 'minimumPrice',
  string
> & { canAgentRequest: boolean };

const draftOf = (s: SpotRow | null): Draft => ({
  name: s?.name ?? '',
  description: s?.description ?? '',
  numberOfSpots: String(s?.numberOfSpots ?? 1),
  numberOfWaitListSpots: String(s?.numberOfWaitListSpots ?? 0),
  billingCodeType: s?.billingCodeType ?? '',
  costPerSpot: s?.costPerSpot == null ? '' : String(s.costPerSpot),
  agentCost: s?.agentCost == null ? '' : String(s.agentCost),
  officeCost: s?.officeCost == null ? '' : String(s.officeCost),
  minimumPrice: s?.minimumPrice == null ? '' : String(s.minimumPrice),
  canAgentRequest: s?.canAgentRequest ?? false,
});

const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** Creates or changes a spot of an advertisement; the shared schema checks it before sending. */
export function SpotFormDialog({ advertisementId, spot, open, onClose }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(spot));
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const refresh = useSpotRefresh();
  const field = (key: keyof Omit<Draft, 'canAgentRequest'>, label: string, type = 'text', max?: number) => (
    <TextField
      label={label}
      type={type}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      slotProps={{ htmlInput: { maxLength: max, min: type === 'number' ? 0 : undefined, step: 'any' } }}
      fullWidth
    />
  );

  const save = async () => {
    const body = {
      id: spot?.id ?? null,
      advertisementId,
      name: draft.name,
      description: draft.description,
      numberOfSpots: Number(draft.numberOfSpots),
      numberOfWaitListSpots: Number(draft.numberOfWaitListSpots || 0),
      billingCodeType: draft.billingCodeType,
      canAgentRequest: draft.canAgentRequest,
      costPerSpot: numberOrNull(draft.costPerSpot),
      agentCost: numberOrNull(draft.agentCost),
      officeCost: numberOrNull(draft.officeCost),
      minimumPrice: numberOrNull(draft.minimumPrice),
      officeIds: spot?.officeIds ?? [],
    };
    const checked = SpotSaveSchema.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError(null);
    setBusy(true);
    try {
      const { data } = await spotCalls.save(body);
      showToast('success', data.message);
      await refresh();
      onClose();
    } catch {
      // the call has shown its toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{spot ? 'Edit spot' : 'New spot'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('name', 'Name', 'text', SPOT_LIMITS.nameMax)}
          {field('description', 'Description', 'text', SPOT_LIMITS.descriptionMax)}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('numberOfSpots', 'Number of spots', 'number')}
            {field('numberOfWaitListSpots', 'Wait list spots', 'number')}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('costPerSpot', 'Cost per spot ($)', 'number')}
            {field('agentCost', 'Agent cost ($)', 'number')}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('officeCost', 'Office cost ($)', 'number')}
            {field('minimumPrice', 'Minimum listing price ($)', 'number')}
          </Stack>
          {field('billingCodeType', 'Billing code', 'text', SPOT_LIMITS.billingCodeMax)}
          <FormControlLabel
            control={
              <Switch
                checked={draft.canAgentRequest}
                onChange={(e) => setDraft({ ...draft, canAgentRequest: e.target.checked })}
              />
            }
            label="Agents may request this spot"
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button onClick={() => void save()} variant="contained" disabled={isBusy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
