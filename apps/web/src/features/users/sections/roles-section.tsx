import { useForm, useWatch } from 'react-hook-form';
import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { MSG } from '@atrium/domain';
import { useBlurSave } from '../../../components/form/use-blur-save';
import { SectionFormFrame } from '../../../components/record-page/section-form-frame';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { useUserAccessWrites, useUserRoles, type UserRoleChoice } from '../users-api';
import type { UserFormProps, UserViewProps } from './section-contract';

const GROUPS = [
  { grouping: 'normal', title: 'Roles', hint: 'What the user is: their place in the network.' },
  {
    grouping: 'permission',
    title: 'Permissions',
    hint: 'What the user may do on top of their roles (or is kept from doing).',
  },
] as const;

function Loading({ roles, isError }: { roles: UserRoleChoice[] | undefined; isError: boolean }) {
  if (isError) return <EmptyState dense tone="error" title={MSG.failedGetUserDetails} />;
  if (!roles) return <Skeleton variant="rounded" height={96} aria-label="Loading roles" />;
  return null;
}

/** The roles and permissions the user holds, in the catalogue's two groups. */
export function RolesReadView({ user }: UserViewProps) {
  const { data: roles, isError } = useUserRoles(user.id);
  if (!roles) return <Loading roles={roles} isError={isError} />;
  return (
    <Stack spacing={2.5}>
      {GROUPS.map((g) => {
        const held = roles.filter((r) => r.grouping === g.grouping && r.isSelected);
        return (
          <Box key={g.grouping} component="section" aria-label={g.title}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {g.title}
            </Typography>
            {held.length ? (
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                {held.map((r) => (
                  <Chip key={r.key} label={r.value} color="primary" size="small" />
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">None</Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * Every role and permission as a chip: a filled chip with a tick is on, an outlined one off;
 * a click toggles it and saves at once (the user's next request uses the new set).
 */
export function RolesForm({ user, save, leave }: UserFormProps) {
  const { data: roles, isError } = useUserRoles(user.id);
  if (!roles) return <Loading roles={roles} isError={isError} />;
  return <RolesChips userId={user.id} roles={roles} save={save} leave={leave} />;
}

function RolesChips({
  userId,
  roles,
  save,
  leave,
}: { userId: number; roles: UserRoleChoice[] } & Pick<UserFormProps, 'save' | 'leave'>) {
  const writes = useUserAccessWrites(userId);
  const form = useForm<{ roleIds: string[] }>({
    defaultValues: { roleIds: roles.filter((r) => r.isSelected).map((r) => r.key) },
  });
  const chosen = useWatch({ control: form.control, name: 'roleIds' });
  const submit = (values: { roleIds: string[] }) =>
    save([writes.roles(values.roleIds)], { success: MSG.userDetailsSaved });
  const blur = useBlurSave(form, submit, leave);
  const toggle = (key: string) => {
    const next = chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key];
    form.setValue('roleIds', next, { shouldDirty: true });
    void blur.saveIfChanged();
  };
  return (
    <SectionFormFrame blur={blur} label="Roles">
      <Stack spacing={3}>
        {GROUPS.map((g) => {
          const choices = roles.filter((r) => r.grouping === g.grouping);
          const count = choices.filter((r) => chosen.includes(r.key)).length;
          return (
            <Box key={g.grouping} role="group" aria-label={g.title}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 0.5 }}>
                <Typography variant="subtitle2" component="h3">
                  {g.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {count} of {choices.length} on
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {g.hint}
              </Typography>
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                {choices.map((r) => {
                  const isOn = chosen.includes(r.key);
                  return (
                    <Chip
                      key={r.key}
                      label={r.value}
                      clickable
                      aria-pressed={isOn}
                      color={isOn ? 'primary' : 'default'}
                      variant={isOn ? 'filled' : 'outlined'}
                      icon={isOn ? <CheckRounded /> : undefined}
                      onClick={() => toggle(r.key)}
                    />
                  );
                })}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </SectionFormFrame>
  );
}
