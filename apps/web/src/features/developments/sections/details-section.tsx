import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { DevelopmentDetailsSchema, formatMoney, MSG, type DevelopmentDetailsBody } from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { UnsavedChangesGuard } from '../../../components/form/unsaved-changes-guard';
import {
  DevelopmentDetailsFields,
  developmentFormValues,
  type DevelopmentDetailsValues,
} from '../development-details-fields';
import { developmentCalls, useDevelopmentUnits, useRefreshDevelopment } from '../developments-api';
import type { DevelopmentViewProps } from './section-props';

/** The unit summary of the associated listings: counts and price totals by status. */
function UnitSummary({ id }: { id: number }) {
  const units = useDevelopmentUnits(id);
  if (units.isPending) return <Skeleton variant="rounded" height={72} />;
  if (units.isError) return <Alert severity="error">{MSG.developmentUnitsLoadFailed}</Alert>;
  if (!units.data)
    return (
      <Typography color="text.secondary" variant="body2">
        No active, pending or sold units among the associated listings yet.
      </Typography>
    );
  const u = units.data;
  const cards = [
    ['Active', u.numberOfActiveUnits, u.totalActiveUnits],
    ['Pending', u.numberOfPendingUnits, u.totalPendingUnits],
    ['Sold', u.numberOfSoldUnits, u.totalSoldUnits],
  ] as const;
  return (
    <Box>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        Units
      </Typography>
      <Box
        aria-label="Units"
        sx={{ display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
      >
        {cards.map(([label, count, total]) => (
          <Paper key={label} variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6 }}>
              {label}
            </Typography>
            <Typography variant="h3" component="p">
              {count}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {formatMoney(total)}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Development Details: every field with the shared schema as the resolver. Save asks the server
 * only when something changed; invalid details keep the user on the form with the messages.
 */
export function DetailsTab({ development }: DevelopmentViewProps) {
  const refresh = useRefreshDevelopment(development.id);
  const form = useForm<DevelopmentDetailsValues, unknown, DevelopmentDetailsBody>({
    resolver: zodResolver(DevelopmentDetailsSchema) as never,
    defaultValues: developmentFormValues(development),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const save = form.handleSubmit(async (body) => {
    try {
      await developmentCalls.update(development.id, body);
    } catch {
      return;
    }
    showToast('success', MSG.developmentDetailsUpdated);
    form.reset(form.getValues());
    void refresh();
  });
  return (
    <Stack spacing={3}>
      <UnitSummary id={development.id} />
      <Box component="form" aria-label="Development details" noValidate onSubmit={(e) => void save(e)}>
        <UnsavedChangesGuard
          when={isDirty && !isSubmitting}
          message="Your development details are not saved yet."
        />
        <DevelopmentDetailsFields
          control={form.control as Control<DevelopmentDetailsValues, unknown, unknown>}
        />
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button color="inherit" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            Discard changes
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
            Save details
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
