import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  ADDITIONAL_PROMOTION_TYPES,
  AdditionalMarketingSchema,
  formatListingDate,
  MARKETING_ITEM_TYPE_IDS,
  MARKETING_TYPES,
  OTHER_MARKETING_LIMITS as L,
  splitEvenly,
  type MarketingSearchRow,
} from '@atrium/domain';
import { ListingPicker, type ListingOption } from '../../components/search-picker/listing-picker';
import { showToast } from '../../lib/toast-store';
import { otherMarketingCalls } from './other-marketing-api';

/** A cost row as typed: costs stay text until the shared schema reads them. */
type CostDraft = {
  listingId: number;
  agentId: number;
  agentName: string;
  creditMemo: string;
  actualCost: string;
  officeCost: string;
  agentCost: string;
  agentPaid: boolean;
  cit: boolean;
};
type Draft = {
  marketingTypeId: number | '';
  additionalPromotionId: number | '';
  date: string;
  description: string;
  billingCode: string;
};

const ITEM_TYPES = MARKETING_TYPES.filter((t) =>
  (MARKETING_ITEM_TYPE_IDS as readonly number[]).includes(t.id),
);
const text = (v: number | null) => (v == null ? '' : String(v));

const draftOf = (row: MarketingSearchRow | null): Draft => ({
  marketingTypeId: row?.marketingTypeId ?? 16,
  additionalPromotionId: row?.additionalPromotionId ?? '',
  date: row ? formatListingDate(row.date) : '',
  description: row?.description ?? '',
  billingCode: row?.billingCode ?? '',
});

const costsOf = (row: MarketingSearchRow | null): CostDraft[] =>
  (row?.agentMarketingCosts ?? []).map((c) => ({
    ...c,
    creditMemo: c.creditMemo ?? '',
    actualCost: text(c.actualCost),
    officeCost: text(c.officeCost),
    agentCost: text(c.agentCost),
  }));

/**
 * Create or edit an additional marketing entry: the listing (its agents become the cost rows),
 * type, additional promotion type, date, description, billing code and each agent's costs. The
 * shared schema checks it before it is sent (at least one agent; CIT with an office cost needs an
 * agent cost and a credit memo type); the server checks it again.
 */
