import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Stack } from '@mui/material';
import {
  canSaveShowing,
  formatListingDate,
  LIMITS,
  MSG,
  parseListingDate,
  showingEndpoints as E,
  ShowingUpdateSchema,
  type Showing,
  type ShowingBody,
  type ShowingInput,
} from '@atrium/domain';
import { callEndpoint } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { FormDate } from '../../../components/form/form-date';
import { FormNumber } from '../../../components/form/form-number';
import { FormText } from '../../../components/form/form-text';
import {
  DetailList,
  RecordEditFrame,
  RecordFormActions,
  RecordList,
  type RecordColumn,
} from '../../showings';
import { useRefreshShowings, useShowings } from '../../showings';
import type { SectionFormProps, SectionViewProps } from './section-contract';

const COLUMNS: RecordColumn<Showing>[] = [
  { label: 'Date', value: (s) => formatListingDate(s.showingDate), width: '92px' },
  { label: 'Buyer', value: (s) => s.buyer },
  { label: 'Buyer Agents', value: (s) => s.buyerAgents },
  { label: 'Number of Showings', value: (s) => s.count, width: '84px' },
  {
    label: 'Notes/Feedback',
    value: (s) => [s.notes, s.feedback].filter(Boolean).join(' / '),
    width: 'minmax(0, 1.5fr)',
  },
];

const details = (s: Showing) => (
  <DetailList
    items={[
      ['Location', s.location],
      ['Notes', s.notes],
      ['Feedback', s.feedback],
    ]}
  />
);

/** The inline form of a showing: Add/Save needs a date and at least one showing (0 with a date is 1). */
function ShowingForm({ listingId, row, done }: { listingId: number; row: Showing | null; done: () => void }) {
  const refresh = useRefreshShowings(listingId);
  const form = useForm<ShowingInput, unknown, ShowingBody>({
    resolver: zodResolver(ShowingUpdateSchema),
    mode: 'onTouched',
    defaultValues: {
      showingDate: row ? formatListingDate(row.showingDate) : '',
      buyer: row?.buyer ?? '',
      buyerAgents: row?.buyerAgents ?? '',
      location: row?.location ?? '',
      notes: row?.notes ?? '',
      feedback: row?.feedback ?? '',
      count: row?.count ?? null,
    },
  });
  const control = form.control as Control<ShowingInput, unknown, unknown>;
  const [day, count] = useWatch({ control: form.control, name: ['showingDate', 'count'] });
  const countNumber = count === null || count === undefined || count === '' ? null : Number(count);
  const canSave = canSaveShowing(parseListingDate(String(day ?? '')), countNumber);

  const submit = async (body: ShowingBody) => {
    try {
      if (row)
        await callEndpoint(
          E.updateShowing,
          { params: { id: row.id }, body },
          { errorMessage: MSG.showingSaveFailed },
        );
      else
        await callEndpoint(
          E.addShowing,
          { body: { ...body, listingId } },
          { errorMessage: MSG.showingSaveFailed },
        );
    } catch {
      return; // the API client showed the refusal
    }
    showToast('success', MSG.showingSaved);
    await refresh.showings();
    done();
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit(submit)}
      aria-label={row ? 'Edit showing' : 'New showing'}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDate control={control} name="showingDate" label="Date" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumber control={control} name="count" label="Number of Showings" />
        </Grid>
        <Grid size={12}>
          <FormText control={control} name="location" label="Location" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormText control={control} name="buyer" label="Buyer" maxLength={LIMITS.showingBuyerMax} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormText
            control={control}
            name="buyerAgents"
            label="Buyer Agents"
            maxLength={LIMITS.showingBuyerMax}
          />
        </Grid>
        <Grid size={12}>
          <FormText
            control={control}
            name="notes"
            label="Notes"
            multiline
            minRows={2}
            maxLength={LIMITS.showingNotesMax}
          />
        </Grid>
        <Grid size={12}>
          <FormText
            control={control}
            name="feedback"
            label="Feedback"
            multiline
            minRows={2}
            maxLength={LIMITS.showingFeedbackMax}
          />
        </Grid>
      </Grid>
      <RecordFormActions isNew={!row} canSave={canSave && !form.formState.isSubmitting} onCancel={done} />
    </Stack>
  );
}

function ShowingsList({ listingId, isEditable }: { listingId: number; isEditable: boolean }) {
  const refresh = useRefreshShowings(listingId);
  return (
    <RecordList
      noun="showing"
      query={useShowings(listingId)}
      fetchError={MSG.showingsFetchError}
      columns={COLUMNS}
      isEditable={isEditable}
      details={details}
      form={(row, done) => <ShowingForm listingId={listingId} row={row} done={done} />}
      deleteEndpoint={E.deleteShowing}
      refresh={refresh.showings}
    />
  );
}

export function ShowingsReadView({ listing }: SectionViewProps) {
  return <ShowingsList listingId={listing.id} isEditable={false} />;
}

/** Add, edit in place (one at a time) and delete showings. */
export function ShowingsEditForm({ listing, leave }: SectionFormProps) {
  return (
    <RecordEditFrame onClose={() => leave('close')}>
      <ShowingsList listingId={listing.id} isEditable />
    </RecordEditFrame>
  );
}
