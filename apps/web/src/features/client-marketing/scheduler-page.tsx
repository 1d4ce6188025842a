import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import LinkOff from '@mui/icons-material/LinkOff';
import {
  isValidReportEmail,
  MSG,
  REPORT_LIMITS,
  REPORT_SCHEDULE_IDS,
  REPORT_SCHEDULE_LABEL,
  ReportScheduleFormSchema,
  splitRecipients,
  type ReportScheduleId,
  type ReportScheduleInput,
} from '@atrium/domain';
import { PageHeader, Section } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormText } from '../../components/form/form-text';
import { FormSelect } from '../../components/form/form-choice';
import { formatDate, formatDateTime } from '../../lib/format';
import { MarketingLinks } from '../listings';
import { showToast } from '../../lib/toast-store';
import { useCurrentUser } from '../../lib/session-store';
import {
  useAddReportSchedule,
  useDeleteReportSchedule,
  useReportLink,
  useReportSchedules,
  useRevokeReportLink,
  useSentReports,
  useUpdateReportSchedule,
  type ScheduledReportRow,
  type SentReportRow,
} from './client-report-schedule-api';

const TITLE = 'Client Marketing - Schedule Report';
const scheduleLabel = (id: number) => REPORT_SCHEDULE_LABEL[id as ReportScheduleId] ?? String(id);

/** /scheduler/{listingId}: the client marketing report e-mails of a listing, sent now or on a schedule. */
export default function SchedulerPage() {
  const { listingId } = useParams();
  const id = listingId && /^\d+$/.test(listingId) ? Number(listingId) : null;
  if (id == null)
    return (
      <EmptyState
        isPageHeading
        title={TITLE}
        message="Reports are scheduled per listing: open a listing's report builder and choose Email Report."
        action={
          <Button variant="contained" component={RouterLink} to="/eng/listings">
            Go to listings
          </Button>
        }
      />
    );
  return <Scheduler listingId={id} />;
}

function Scheduler({ listingId }: { listingId: number }) {
  const [editing, setEditing] = useState<ScheduledReportRow | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={TITLE}
        subtitle={`Listing ${listingId}`}
        actions={
          <Button
            component={RouterLink}
            to={`/eng/listing/${listingId}`}
            variant="outlined"
            color="inherit"
            startIcon={<ArrowBack />}
          >
            Back
          </Button>
        }
      />
      <ReportLinkSection listingId={listingId} />
      <ReportForm
        key={editing?.id ?? 'new'}
        listingId={listingId}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <ScheduleTable listingId={listingId} onEdit={setEditing} />
      <SentTable listingId={listingId} />
    </Box>
  );
}

