import type { z } from 'zod';
import type { ShowcaseSettings, ShowcaseSettingsSchema, ShowcaseSite } from '@atrium/domain';

/** The settings form's values: the shared schema's input (its output is what PUT showCaseSite takes). */
export type ShowcaseForm = z.input<typeof ShowcaseSettingsSchema>;
export type ShowcaseFormOutput = ShowcaseSettings;

/** The form's starting values from the stored site; empty texts are '' so the inputs stay controlled. */
export function settingsFromSite(site: ShowcaseSite): ShowcaseForm {
  return {
    headerOptions: site.headerOptions as ShowcaseForm['headerOptions'],
    customHeader: site.customHeader ?? '',
    headline: site.headline ?? '',
    subheadline: site.subheadline ?? '',
    showPrice: site.showPrice,
    titleOption: site.titleOption as ShowcaseForm['titleOption'],
    customTitle: site.customTitle ?? '',
    displayOptions: site.displayOptions as ShowcaseForm['displayOptions'],
    googleAnalyticsTrackingId: site.googleAnalyticsTrackingId ?? '',
    hotjarTrackingId: site.hotjarTrackingId ?? '',
    googleTagManager: site.googleTagManager ?? '',
    customTabs: site.customTabs.map((t) => ({ title: t.title, body: t.body })),
  };
}

export const SETTINGS_TABS = [
  'Main Menu',
  'Tracking',
  'Video Section',
  'Private Showcase Site',
  'Custom Tabs',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab that holds a field, to open it when a save is refused for that field. */
export function tabOfField(field: string): SettingsTab {
  if (field === 'customTabs') return 'Custom Tabs';
  if (['googleAnalyticsTrackingId', 'hotjarTrackingId', 'googleTagManager'].includes(field))
    return 'Tracking';
  return 'Main Menu';
}
