import { useState } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  AGENT_FIELD_LABELS,
  AgentDescriptionSchema,
  MSG,
  type AgentDescriptionValues,
  type AgentField,
} from '@atrium/domain';
import { ReadGrid } from '../../../components/record-page/read-grid';
import { callEndpoint } from '../../../lib/api-client';
import { agentCalls as E, useAgentLookups } from '../agents-api';
import type { AgentFormProps, AgentViewProps } from './section-props';
import { BlurSaveFooter } from '../../../components/record-page/section-form-frame';

type Choice = { id: number; name: string };
const nameOf = (list: readonly Choice[] | undefined, id: number | null) =>
  list?.find((x) => x.id === id)?.name ?? null;

export function DescriptionReadView({ agentId, summary }: AgentViewProps) {
  const d = summary.description;
  const lookups = useAgentLookups(agentId).data;
  return (
    <ReadGrid
      items={[
        ['Salutation', nameOf(lookups?.salutations, d.salutationTypeId)],
        ['Name', [d.firstName, d.middleName, d.lastName].filter(Boolean).join(' ')],
        ['Preferred name', [d.preferredFirstName, d.preferredLastName].filter(Boolean).join(' ')],
        ['Status', summary.status],
        ['Agent type', nameOf(lookups?.agentTypes, d.agentTypeId)],
        ['Title', d.title],
        ['Trident office', nameOf(lookups?.offices, d.tridentOfficeId)],
        ['Web office', nameOf(lookups?.offices, d.webOfficeId)],
        ['Trident id', summary.tridentId],
        [
          'Address',
          [d.address1, d.address2, d.city, nameOf(lookups?.states, d.regionId), d.zip]
            .filter(Boolean)
            .join(', '),
        ],
        ['Work phone', d.workPhone],
        ['Mobile phone', d.mobilePhone],
        ['Brand email', d.brandEmail],
        ['Website', d.websiteUrl],
        ['License number', d.licenseNumber],
        ['Team', summary.team],
        ['Published', d.publish ? 'Yes' : 'No'],
        ['Data complete', summary.isValid ? 'Yes' : 'No'],
      ]}
    />
  );
}

type FormValues = Record<AgentField, string>;
const toForm = (d: AgentDescriptionValues): FormValues =>
  Object.fromEntries(
    Object.keys(AGENT_FIELD_LABELS).map((k) => {
      const v = d[k as AgentField];
      return [k, v == null ? '' : Array.isArray(v) ? v.join(',') : String(v)];
    }),
  ) as FormValues;
const fromForm = (v: FormValues) => ({
  ...v,
  statusId: Number(v.statusId),
  publish: v.publish === 'true',
  defaultSelectSale: v.defaultSelectSale === 'true',
  agentOfficeIds: v.agentOfficeIds ? v.agentOfficeIds.split(',').map(Number) : [],
  ...Object.fromEntries(
    (
      [
        'salutationTypeId',
        'webOfficeId',
        'tridentOfficeId',
        'primaryBrokerageOfficeId',
        'agentTypeId',
        'regionId',
      ] as const
    ).map((k) => [k, v[k] ? Number(v[k]) : null]),
  ),
});

const GROUPS: Array<{ title: string; fields: AgentField[] }> = [
  {
    title: 'Identity',
    fields: [
      'salutationTypeId',
      'firstName',
      'middleName',
      'lastName',
      'preferredFirstName',
      'preferredLastName',
      'title',
      'agentTypeId',
      'statusId',
      'publish',
    ],
  },
  {
    title: 'Offices',
    fields: [
      'tridentOfficeId',
      'webOfficeId',
      'primaryBrokerageOfficeId',
      'primaryMls',
      'licenseNumber',
      'startDate',
    ],
  },
  { title: 'Address', fields: ['address1', 'address2', 'city', 'regionId', 'zip'] },
  {
    title: 'Phones and e-mail',
    fields: [
      'workPhone',
      'mobilePhone',
      'homePhone',
      'fax',
      'brandEmail',
      'personalEmail',
      'alternateEmail',
      'brandSiteEmail',
    ],
  },
  {
    title: 'Web and social',
    fields: [
      'websiteUrl',
      'agentRedirectUrl',
      'linkedInUrl',
      'facebookUrl',
      'twitterUrl',
      'instagramUrl',
      'youtubeUrl',
      'sortField',
      'defaultSelectSale',
    ],
  },
];
const REQUIRED = new Set<AgentField>([
  'firstName',
  'lastName',
  'agentTypeId',
  'tridentOfficeId',
  'address1',
  'city',
  'regionId',
  'zip',
  'workPhone',
  'brandEmail',
]);

