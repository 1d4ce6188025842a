import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { COMMISSION_TYPE, ListingCommissionSchema, MSG, type ListingCommissionRow } from '@atrium/domain';
import { FormMoney, FormPercent } from '../../components/form/form-number';
import { FormSelect } from '../../components/form/form-choice';
import { showToast } from '../../lib/toast-store';
import { withLoader } from '../../lib/loader-store';
import { sectionCalls } from './listing-sections-api';

type CommissionInput = z.input<typeof ListingCommissionSchema>;
type CommissionOutput = z.output<typeof ListingCommissionSchema>;
type CommissionControl = Control<CommissionInput, unknown, unknown>;

/** Short type names: the row's cells are narrow. */
const LISTING_TYPES = [
  { value: COMMISSION_TYPE.percent, label: '%' },
  { value: COMMISSION_TYPE.dollar, label: '$' },
];
const BUYER_TYPES = [...LISTING_TYPES, { value: COMMISSION_TYPE.notOffered, label: 'Not Offered' }];

const valuesOf = (r: ListingCommissionRow): CommissionInput => ({
  listingCommission: r.listingCommission,
  listingCommissionType: r.listingCommissionType === COMMISSION_TYPE.dollar ? 2 : 1,
  buyerCommission: r.buyerCommission,
  buyerCommissionType: (r.buyerCommissionType ?? COMMISSION_TYPE.percent) as 1 | 2 | 3,
  doNotDisplayBuyerCommission: r.doNotDisplayBuyerCommission,
});

/**
 * The inline edit of one commissions row: one form bound to the domain's commission schema, its
 * fields spread over the row's cells, each rule's message under its field; the server's refusal
 * shows beside Save.
 */
export function useCommissionRowEdit(onSaved: () => Promise<unknown>) {
  const form = useForm<CommissionInput, unknown, CommissionOutput>({
    resolver: zodResolver(ListingCommissionSchema),
    mode: 'onTouched',
  });
  const [row, setRow] = useState<ListingCommissionRow | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // 'Not Offered' has no amount: it is cleared, as the server would
  useEffect(() => {
    const watching = form.watch((v, { name }) => {
      if (name === 'buyerCommissionType' && v.buyerCommissionType === COMMISSION_TYPE.notOffered)
        form.setValue('buyerCommission', null);
    });
    return () => watching.unsubscribe();
  }, [form]);

  const start = (r: ListingCommissionRow) => {
    form.reset(valuesOf(r));
    setServerError(null);
    setRow(r);
  };
  const cancel = () => setRow(null);
  const save = form.handleSubmit(async (values) => {
    if (!row) return;
    setServerError(null);
    try {
      await withLoader('saveCommission', () => sectionCalls.saveCommission(row.id, values, row.version));
      showToast('success', MSG.commissionsUpdated);
      setRow(null);
      await onSaved();
    } catch (err) {
      setServerError((err as Error).message);
    }
  });
  const control = form.control as CommissionControl;
  return { editingId: row?.id ?? null, control, start, cancel, save, serverError };
}

/** The money field of a commission: dollars with separators, or a percentage. */
function CommissionAmount(p: {
  control: CommissionControl;
  name: 'listingCommission' | 'buyerCommission';
  label: string;
  isDollar: boolean;
  disabled?: boolean;
}) {
  const Field = p.isDollar ? FormMoney : FormPercent;
  return <Field control={p.control} name={p.name} label={p.label} disabled={p.disabled} />;
}

export function ListingCommissionEdit({ control }: { control: CommissionControl }) {
  const type = useWatch({ control, name: 'listingCommissionType' });
  return (
    <Stack spacing={1}>
      <CommissionAmount
        control={control}
        name="listingCommission"
        label="Listing commission"
        isDollar={type === COMMISSION_TYPE.dollar}
      />
      <FormSelect control={control} name="listingCommissionType" label="Type" options={LISTING_TYPES} />
    </Stack>
  );
}

export function BuyerCommissionEdit({ control }: { control: CommissionControl }) {
  const type = useWatch({ control, name: 'buyerCommissionType' });
  const isNotOffered = type === COMMISSION_TYPE.notOffered;
  return (
    <Stack spacing={1}>
      <CommissionAmount
        control={control}
        name="buyerCommission"
        label="Buyer commission"
        isDollar={type === COMMISSION_TYPE.dollar}
        disabled={isNotOffered}
      />
      <FormSelect control={control} name="buyerCommissionType" label="Type" options={BUYER_TYPES} />
      <Controller
        control={control}
        name="doNotDisplayBuyerCommission"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={!field.value}
                onChange={(e) => field.onChange(!e.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={<Typography variant="body2">Display on website</Typography>}
          />
        )}
      />
    </Stack>
  );
}

export function CommissionEditActions(p: { onCancel: () => void; onSave: () => void; error: string | null }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={p.onCancel}>
          Cancel
        </Button>
        <Button size="small" variant="contained" onClick={p.onSave}>
          Save
        </Button>
      </Stack>
      {p.error && (
        <Typography role="alert" variant="caption" color="error" sx={{ maxWidth: 220, textAlign: 'right' }}>
          {p.error}
        </Typography>
      )}
    </Stack>
  );
}
