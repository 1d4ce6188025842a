import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Grid, Paper, Stack, Typography } from '@mui/material';
import { canEditListing, canPublishListing, MSG } from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { loaderStore } from '../../lib/loader-store';
import { actorFromUser } from '../../app/actor';
import { EmptyState } from '../../components/empty-state/empty-state';
import { RecordSections, StaleBanner, useOpenSection } from '../../components/record-page/record-sections';
import { useVersionedWrites } from '../../components/record-page/use-versioned-writes';
import { listingKeys, useListingDetails, useListingLookups, type ListingDetailsData } from './listings-api';
import { LISTING_SECTIONS, type ListingSection } from './sections';
import { ListingHeader } from './listing-header';
import { DisplayOptions } from './display-options';
import { DashPanel } from './listing-dash-panel';
import { MlsDetailPanel } from '../imports';

const today = () => new Date().toISOString().slice(0, 10);

/** The listing page (/eng/listing/{listingId}): header, display options and the edit sections. */
export default function ListingPage() {
  const listingId = Number(useParams().listingId);
  const user = useCurrentUser()!;
  const actor = useMemo(() => actorFromUser(user), [user]);
  const queryClient = useQueryClient();
  const details = useListingDetails(listingId);
  const lookups = useListingLookups();
  const listing = details.data?.data;
  const loading = details.isLoading || lookups.isLoading;

  // a loader stays on until the listing data arrives
  useEffect(() => {
    if (!loading) return;
    loaderStore.start('listing');
    return () => loaderStore.stop('listing');
  }, [loading]);

  const writes = useVersionedWrites({
    readEtag: details.data?.etag,
    refresh: () => void queryClient.invalidateQueries({ queryKey: listingKeys.details(listingId) }),
  });
  const { openKey, open } = useOpenSection(LISTING_SECTIONS, !loading);

  if (loading) return <Box role="status" aria-label="Loading listing" sx={{ minHeight: 320 }} />;
  if (!listing || !lookups.data)
    return (
      <EmptyState
        tone="error"
        title={MSG.fetchListingAppData}
        message="The listing could not be loaded. It may not exist or be outside your offices."
      />
    );

  const access = { officeId: listing.officeId, agentIds: listing.listingAgents.map((a) => a.agentId) };
  const canEdit = canEditListing(actor, access);
  const canPublish = canPublishListing(actor, access);
  const visible = LISTING_SECTIONS.filter((s) => s.visible(actor, listing));
  const isEditable = (s: ListingSection) => canEdit && (s.editable?.(actor, listing) ?? true);
  const onToggled = (field: keyof ListingDetailsData, value: boolean) =>
    queryClient.setQueryData(listingKeys.details(listingId), (old: typeof details.data) =>
      old ? { ...old, data: { ...old.data, [field]: value } } : old,
    );

  return (
    <Box>
      <StaleBanner isStale={writes.isStale} reload={writes.reload} />
      <ListingHeader listing={listing} roles={actor.roles} canManage={canEdit} today={today()} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <RecordSections
            sections={visible}
            viewProps={{ listing, actor, lookups: lookups.data }}
            isEditable={isEditable}
            openKey={openKey}
            open={open}
            save={writes.save}
            reloads={writes.reloads}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3} sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <DisplayOptions
              listing={listing}
              canEdit={canEdit}
              canPublish={canPublish}
              save={writes.save}
              onToggled={onToggled}
            />
            <Paper sx={{ p: 3 }}>
              <Typography variant="h4" component="h2" gutterBottom>
                Dash
              </Typography>
              <DashPanel listingId={listingId} canEdit={canEdit} />
            </Paper>
            {canEdit && (
              <Paper sx={{ p: 3 }}>
                <Typography variant="h4" component="h2" gutterBottom>
                  MLS
                </Typography>
                <MlsDetailPanel listingId={listingId} canEdit={canEdit} />
              </Paper>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
