import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { MSG, OfficeFormSchema, type OfficeFormOut } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { lookupsKeys } from '../lookups';
import { showToast } from '../../lib/toast-store';
import { AdditionalMlsDialog } from './additional-mls-dialog';
import { EMPTY_OFFICE_FORM, OfficeDetailsFields, type OfficeFormValues } from './office-details-fields';
import { officeCalls, type AdditionalMlsDraft } from './offices-api';

/**
 * /eng/office/new: the creation form (the Description section's fields, the Additional MLSs modal,
 * specialization chips). On success the specializations and MLSs are saved, then the new office
 * opens.
 */
export function OfficeCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<OfficeFormValues, unknown, OfficeFormOut>({
    resolver: zodResolver(OfficeFormSchema),
    defaultValues: EMPTY_OFFICE_FORM,
    mode: 'onTouched',
  });
  const [mls, setMls] = useState<AdditionalMlsDraft[]>([]);
  const [isMlsOpen, setMlsOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const create = form.handleSubmit(async ({ officeSpecializations, ...details }) => {
    setBusy(true);
    try {
      const { id } = (await officeCalls.create(details)).data;
      if (officeSpecializations.length) await officeCalls.specializations(id, officeSpecializations);
      for (const row of mls) await officeCalls.addAdditionalMls(id, row);
      // the shell's office lookups (listing creation, pickers) gain the new office
      void queryClient.invalidateQueries({ queryKey: lookupsKeys.all });
      showToast('success', MSG.officeCreated);
      navigate(`/eng/office/${id}`);
    } catch {
      setBusy(false);
    }
  });

  return (
    <Box>
      <PageHeader overline="Offices" title="New office" subtitle="Fields marked * are required." />
      <Paper
        component="form"
        aria-label="New office"
        noValidate
        onSubmit={(e) => void create(e)}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Details
        </Typography>
        <OfficeDetailsFields control={form.control as Control<OfficeFormValues, unknown, unknown>} />
        <Divider sx={{ my: 3 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" onClick={() => setMlsOpen(true)}>
            Additional MLSs
          </Button>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, flex: 1 }}>
            {mls.map((r, i) => (
              <Chip
                key={i}
                size="small"
                label={`${r.mlsName} · ${r.mlsNumber}${r.active === false ? ' (inactive)' : ''}`}
              />
            ))}
          </Stack>
          <Button onClick={() => navigate('/eng/offices')} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            Create office
          </Button>
        </Stack>
      </Paper>
      {isMlsOpen && (
        <AdditionalMlsDialog
          open
          rows={mls}
          onClose={() => setMlsOpen(false)}
          onSave={(rows) => {
            setMls(rows);
            setMlsOpen(false);
          }}
        />
      )}
    </Box>
  );
}
