import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  ADVERTISEMENT_FILE_TYPES,
  canWriteAdvertisements,
  isAllowed,
  SPOT_BOOKING_SCREEN,
  MSG,
  type AdvertisementFileTypeId,
} from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useCurrentUser } from '../../lib/session-store';
import { showToast } from '../../lib/toast-store';
import { actorFromUser } from '../../app/actor';
import {
  advertisementCalls,
  advertisementKeys,
  useAdvertisement,
  type AdvertisementData,
} from './advertisements-api';
import { AdvertisementForm } from './advertisement-form';
import { FileSlot } from './file-slot';
import { PendingFileSlot } from './pending-file-slot';

type Pending = Record<AdvertisementFileTypeId, File | null>;
const NO_FILES: Pending = { 1: null, 2: null };

/** /eng/viewAdvertisement/{advertisementId?}: an advertisement's form and files; without an id it creates one. */
export default function AdvertisementPage() {
  const param = useParams().advertisementId;
  const id = param ? Number(param) : null;
  const ad = useAdvertisement(id !== null && Number.isInteger(id) && id > 0 ? id : null);
  if (id === null) return <NewAdvertisement />;
  if (ad.isLoading) return <Box role="status" aria-label="Loading advertisement" sx={{ minHeight: 320 }} />;
  if (!ad.data)
    return (
      <EmptyState
        tone="error"
        title={MSG.advertisementLoadFailed}
        message="The advertisement could not be loaded. It may have been deleted."
      />
    );
  return <AdvertisementView key={ad.data.id} ad={ad.data} />;
}

/** A new advertisement is for the writers; a reader who opens the address is told so. */
function NewAdvertisement() {
  const user = useCurrentUser()!;
  if (canWriteAdvertisements(actorFromUser(user))) return <AdvertisementView ad={null} />;
  return (
    <EmptyState
      title="Advertisements are created by marketing staff"
      message="You can read every advertisement; marketing coordinators, corporate marketing and system administrators create them."
      action={
        <Button component={RouterLink} to="/eng/advertisements" variant="contained">
          Open advertisements
        </Button>
      }
    />
  );
}

function AdvertisementView({ ad }: { ad: AdvertisementData | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser()!;
  const canWrite = useMemo(() => canWriteAdvertisements(actorFromUser(user)), [user]);
  const canOpenSpots = Boolean(user && isAllowed({ roles: user.roleCodes }, SPOT_BOOKING_SCREEN));
  const [pending, setPending] = useState<Pending>(NO_FILES);
  const [isDeleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: advertisementKeys.all });

  const afterSave = async (savedId: number, message: string) => {
    for (const type of ADVERTISEMENT_FILE_TYPES) {
      const file = pending[type.id];
      if (file) await advertisementCalls.upload(savedId, type.id, file).catch(() => {});
    }
    showToast('success', message);
    await refresh();
    if (!ad) navigate(`/eng/viewAdvertisement/${savedId}`, { replace: true });
  };
  const run = async (
    work: () => Promise<{ data: { message: string; id?: number } }>,
    then?: (id?: number) => void,
  ) => {
    try {
      const { data } = await work();
      showToast('success', data.message);
      await refresh();
      then?.(data.id);
    } catch {
      /* the call showed its message */
    }
  };

  return (
    <Box>
      <PageHeader
        overline="Advertisement"
        title={ad ? ad.name : 'New advertisement'}
        subtitle={ad ? ad.mediaOutletName : 'Fields marked * are required.'}
        actions={
          ad && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {canOpenSpots && (
                <Button component={RouterLink} to={`/eng/spots/${ad.id}`} variant="outlined">
                  Spots
                </Button>
              )}
              <Button
                variant="outlined"
                onClick={() => void advertisementCalls.export(ad.id, 'advertisement').catch(() => {})}
              >
                Export
              </Button>
              <Button
                variant="outlined"
                onClick={() => void advertisementCalls.export(ad.id, 'cit').catch(() => {})}
              >
                CIT export
              </Button>
              {canWrite && (
                <>
                  <Button
                    variant="outlined"
                    onClick={() =>
                      void run(
                        () => advertisementCalls.copy(ad.id),
                        (copyId) => navigate(`/eng/viewAdvertisement/${copyId}`),
                      )
                    }
                  >
                    Copy
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                </>
              )}
            </Stack>
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <AdvertisementForm ad={ad} isReadOnly={!canWrite} onSaved={afterSave} />
        <Paper
          sx={{ p: { xs: 2, md: 3 }, alignSelf: 'start' }}
          component="section"
          aria-labelledby="ad-files"
        >
          <Typography id="ad-files" variant="h3" component="h2" sx={{ mb: 2 }}>
            Files
          </Typography>
          <Stack spacing={1.5}>
            {ADVERTISEMENT_FILE_TYPES.map((type) =>
              ad ? (
                <FileSlot
                  key={type.id}
                  label={type.label}
                  file={type.id === 1 ? ad.adImage : ad.tearSheet}
                  isPdfAccepted={type.id === 2}
                  isDisabled={!canWrite}
                  onUpload={(file) => advertisementCalls.upload(ad.id, type.id, file).then(refresh)}
                  onDelete={() => advertisementCalls.deleteFile(ad.id, type.id).then(refresh)}
                />
              ) : (
                <PendingFileSlot
                  key={type.id}
                  label={type.label}
                  file={pending[type.id]}
                  isPdfAccepted={type.id === 2}
                  onChange={(file) => setPending((p) => ({ ...p, [type.id]: file }))}
                />
              ),
            )}
          </Stack>
        </Paper>
      </Box>
      {ad && (
        <ConfirmDialog
          open={isDeleting}
          title="Delete advertisement"
          message={MSG.confirmDeleteAdvertisement(ad.name)}
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            setDeleting(false);
            void run(
              () => advertisementCalls.remove(ad.id),
              () => navigate('/eng/advertisements'),
            );
          }}
        />
      )}
    </Box>
  );
}
