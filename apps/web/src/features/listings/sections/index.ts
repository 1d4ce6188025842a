/**
 * THE LISTING PAGE'S SECTIONS: an ordered registry (spec/000 section 2.6, spec/001 'Listing edit
 * sections'). The page (../listing-page.tsx) shows every entry whose `visible` is true, in this
 * order, as a card with the section's `ReadView`; the card offers Edit when the actor may edit the
 * listing (canEditListing), `editable` is not false and an `EditForm` exists. `?edit={key}` (the
 * key or one of `editAliases`, case-insensitive) opens that section's form.
 *
 * Contract for a section (see section-contract.ts for the types):
 * - `ReadView({ listing, actor, lookups })`: the calm read-only view. Never fetches what
 *   GET listing/{id}/details already gives (`listing`); may fetch its own data (amenities...).
 * - `EditForm({ listing, actor, lookups, save, leave })`: a react-hook-form form with the shared
 *   zod schema of packages/domain as resolver. Use `useBlurSave(form, submit, leave)` and wrap the
 *   fields in `<SectionFormFrame blur={...}>`: a field blur saves when something changed and the
 *   form is valid; 'Save' saves and opens the next section, or closes the form when nothing
 *   changed. In `submit(values)`, call `save([write1, write2...], { success: MSG.x })` where each
 *   write is `(ifMatch) => Promise<newEtag>` (see listingWrites in ../listings-api.ts or use
 *   `callEndpoint(contract, input, { ifMatch, errorMessage }).then(r => r.etag)`); `save` sends
 *   If-Match, keeps the ETag, toasts, refreshes the listing at once and again after
 *   LIMITS.postSaveRefreshMs, and handles 412.
 *   A section whose writes do not touch the listing version may ignore `ifMatch`.
 * - A form built on react-hook-form lives in its own module (`*-form.tsx`), loaded with `laterForm`:
 *   the page then loads no form code until a section is opened.
 * - To plug a section in: give its entry below a `ReadView` (and an `EditForm`); keep the order
 *   and keys.
 */
import { lazy, type ComponentType } from 'react';
import { isSectionEditDisabled, isSectionShownForDealType, type Actor } from '@atrium/domain';
import type { ListingDetailsData } from '../listings-api';
import type { ListingSection, SectionFormProps, SectionViewProps } from './section-contract';
import { ListingDetailsReadView } from './listing-details-section';
import { PricesReadView } from './prices-section';
import { DatesReadView } from './dates-section';
import {
  ListAgentEditForm,
  ListAgentReadView,
  SellAgentEditForm,
  SellAgentReadView,
} from './listing-agents-section';
import { ListingFeaturesReadView } from './listing-features-section';
import { AdditionalMlsEditForm, AdditionalMlsReadView } from './additional-mls-section';
import { VirtualTourEditForm, VirtualTourReadView } from './virtual-tour-section';
import { ListingNotesEditForm, ListingNotesReadView } from './listing-notes-section';
import { CompletenessReadView } from './completeness-section';
import { HistoryReadView } from './history-section';

/**
 * A section further down the page, loaded on its own so the page's first screen (header, details,
 * prices, dates, agents) does not wait for the code of photos, videos, marketing and the rest.
 */
function later<P>(load: () => Promise<object>, name: string) {
  return lazy(() => load().then((m) => ({ default: (m as Record<string, ComponentType<P>>)[name] })));
}
const laterView = (load: () => Promise<object>, name: string) => later<SectionViewProps>(load, name);
const laterForm = (load: () => Promise<object>, name: string) => later<SectionFormProps>(load, name);
// the first sections' forms (react-hook-form and zod's schemas) load when one is opened
const ListingDetailsForm = laterForm(() => import('./listing-details-form'), 'ListingDetailsForm');
const ListingFeaturesEditForm = laterForm(() => import('./listing-features-form'), 'ListingFeaturesEditForm');
const PricesForm = laterForm(() => import('./prices-form'), 'PricesForm');
const DatesForm = laterForm(() => import('./dates-form'), 'DatesForm');
const AdCopyReadView = laterView(() => import('./ad-copy-read-view'), 'AdCopyReadView');
const AdCopyEditForm = laterForm(() => import('./ad-copy-section'), 'AdCopyEditForm');
const PhotosReadView = laterView(() => import('./photos-section'), 'PhotosReadView');
const VideosReadView = laterView(() => import('./videos-section'), 'VideosReadView');
const ShowcaseWebsiteReadView = laterView(
  () => import('./showcase-website-section'),
  'ShowcaseWebsiteReadView',
);
const OpenHouseReadView = laterView(() => import('./open-house-section'), 'OpenHouseReadView');
const OpenHouseEditForm = laterForm(() => import('./open-house-section'), 'OpenHouseEditForm');
const ShowingsReadView = laterView(() => import('./showings-section'), 'ShowingsReadView');
const ShowingsEditForm = laterForm(() => import('./showings-section'), 'ShowingsEditForm');
const PropertyMarketingReadView = laterView(
  () => import('./marketing/property-marketing-section'),
  'PropertyMarketingReadView',
);

