import { useState } from 'react';
import { useParams } from 'react-router';
import { Box, Chip, FormControlLabel, Skeleton, Stack, Switch } from '@mui/material';
import { MSG } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import {
  RecordSections,
  useOpenSection,
  type RecordSection,
} from '../../components/record-page/record-sections';
import { useVersionedWrites } from '../../components/record-page/use-versioned-writes';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import {
  developmentCalls,
  useDevelopment,
  useRefreshDevelopment,
  type DevelopmentData,
} from './developments-api';
import { DevelopmentCreatePage } from './development-create-page';
import { DetailsTab } from './sections/details-section';
import { LogoTab, PhotosTab } from './sections/media-sections';
import { FeaturesTab } from './sections/features-section';
import { AgentsTab } from './sections/agents-section';
import { AdCopyTab } from './sections/ad-copy-section';
import { ListingsTab } from './sections/listings-section';
import { VideosTab } from './sections/videos-section';
import type { DevelopmentViewProps } from './sections/section-props';

/** The eight tabs of the development page, in the spec's order. */
const SECTIONS: RecordSection<DevelopmentViewProps>[] = [
  { key: 'Details', title: 'Development Details', ReadView: DetailsTab },
  { key: 'Logo', title: 'Development Logo', ReadView: LogoTab },
  { key: 'Features', title: 'Development Features', ReadView: FeaturesTab },
  { key: 'Agents', title: 'Development Agents', ReadView: AgentsTab },
  { key: 'AdCopy', title: 'Development Ad Copy', ReadView: AdCopyTab },
  { key: 'Photos', title: 'Development Photos', ReadView: PhotosTab },
  { key: 'Videos', title: 'Development Videos', ReadView: VideosTab },
  { key: 'Listings', title: 'Development Associated Listings', ReadView: ListingsTab },
];

/** The publish switch: it flips only once the server has answered 204. */
function PublishSwitch({ development }: { development: DevelopmentData }) {
  const refresh = useRefreshDevelopment(development.id);
  const [isBusy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await developmentCalls.togglePublish(development.id);
      showToast('success', development.publish ? MSG.developmentUnpublished : MSG.developmentPublished);
      await refresh();
    } catch {
      // the call toasted the catalogue's message; the switch keeps its place
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormControlLabel
      control={<Switch checked={development.publish} disabled={isBusy} onChange={() => void toggle()} />}
      label="Publish"
    />
  );
}

function DevelopmentRecord({ id }: { id: number }) {
  const development = useDevelopment(id);
  const refresh = useRefreshDevelopment(id);
  const writes = useVersionedWrites({ readEtag: null, refresh: () => void refresh() });
  const { openKey, open } = useOpenSection(SECTIONS, Boolean(development.data));
  if (development.isLoading)
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width={280} height={56} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
      </Box>
    );
  if (!development.data) {
    const isMissing = development.error instanceof ApiError && development.error.status === 404;
    return (
      <EmptyState
        title={isMissing ? 'Development not found' : MSG.developmentDetailsLoadFailed}
        message={isMissing ? 'This development does not exist, or is not one you may open.' : undefined}
        tone={isMissing ? 'neutral' : 'error'}
        isPageHeading
      />
    );
  }
  const d = development.data;
  return (
    <Box>
      <PageHeader
        overline="Development"
        title={d.title}
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
              label={d.status}
              color={d.statusId === 1 ? 'success' : 'default'}
              variant="outlined"
              component="span"
            />
            {d.office && <Chip size="small" label={d.office} variant="outlined" component="span" />}
            {d.city && (
              <Chip
                size="small"
                label={[d.city, d.state].filter(Boolean).join(', ')}
                variant="outlined"
                component="span"
              />
            )}
          </Stack>
        }
        actions={<PublishSwitch development={d} />}
      />
      <RecordSections
        sections={SECTIONS}
        viewProps={{ development: d }}
        isEditable={() => true}
        openKey={openKey}
        open={open}
        save={writes.save}
        reloads={writes.reloads}
        asTabs={{ label: 'Development sections' }}
      />
    </Box>
  );
}

/** /eng/developmentDetails/:developmentId: the development's eight tabs ('new' opens the creation form). */
export default function DevelopmentPage() {
  const param = useParams().developmentId ?? '';
  if (param.toLowerCase() === 'new') return <DevelopmentCreatePage />;
  return <DevelopmentRecord id={Number(param)} />;
}
