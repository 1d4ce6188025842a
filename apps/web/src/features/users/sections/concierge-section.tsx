import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Chip, Grid, Skeleton, Typography } from '@mui/material';
import {
  CONCIERGE_LOGIN_LABEL,
  ConciergeLoginSchema,
  MSG,
  USER_LIMITS,
  type ConciergeLogin,
  type ConciergeLoginBody,
  type ConciergeLoginInput,
} from '@atrium/domain';
import { useBlurSave } from '../../../components/form/use-blur-save';
import { SectionFormFrame } from '../../../components/record-page/section-form-frame';
import { ReadGrid } from '../../../components/record-page/read-grid';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { FormText } from '../../../components/form/form-text';
import { FormCheckbox } from '../../../components/form/form-choice';
import { useConciergeWrite, useUserConcierge } from '../../concierge';
import type { UserFormProps, UserViewProps } from './section-contract';

const portal = (c: ConciergeLogin) =>
  c.mode === 'sandbox' ? `${c.conciergeName} (sandbox)` : c.conciergeName;

/** The user's concierge login details (decision 0059): the e-mail they sign in with there, and the link. */
export function ConciergeReadView({ user }: UserViewProps) {
  const { data, isError } = useUserConcierge(user.id);
  if (isError) return <EmptyState dense tone="error" title={MSG.failedGetUserDetails} />;
  if (!data) return <Skeleton variant="rounded" height={48} aria-label="Loading concierge login" />;
  return (
    <ReadGrid
      items={[
        [CONCIERGE_LOGIN_LABEL, data.login],
        [
          'Concierge Link',
          <Chip
            key="link"
            size="small"
            variant="outlined"
            color={data.enabled ? 'success' : 'default'}
            label={data.enabled ? 'On' : 'Off'}
          />,
        ],
        ['Portal', portal(data)],
      ]}
    />
  );
}

export function ConciergeForm({ user, save, leave }: UserFormProps) {
  const { data, isError } = useUserConcierge(user.id);
  if (isError) return <EmptyState dense tone="error" title={MSG.failedGetUserDetails} />;
  if (!data) return <Skeleton variant="rounded" height={56} aria-label="Loading concierge login" />;
  return <ConciergeFields concierge={data} save={save} leave={leave} />;
}

function ConciergeFields({
  concierge,
  save,
  leave,
}: { concierge: ConciergeLogin } & Pick<UserFormProps, 'save' | 'leave'>) {
  const write = useConciergeWrite(concierge.userId);
  const form = useForm<ConciergeLoginBody, unknown, ConciergeLoginInput>({
    resolver: zodResolver(ConciergeLoginSchema),
    defaultValues: { login: concierge.login ?? '', enabled: concierge.enabled },
    mode: 'onTouched',
  });
  const control = form.control as Control<ConciergeLoginBody, unknown, unknown>;
  const submit = (values: ConciergeLoginInput) => save([write(values)], { success: MSG.conciergeLoginSaved });
  const blur = useBlurSave(form, submit, leave);
  return (
    <SectionFormFrame blur={blur} label="Concierge">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        With the link on, the user opens {portal(concierge)} from the home page, signed in with this login.
        Each visit is noted in the history.
      </Typography>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 6, md: 5 }}>
          <FormText
            control={control}
            name="login"
            label={CONCIERGE_LOGIN_LABEL}
            type="email"
            maxLength={USER_LIMITS.emailMax}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormCheckbox control={control} name="enabled" label="Concierge link on" />
        </Grid>
      </Grid>
    </SectionFormFrame>
  );
}
