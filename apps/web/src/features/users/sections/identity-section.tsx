import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Chip, Divider, Grid } from '@mui/material';
import {
  MSG,
  USER_LIMITS,
  USER_STATUS_LABEL,
  UserDetailSummarySchema,
  type UserDetailSummary,
  type UserDetailSummaryBody,
} from '@atrium/domain';
import { useBlurSave } from '../../../components/form/use-blur-save';
import { SectionFormFrame } from '../../../components/record-page/section-form-frame';
import { ReadGrid } from '../../../components/record-page/read-grid';
import { FormText } from '../../../components/form/form-text';
import { FormSelect } from '../../../components/form/form-choice';
import { useLookups } from '../../lookups';
import { userWrites, type UserSummary } from '../users-api';
import type { UserFormProps, UserViewProps } from './section-contract';

const STATUS_OPTIONS = [
  { value: 1, label: USER_STATUS_LABEL[1] },
  { value: 2, label: USER_STATUS_LABEL[2] },
];

function StatusChip({ status }: { status: number }) {
  return status === 1 ? (
    <Chip size="small" color="success" variant="outlined" label={USER_STATUS_LABEL[1]} />
  ) : (
    <Chip size="small" variant="outlined" label={USER_STATUS_LABEL[2]} />
  );
}

/** What the form never changes: the username and the ids other systems gave the user. */
const fixedItems = (u: UserSummary): Array<[string, string | number | null]> => [
  ['Username', u.userName],
  ['Dash Id', u.dashStaffId],
  ['Identity Provider Id', u.oktaId],
];

export function IdentityReadView({ user: u }: UserViewProps) {
  return (
    <ReadGrid
      items={[
        ['Status', <StatusChip key="s" status={u.status} />],
        ['Salutation', u.salutation],
        ['First Name', u.firstName],
        ['Middle Name', u.middleName],
        ['Last Name', u.lastName],
        ['Preferred First Name', u.preferredFirstName],
        ['Email', u.email],
        ['Title', u.title],
        ...fixedItems(u),
      ]}
    />
  );
}

const TEXT_FIELDS = [
  ['firstName', 'First Name', USER_LIMITS.nameMax, true],
  ['middleName', 'Middle Name', USER_LIMITS.nameMax, false],
  ['lastName', 'Last Name', USER_LIMITS.nameMax, true],
  ['preferredFirstName', 'Preferred First Name', USER_LIMITS.nameMax, true],
  ['email', 'Email', USER_LIMITS.emailMax, true],
  ['title', 'Title', USER_LIMITS.titleMax, true],
] as const;

/** Identity: the summary fields, saved on blur; the username and outside ids are read-only. */
export function IdentityForm({ user: u, save, leave }: UserFormProps) {
  const { salutations } = useLookups();
  const form = useForm<UserDetailSummaryBody, unknown, UserDetailSummary>({
    resolver: zodResolver(UserDetailSummarySchema),
    defaultValues: {
      status: u.status === 2 ? 2 : 1,
      salutation: u.salutation ?? '',
      firstName: u.firstName,
      middleName: u.middleName ?? '',
      lastName: u.lastName,
      preferredFirstName: u.preferredFirstName ?? '',
      email: u.email,
      title: u.title ?? '',
    },
    mode: 'onTouched',
  });
  const control = form.control as Control<UserDetailSummaryBody, unknown, unknown>;
  const submit = (values: UserDetailSummary) =>
    save([userWrites.summary(u.id, values)], { success: MSG.userDetailsSaved });
  const blur = useBlurSave(form, submit, leave);
  // a salutation outside the list (older data) stays choosable
  const salutationOptions = [
    ...salutations.map((s) => ({ value: s.name, label: s.name })),
    ...(u.salutation && !salutations.some((s) => s.name === u.salutation)
      ? [{ value: u.salutation, label: u.salutation }]
      : []),
  ];
  return (
    <SectionFormFrame blur={blur} label="Identity">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormSelect control={control} name="status" label="Status" options={STATUS_OPTIONS} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormSelect
            control={control}
            name="salutation"
            label="Salutation"
            options={salutationOptions}
            required
          />
        </Grid>
        {TEXT_FIELDS.map(([name, label, max, required]) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
            <FormText
              control={control}
              name={name}
              label={label}
              required={required}
              maxLength={max}
              type={name === 'email' ? 'email' : undefined}
            />
          </Grid>
        ))}
      </Grid>
      <Divider sx={{ my: 3 }} />
      <Box>
        <ReadGrid items={fixedItems(u)} />
      </Box>
    </SectionFormFrame>
  );
}
