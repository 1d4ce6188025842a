import { useEffect, useState } from 'react';
import { Box, Button, Chip, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { LIMITS, MSG, type SignInMode, type SignInUserRow } from '@atrium/domain';
import { PageHeader, Section } from '../../components/page/page-header';
import { DataTable, type Column, type RowAction } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/empty-state/empty-state';
import { SendResetLinkDialog, SetPasswordDialog, type PasswordTarget } from '../users';
import { SIGN_IN_USERS_PAGE_SIZE, useAuthConfig, useSignInUsers } from './identity-api';
import { formatDate } from '../../lib/format';
import { SearchField } from '../../components/form/search-field';

const MODE_LABEL: Record<SignInMode, string> = {
  demo: 'Demo sign-in',
  password: 'E-mail and password',
  external: 'External identity provider',
};

/** How staff sign in, said plainly for each mode. */
function ModeExplanation({ mode, issuer }: { mode: SignInMode; issuer: string }) {
  if (mode === 'demo')
    return (
      <Typography color="text.secondary" data-testid="sign-in-mode-demo">
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {MSG.demoSignInNotice}.
        </Box>{' '}
        The product runs on its demo data, so the built-in identity provider lists the users and signs anyone
        in with one click. Passwords set here are used once it runs as a real deployment
        (SEED_DEMO_DATA=false).
      </Typography>
    );
  if (mode === 'password')
    return (
      <Typography color="text.secondary">
        Staff sign in at the built-in identity provider with their e-mail and password. A user without a
        password cannot sign in: set one, or send them a link to choose their own.
      </Typography>
    );
  return (
    <Typography color="text.secondary">
      Staff sign in at your organisation&apos;s identity provider ({issuer}). Passwords are managed there, not
      in Atrium.
    </Typography>
  );
}

/** /eng/admin/sign-in (system administrators): the sign-in mode, and users' passwords. */
export default function SignInAdminPage() {
  const config = useAuthConfig();
  const mode = config.data?.signInMode;
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [settingFor, setSettingFor] = useState<PasswordTarget | null>(null);
  const [linkFor, setLinkFor] = useState<PasswordTarget | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setText(input.trim());
      setPage(0);
    }, LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [input]);

  const hasPasswords = mode === 'demo' || mode === 'password';
  const users = useSignInUsers(text, page, hasPasswords);

  const passwordCell = (u: SignInUserRow) =>
    u.hasPassword ? (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        label={u.passwordChangedAt ? `Set ${formatDate(u.passwordChangedAt)}` : 'Set'}
      />
    ) : (
      <Chip size="small" variant="outlined" label="Not set" />
    );
  const who = (u: SignInUserRow) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {u.firstName} {u.lastName}
        {u.status !== 1 && <Chip size="small" label="Inactive" sx={{ ml: 1 }} />}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: 13, sm: 14 } }}
      >
        {u.email}
      </Typography>
    </Box>
  );
  const fullName = (u: SignInUserRow) => `${u.firstName} ${u.lastName}`;
  // on a phone the two buttons of a row move into its actions menu
  const passwordActions = (u: SignInUserRow): RowAction[] => [
    { label: 'Set password', onClick: () => setSettingFor(u) },
    { label: 'Send reset link', onClick: () => setLinkFor(u) },
  ];
  const columns: Column<SignInUserRow>[] = [
    { key: 'user', header: 'User', render: (u) => who(u) },
    {
      key: 'roles',
      header: 'Roles',
      render: (u) => (
        <Typography variant="body2" color="text.secondary">
          {u.roles.join(', ') || '—'}
        </Typography>
      ),
    },
    { key: 'password', header: 'Password', render: passwordCell },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (u) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setSettingFor(u)}
            aria-label={`Set password for ${u.firstName} ${u.lastName}`}
          >
            Set password
          </Button>
          <Button
            size="small"
            onClick={() => setLinkFor(u)}
            aria-label={`Send reset link to ${u.firstName} ${u.lastName}`}
          >
            Send reset link
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader title="Sign-in" subtitle="How staff sign in to Atrium, and their passwords." />
      <Stack spacing={3}>
        <Section
          title="Sign-in mode"
          id="sign-in-mode"
          actions={mode && <Chip label={MODE_LABEL[mode]} color={mode === 'demo' ? 'warning' : 'primary'} />}
        >
          {config.isError ? (
            <EmptyState dense tone="error" title={MSG.serverError} />
          ) : mode ? (
            <ModeExplanation mode={mode} issuer={config.data!.issuer} />
          ) : (
            <Typography color="text.secondary">Loading…</Typography>
          )}
        </Section>
        {hasPasswords && (
          <Section title="Passwords" id="passwords">
            <SearchField
              label="Search users by name or e-mail"
              value={input}
              onChange={setInput}
              fullWidth
              sx={{ mb: 2, maxWidth: 520 }}
            />
            <DataTable
              label="Users and their passwords"
              columns={isPhone ? columns.filter((c) => c.key !== 'actions') : columns}
              rows={users.data?.results}
              rowKey={(u) => u.id}
              isLoading={users.isLoading}
              error={users.isError ? MSG.failedSignInUsers : null}
              emptyMessage={MSG.noResultsFound}
              rowActions={isPhone ? passwordActions : undefined}
              rowActionsLabel={(u) => `Password actions for ${fullName(u)}`}
              paging={
                (users.data?.totalRecords ?? 0) > SIGN_IN_USERS_PAGE_SIZE
                  ? {
                      page,
                      pageSize: SIGN_IN_USERS_PAGE_SIZE,
                      total: users.data?.totalRecords ?? 0,
                      onPageChange: setPage,
                    }
                  : undefined
              }
            />
          </Section>
        )}
      </Stack>
      <SetPasswordDialog user={settingFor} onClose={() => setSettingFor(null)} />
      <SendResetLinkDialog user={linkFor} onClose={() => setLinkFor(null)} />
    </Box>
  );
}
