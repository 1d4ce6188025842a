import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Stack } from '@mui/material';
import { canAdministerOffices, MSG, OFFICE_STATUS } from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { loaderStore } from '../../lib/loader-store';
import { actorFromUser } from '../../app/actor';
import { showToast } from '../../lib/toast-store';
import { PageHeader } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import {
  RecordSections,
  StaleBanner,
  useOpenSection,
  type RecordSection,
} from '../../components/record-page/record-sections';
import { useVersionedWrites } from '../../components/record-page/use-versioned-writes';
import { lookupsKeys } from '../lookups';
import { officeCalls, officeKeys, useOffice } from './offices-api';
import { OfficeCreatePage } from './office-create-page';
import {
  DetailsEditForm,
  DetailsReadView,
  HistoryEditForm,
  HistoryReadView,
  OfficePhotoView,
  type OfficeViewProps,
} from './office-sections';
import {
  DesignVaultReadView,
  ManagersEditForm,
  ManagersReadView,
  SettingsEditForm,
  SettingsReadView,
} from './office-admin-sections';

type OfficeSection = RecordSection<OfficeViewProps> & { isAdminOnly?: boolean };

/** The sections in the spec's order; the keys are the spec's names (?edit=Description opens Details). */
const SECTIONS: OfficeSection[] = [
  {
    key: 'Description',
    editAliases: ['Details'],
    title: 'Details',
    ReadView: DetailsReadView,
    EditForm: DetailsEditForm,
  },
  { key: 'History', title: 'Description', ReadView: HistoryReadView, EditForm: HistoryEditForm },
  { key: 'OfficePhoto', title: 'Office photo', ReadView: OfficePhotoView },
  {
    key: 'Managers',
    title: 'Managers',
    ReadView: ManagersReadView,
    EditForm: ManagersEditForm,
    isAdminOnly: true,
  },
  { key: 'ManageDesignVault', title: 'Design vault', ReadView: DesignVaultReadView, isAdminOnly: true },
  {
    key: 'Settings',
    title: 'Settings',
    ReadView: SettingsReadView,
    EditForm: SettingsEditForm,
    isAdminOnly: true,
  },
];

/** /eng/office/{officeId} (and /eng/office/new: the creation form). */
export default function OfficePage() {
  const param = useParams().officeId;
  if (param?.toLowerCase() === 'new') return <OfficeCreatePage />;
  return <OfficeEditPage officeId={Number(param)} />;
}

function OfficeEditPage({ officeId }: { officeId: number }) {
  const user = useCurrentUser()!;
  const actor = useMemo(() => actorFromUser(user), [user]);
  const isAdmin = canAdministerOffices(actor);
  const queryClient = useQueryClient();
  const details = useOffice(officeId);
  const office = details.data?.data;
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    if (!details.isLoading) return;
    loaderStore.start('office');
    return () => loaderStore.stop('office');
  }, [details.isLoading]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: officeKeys.office(officeId) });
  const writes = useVersionedWrites({ readEtag: details.data?.etag, refresh });
  const sections = SECTIONS.filter((s) => isAdmin || !s.isAdminOnly);
  const { openKey, open } = useOpenSection(sections, Boolean(office));

  if (details.isLoading) return <Box role="status" aria-label="Loading office" sx={{ minHeight: 320 }} />;
  if (!office)
    return (
      <EmptyState
        tone="error"
        title={MSG.officeLoadFailed}
        message="The office could not be loaded. It may not exist or be outside your offices."
      />
    );

  const isActive = office.statusId === OFFICE_STATUS.active;
  const changeStatus = async () => {
    setBusy(true);
    try {
      const res = isActive ? await officeCalls.deactivate(office.id) : await officeCalls.activate(office.id);
      showToast('success', res.data.message);
      setConfirming(false);
      refresh();
      void queryClient.invalidateQueries({ queryKey: lookupsKeys.all });
    } catch {
      /* the call toasted */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <StaleBanner isStale={writes.isStale} reload={writes.reload} />
      <PageHeader
        overline="Office"
        title={office.name}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={office.status}
              color={isActive ? 'success' : 'default'}
              variant="outlined"
            />
            <span>{[office.city, office.state].filter(Boolean).join(', ')}</span>
          </Stack>
        }
        actions={
          isAdmin && (
            <Button
              color={isActive ? 'error' : 'primary'}
              variant="outlined"
              onClick={() => setConfirming(true)}
            >
              {isActive ? 'Deactivate' : 'Activate'}
            </Button>
          )
        }
      />
      <Box sx={{ maxWidth: 1100 }}>
        <RecordSections
          sections={sections}
          viewProps={{ office, actor, isAdmin }}
          isEditable={(s) => isAdmin || !s.isAdminOnly}
          openKey={openKey}
          open={open}
          save={writes.save}
          reloads={writes.reloads}
        />
      </Box>
      <ConfirmDialog
        open={isConfirming}
        title={isActive ? 'Deactivate office' : 'Activate office'}
        message={
          isActive
            ? `Deactivate ${office.name}? It will show as Inactive and leave office groupings.`
            : `Make ${office.name} active again?`
        }
        confirmLabel={isActive ? 'Deactivate' : 'Activate'}
        destructive={isActive}
        isBusy={isBusy}
        onConfirm={() => void changeStatus()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
