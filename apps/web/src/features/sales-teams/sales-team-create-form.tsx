import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  SalesTeamDescriptionSchema,
  type SalesTeamDescription,
  type SalesTeamDescriptionBody,
} from '@atrium/domain';
import { showToast } from '../../lib/toast-store';
import { PageHeader } from '../../components/page/page-header';
import { EMPTY_TEAM, SalesTeamFields } from './sales-team-fields';
import { salesTeamCalls, salesTeamKeys } from './sales-teams-api';

/** The creation form: Save creates the team and opens it; Clear empties the form. */
export function SalesTeamCreateForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SalesTeamDescriptionBody, unknown, SalesTeamDescription>({
    resolver: zodResolver(SalesTeamDescriptionSchema),
    defaultValues: EMPTY_TEAM,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    const res = await salesTeamCalls.create(values).catch(() => null);
    if (!res) return;
    showToast('success', res.data.message);
    void queryClient.invalidateQueries({ queryKey: salesTeamKeys.all });
    navigate(`/eng/salesTeam/${res.data.id}`);
  });
  return (
    <Box>
      <PageHeader
        overline="Sales Teams"
        title="New sales team"
        subtitle="Name, email, office and description are required. Add members once the team exists: it is active from two."
      />
      <Paper
        component="form"
        aria-label="New sales team"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}
      >
        <SalesTeamFields control={form.control} />
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {form.formState.isSubmitting ? 'Saving…' : ''}
          </Typography>
          <Button color="inherit" onClick={() => form.reset(EMPTY_TEAM)}>
            Clear
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