/** The description: save on blur when a field changed and the form is valid; locked fields read-only with their reason. */
export function DescriptionEditForm({ agentId, summary, save, leave }: AgentFormProps) {
  const lookups = useAgentLookups(agentId).data;
  const [values, setValues] = useState(() => toForm(summary.description));
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const locks = summary.locks;

  const submit = async (): Promise<'unchanged' | 'saved' | 'failed'> => {
    if (JSON.stringify(values) === JSON.stringify(saved)) return 'unchanged';
    const parsed = AgentDescriptionSchema.safeParse(fromForm(values));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return 'failed';
    }
    setErrors({});
    const ok = await save(
      [
        (ifMatch) =>
          callEndpoint(
            E.saveAgentDescription,
            { params: { agentId, profileId: summary.profileId }, body: fromForm(values) as never },
            { ifMatch, errorMessage: MSG.agentDescriptionUpdateError },
          ).then((r) => r.etag),
      ],
      { success: MSG.agentDescriptionUpdated },
    );
    if (ok) setSaved(values);
    return ok ? 'saved' : 'failed';
  };

  const choices: Partial<Record<AgentField, readonly Choice[] | undefined>> = {
    salutationTypeId: lookups?.salutations,
    agentTypeId: lookups?.agentTypes,
    tridentOfficeId: lookups?.offices,
    webOfficeId: lookups?.offices,
    primaryBrokerageOfficeId: lookups?.offices,
    regionId: lookups?.states,
    statusId: [
      { id: 1, name: 'Active' },
      { id: 2, name: 'Inactive' },
    ],
  };
  const yesNo = new Set<AgentField>(['publish', 'defaultSelectSale']);

  const field = (f: AgentField) => {
    const lock = locks[f];
    const list = choices[f];
    const isSelect = Boolean(list) || yesNo.has(f) || f === 'sortField';
    return (
      <TextField
        key={f}
        name={f}
        label={AGENT_FIELD_LABELS[f]}
        required={REQUIRED.has(f)}
        select={isSelect}
        value={values[f]}
        onChange={(e) => setValues({ ...values, [f]: e.target.value })}
        error={Boolean(errors[f])}
        helperText={errors[f] ?? lock}
        disabled={Boolean(lock)}
        size="small"
        fullWidth
        slotProps={
          lock
            ? { input: { endAdornment: <LockOutlined fontSize="small" color="disabled" aria-hidden /> } }
            : undefined
        }
      >
        {isSelect && !yesNo.has(f) && f !== 'sortField' && <MenuItem value="">—</MenuItem>}
        {list?.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
        {yesNo.has(f) && [
          <MenuItem key="true" value="true">
            Yes
          </MenuItem>,
          <MenuItem key="false" value="false">
            No
          </MenuItem>,
        ]}
        {f === 'sortField' && [
          <MenuItem key="closedDate" value="closedDate">
            Closed Date
          </MenuItem>,
          <MenuItem key="price" value="price">
            Price
          </MenuItem>,
        ]}
      </TextField>
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Description"
      spacing={3}
      onBlur={() => window.setTimeout(() => void submit(), 0)}
      onSubmit={(e) => {
        e.preventDefault();
        void submit().then((r) =>
          r === 'unchanged' ? leave('close') : r === 'saved' ? leave('next') : undefined,
        );
      }}
    >
      {GROUPS.map((g) => (
        <Box key={g.title}>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
            {g.title}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {g.fields.map(field)}
          </Box>
        </Box>
      ))}
      <BlurSaveFooter onClose={() => leave('close')} />
    </Stack>
  );
}
