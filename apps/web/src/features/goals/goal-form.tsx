import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { AgentGoalInputSchema, etagFor, type AgentGoal, type AgentGoalValues } from '@atrium/domain';
import { FormMoney, FormNumber } from '../../components/form/form-number';
import { showToast } from '../../lib/toast-store';
import { goalCalls, goalKeys } from './goals-api';

type FormValues = {
  year: number;
  salesVolumeGoal: number | null;
  closedDealsGoal: number | null;
  newListingsGoal: number | null;
};

/**
 * The goal of a year: sales volume, closed deals and new listings. Creates the year's goal when
 * there is none, else updates it (with its version). Mounted per agent, year and version.
 */
export function GoalForm({ agentId, year, goal }: { agentId: number; year: number; goal: AgentGoal | null }) {
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const form = useForm<FormValues, unknown, AgentGoalValues>({
    resolver: zodResolver(AgentGoalInputSchema) as never,
    defaultValues: {
      year,
      salesVolumeGoal: goal?.salesVolumeGoal ?? null,
      closedDealsGoal: goal?.closedDealsGoal ?? null,
      newListingsGoal: goal?.newListingsGoal ?? null,
    },
    mode: 'onTouched',
  });
  const control = form.control as Control<FormValues, unknown, unknown>;

  const save = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = goal
        ? await goalCalls.update(agentId, goal.id, values, etagFor(goal.version))
        : await goalCalls.create(agentId, values);
      showToast('success', saved.message);
      await queryClient.invalidateQueries({ queryKey: goalKeys.agent(agentId) });
    } catch {
      /* the api client already said 'Failed to save agent goal' */
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper component="form" aria-label={`Goals for ${year}`} onSubmit={(e) => void save(e)} sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Goals for {year}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {goal ? 'Adjust your targets for the year.' : 'No goal is set for this year yet.'}
      </Typography>
      <Stack spacing={2}>
        <FormMoney control={control} name="salesVolumeGoal" label="Sales volume goal" decimals={0} required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormNumber control={control} name="closedDealsGoal" label="Closed deals goal" required />
          <FormNumber control={control} name="newListingsGoal" label="New listings goal" required />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {goal ? 'Save goal' : 'Set goal'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