function ReportLinkSection({ listingId }: { listingId: number }) {
  const [isShown, setIsShown] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const link = useReportLink(listingId, isShown);
  const revoke = useRevokeReportLink(listingId);
  const copy = async () => {
    const url = link.data?.url ?? (await link.refetch()).data?.url;
    if (!url) return;
    setIsShown(true);
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', MSG.reportLinkCopied);
    } catch {
      showToast('info', 'Select the link and copy it'); // no clipboard (an insecure page)
    }
  };
  return (
    <Section id="report-link" title="Report link">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The live report opens only with this link. Revoking it makes every link sent so far stop working; the
        next e-mails carry the new one.
      </Typography>
      {isShown && link.data && (
        <TextField
          fullWidth
          size="small"
          label="Report link"
          value={link.data.url}
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(e) => e.target.select()}
          sx={{ mb: 2 }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ContentCopy />}
          onClick={() => void copy()}
          disabled={link.isFetching}
        >
          Copy report link
        </Button>
        <Button
          color="error"
          startIcon={<LinkOff />}
          onClick={() => setIsConfirming(true)}
          disabled={revoke.isPending}
        >
          Revoke link
        </Button>
      </Stack>
      <ConfirmDialog
        open={isConfirming}
        title="Revoke the report link?"
        message="Everyone who has the current link, from e-mails already sent included, will no longer be able to open the report."
        confirmLabel="Revoke"
        isBusy={revoke.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
      />
    </Section>
  );
}

function RecipientChips({ text }: { text: string }) {
  const list = splitRecipients(text);
  if (!list.length) return null;
  return (
    <Stack direction="row" useFlexGap aria-label="Recipients" sx={{ flexWrap: 'wrap', gap: 0.75, mt: -1 }}>
      {list.map((email, i) => {
        const isValid = isValidReportEmail(email);
        return (
          <Chip
            key={`${email}-${i}`}
            size="small"
            label={isValid ? email : `${email} (not valid)`}
            color={isValid ? 'default' : 'error'}
            variant={isValid ? 'outlined' : 'filled'}
            sx={{ maxWidth: '100%' }}
          />
        );
      })}
    </Stack>
  );
}

function ReportForm({
  listingId,
  editing,
  onDone,
}: {
  listingId: number;
  editing: ScheduledReportRow | null;
  onDone: () => void;
}) {
  const user = useCurrentUser();
  const add = useAddReportSchedule(listingId);
  const update = useUpdateReportSchedule(listingId);
  const blank: ReportScheduleInput = {
    recipients: '',
    recipientNames: '',
    fromName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    fromAddress: user?.email ?? '',
    subject: '',
    body: '',
    schedule: 1,
  };
  const { control, handleSubmit, reset } = useForm<ReportScheduleInput>({
    resolver: zodResolver(ReportScheduleFormSchema),
    mode: 'onTouched',
    defaultValues: editing
      ? {
          recipients: editing.recipients,
          recipientNames: editing.recipientNames ?? '',
          fromName: editing.fromName,
          fromAddress: editing.fromAddress,
          subject: editing.subject ?? '',
          body: editing.body ?? '',
          schedule: editing.schedule as ReportScheduleId,
        }
      : blank,
  });
  const recipients = useWatch({ control, name: 'recipients' }) ?? '';
  const schedule = useWatch({ control, name: 'schedule' });
  const hasInvalid = splitRecipients(recipients).some((e) => !isValidReportEmail(e));
  const isBusy = add.isPending || update.isPending;
  const isSend = schedule === 0;

  const submit = handleSubmit((values) => {
    if (editing && schedule !== 0) update.mutate({ id: editing.id, body: values }, { onSuccess: onDone });
    else
      add.mutate(values, {
        onSuccess: () => {
          reset(blank);
          onDone();
        },
      });
  });

  const options = REPORT_SCHEDULE_IDS.map((id) => ({ value: id, label: scheduleLabel(id) }));
  return (
    <Section id="report-form" title={editing ? 'Edit scheduled report' : 'New report'}>
      <Box
        component="form"
        noValidate
        aria-label={editing ? 'Edit scheduled report' : 'New report'}
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
          <FormText
            control={control}
            name="recipients"
            label="Recipient e-mails"
            required
            helperText="Separate addresses with commas"
          />
          <RecipientChips text={recipients} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormText
            control={control}
            name="recipientNames"
            label="Recipient names"
            maxLength={REPORT_LIMITS.recipientNamesMax}
          />
        </Box>
        <FormText control={control} name="fromName" label="From name" required />
        <FormText control={control} name="fromAddress" label="From e-mail" required type="email" />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormText control={control} name="subject" label="Subject" maxLength={REPORT_LIMITS.subjectMax} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormText
            control={control}
            name="body"
            label="Custom message"
            multiline
            minRows={3}
            maxLength={REPORT_LIMITS.bodyMax}
          />
        </Box>
        <FormSelect
          control={control}
          name="schedule"
          label="Schedule"
          options={editing ? options.filter((o) => o.value !== 0) : options}
          helperText={
            isSend
              ? 'Sent once, now'
              : 'Saved, then sent at 8:00 AM brokerage time on each day of the schedule'
          }
        />
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: { xs: 'flex-start', md: 'flex-end' }, pt: 1 }}
        >
          {editing && (
            <Button onClick={onDone} disabled={isBusy}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={isBusy || hasInvalid}>
            {isSend ? 'Send' : 'Save'}
          </Button>
        </Stack>
      </Box>
    </Section>
  );
}

function ScheduleTable({
  listingId,
  onEdit,
}: {
  listingId: number;
  onEdit: (row: ScheduledReportRow) => void;
}) {
  const query = useReportSchedules(listingId);
  const remove = useDeleteReportSchedule(listingId);
  const [deleting, setDeleting] = useState<ScheduledReportRow | null>(null);
  const columns: Column<ScheduledReportRow>[] = [
    { key: 'recipients', header: 'Recipients', render: (r) => r.recipients, isAlwaysShown: true },
    { key: 'recipientNames', header: 'Recipient names', render: (r) => r.recipientNames ?? '' },
    { key: 'schedule', header: 'Schedule', render: (r) => scheduleLabel(r.schedule) },
    {
      key: 'next',
      header: 'Next send',
      render: (r) => formatDate(r.nextSendDate, { withWeekday: true }) ?? '',
    },
    { key: 'subject', header: 'Subject', render: (r) => r.subject ?? '', hiddenBelowWidth: 900 },
  ];
  return (
    <Section id="current-schedule" title="Current schedule">
      <DataTable
        label="Current schedule"
        columns={columns}
        rows={query.data}
        rowKey={(r) => r.id}
        isLoading={query.isLoading}
        error={query.isError ? MSG.reportScheduleLoadFailed : null}
        onRowOpen={onEdit}
        rowName={(r) => r.recipients}
        rowActions={(r) => [
          { label: 'Edit', onClick: () => onEdit(r) },
          { label: 'Delete', onClick: () => setDeleting(r) },
        ]}
        skeletonRows={2}
      />
      <ConfirmDialog
        open={deleting != null}
        title="Delete this scheduled report?"
        message={`No more reports will be sent to ${deleting?.recipients ?? ''} on this schedule.`}
        isBusy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Section>
  );
}

function SentTable({ listingId }: { listingId: number }) {
  const query = useSentReports(listingId);
  const columns: Column<SentReportRow>[] = [
    {
      key: 'recipientNames',
      header: 'Recipient names',
      render: (r) =>
        r.recipientNames ?? (
          <Typography component="span" color="text.secondary">
            No names given
          </Typography>
        ),
      isAlwaysShown: true,
    },
    { key: 'recipients', header: 'Recipients', render: (r) => r.recipients },
    { key: 'sendDate', header: 'Send date', render: (r) => formatDateTime(r.sendDate) ?? '' },
    {
      key: 'pdf',
      header: 'Report',
      // the PDF the e-mail carried, as it was sent
      render: (r) =>
        r.pdfFileId ? (
          <MarketingLinks links={[{ label: 'VIEW', href: `/api/files/${r.pdfFileId}`, isFile: true }]} />
        ) : null,
    },
  ];
  return (
    <Section id="sent-emails" title="Sent e-mails">
      <DataTable
        label="Sent e-mails"
        columns={columns}
        rows={query.data}
        rowKey={(r) => r.id}
        isLoading={query.isLoading}
        error={query.isError ? MSG.reportScheduleLoadFailed : null}
        rowName={(r) => r.recipients}
        skeletonRows={2}
      />
    </Section>
  );
}
