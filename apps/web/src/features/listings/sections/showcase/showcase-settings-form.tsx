import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, CircularProgress, Divider, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  LISTING_VIDEO_SLOTS,
  MSG,
  showcaseEndpoints as E,
  ShowcaseSettingsSchema,
  VIDEO_TYPE,
  type ShowcaseSite,
} from '@atrium/domain';
import { callEndpoint } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast-store';
import { UnsavedChangesGuard } from '../../../../components/form/unsaved-changes-guard';
import { VideoSlots } from '../../../../components/video-slots/video-slots';
import { CustomTabsEditor } from './custom-tabs-editor';
import { MainMenuFields, TrackingFields } from './main-menu-fields';
import { PrivateSiteTab } from './private-site-tab';
import {
  SETTINGS_TABS,
  settingsFromSite,
  tabOfField,
  type SettingsTab,
  type ShowcaseForm,
  type ShowcaseFormOutput,
} from './showcase-settings-values';

const SHOWCASE_VIDEO_SLOTS = LISTING_VIDEO_SLOTS.filter(
  (s) => s.videoTypeId === VIDEO_TYPE.showcaseHero || s.videoTypeId === VIDEO_TYPE.additional,
);
/** The tabs whose fields the one Save sends; the others save on their own. */
const SAVED_TABS: readonly SettingsTab[] = ['Main Menu', 'Tracking', 'Custom Tabs'];

type SettingsFormProps = {
  listingId: number;
  site: ShowcaseSite;
  /** The headline the site shows while none is written (the address or 'City, ST'). */
  defaultHeadline: string;
  readOnly: boolean;
};

/**
 * The showcase site's settings in the spec's tabs. Main Menu, Tracking and Custom Tabs are one
 * form checked with the shared schema and saved whole by one Save; the videos and the private
 * area keep their own saving. Leaving with unsaved changes asks first.
 */
export function ShowcaseSettingsForm({ listingId, site, defaultHeadline, readOnly }: SettingsFormProps) {
  const qc = useQueryClient();
  const [tab, setTab] = useState<SettingsTab>('Main Menu');
  const form = useForm<ShowcaseForm, unknown, ShowcaseFormOutput>({
    resolver: zodResolver(ShowcaseSettingsSchema),
    defaultValues: settingsFromSite(site),
    mode: 'onChange',
  });
  const { isDirty } = form.formState;

  const save = useMutation({
    mutationFn: ({ values }: { values: ShowcaseFormOutput; typed: ShowcaseForm }) =>
      callEndpoint(
        E.updateShowcaseSite,
        { body: { ...values, listingId } },
        { errorMessage: MSG.websiteSaveFailed },
      ),
    onSuccess: (_answer, { typed }) => {
      showToast('success', MSG.websiteSaved);
      // what was saved is the new starting point (the server numbers the tabs in the order shown);
      // typing that arrived during the save stays a change
      const current = form.getValues();
      form.reset(typed);
      if (JSON.stringify(current) !== JSON.stringify(typed)) form.reset(current, { keepDefaultValues: true });
      void qc.invalidateQueries({ queryKey: ['showcase', listingId] });
    },
  });

  const showFirstError = (errors: FieldErrors<ShowcaseForm>) => {
    const first = Object.keys(errors)[0];
    if (first) setTab(tabOfField(first));
  };
  const handleSubmit = form.handleSubmit(
    (values) => save.mutate({ values, typed: structuredClone(form.getValues()) }),
    showFirstError,
  );
  // React carries a submit through portals: the access-code dialog's own form must not save this one
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    if (e.target !== e.currentTarget) return;
    return handleSubmit(e);
  };
  const hasError = (t: SettingsTab) =>
    Object.keys(form.formState.errors).some((field) => tabOfField(field) === t);

  return (
    <Box component="form" noValidate aria-label="Showcase site settings" onSubmit={submit}>
      <Tabs
        value={tab}
        onChange={(_, next: SettingsTab) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2.5,
          // the five tabs fit beside the listing's side panel at 1280 px (a 577 px section) without
          // the scroll arrows: at the theme's 14 px and spacing they need more than that
          '& .MuiTab-root': { px: 0.5, minWidth: 0, letterSpacing: 0, fontSize: '0.8125rem' },
        }}
      >
        {SETTINGS_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={t}
            sx={hasError(t) ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={tab}>
        {tab === 'Main Menu' && (
          <MainMenuFields control={form.control} readOnly={readOnly} defaultHeadline={defaultHeadline} />
        )}
        {tab === 'Tracking' && <TrackingFields control={form.control} readOnly={readOnly} />}
        {tab === 'Video Section' && (
          <VideoSlots
            owner={{ entityType: 'listing', entityId: listingId }}
            slots={SHOWCASE_VIDEO_SLOTS}
            canEdit={!readOnly}
          />
        )}
        {tab === 'Private Showcase Site' && (
          <PrivateSiteTab listingId={listingId} site={site} readOnly={readOnly} />
        )}
        {tab === 'Custom Tabs' && <CustomTabsEditor control={form.control} readOnly={readOnly} />}
      </Box>
      {!readOnly && SAVED_TABS.includes(tab) && (
        <>
          <Divider sx={{ my: 2.5 }} />
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}
          >
            <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1, minWidth: 160 }}>
              {save.isPending ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <CircularProgress size={14} color="secondary" /> Saving…
                </Box>
              ) : isDirty ? (
                'Main Menu, Tracking and Custom Tabs are saved together.'
              ) : (
                'All changes saved.'
              )}
            </Typography>
            <Button color="inherit" disabled={!isDirty || save.isPending} onClick={() => form.reset()}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>
              Save
            </Button>
          </Stack>
        </>
      )}
      <UnsavedChangesGuard
        when={isDirty && !save.isPending}
        message="Your showcase site settings are not saved yet."
      />
    </Box>
  );
}
