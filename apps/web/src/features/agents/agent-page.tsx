import { useParams } from 'react-router';
import { Box, Chip, Skeleton, Stack } from '@mui/material';
import { MSG } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import {
  RecordSections,
  StaleBanner,
  useOpenSection,
  type RecordSection,
} from '../../components/record-page/record-sections';
import { useVersionedWrites } from '../../components/record-page/use-versioned-writes';
import { ApiError } from '../../lib/api-client';
import { useAgentSummary, useRefreshAgent } from './agents-api';
import { DescriptionEditForm, DescriptionReadView } from './sections/description-section';
import { AssistantsView } from './sections/assistants-section';
import { ExpertiseEditForm, ExpertiseReadView } from './sections/expertise-section';
import { BiographyEditForm, BiographyReadView } from './sections/biography-section';
import { SelectRentalsView, SelectSalesView } from './sections/select-sales-section';
import { TestimonialsView } from './sections/testimonials-section';
import { AdditionalMlsEditForm, AdditionalMlsReadView } from './sections/additional-mls-section';
import { PhotoView, VideoView } from './sections/media-sections';
import type { AgentViewProps } from './sections/section-props';

/** The agent edit sections in the spec's order, plus Additional MLS. */
const SECTIONS: RecordSection<AgentViewProps>[] = [
  {
    key: 'Description',
    editAliases: ['detailsummary'],
    title: 'Description',
    ReadView: DescriptionReadView,
    EditForm: DescriptionEditForm,
  },
  { key: 'Assistants', title: 'Assistants', ReadView: AssistantsView },
  {
    key: 'Expertise',
    editAliases: ['languages', 'specializations', 'designations'],
    // zero-width spaces let the long title wrap on a phone
    title: 'Other Specializations/\u200BLanguages/\u200BDesignations',
    ReadView: ExpertiseReadView,
    EditForm: ExpertiseEditForm,
  },
  {
    key: 'Biography',
    editAliases: ['agentBio'],
    title: 'Biography',
    ReadView: BiographyReadView,
    EditForm: BiographyEditForm,
  },
  { key: 'Photo', title: 'Photo', ReadView: PhotoView },
  { key: 'Video', title: 'Video', ReadView: VideoView },
  { key: 'SelectSales', title: 'Agent Select Sales', ReadView: SelectSalesView },
  { key: 'SelectRentals', title: 'Agent Select Rentals', ReadView: SelectRentalsView },
  { key: 'Testimonials', title: 'Agent Testimonials', ReadView: TestimonialsView },
  {
    key: 'AdditionalMls',
    title: 'Additional MLS',
    ReadView: AdditionalMlsReadView,
    EditForm: AdditionalMlsEditForm,
  },
];

/** /eng/agent/:agentId: the agent's sections, each saved on blur (the listing page's orchestration). */
export default function AgentPage() {
  const agentId = Number(useParams().agentId);
  const summary = useAgentSummary(agentId);
  const refresh = useRefreshAgent(agentId);
  const writes = useVersionedWrites({ readEtag: summary.data?.etag, refresh: () => void refresh() });
  const { openKey, open } = useOpenSection(SECTIONS, Boolean(summary.data));

  if (summary.isLoading)
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width={280} height={56} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
      </Box>
    );
  if (!summary.data) {
    const isMissing = summary.error instanceof ApiError && summary.error.status === 404;
    return (
      <EmptyState
        title={isMissing ? 'Agent not found' : MSG.agentSectionLoadFailed('detailsummary')}
        message={isMissing ? 'This agent does not exist, or is not one you may open.' : undefined}
        tone={isMissing ? 'neutral' : 'error'}
        isPageHeading
      />
    );
  }
  const s = summary.data.data;
  const d = s.description;
  return (
    <Box>
      <PageHeader
        overline="Agent"
        title={`${d.preferredFirstName || d.firstName} ${d.preferredLastName || d.lastName}`}
        subtitle={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            component="span"
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Chip
              size="small"
              label={s.status}
              color={s.status === 'Active' ? 'success' : 'default'}
              variant="outlined"
              component="span"
            />
            <Chip
              size="small"
              label={s.isValid ? 'Data complete' : 'Data incomplete'}
              color={s.isValid ? 'default' : 'warning'}
              variant="outlined"
              component="span"
            />
            {s.tridentId && (
              <Chip size="small" label={`Trident ${s.tridentId}`} variant="outlined" component="span" />
            )}
          </Stack>
        }
      />
      <StaleBanner isStale={writes.isStale} reload={writes.reload} />
      <RecordSections
        sections={SECTIONS}
        viewProps={{ agentId, summary: s }}
        isEditable={() => true}
        openKey={openKey}
        open={open}
        save={writes.save}
        reloads={writes.reloads}
        asTabs={{ label: 'Agent sections' }}
      />
    </Box>
  );
}
