import { Box, Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackSchema, isSystemAdmin } from '@atrium/domain';
import type { z } from 'zod';
import { PageHeader, Section } from '../../components/page/page-header';
import { DataTable } from '../../components/data-table/data-table';
import { useCurrentUser } from '../../lib/session-store';
import { useFeedbackList, useSendFeedback, type FeedbackEntry } from './feedback-api';
import { formatDateTime } from '../../lib/format';

type FormIn = z.input<typeof FeedbackSchema>;
type FormOut = z.output<typeof FeedbackSchema>;

/** /feedback: any signed-in user sends feedback; a system administrator also reads what was sent. */
export default function FeedbackPage() {
  const user = useCurrentUser()!;
  const isAdmin = isSystemAdmin({ roles: user.roleCodes });
  const send = useSendFeedback();
  const list = useFeedbackList(isAdmin);
  const { register, handleSubmit, reset, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(FeedbackSchema),
    defaultValues: { message: '', page: document.referrer ? new URL(document.referrer).pathname : null },
  });
  const submit = handleSubmit(async (values) => {
    await send.mutateAsync(values);
    reset({ message: '', page: values.page });
  });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader
        title="Feedback"
        subtitle="Tell us what works well and what could be better. Every message is read."
      />
      <Section id="feedback-form" title="Send feedback">
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <TextField
              label="Your feedback"
              required
              multiline
              minRows={5}
              {...register('message')}
              error={!!formState.errors.message}
              helperText={formState.errors.message?.message}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={send.isPending}>
                Send feedback
              </Button>
            </Box>
          </Stack>
        </Box>
      </Section>
      {isAdmin && (
        <Section id="feedback-list" title="Feedback received">
          <DataTable<FeedbackEntry>
            label="Feedback received"
            rows={list.data}
            isLoading={list.isLoading}
            error={list.isError ? 'Failed to get feedback' : null}
            rowKey={(r) => r.id}
            columns={[
              { key: 'date', header: 'Date', width: 190, render: (r) => formatDateTime(r.createdDate) },
              {
                key: 'from',
                header: 'From',
                width: 220,
                render: (r) => (r.email ? `${r.firstName} ${r.lastName}` : 'Unknown user'),
              },
              { key: 'message', header: 'Feedback', render: (r) => r.message },
              { key: 'page', header: 'Page', width: 160, render: (r) => r.page ?? '—' },
            ]}
          />
        </Section>
      )}
    </Box>
  );
}
