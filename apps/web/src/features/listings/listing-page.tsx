import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { canEditListing, canPublishListing, LIMITS, MSG, versionFromIfMatch } from '@atrium/domain';
import { useCurrentUser } from '../../lib/session-store';
import { loaderStore } from '../../lib/loader-store';
import { showToast } from '../../lib/toast-store';
import { ApiError } from '../../lib/api-client';
import { actorFromUser } from '../../app/actor';
import { EmptyState } from '../../components/empty-state/empty-state';
import {
  listingKeys,
  useListingDetails,
  useListingLookups,
  type ListingDetailsData,
  type ListingWrite,
} from './listings-api';
import { LISTING_SECTIONS, sectionForEdit, type ListingSection } from './sections';
import { ListingHeader } from './listing-header';
import { DisplayOptions } from './display-options';

const today = () => new Date().toISOString().slice(0, 10);

/** The listing page (/eng/listing/{listingId}): header, display options and the edit sections. */
export default function ListingPage() {
  const listingId = Number(useParams().listingId);
  const [params, setParams] = useSearchParams();
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

  // the ETag of the newest version seen: from the last read or the last write
  const etag = useRef<string | null>(null);
  useEffect(() => {
    const read = details.data?.etag ?? null;
    if (read && (versionFromIfMatch(read) ?? 0) >= (versionFromIfMatch(etag.current) ?? 0))
      etag.current = read;
  }, [details.data]);

  const [openKey, setOpenKey] = useState<string | null>(null);
  const [isStale, setStale] = useState(false);
  const [reloads, setReloads] = useState(0);
  const edit = params.get('edit');
  // a link that opens the page on a section jumps there; moving between sections glides
  const hasScrolled = useRef(false);
  useEffect(() => {
    const section = sectionForEdit(edit);
    if (section && !loading) {
      setOpenKey(section.key);
      const behavior = hasScrolled.current ? 'smooth' : 'instant';
      hasScrolled.current = true;
      window.setTimeout(
        () => document.getElementById(`section-${section.key}`)?.scrollIntoView({ behavior, block: 'start' }),
        behavior === 'smooth' ? 150 : 0,
      );
    }
  }, [edit, loading]);

  const refreshTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

  // writes of every section run one after another, each with the newest ETag
  const writeQueue = useRef<Promise<unknown>>(Promise.resolve());
  const runWrites = useCallback((writes: ListingWrite[]) => {
    const job = writeQueue.current.then(async () => {
      for (const write of writes) etag.current = (await write(etag.current)) ?? etag.current;
    });
    writeQueue.current = job.catch(() => undefined);
    return job;
  }, []);

  const save = useCallback(
    async (writes: ListingWrite[], messages: { success: string }) => {
      try {
        await runWrites(writes);
      } catch (err) {
        if (err instanceof ApiError && err.status === 412) setStale(true);
        return false;
      }
      if (writes.length) showToast('success', messages.success);
      // what the server stored (the data-complete flag, 'published', derived fields) at once;
      // the spec's refresh 5 s later picks up what other systems change after a save
      void queryClient.invalidateQueries({ queryKey: listingKeys.details(listingId) });
      window.clearTimeout(refreshTimer.current);
      refreshTimer.current = window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: listingKeys.details(listingId) }),
        LIMITS.postSaveRefreshMs,
      );
      return true;
    },
    [listingId, queryClient, runWrites],
  );

  const reload = () => {
    setStale(false);
    setReloads((n) => n + 1);
    etag.current = null;
    void queryClient.invalidateQueries({ queryKey: listingKeys.details(listingId) });
  };

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
  const isEditable = (s: ListingSection) =>
    canEdit && Boolean(s.EditForm) && (s.editable?.(actor, listing) ?? true);

  const open = (key: string | null) => {
    setOpenKey(key);
    const next = new URLSearchParams(params);
    if (key) next.set('edit', key);
    else next.delete('edit');
    setParams(next, { replace: true });
  };
  const leave = (from: string) => (to: 'next' | 'close') => {
    if (to === 'close') return open(null);
    const editable = visible.filter(isEditable);
    const index = editable.findIndex((s) => s.key === from);
    open(editable[index + 1]?.key ?? null);
  };
  const onToggled = (field: keyof ListingDetailsData, value: boolean) =>
    queryClient.setQueryData(listingKeys.details(listingId), (old: typeof details.data) =>
      old ? { ...old, data: { ...old.data, [field]: value } } : old,
    );

  return (
    <Box>
      {isStale && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Reload
            </Button>
          }
        >
          {MSG.staleVersion}
        </Alert>
      )}
      <ListingHeader listing={listing} roles={actor.roles} canManage={canEdit} today={today()} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            {visible.map((section) => {
              const isOpen = openKey === section.key && isEditable(section);
              const { ReadView, EditForm } = section;
              return (
                <Paper
                  key={section.key}
                  id={`section-${section.key}`}
                  component="section"
                  aria-labelledby={`section-${section.key}-title`}
                  sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 88 }}
                >
                  <Stack
                    direction="row"
                    sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
                  >
                    <Typography variant="h3" component="h2" id={`section-${section.key}-title`}>
                      {section.title}
                    </Typography>
                    {isEditable(section) && !isOpen && (
                      <Button
                        startIcon={<EditOutlined />}
                        onClick={() => open(section.key)}
                        aria-label={`Edit ${section.title}`}
                      >
                        Edit
                      </Button>
                    )}
                  </Stack>
                  {isOpen && EditForm ? (
                    <EditForm
                      key={`${section.key}-${reloads}`}
                      listing={listing}
                      actor={actor}
                      lookups={lookups.data}
                      save={save}
                      leave={leave(section.key)}
                    />
                  ) : (
                    <ReadView listing={listing} actor={actor} lookups={lookups.data} />
                  )}
                </Paper>
              );
            })}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <DisplayOptions
              listing={listing}
              canEdit={canEdit}
              canPublish={canPublish}
              save={async (writes, messages) => save(writes, messages)}
              onToggled={onToggled}
            />
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}
