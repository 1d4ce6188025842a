import {
  DOMAIN_STATUS,
  IMAGE_RENDITIONS,
  isShowcaseVisible,
  showcaseDisplayOptions,
  showcaseHeadline,
  showcasePrice,
  streetAddress,
  type ShowcaseCustomTab,
  type ShowcaseDisplayOption,
  type ShowcasePageData,
  type ShowcasePhoto,
} from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import type { Storage } from '../../adapters/storage/storage';
import { toVideo } from '../videos';
import { findDomainByName, findShowcaseSite } from '../showcase';
import {
  findHeroVideo,
  findMainPhotoFile,
  findRentalTerm,
  findShowcaseListing,
  listAmenities,
  listListSideAgents,
  listMainPhotos,
} from './showcase-page.repo';

export type ShowcasePageDeps = { db: DbOrTx; storage: Storage; brand: string; publicUrl: string };

/** The settings of a listing's showcase site that the page reads. */
export type ShowcaseSettings = {
  headline: string | null;
  subheadline: string | null;
  showPrice: boolean;
  displayOptions: ShowcaseDisplayOption;
  customTabs: ShowcaseCustomTab[];
  googleAnalyticsTrackingId: string | null;
  hotjarTrackingId: string | null;
  googleTagManager: string | null;
  /** A private site is opened with an access code, not by this page. */
  privateSite: boolean;
  /** The site's publish flag (ACTIVATE); the listing's own publish flag is checked besides. */
  publish: boolean;
};

export const DEFAULT_SHOWCASE_SETTINGS: ShowcaseSettings = {
  headline: null,
  subheadline: null,
  showPrice: true,
  displayOptions: 1,
  customTabs: [],
  googleAnalyticsTrackingId: null,
  hotjarTrackingId: null,
  googleTagManager: null,
  privateSite: false,
  publish: true,
};

/**
 * The listing's showcase site settings: its showcase_sites row and custom tabs. A listing without
 * a purchased site still has a page (the defaults) while the listing itself is published.
 */
export async function loadShowcaseSettings(db: DbOrTx, listingId: number): Promise<ShowcaseSettings> {
  const found = await findShowcaseSite(db, listingId);
  if (!found) return DEFAULT_SHOWCASE_SETTINGS;
  const { site, tabs } = found;
  return {
    headline: site.headline,
    subheadline: site.subheadline,
    showPrice: site.showPrice,
    displayOptions: showcaseDisplayOptions(site.displayOptions, tabs.length) as ShowcaseDisplayOption,
    customTabs: tabs.map((t) => ({ title: t.title, body: t.body })),
    googleAnalyticsTrackingId: site.googleAnalyticsTrackingId,
    hotjarTrackingId: site.hotjarTrackingId,
    googleTagManager: site.googleTagManager,
    privateSite: site.privateSite,
    publish: site.publish,
  };
}

/** The listing whose purchased, active domain a request's Host names (port and 'www.' ignored), or null. */
export async function listingIdForHost(db: DbOrTx, host: string): Promise<number | null> {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (!name) return null;
  const domain = await findDomainByName(db, name);
  return domain && domain.status === DOMAIN_STATUS.active ? domain.entityId : null;
}

export type ShowcasePageResult = { kind: 'page'; data: ShowcasePageData } | { kind: 'unavailable' };

const photoUrl = (listingId: number, imageId: string, size: string) =>
  `/api/site/${listingId}/photo/${imageId}/${size}`;

