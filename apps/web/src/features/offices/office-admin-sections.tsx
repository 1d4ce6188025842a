import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, FormControlLabel, Grid, Stack, Switch, TextField, Typography } from '@mui/material';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { MSG, OFFICE_LIMITS, OFFICE_SETTINGS_FLAGS } from '@atrium/domain';
import { ReadGrid } from '../../components/record-page/read-grid';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { AgentPicker, type AgentOption } from '../../components/search-picker/agent-picker';
import { showToast } from '../../lib/toast-store';
import { officeCalls, officeKeys, useOfficeSettings, type OfficeSettingsData } from './offices-api';
import type { OfficeFormProps, OfficeViewProps } from './office-sections';

export function ManagersReadView({ office }: OfficeViewProps) {
  return (
    <ReadGrid
      columns={2}
      items={[
        ['Manager', office.managerName],
        ['Title', office.managerTitle],
      ]}
    />
  );
}

/** Managers: assign an active agent with a title; remove after confirmation. */
export function ManagersEditForm({ office, leave }: OfficeFormProps) {
  const queryClient = useQueryClient();
  const [agent, setAgent] = useState<AgentOption | null>(null);
  const [title, setTitle] = useState(office.managerTitle ?? '');
  const [isBusy, setBusy] = useState(false);
  const [isConfirming, setConfirming] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: officeKeys.office(office.id) });
  const assign = async () => {
    if (!agent) return showToast('error', MSG.required(['Agent']));
    setBusy(true);
    try {
      const res = await officeCalls.assignManager(office.id, agent.agentId, title);
      showToast('success', res.data.message);
      await refresh();
      leave('close');
    } catch {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await officeCalls.removeManager(office.id);
      showToast('success', MSG.officeManagerRemoved);
      setConfirming(false);
      await refresh();
      leave('close');
    } catch {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {office.managerName
          ? `Current manager: ${office.managerName}${office.managerTitle ? `, ${office.managerTitle}` : ''}.`
          : 'This office has no manager.'}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AgentPicker
            label="Agent"
            required
            placeholder="Search by last name"
            value={agent}
            onPick={setAgent}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: OFFICE_LIMITS.managerTitleMax } }}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {office.managerId && (
          <Button color="error" onClick={() => setConfirming(true)} disabled={isBusy} sx={{ mr: 'auto' }}>
            Remove manager
          </Button>
        )}
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
        <Button variant="contained" onClick={() => void assign()} disabled={isBusy}>
          Assign manager
        </Button>
      </Stack>
      <ConfirmDialog
        open={isConfirming}
        title="Remove manager"
        message={`Remove ${office.managerName ?? 'the manager'} as manager of ${office.name}?`}
        confirmLabel="Remove"
        isBusy={isBusy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** ManageDesignVault: the office's design-vault templates page. */
export function DesignVaultReadView({ office }: OfficeViewProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Typography color="text.secondary" sx={{ flex: 1 }}>
        Choose which design-vault templates this office offers its agents.
      </Typography>
      <Button
        component={RouterLink}
        to={`/designVault/office-templates/${office.id}`}
        variant="outlined"
        endIcon={<OpenInNewRounded />}
      >
        Manage Office Design Vault Templates
      </Button>
    </Stack>
  );
}

const onOff = (v: boolean) => (v ? 'On' : 'Off');

export function SettingsReadView({ office }: OfficeViewProps) {
  const settings = useOfficeSettings(office.id, true);
  if (!settings.data) return <Box sx={{ minHeight: 120 }} role="status" aria-label="Loading settings" />;
  const data = settings.data;
  return <ReadGrid items={OFFICE_SETTINGS_FLAGS.map(([flag, label]) => [label, onOff(data[flag])])} />;
}

/** Settings: the 13 flags as labelled switches, each change saved at once. */
export function SettingsEditForm({ office, leave }: OfficeFormProps) {
  const queryClient = useQueryClient();
  const settings = useOfficeSettings(office.id, true);
  const [flags, setFlags] = useState<OfficeSettingsData | null>(null);
  const [isSaving, setSaving] = useState(false);
  const current = flags ?? settings.data ?? null;
  if (!current) return <Box sx={{ minHeight: 120 }} role="status" aria-label="Loading settings" />;

  const toggle = async (flag: keyof OfficeSettingsData, value: boolean) => {
    const before = current;
    const next = { ...current, [flag]: value };
    setFlags(next);
    setSaving(true);
    try {
      const res = await officeCalls.settings(office.id, next);
      showToast('success', res.data.message);
      queryClient.setQueryData(officeKeys.settings(office.id), next);
    } catch {
      setFlags(before);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Box
        component="fieldset"
        sx={{
          border: 0,
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          columnGap: 3,
        }}
      >
        <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          New listings in this office start with the default flags; each change is saved at once.
        </Typography>
        {OFFICE_SETTINGS_FLAGS.map(([flag, label]) => (
          <FormControlLabel
            key={flag}
            label={label}
            control={
              <Switch
                checked={current[flag]}
                disabled={isSaving}
                onChange={(e) => void toggle(flag, e.target.checked)}
                slotProps={{ input: { 'aria-label': label } }}
              />
            }
          />
        ))}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => leave('close')} variant="contained">
          Done
        </Button>
      </Stack>
    </Stack>
  );
}
