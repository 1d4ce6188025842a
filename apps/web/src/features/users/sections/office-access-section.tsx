import { useForm, type Control } from 'react-hook-form';
import { Chip, Skeleton, Stack, Typography } from '@mui/material';
import { MSG } from '@atrium/domain';
import { useBlurSave } from '../../../components/form/use-blur-save';
import { SectionFormFrame } from '../../../components/record-page/section-form-frame';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { FormChips } from '../../../components/form/form-choice';
import { useLookups } from '../../lookups';
import { useUserAccessWrites, useUserOffices } from '../users-api';
import type { UserFormProps, UserViewProps } from './section-contract';

/** The offices whose data the user sees (a system administrator sees every office anyway). */
export function OfficeAccessReadView({ user }: UserViewProps) {
  const { data, isError } = useUserOffices(user.id);
  if (isError) return <EmptyState dense tone="error" title={MSG.failedGetUserDetails} />;
  if (!data) return <Skeleton variant="rounded" height={48} aria-label="Loading offices" />;
  if (!data.offices.length) return <Typography color="text.secondary">No offices</Typography>;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {data.offices.map((o) => (
        <Chip
          key={o.id}
          label={o.status === 1 ? o.name : `${o.name} (inactive)`}
          variant="outlined"
          size="small"
        />
      ))}
    </Stack>
  );
}

export function OfficeAccessForm({ user, save, leave }: UserFormProps) {
  const { data, isError } = useUserOffices(user.id);
  if (isError) return <EmptyState dense tone="error" title={MSG.failedGetUserDetails} />;
  if (!data) return <Skeleton variant="rounded" height={56} aria-label="Loading offices" />;
  return <OfficePicker userId={user.id} officeIds={data.officeIds} save={save} leave={leave} />;
}

/** Offices picker: typing narrows the list; the change saves when the picker loses focus. */
function OfficePicker({
  userId,
  officeIds,
  save,
  leave,
}: { userId: number; officeIds: number[] } & Pick<UserFormProps, 'save' | 'leave'>) {
  const { offices } = useLookups();
  const writes = useUserAccessWrites(userId);
  const form = useForm<{ officeIds: number[] }>({ defaultValues: { officeIds } });
  const submit = (values: { officeIds: number[] }) =>
    save([writes.offices(values.officeIds)], { success: MSG.userDetailsSaved });
  const blur = useBlurSave(form, submit, leave);
  const options = offices.map((o) => ({
    value: o.id,
    label: o.status === 1 ? o.name : `${o.name} (inactive)`,
  }));
  return (
    <SectionFormFrame blur={blur} label="Office access">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The user sees the listings, agents and teams of these offices from their next request on.
      </Typography>
      <FormChips
        control={form.control as Control<{ officeIds: number[] }, unknown, unknown>}
        name="officeIds"
        label="Offices"
        options={options}
      />
    </SectionFormFrame>
  );
}