/** The page's data, or 'unavailable' when the listing is missing, unpublished or private. */
export async function loadShowcasePage(
  deps: ShowcasePageDeps,
  listingId: number,
): Promise<ShowcasePageResult> {
  const { db } = deps;
  const listing = await findShowcaseListing(db, listingId);
  if (!listing || !isShowcaseVisible(listing)) return { kind: 'unavailable' };
  const settings = await loadShowcaseSettings(db, listingId);
  if (!settings.publish || settings.privateSite) return { kind: 'unavailable' };

  const isRental = listing.listingType === 'Rental';
  const [rental, amenityRows, agentRows, photoRows, video] = await Promise.all([
    isRental ? findRentalTerm(db, listingId) : Promise.resolve(null),
    listAmenities(db, listingId),
    listListSideAgents(db, listingId),
    listMainPhotos(db, listingId),
    findHeroVideo(db, listingId),
  ]);

  const address = listing.showAddress ? streetAddress(listing.address1, listing.address2) : null;
  const amenityGroups = new Map<string, string[]>();
  for (const a of amenityRows) {
    const items = amenityGroups.get(a.group) ?? [];
    items.push(a.text?.trim() ? `${a.name}: ${a.text.trim()}` : a.name);
    amenityGroups.set(a.group, items);
  }
  const photos: ShowcasePhoto[] = photoRows.map((p) => {
    const renditions = [
      ...(p.smallFileId && p.width > IMAGE_RENDITIONS.small
        ? [{ url: photoUrl(listingId, p.id, 'small'), width: IMAGE_RENDITIONS.small }]
        : []),
      ...(p.mediumFileId && p.width > IMAGE_RENDITIONS.medium
        ? [{ url: photoUrl(listingId, p.id, 'medium'), width: IMAGE_RENDITIONS.medium }]
        : []),
      { url: photoUrl(listingId, p.id, 'original'), width: p.width },
    ];
    return { renditions, width: p.width, height: p.height, caption: p.caption };
  });
  const heroVideo = video ? toVideo(video) : null;
  const agentsShown = agentRows.map((a) => ({
    name: `${a.preferredFirstName || a.firstName} ${a.preferredLastName || a.lastName}`,
    title: a.title,
    phone: a.mobilePhone || a.workPhone || null,
    email: a.email || null,
    photoUrl: null,
  }));
  const lead = agentsShown.find((a) => a.email);
  const subject =
    address ?? ([listing.city, listing.state].filter(Boolean).join(', ') || `listing ${listingId}`);

  return {
    kind: 'page',
    data: {
      listingId,
      address,
      city: listing.city,
      state: listing.state,
      listingType: isRental ? 'Rental' : 'Sale',
      propertyType: listing.propertyType,
      bedrooms: listing.bedrooms,
      fullBaths: listing.fullBaths,
      halfBaths: listing.halfBaths,
      interiorSize: listing.interiorSize,
      exteriorSize: listing.exteriorSize,
      lotSize: listing.lotSize,
      yearBuilt: listing.year,
      amenities: [...amenityGroups].map(([group, items]) => ({ group, items })),
      price: showcasePrice({
        showPrice: settings.showPrice,
        priceUponRequest: listing.priceUponRequest,
        price: isRental ? (rental?.price ?? listing.currentPrice) : listing.currentPrice,
      }),
      pricePeriod: isRental ? (rental?.period ?? null) : null,
      currency: 'USD',
      photos,
      heroVideo: heroVideo?.url ? { url: heroVideo.url, posterUrl: heroVideo.posterUrl } : null,
      headline: showcaseHeadline(settings.headline, {
        address1: address,
        city: listing.city,
        state: listing.state,
        showAddress: listing.showAddress,
      }),
      subheadline: settings.subheadline?.trim() || null,
      displayOptions: settings.displayOptions,
      customTabs: settings.customTabs,
      agents: agentsShown,
      brokerage: { name: deps.brand, url: deps.publicUrl },
      tracking: {
        googleAnalyticsTrackingId: settings.googleAnalyticsTrackingId,
        hotjarTrackingId: settings.hotjarTrackingId,
        googleTagManager: settings.googleTagManager,
      },
      contactUrl: lead?.email
        ? `mailto:${lead.email}?subject=${encodeURIComponent(`Inquiry: ${subject}`)}`
        : null,
      pageUrl: `${deps.publicUrl}/site/${listingId}`,
    },
  };
}

/** A rendition of a visible listing's main photo, or null (missing, unpublished, private). */
export async function showcasePhotoFile(
  deps: ShowcasePageDeps,
  listingId: number,
  imageId: string,
  size: 'small' | 'medium' | 'original',
) {
  const listing = await findShowcaseListing(deps.db, listingId);
  if (!listing || !isShowcaseVisible(listing)) return null;
  const settings = await loadShowcaseSettings(deps.db, listingId);
  if (!settings.publish || settings.privateSite) return null;
  return findMainPhotoFile(deps.db, listingId, imageId, size);
}
