import { useEffect } from 'react';
import { useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { Box, Grid, Stack } from '@mui/material';
import {
  canHideOpenHouseTime,
  formatListingDate,
  formatTimeOfDay,
  isOpenHouseTimeValid,
  joinDateTime,
  LIMITS,
  MSG,
  OpenHouseUpdateSchema,
  parseListingDate,
  showingEndpoints as E,
  splitDateTime,
  type OpenHouse,
  type OpenHouseBody,
} from '@atrium/domain';
import { callEndpoint } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { FormDate } from '../../../components/form/form-date';
import { FormNumber } from '../../../components/form/form-number';
import { FormText } from '../../../components/form/form-text';
import { FormTime } from '../../../components/form/form-time';
import { FormCheckbox } from '../../../components/form/form-choice';
import {
  DetailList,
  RecordEditFrame,
  RecordFormActions,
  RecordList,
  type RecordColumn,
} from '../../showings';
import { useOpenHouses, useRefreshShowings } from '../../showings';
import type { SectionFormProps, SectionViewProps } from './section-contract';

/** The form holds the day and the two times apart; the API gets two local date-times. */
type OpenHouseForm = {
  day: string;
  startTime: string | null;
  endTime: string | null;
  showingAgent: string;
  attendees: number | null;
  notes: string;
  section: string;
  byAppointmentOnly: boolean;
  doNotShowTime: boolean;
  brokerOnly: boolean;
  isVirtual: boolean;
  virtualUrl: string;
};

const FORM_FIELD: Record<string, keyof OpenHouseForm> = {
  startDateTime: 'startTime',
  endDateTime: 'endTime',
};

/** Joins the day and times and checks the whole with the API's schema, errors on the form's fields. */
const resolver: Resolver<OpenHouseForm, unknown, OpenHouseBody> = async ({
  day,
  startTime,
  endTime,
  ...rest
}) => {
  const isoDay = parseListingDate(day);
  const errors: FieldErrors<OpenHouseForm> = {};
  if (!isoDay)
    errors.day = { type: 'custom', message: day.trim() ? MSG.invalidDate('Date') : MSG.required(['Date']) };
  const parsed = OpenHouseUpdateSchema.safeParse({
    ...rest,
    startDateTime: joinDateTime(isoDay, startTime),
    endDateTime: joinDateTime(isoDay, endTime),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FORM_FIELD[String(issue.path[0])] ?? (String(issue.path[0]) as keyof OpenHouseForm);
      // without a day the times have no date-time: the day's message says it once
      if (!isoDay && (field === 'startTime' || field === 'endTime') && startTime && endTime) continue;
      errors[field] ??= { type: 'custom', message: issue.message };
    }
  if (!isoDay || !parsed.success) return { values: {}, errors };
  return { values: parsed.data, errors: {} };
};

const timeRange = (o: OpenHouse) => (o.doNotShowTime ? 'By appointment' : null);
const COLUMNS: RecordColumn<OpenHouse>[] = [
  { label: 'OH date', value: (o) => formatListingDate(o.startDateTime), width: '92px' },
  { label: 'OH agent', value: (o) => o.showingAgent },
  { label: 'From time', value: (o) => timeRange(o) ?? formatTimeOfDay(o.startDateTime) },
  { label: 'To time', value: (o) => timeRange(o) ?? formatTimeOfDay(o.endDateTime) },
];

const yes = (flag: boolean) => (flag ? 'Yes' : null);
const details = (o: OpenHouse) => (
  <DetailList
    items={[
      ['Attendees', o.attendees],
      ['Section', o.section],
      ['By appointment only', yes(o.byAppointmentOnly)],
      ["Don't display time", yes(o.doNotShowTime)],
      ['Broker only', yes(o.brokerOnly)],
      ['Virtual', yes(o.isVirtual)],
      ['Virtual URL', o.virtualUrl],
      ['Notes', o.notes],
    ]}
  />
);

function OpenHouseFormView({
  listingId,
  row,
  done,
}: {
  listingId: number;
  row: OpenHouse | null;
  done: () => void;
}) {
  const refresh = useRefreshShowings(listingId);
  const start = splitDateTime(row?.startDateTime);
  const form = useForm<OpenHouseForm, unknown, OpenHouseBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      day: formatListingDate(start.day),
      startTime: start.time,
      endTime: splitDateTime(row?.endDateTime).time,
      showingAgent: row?.showingAgent ?? '',
      attendees: row?.attendees ?? null,
      notes: row?.notes ?? '',
      section: row?.section ?? '',
      byAppointmentOnly: row?.byAppointmentOnly ?? false,
      doNotShowTime: row?.doNotShowTime ?? false,
      brokerOnly: row?.brokerOnly ?? false,
      isVirtual: row?.isVirtual ?? false,
      virtualUrl: row?.virtualUrl ?? '',
    },
  });
  const control = form.control as Control<OpenHouseForm, unknown, unknown>;
  const [day, startTime, endTime, byAppointmentOnly, isVirtual] = useWatch({
    control: form.control,
    name: ['day', 'startTime', 'endTime', 'byAppointmentOnly', 'isVirtual'],
  });
  // turning By Appointment Only off clears Don't display time
  useEffect(() => {
    if (!byAppointmentOnly && form.getValues('doNotShowTime')) form.setValue('doNotShowTime', false);
  }, [byAppointmentOnly, form]);
  const isoDay = parseListingDate(day ?? '');
  const canSave = isOpenHouseTimeValid(joinDateTime(isoDay, startTime), joinDateTime(isoDay, endTime));

  const submit = async (body: OpenHouseBody) => {
    try {
      if (row)
        await callEndpoint(
          E.updateOpenHouse,
          { params: { id: row.id }, body },
          { errorMessage: MSG.openHouseSaveFailed },
        );
      else
        await callEndpoint(
          E.addOpenHouse,
          { body: { ...body, listingId } },
          { errorMessage: MSG.openHouseSaveFailed },
        );
    } catch {
      return; // the API client showed the refusal
    }
    showToast('success', MSG.openHouseSaved);
    await refresh.openHouses();
    done();
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit(submit)}
      aria-label={row ? 'Edit open house' : 'New open house'}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          {/* the time entries keep their natural width and wrap under the day on a narrow screen */}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ width: { xs: '100%', sm: 200 } }}>
              <FormDate control={control} name="day" label="OH date" required />
            </Box>
            <FormTime control={control} name="startTime" label="From time" required />
            <FormTime control={control} name="endTime" label="To time" required />
          </Stack>
        </Grid>
        <Grid size={12}>
          <FormText control={control} name="showingAgent" label="OH agent" />
        </Grid>
        <Grid size={6}>
          <FormNumber control={control} name="attendees" label="Attendees" />
        </Grid>
        <Grid size={6}>
          <FormText control={control} name="section" label="Section" maxLength={LIMITS.openHouseSectionMax} />
        </Grid>
        <Grid size={12}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <FormCheckbox control={control} name="byAppointmentOnly" label="By Appointment Only" />
            <FormCheckbox
              control={control}
              name="doNotShowTime"
              label="Don't display time"
              disabled={!canHideOpenHouseTime(Boolean(byAppointmentOnly))}
            />
            <FormCheckbox control={control} name="brokerOnly" label="Broker only" />
            <FormCheckbox control={control} name="isVirtual" label="Virtual" />
          </Stack>
        </Grid>
        {isVirtual && (
          <Grid size={12}>
            <FormText control={control} name="virtualUrl" label="Virtual URL" placeholder="https://" />
          </Grid>
        )}
        <Grid size={12}>
          <FormText
            control={control}
            name="notes"
            label="Notes"
            multiline
            minRows={2}
            maxLength={LIMITS.openHouseNotesMax}
          />
        </Grid>
      </Grid>
      <RecordFormActions isNew={!row} canSave={canSave && !form.formState.isSubmitting} onCancel={done} />
    </Stack>
  );
}

function OpenHouseList({ listingId, isEditable }: { listingId: number; isEditable: boolean }) {
  const refresh = useRefreshShowings(listingId);
  return (
    <RecordList
      noun="open house"
      query={useOpenHouses(listingId)}
      fetchError={MSG.openHousesFetchError}
      columns={COLUMNS}
      isEditable={isEditable}
      details={details}
      form={(row, done) => <OpenHouseFormView listingId={listingId} row={row} done={done} />}
      deleteEndpoint={E.deleteOpenHouse}
      refresh={refresh.openHouses}
    />
  );
}

export function OpenHouseReadView({ listing }: SectionViewProps) {
  return <OpenHouseList listingId={listing.id} isEditable={false} />;
}

/** Add, edit in place (one at a time) and delete open houses. */
export function OpenHouseEditForm({ listing, leave }: SectionFormProps) {
  return (
    <RecordEditFrame onClose={() => leave('close')}>
      <OpenHouseList listingId={listing.id} isEditable />
    </RecordEditFrame>
  );
}