export type { ListingSection, SectionFormProps, SectionViewProps } from './section-contract';

const always = () => true;
const notDisabled =
  (key: Parameters<typeof isSectionEditDisabled>[1]) =>
  (actor: Actor): boolean =>
    !isSectionEditDisabled(actor, key);
const byDealType =
  (key: 'ListAgent' | 'SellAgent') =>
  (_actor: Actor, listing: ListingDetailsData): boolean =>
    isSectionShownForDealType(key, listing.dealTypeId);

export const LISTING_SECTIONS: ListingSection[] = [
  {
    key: 'ListingDetails',
    title: 'Listing Details',
    visible: always,
    ReadView: ListingDetailsReadView,
    EditForm: ListingDetailsForm,
  },
  {
    key: 'AdditionalMls',
    title: 'Additional MLS',
    visible: always,
    ReadView: AdditionalMlsReadView,
    EditForm: AdditionalMlsEditForm,
  },
  {
    key: 'ListingFeatures',
    title: 'Features',
    editAliases: ['features', 'building', 'interior', 'lot'],
    visible: always,
    ReadView: ListingFeaturesReadView,
    EditForm: ListingFeaturesEditForm,
  },
  {
    key: 'Prices',
    title: 'Prices',
    editAliases: ['price'],
    visible: always,
    editable: notDisabled('Prices'),
    ReadView: PricesReadView,
    EditForm: PricesForm,
  },
  {
    key: 'Dates',
    title: 'Dates',
    visible: always,
    editable: notDisabled('Dates'),
    ReadView: DatesReadView,
    EditForm: DatesForm,
  },
  {
    key: 'ListAgent',
    title: 'Listing Agents',
    visible: byDealType('ListAgent'),
    editable: notDisabled('ListAgent'),
    ReadView: ListAgentReadView,
    EditForm: ListAgentEditForm,
  },
  {
    key: 'SellAgent',
    title: 'Sell Agents',
    visible: byDealType('SellAgent'),
    editable: notDisabled('SellAgent'),
    ReadView: SellAgentReadView,
    EditForm: SellAgentEditForm,
  },
  {
    key: 'AdCopy',
    title: 'Ad Copy',
    visible: always,
    editable: notDisabled('AdCopy'),
    ReadView: AdCopyReadView,
    EditForm: AdCopyEditForm,
  },
  { key: 'Photos', title: 'Photos', editAliases: ['photo'], visible: always, ReadView: PhotosReadView },
  { key: 'Videos', title: 'Videos', visible: always, ReadView: VideosReadView },
  {
    key: 'VirtualTour',
    title: 'Virtual Tour',
    visible: always,
    ReadView: VirtualTourReadView,
    EditForm: VirtualTourEditForm,
  },
  {
    key: 'ShowcaseWebsite',
    title: 'Showcase Website',
    // hidden, not only read-only, with Disable Showcase Edit (everyone but system admins)
    visible: notDisabled('ShowcaseWebsite'),
    ReadView: ShowcaseWebsiteReadView,
  },
  {
    key: 'OpenHouse',
    title: 'Open House',
    editAliases: ['openHouses'],
    visible: always,
    ReadView: OpenHouseReadView,
    EditForm: OpenHouseEditForm,
  },
  {
    key: 'Showings',
    title: 'Showings',
    editAliases: ['showing'],
    visible: always,
    ReadView: ShowingsReadView,
    EditForm: ShowingsEditForm,
  },
  {
    key: 'PropertyMarketing',
    title: 'Property Marketing',
    visible: always,
    ReadView: PropertyMarketingReadView,
  },
  {
    key: 'Notes',
    title: 'Notes',
    visible: always,
    ReadView: ListingNotesReadView,
    EditForm: ListingNotesEditForm,
  },
  { key: 'Completeness', title: 'Data Completeness', visible: always, ReadView: CompletenessReadView },
  { key: 'History', title: 'Change History', visible: always, ReadView: HistoryReadView },
];
