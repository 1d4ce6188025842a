import {
  DOMAIN_STATUS,
  IMAGE_RENDITIONS,
  isDomainLapsed,
  isShowcaseVisible,
  showcaseDisplayOptions,
  showcaseHeaderText,
  showcaseHeadline,
  showcasePrice,
  showcaseTitleText,
  streetAddress,
  type ShowcaseCustomTab,
  type ShowcaseDisplayOption,
  type ShowcasePageData,
  type ShowcasePhoto,
} from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import type { Storage } from '../../adapters/storage/storage';
import { toVideo } from '../videos';
import { findDomainByName, findHeroVideo, findListingDomain, findShowcaseSite } from '../showcase';
import {
  findMainPhotoFile,
  findRentalTerm,
  findShowcaseListing,
  listAmenities,
  listListSideAgents,
  listMainPhotos,
  listShowcaseFilms,
} from './showcase-page.repo';

export type ShowcasePageDeps = {
  db: DbOrTx;
  storage: Storage;
  brand: string;
  /** The product's address: the page's own address (canonical, Open Graph) is under it. */
  publicUrl: string;
  /** The brokerage's public website, where the page's brand and seller link lead. */
  brokerageUrl: string;
  now?: () => Date;
};

/** The settings of a listing's showcase site that the page reads. */
export type ShowcaseSettings = {
  /** 1 address, 2 other (the brokerage's name), 3 the custom header: the header bar's text. */
  headerOptions: number;
  customHeader: string | null;
  /** 1 address, 2 the listing's title, 3 the custom text, 4 none: the page's title. */
  titleOption: number;
  customTitle: string | null;
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
  headerOptions: 2,
  customHeader: null,
  titleOption: 1,
  customTitle: null,
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
    headerOptions: site.headerOptions,
    customHeader: site.customHeader,
    titleOption: site.titleOption,
    customTitle: site.customTitle,
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

/**
 * The listing whose purchased domain a request's Host names (port and 'www.' ignored), or null. A
 * lapsed domain still names its listing, so its host answers the 'no longer available' page.
 */
export async function listingIdForHost(db: DbOrTx, host: string): Promise<number | null> {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (!name) return null;
  const domain = await findDomainByName(db, name);
  return domain && domain.status !== DOMAIN_STATUS.pending ? domain.entityId : null;
}

export type ShowcasePageResult =
  | { kind: 'page'; data: ShowcasePageData; isPrivate: boolean }
  | { kind: 'unavailable' }
  | { kind: 'lapsed' }
  /** A private site opened without access: the access page (the title is for the agents' e-mail only). */
  | { kind: 'private'; listingTitle: string };

const photoUrl = (listingId: number, imageId: string, size: string) =>
  `/api/site/${listingId}/photo/${imageId}/${size}`;

/**
 * The page's data; 'lapsed' when the listing's domain has expired (past its expiration and not
 * renewed) or is inactive; 'unavailable' when the listing is missing or unpublished; 'private' when
 * the site is private and the visitor has no access (`hasAccess` is asked only then).
 */
export async function loadShowcasePage(
  deps: ShowcasePageDeps,
  listingId: number,
  hasAccess: () => Promise<boolean> = async () => false,
): Promise<ShowcasePageResult> {
  const { db } = deps;
  const listing = await findShowcaseListing(db, listingId);
  if (!listing) return { kind: 'unavailable' };
  const domain = await findListingDomain(db, listingId);
  if (domain && isDomainLapsed(domain, deps.now ? deps.now() : new Date())) return { kind: 'lapsed' };
  if (!isShowcaseVisible(listing)) return { kind: 'unavailable' };
  const settings = await loadShowcaseSettings(db, listingId);
  if (!settings.publish) return { kind: 'unavailable' };
  if (settings.privateSite && !(await hasAccess()))
    return {
      kind: 'private',
      listingTitle:
        listing.title?.trim() ||
        streetAddress(listing.address1, listing.address2) ||
        showcaseHeadline(settings.headline, { ...listing, showAddress: false }) ||
        `Listing ${listingId}`,
    };

  const isRental = listing.listingType === 'Rental';
  const [rental, amenityRows, agentRows, photoRows, video, filmRows] = await Promise.all([
    isRental ? findRentalTerm(db, listingId) : Promise.resolve(null),
    listAmenities(db, listingId),
    listListSideAgents(db, listingId),
    listMainPhotos(db, listingId),
    findHeroVideo(db, listingId),
    listShowcaseFilms(db, listingId),
  ]);

  const address = listing.showAddress ? streetAddress(listing.address1, listing.address2) : null;
  const shownListing = {
    address1: address,
    city: listing.city,
    state: listing.state,
    showAddress: listing.showAddress,
  };
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
  const films = filmRows
    .map((row) => toVideo(row))
    .flatMap((v) =>
      v.url ? [{ url: v.url, posterUrl: v.posterUrl, title: v.title || v.caption || null }] : [],
    );
  const agentsShown = agentRows.map((a) => ({
    name: `${a.preferredFirstName || a.firstName} ${a.preferredLastName || a.lastName}`,
    title: a.title,
    phone: a.mobilePhone || a.workPhone || null,
    email: a.email || null,
    photoUrl: a.photoId ? photoUrl(listingId, a.photoId, 'small') : null,
  }));
  const lead = agentsShown.find((a) => a.email);
  const subject =
    address ?? ([listing.city, listing.state].filter(Boolean).join(', ') || `listing ${listingId}`);

  return {
    kind: 'page',
    isPrivate: settings.privateSite,
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
      films,
      header: showcaseHeaderText(settings, shownListing, deps.brand),
      title: showcaseTitleText(settings, { ...shownListing, title: listing.title }, deps.brand),
      headline: showcaseHeadline(settings.headline, shownListing),
      subheadline: settings.subheadline?.trim() || null,
      displayOptions: settings.displayOptions,
      customTabs: settings.customTabs,
      agents: agentsShown,
      brokerage: { name: deps.brand, url: deps.brokerageUrl },
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

/**
 * A rendition of a visible listing's main photo, or null (missing, unpublished, lapsed, or private
 * without access); `isPrivate` says whether it may be cached by shared caches.
 */
export async function showcasePhotoFile(
  deps: ShowcasePageDeps,
  listingId: number,
  imageId: string,
  size: 'small' | 'medium' | 'original',
  hasAccess: () => Promise<boolean> = async () => false,
) {
  const listing = await findShowcaseListing(deps.db, listingId);
  if (!listing || !isShowcaseVisible(listing)) return null;
  const domain = await findListingDomain(deps.db, listingId);
  if (domain && isDomainLapsed(domain, deps.now ? deps.now() : new Date())) return null;
  const settings = await loadShowcaseSettings(deps.db, listingId);
  if (!settings.publish) return null;
  if (settings.privateSite && !(await hasAccess())) return null;
  const file = await findMainPhotoFile(deps.db, listingId, imageId, size);
  return file && { ...file, isPrivate: settings.privateSite };
}