export function AdditionalMarketingDialog({
  row,
  onClose,
  onSaved,
}: {
  row: MarketingSearchRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [listing, setListing] = useState<ListingOption | null>(
    row ? { id: row.listingId, title: row.listingTitle, city: null, office: row.officeName } : null,
  );
  const [draft, setDraft] = useState<Draft>(draftOf(row));
  const [costs, setCosts] = useState<CostDraft[]>(costsOf(row));
  const [total, setTotal] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);

  const pickListing = async (l: ListingOption | null) => {
    setListing(l);
    setCosts([]);
    if (!l) return;
    const agents = await otherMarketingCalls.listingAgents(l.id).catch(() => []);
    setCosts(
      agents.map((a) => ({
        ...a,
        creditMemo: '',
        actualCost: '',
        officeCost: '',
        agentCost: '',
        agentPaid: false,
        cit: false,
      })),
    );
  };
  const setCost = (i: number, patch: Partial<CostDraft>) =>
    setCosts(costs.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const split = () => {
    const amount = Number(total.replace(/[$,\s]/g, ''));
    if (!Number.isFinite(amount) || !costs.length) return;
    const shares = splitEvenly(amount, costs.length);
    setCosts(costs.map((c, i) => ({ ...c, actualCost: String(shares[i]) })));
  };

  const save = async () => {
    const parsed = AdditionalMarketingSchema.safeParse({
      ...(row ? { id: row.id } : {}),
      ...draft,
      marketingTypeId: draft.marketingTypeId === '' ? undefined : draft.marketingTypeId,
      additionalPromotionId: draft.additionalPromotionId === '' ? undefined : draft.additionalPromotionId,
      agentMarketingCosts: costs,
    });
    if (!parsed.success) {
      setErrors([...new Set(parsed.error.issues.map((i) => i.message))]);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const { message } = await otherMarketingCalls.save(parsed.data);
      showToast('success', message);
      onSaved();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={isPhone} aria-labelledby="am-title">
      <DialogTitle id="am-title">
        {row ? 'Edit additional marketing' : 'New additional marketing'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            <Box sx={{ gridColumn: { md: '1 / -1' } }}>
              <ListingPicker
                label="Listing"
                required
                value={listing}
                disabled={row != null}
                onPick={(l) => void pickListing(l)}
              />
            </Box>
            <TextField
              select
              required
              label="Marketing type"
              value={draft.marketingTypeId}
              onChange={(e) => setDraft({ ...draft, marketingTypeId: Number(e.target.value) })}
            >
              {ITEM_TYPES.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label="Additional promotion type"
              value={draft.additionalPromotionId}
              onChange={(e) => setDraft({ ...draft, additionalPromotionId: Number(e.target.value) })}
            >
              {ADDITIONAL_PROMOTION_TYPES.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              label="Date"
              placeholder="MM/DD/YYYY"
              value={draft.date}
              onChange={(e) => setDraft({ ...draft, date: e.target.value })}
            />
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              <TextField
                fullWidth
                required
                label="Description"
                value={draft.description}
                onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                slotProps={{ htmlInput: { maxLength: L.descriptionMax } }}
              />
            </Box>
            <TextField
              required
              label="Billing code"
              value={draft.billingCode}
              onChange={(e) => setDraft({ ...draft, billingCode: e.target.value })}
              slotProps={{ htmlInput: { maxLength: L.billingCodeMax } }}
            />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
              Agent costs
            </Typography>
            <TextField
              size="small"
              label="Total actual cost"
              value={total}
              onChange={(e) => setTotal(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button variant="outlined" onClick={split} disabled={!costs.length || !total.trim()}>
              Split evenly
            </Button>
          </Stack>
          {!costs.length && (
            <Typography color="text.secondary">
              {listing ? 'This listing has no agents.' : 'Choose a listing: its agents are listed here.'}
            </Typography>
          )}
          {costs.map((c, i) => (
            <CostRow
              key={c.agentId}
              cost={c}
              onChange={(patch) => setCost(i, patch)}
              onRemove={() => setCosts(costs.filter((_, j) => j !== i))}
            />
          ))}
          {errors.length > 0 && (
            <Alert severity="error" role="alert">
              {errors.map((e) => (
                <div key={e}>{e}</div>
              ))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={isBusy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CostRow({
  cost: c,
  onChange,
  onRemove,
}: {
  cost: CostDraft;
  onChange: (patch: Partial<CostDraft>) => void;
  onRemove: () => void;
}) {
  const money = (label: string, key: 'actualCost' | 'officeCost' | 'agentCost') => (
    <TextField
      size="small"
      label={label}
      value={c[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${label} of ${c.agentName}` } }}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={`Costs of ${c.agentName}`} role="group">
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr 1fr', md: '1.4fr 1fr 1fr 1fr 1.2fr auto auto auto' },
        }}
      >
        <Typography sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          {c.agentName}
        </Typography>
        {money('Actual cost', 'actualCost')}
        {money('Office cost', 'officeCost')}
        {money('Agent cost', 'agentCost')}
        <TextField
          size="small"
          label="Credit memo type"
          value={c.creditMemo}
          onChange={(e) => onChange({ creditMemo: e.target.value })}
          slotProps={{
            htmlInput: { maxLength: L.creditMemoMax, 'aria-label': `Credit memo type of ${c.agentName}` },
          }}
        />
        <FormControlLabel
          label="Agent paid"
          control={
            <Checkbox checked={c.agentPaid} onChange={(e) => onChange({ agentPaid: e.target.checked })} />
          }
        />
        <FormControlLabel
          label="CIT"
          control={<Checkbox checked={c.cit} onChange={(e) => onChange({ cit: e.target.checked })} />}
        />
        <IconButton aria-label={`Remove ${c.agentName}`} onClick={onRemove}>
          <DeleteOutlineRounded />
        </IconButton>
      </Box>
    </Paper>
  );
}
