import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { MSG, USER_STATUS_LABEL } from '@atrium/domain';
import { loaderStore } from '../../lib/loader-store';
import { EmptyState } from '../../components/empty-state/empty-state';
import { RecordSections, StaleBanner, useOpenSection } from '../../components/record-page/record-sections';
import { useVersionedWrites } from '../../components/record-page/use-versioned-writes';
import { useAuthConfig } from '../identity';
import { SendResetLinkDialog } from './send-reset-link-dialog';
import { SetPasswordDialog } from './set-password-dialog';
import { USER_SECTIONS } from './sections';
import { usersKeys, useUserSummary, type PasswordTarget, type UserSummary } from './users-api';

function UserHeader({ user, onPassword }: { user: UserSummary; onPassword: (kind: 'set' | 'link') => void }) {
  const config = useAuthConfig().data;
  // passwords matter where the built-in provider signs staff in (demo or e-mail and password)
  const hasPasswords = config?.signInMode === 'demo' || config?.signInMode === 'password';
  const name = `${user.preferredFirstName || user.firstName} ${user.lastName}`;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-end' }, justifyContent: 'space-between', mb: 3 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="secondary.dark" component="p">
          User
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={user.status === 1 ? 'success' : 'default'}
            label={USER_STATUS_LABEL[user.status === 1 ? 1 : 2]}
          />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {[user.title, user.email].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {hasPasswords && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => onPassword('set')}>
            Set password
          </Button>
          <Button onClick={() => onPassword('link')}>Send reset link</Button>
        </Stack>
      )}
    </Stack>
  );
}

/** /eng/user/{userId} (system administrators): the sections Identity, OfficeAccess, Roles, DashRoles. */
export default function UserPage() {
  const userId = Number(useParams().userId);
  const queryClient = useQueryClient();
  const summary = useUserSummary(userId);
  const user = summary.data?.data;
  const [passwordFor, setPasswordFor] = useState<PasswordTarget | null>(null);
  const [linkFor, setLinkFor] = useState<PasswordTarget | null>(null);

  useEffect(() => {
    if (!summary.isLoading) return;
    loaderStore.start('user');
    return () => loaderStore.stop('user');
  }, [summary.isLoading]);

  const writes = useVersionedWrites({
    readEtag: summary.data?.etag,
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.summary(userId) });
      void queryClient.invalidateQueries({ queryKey: ['users', userId, 'audit'] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
  const { openKey, open } = useOpenSection(USER_SECTIONS, !summary.isLoading);

  if (summary.isLoading) return <Box role="status" aria-label="Loading user" sx={{ minHeight: 320 }} />;
  if (!user)
    return (
      <EmptyState
        tone="error"
        title={MSG.failedGetUserDetails}
        message="The user could not be loaded. They may not exist."
        action={
          <Button component={RouterLink} to="/eng/users" startIcon={<ArrowBackRounded />}>
            All users
          </Button>
        }
      />
    );

  const target: PasswordTarget = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
  return (
    <Box sx={{ maxWidth: 1120 }}>
      <StaleBanner isStale={writes.isStale} reload={writes.reload} />
      <UserHeader
        user={user}
        onPassword={(kind) => (kind === 'set' ? setPasswordFor(target) : setLinkFor(target))}
      />
      <RecordSections
        sections={USER_SECTIONS}
        viewProps={{ user }}
        isEditable={() => true}
        openKey={openKey}
        open={open}
        save={writes.save}
        reloads={writes.reloads}
      />
      <SetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <SendResetLinkDialog user={linkFor} onClose={() => setLinkFor(null)} />
    </Box>
  );
}
