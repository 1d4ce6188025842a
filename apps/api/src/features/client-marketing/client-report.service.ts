import {
  brokersLetter,
  campaignRates,
  IMAGE_RENDITIONS,
  isMarketingSection,
  LISTING_STATUS_LABEL,
  marketingLinks,
  reportBlockTitle,
  reportOverviewFigures,
  reportSectionInfo,
  reportSectionSource,
  showingsByMonth,
  visibleReportTree,
  zonedTime,
  type Actor,
  type ClientReport,
  type ClientReportChildBlock,
  type ListingStatusId,
  type ListingViewsOnWeb,
  type MarketingItem,
  type OpenHouse,
  type ReportPhoto,
  type ReportSection,
  type ReportSectionName,
  type Showing,
} from '@atrium/domain';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import { findFile } from '../files';
import { requireVisibleListing } from '../listings';
import { findMarketingItems, viewsOnWebOf } from '../marketing';
import { findOpenHouses, findShowings } from '../showings';
import { findRentalTerm, listListSideAgents } from '../showcase-page';
import { toVideo } from '../videos';
import { ensureSectionRows, findCover, findListingVideos, findMainPhotos } from './client-marketing.repo';
import { treeOf } from './client-marketing.service';
import { renderReportPdf, reportPdfFileName } from './client-report.pdf';
import { findReportListing, type ReportListingRow } from './client-report.repo';

export type ReportDeps = {
  db: Db;
  storage: Storage;
  brand: string;
  publicUrl: string;
  timeZone: string;
  now?: () => Date;
};

/**
 * How the reader reaches the report: through the signed link (every address it answers carries
 * the token), or with a session (photos and files are read through GET files/{id}).
 */
export type ReportAccess = { kind: 'link'; token: string } | { kind: 'session' };

type Photo = Awaited<ReturnType<typeof findMainPhotos>>[number];

const linkBase = (listingId: number) => `/api/ListingMarketingReport/${listingId}`;
const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

function photoOf(listingId: number, p: Photo, access: ReportAccess): ReportPhoto {
  if (access.kind === 'session')
    return {
      fileId: p.mediumFileId ?? p.originalFileId,
      url: null,
      srcSet: [],
      width: p.width,
      height: p.height,
    };
  const at = (size: 'small' | 'medium' | 'original') =>
    withToken(`${linkBase(listingId)}/photo/${p.id}/${size}`, access.token);
  const srcSet = [
    ...(p.smallFileId && p.width > IMAGE_RENDITIONS.small
      ? [{ url: at('small'), width: IMAGE_RENDITIONS.small }]
      : []),
    ...(p.mediumFileId && p.width > IMAGE_RENDITIONS.medium
      ? [{ url: at('medium'), width: IMAGE_RENDITIONS.medium }]
      : []),
    { url: at('original'), width: p.width },
  ];
  return {
    fileId: null,
    url: at(p.mediumFileId ? 'medium' : 'original'),
    srcSet,
    width: p.width,
    height: p.height,
  };
}

const headlineOf = (l: ReportListingRow) =>
  [l.address1, l.address2].filter(Boolean).join(', ') ||
  l.title?.trim() ||
  [l.city, l.state].filter(Boolean).join(', ') ||
  `Listing ${l.id}`;

type Content = {
  listing: ReportListingRow;
  today: string;
  price: number | null;
  priceLabel: string;
  items: MarketingItem[];
  showings: Showing[];
  openHouses: OpenHouse[];
  views: ListingViewsOnWeb;
  agentNames: string[];
  access: ReportAccess;
};

const EMPTY_BLOCK = {
  figures: [],
  items: [],
  showings: [],
  showingMonths: [],
  openHouses: [],
  views: null,
  html: null,
  paragraphs: [],
};

