import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Link, Stack, Typography } from '@mui/material';
import {
  MSG,
  PHONE_DISPLAY_CHOICES,
  SalesTeamDescriptionSchema,
  type SalesTeamDescription,
  type SalesTeamDescriptionBody,
} from '@atrium/domain';
import { useBlurSave } from '../../../components/form/use-blur-save';
import { SectionFormFrame } from '../../../components/record-page/section-form-frame';
import { ReadGrid } from '../../../components/record-page/read-grid';
import { SalesTeamFields } from '../sales-team-fields';
import { salesTeamCalls, type SalesTeamData } from '../sales-teams-api';
import type { TeamFormProps, TeamViewProps } from './section-props';

const link = (url: string | null) =>
  url ? (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {url.replace(/^https?:\/\//, '')}
    </Link>
  ) : null;

export function DescriptionReadView({ team }: TeamViewProps) {
  const display = PHONE_DISPLAY_CHOICES.find((c) => c.id === team.phoneNoDisplayOrder)?.label;
  return (
    <Stack spacing={3}>
      <ReadGrid
        items={[
          ['Name', team.name],
          ['Email', team.email],
          ['Office', team.office],
          ['MLS Number', team.mlsNumber],
          ['Website', link(team.websiteUrl)],
          ['Phone', team.phone],
          [
            'Phone number display',
            team.phoneNoDisplayOrder === 3 ? `Custom: ${team.phoneNumberDisplay ?? '—'}` : display,
          ],
          // the optional links and accolades show only when set
          ...(
            [
              ['LinkedIn', link(team.linkedInUrl)],
              ['Facebook', link(team.facebookUrl)],
              ['Twitter', link(team.twitterUrl)],
              ['Instagram', link(team.instagramUrl)],
              ['Youtube', link(team.youtubeUrl)],
            ] as Array<[string, ReactNode]>
          ).filter(([, value]) => value),
          ['Can share properties', team.canShareProperties ? 'Yes' : 'No'],
          ...(team.accolades
            ? [[team.accoladesTitle ?? 'Accolades', team.accolades] as [string, ReactNode]]
            : []),
        ]}
      />
      <Box>
        <Typography variant="caption" color="text.secondary" sx={{ letterSpacing: '0.04em' }}>
          Description
        </Typography>
        {team.description ? (
          // stored sanitized by the server: bold, italic, paragraphs and lists only
          <Box sx={{ '& p': { mt: 0, mb: 1 } }} dangerouslySetInnerHTML={{ __html: team.description }} />
        ) : (
          <Typography>—</Typography>
        )}
      </Box>
    </Stack>
  );
}

export const valuesOf = (t: SalesTeamData): SalesTeamDescriptionBody => ({
  name: t.name,
  email: t.email ?? '',
  officeId: t.officeId,
  description: t.description ?? '',
  websiteUrl: t.websiteUrl ?? '',
  mlsNumber: t.mlsNumber ?? '',
  phone: t.phone ?? '',
  phoneNumberDisplay: t.phoneNumberDisplay ?? '',
  phoneNoDisplayOrder: (t.phoneNoDisplayOrder as 1 | 2 | 3) ?? 1,
  linkedInUrl: t.linkedInUrl ?? '',
  facebookUrl: t.facebookUrl ?? '',
  twitterUrl: t.twitterUrl ?? '',
  instagramUrl: t.instagramUrl ?? '',
  youtubeUrl: t.youtubeUrl ?? '',
  canShareProperties: t.canShareProperties,
  accoladesTitle: t.accoladesTitle ?? '',
  accolades: t.accolades ?? '',
});

/** Saves on leaving a field when it changed and name, email, office and description are valid. */
export function DescriptionEditForm({ team, save, leave }: TeamFormProps) {
  const form = useForm<SalesTeamDescriptionBody, unknown, SalesTeamDescription>({
    resolver: zodResolver(SalesTeamDescriptionSchema),
    defaultValues: valuesOf(team),
    mode: 'onTouched',
  });
  const submit = (values: SalesTeamDescription) =>
    save([(ifMatch) => salesTeamCalls.update(team.id, values, ifMatch).then((r) => r.etag)], {
      success: MSG.salesTeamUpdated,
    });
  const blur = useBlurSave(form, submit, leave);
  return (
    <SectionFormFrame blur={blur} label="Description">
      <SalesTeamFields control={form.control} isFull />
    </SectionFormFrame>
  );
}
