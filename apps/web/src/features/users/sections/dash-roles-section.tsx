import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import { MSG, UserDashRoleSchema } from '@atrium/domain';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ApiError } from '../../../lib/api-client';
import {
  useAddDashRole,
  useDashRoleLookups,
  useDashRoles,
  useRemoveDashRole,
  type UserDashRole,
} from '../users-api';
import type { UserFormProps, UserViewProps } from './section-contract';

function DashRoleList({ rows, onRemove }: { rows: UserDashRole[]; onRemove?: (r: UserDashRole) => void }) {
  if (!rows.length) return <Typography color="text.secondary">{MSG.noRecordsFound}</Typography>;
  return (
    <List dense disablePadding aria-label="Dash roles">
      {rows.map((r) => (
        <ListItem
          key={r.id}
          divider
          disableGutters
          secondaryAction={
            onRemove && (
              <IconButton
                edge="end"
                aria-label={`Remove ${r.roleName} in ${r.officeName}`}
                onClick={() => onRemove(r)}
              >
                <DeleteOutlineRounded />
              </IconButton>
            )
          }
        >
          <ListItemText
            primary={r.officeName}
            secondary={r.roleName}
            slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The roles the user holds in particular offices (the Dash back-office system's roles). */
export function DashRolesReadView({ user }: UserViewProps) {
  const { data, isError } = useDashRoles(user.id);
  if (isError) return <EmptyState dense tone="error" title={MSG.failedRetrieveDashRoles} />;
  if (!data) return <Skeleton variant="rounded" height={48} aria-label="Loading dash roles" />;
  return <DashRoleList rows={data} />;
}

/** Add an office and role pair (both required, never the same pair twice); remove after a confirm. */
export function DashRolesForm({ user, leave }: UserFormProps) {
  const { data, isError } = useDashRoles(user.id);
  const lookups = useDashRoleLookups();
  const add = useAddDashRole(user.id);
  const remove = useRemoveDashRole(user.id);
  const [officeId, setOfficeId] = useState<number | ''>('');
  const [roleId, setRoleId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<UserDashRole | null>(null);

  const submit = async () => {
    const parsed = UserDashRoleSchema.safeParse({
      userId: user.id,
      officeId: officeId === '' ? null : officeId,
      roleId: roleId || null,
    });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    const roleKey = parsed.data.roleId?.toLowerCase();
    if (data?.some((r) => r.officeId === parsed.data.officeId && r.roleId.toLowerCase() === roleKey))
      return setError(MSG.dashRoleDuplicate);
    setError(null);
    try {
      await add.mutateAsync(parsed.data);
      setOfficeId('');
      setRoleId('');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setError(err.message);
    }
  };

  return (
    <Box>
      <Box
        component="form"
        aria-label="Add dash role"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            select
            label="Office"
            required
            value={officeId}
            onChange={(e) => {
              setOfficeId(e.target.value === '' ? '' : Number(e.target.value));
              setError(null);
            }}
            sx={{ flex: 1, minWidth: 0 }}
            disabled={!lookups.data}
          >
            {(lookups.data?.offices ?? []).map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Role"
            required
            value={roleId}
            onChange={(e) => {
              setRoleId(e.target.value);
              setError(null);
            }}
            sx={{ flex: 1, minWidth: 0 }}
            disabled={!lookups.data}
          >
            {(lookups.data?.roles ?? []).map((r) => (
              <MenuItem key={r.key} value={r.key}>
                {r.value}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddRounded />}
            disabled={add.isPending}
            sx={{ height: 56, flexShrink: 0 }}
          >
            Add
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        )}
      </Box>
      <Box sx={{ mt: 3 }}>
        {isError ? (
          <EmptyState dense tone="error" title={MSG.failedRetrieveDashRoles} />
        ) : data ? (
          <DashRoleList rows={data} onRemove={setRemoving} />
        ) : (
          <Skeleton variant="rounded" height={48} aria-label="Loading dash roles" />
        )}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove dash role"
        message={removing ? `Remove the role ${removing.roleName} in ${removing.officeName}?` : ''}
        confirmLabel="Remove"
        isBusy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Box>
  );
}