function blockOf(
  s: ReportSection | ReportSection['childSections'][number],
  remark: string | null,
  c: Content,
) {
  const name = s.name as ReportSectionName;
  const block: ClientReportChildBlock = {
    id: s.id,
    sectionId: s.sectionId,
    name,
    displayName: reportBlockTitle(name, s.displayName),
    source: reportSectionSource(name),
    ...EMPTY_BLOCK,
  };
  const info = reportSectionInfo(s.sectionId);
  const publicFile =
    c.access.kind === 'link'
      ? (fileId: string) =>
          withToken(`${linkBase(c.listing.id)}/file/${fileId}`, (c.access as { token: string }).token)
      : undefined;
  if (isMarketingSection(s.sectionId))
    block.items = c.items
      .filter((i) => i.marketingTypeId === info?.marketingTypeId)
      .map((i) => ({
        id: i.id,
        marketingTypeId: i.marketingTypeId,
        marketingTypeName: i.marketingTypeName,
        date: i.date,
        toDate: i.toDate,
        description: i.description,
        audience: i.audience,
        emailsSent: i.emailsSent,
        views: i.views,
        clicks: i.clicks,
        potentialReach: i.potentialReach,
        engagements: i.engagements,
        ...campaignRates(i),
        links: marketingLinks(i, publicFile),
      }));
  switch (name) {
    case 'overview':
      block.figures = reportOverviewFigures({
        listingDate: c.listing.listingDate,
        today: c.today,
        price: c.price,
        priceLabel: c.priceLabel,
        showings: c.showings,
        openHouses: c.openHouses,
        totalViews: c.views.counts.totalViews,
        marketingItems: c.items,
      });
      break;
    case 'viewsOnWeb':
    case 'graph':
      block.views = {
        sites: c.views.sites.map((v) => ({
          siteName: v.siteName,
          deepLink: v.deepLink,
          totalViews: v.totalViews,
        })),
        totalViews: c.views.counts.totalViews,
        graph: c.views.graph,
      };
      break;
    case 'showings':
      block.showings = c.showings.map((v) => ({
        id: v.id,
        showingDate: v.showingDate,
        count: v.count,
        buyerAgents: v.buyerAgents,
        feedback: v.feedback,
      }));
      block.showingMonths = showingsByMonth(c.showings);
      break;
    case 'openHouses':
      block.openHouses = c.openHouses.map((o) => ({
        id: o.id,
        startDateTime: o.startDateTime,
        endDateTime: o.endDateTime,
        attendees: o.attendees,
        byAppointmentOnly: o.byAppointmentOnly,
        doNotShowTime: o.doNotShowTime,
        brokerOnly: o.brokerOnly,
        isVirtual: o.isVirtual,
      }));
      break;
    case 'notes':
      block.html = remark;
      break;
    case 'brokersLetter':
      block.paragraphs = brokersLetter({
        office: c.listing.office,
        address: headlineOf(c.listing),
        agents: c.agentNames,
      });
      break;
    case 'inTheNews':
      block.paragraphs = ['No press items for this listing yet.'];
      break;
  }
  return block;
}

/**
 * The report of a listing as its seller reads it, or null when the listing does not exist. The
 * caller has checked the access (the signed link, or a session that sees the listing).
 */
export async function composeReport(
  deps: ReportDeps,
  listingId: number,
  access: ReportAccess,
): Promise<ClientReport | null> {
  const { db } = deps;
  const listing = await findReportListing(db, listingId);
  if (!listing) return null;
  const now = deps.now?.() ?? new Date();
  const today = zonedTime(now, deps.timeZone).localDate;
  const isRental = listing.listingType === 'Rental';
  const rows = await ensureSectionRows(db, listingId);
  const [items, showings, openHouses, views, agentRows, photos, cover, clips, rental] = await Promise.all([
    findMarketingItems(db, listingId),
    findShowings(db, listingId),
    findOpenHouses(db, listingId),
    viewsOnWebOf(deps, listingId),
    listListSideAgents(db, listingId),
    findMainPhotos(db, listingId),
    findCover(db, listingId),
    findListingVideos(db, listingId),
    isRental ? findRentalTerm(db, listingId) : Promise.resolve(null),
  ]);
  const agents = agentRows.map((a) => ({
    name: `${a.preferredFirstName || a.firstName} ${a.preferredLastName || a.lastName}`.trim(),
    title: a.title,
    phone: a.mobilePhone || a.workPhone || null,
    email: a.email || null,
  }));
  const price = listing.priceUponRequest
    ? null
    : isRental
      ? (rental?.price ?? listing.currentPrice)
      : listing.currentPrice;
  const content: Content = {
    listing,
    today,
    price,
    priceLabel: isRental ? (rental?.period ? `Rent (${rental.period.toLowerCase()})` : 'Rent') : 'List price',
    items,
    showings,
    openHouses,
    views,
    agentNames: agents.map((a) => a.name),
    access,
  };
  const remarkOf = new Map(rows.map((r) => [r.id, r.remark]));
  const coverPhoto = photos.find((p) => p.id === cover?.imageId) ?? photos[0];
  const coverClip = cover?.videoId ? clips.find((v) => v.id === cover.videoId) : undefined;
  const coverVideo = coverClip ? toVideo(coverClip) : null;
  return {
    listingId,
    computedAt: now.toISOString(),
    timeZone: deps.timeZone,
    brand: deps.brand,
    property: {
      headline: headlineOf(listing),
      streetAddress: [listing.address1, listing.address2].filter(Boolean).join(', ') || null,
      city: listing.city,
      state: listing.state,
      listingType: isRental ? 'Rental' : 'Sale',
      statusName: LISTING_STATUS_LABEL[listing.listingStatusId as ListingStatusId] ?? null,
      price,
      pricePeriod: isRental ? (rental?.period ?? null) : null,
      listingDate: listing.listingDate,
      mlsNumber: listing.mlsNumber ?? listing.listingNumber,
      bedrooms: listing.bedrooms,
      fullBaths: listing.fullBaths,
      halfBaths: listing.halfBaths,
      interiorSize: listing.interiorSize,
      office: listing.office,
    },
    cover: coverPhoto ? photoOf(listingId, coverPhoto, access) : null,
    coverVideo: coverVideo?.url ? { url: coverVideo.url, posterUrl: coverVideo.posterUrl } : null,
    agents,
    sections: visibleReportTree(treeOf(rows)).map((s) => ({
      ...blockOf(s, remarkOf.get(s.id) ?? null, content),
      children: s.childSections.map((c) => blockOf(c, remarkOf.get(c.id) ?? null, content)),
    })),
  };
}

/** The report for a signed-in user who sees the listing (404 otherwise). */
export async function getClientReport(deps: ReportDeps, actor: Actor, listingId: number) {
  await requireVisibleListing(deps.db, actor, listingId);
  return (await composeReport(deps, listingId, { kind: 'session' }))!;
}

/** The bytes of the cover photo as the PDF embeds them (JPEG or PNG), or null. */
async function coverBytes(deps: ReportDeps, fileId: string | null): Promise<Buffer | null> {
  if (!fileId) return null;
  const file = await findFile(deps.db, fileId);
  if (!file) return null;
  const bytes = await buffer(await deps.storage.get(file.storageKey));
  return /^image\/(jpeg|png)$/.test(file.contentType) ? bytes : sharp(bytes).jpeg({ quality: 85 }).toBuffer();
}

/** The report and its PDF, as read now; null when the listing does not exist. */
export async function buildReportPdf(deps: ReportDeps, listingId: number) {
  const report = await composeReport(deps, listingId, { kind: 'session' });
  if (!report) return null;
  const pdf = await renderReportPdf(report, { cover: await coverBytes(deps, report.cover?.fileId ?? null) });
  return { report, pdf, fileName: reportPdfFileName(report) };
}

/** The PDF for a signed-in user who sees the listing (404 otherwise). */
export async function getClientReportPdf(deps: ReportDeps, actor: Actor, listingId: number) {
  await requireVisibleListing(deps.db, actor, listingId);
  return (await buildReportPdf(deps, listingId))!;
}
