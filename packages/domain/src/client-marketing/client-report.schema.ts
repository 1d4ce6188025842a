import { z } from 'zod';
import { IdFromText } from '../http';
import { FileId } from '../files/files.schema';
import { ImageId } from '../images/images.schema';
import { ViewsGraphDaySchema } from '../marketing/views-on-web.schema';
import { REPORT_SECTION_NAMES } from './client-marketing.rules';
import { REPORT_FIGURE_FORMATS } from './client-report.rules';

/**
 * The seller's report as read (GET ListingMarketingReport/{listingId}?token=, or by a signed-in
 * user who sees the listing): the property, its cover, its agents and the shown sections in order,
 * each with its content, where it comes from, and the moment the whole was computed.
 */

const Figure = z.object({
  label: z.string(),
  value: z.number().nullable(),
  format: z.enum(REPORT_FIGURE_FORMATS),
  source: z.string(),
});

const Link = z.object({
  label: z.enum(['VIEW', 'LINK', 'TEAR SHEET']),
  href: z.string(),
  isFile: z.boolean(),
});

/** A marketing item as the seller sees it: no costs, invoices or billing codes. */
const ReportItem = z.object({
  id: z.int(),
  marketingTypeId: z.int(),
  marketingTypeName: z.string(),
  date: z.string(),
  toDate: z.string().nullable(),
  description: z.string(),
  audience: z.string().nullable(),
  emailsSent: z.int().nullable(),
  views: z.int().nullable(),
  clicks: z.int().nullable(),
  potentialReach: z.int().nullable(),
  engagements: z.int().nullable(),
  viewRate: z.string(),
  interactionRate: z.string(),
  links: z.array(Link),
});

/** A showing as the seller sees it: no buyer name, no agents' notes. */
const ReportShowing = z.object({
  id: z.int(),
  showingDate: z.string(),
  count: z.int(),
  buyerAgents: z.string().nullable(),
  feedback: z.string().nullable(),
});

const ReportOpenHouse = z.object({
  id: z.int(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  attendees: z.int().nullable(),
  byAppointmentOnly: z.boolean(),
  doNotShowTime: z.boolean(),
  brokerOnly: z.boolean(),
  isVirtual: z.boolean(),
});

const ReportViews = z.object({
  sites: z.array(z.object({ siteName: z.string(), deepLink: z.string(), totalViews: z.int() })),
  totalViews: z.int(),
  graph: z.array(ViewsGraphDaySchema),
});

const BlockBase = z.object({
  /** The section's row in the builder. */
  id: z.int(),
  sectionId: z.int(),
  name: z.enum(REPORT_SECTION_NAMES),
  displayName: z.string(),
  /** Where the section's figures come from. */
  source: z.string(),
  figures: z.array(Figure),
  items: z.array(ReportItem),
  showings: z.array(ReportShowing),
  showingMonths: z.array(z.object({ month: z.string(), showings: z.int(), visitors: z.int() })),
  openHouses: z.array(ReportOpenHouse),
  views: ReportViews.nullable(),
  /** The notes' rich text (bold, italic, lists; cleaned when saved). */
  html: z.string().nullable(),
  /** Plain paragraphs (the broker's letter, the in-the-news sentence). */
  paragraphs: z.array(z.string()),
});
export const ClientReportBlockSchema = BlockBase.extend({ children: z.array(BlockBase) }).meta({
  id: 'ClientReportBlock',
});
export type ClientReportBlock = z.infer<typeof ClientReportBlockSchema>;
export type ClientReportChildBlock = z.infer<typeof BlockBase>;

/** A photo: `url` and `srcSet` open it without a session (the signed link); else `fileId` with one. */
const ReportPhoto = z.object({
  fileId: z.string().nullable(),
  url: z.string().nullable(),
  srcSet: z.array(z.object({ url: z.string(), width: z.int() })),
  width: z.int(),
  height: z.int(),
});
export type ReportPhoto = z.infer<typeof ReportPhoto>;

export const ClientReportSchema = z
  .object({
    listingId: z.int(),
    /** When the figures were read (ISO instant), and the brokerage's zone they are shown in. */
    computedAt: z.string(),
    timeZone: z.string(),
    brand: z.string(),
    property: z.object({
      headline: z.string(),
      streetAddress: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      listingType: z.enum(['Sale', 'Rental']),
      statusName: z.string().nullable(),
      price: z.number().nullable(),
      pricePeriod: z.string().nullable(),
      listingDate: z.string().nullable(),
      mlsNumber: z.string().nullable(),
      bedrooms: z.number().nullable(),
      fullBaths: z.number().nullable(),
      halfBaths: z.number().nullable(),
      interiorSize: z.number().nullable(),
      office: z.string().nullable(),
    }),
    /** The cover photo (the chosen one, else the first main photo), and the chosen cover video. */
    cover: ReportPhoto.nullable(),
    coverVideo: z.object({ url: z.string(), posterUrl: z.string().nullable() }).nullable(),
    agents: z.array(
      z.object({
        name: z.string(),
        title: z.string().nullable(),
        phone: z.string().nullable(),
        email: z.string().nullable(),
      }),
    ),
    sections: z.array(ClientReportBlockSchema),
  })
  .meta({ id: 'ClientReport' });
export type ClientReport = z.infer<typeof ClientReportSchema>;

export const PublicReportParams = z.object({ listingId: IdFromText });
/** The signed link's token (at most 200 characters; anything else opens nothing). */
export const PublicReportQuery = z.object({
  token: z.string().max(200).optional(),
  calledfrom: z.string().max(40).optional(),
});
export const PublicReportPhotoParams = z.object({
  listingId: IdFromText,
  imageId: ImageId,
  size: z.enum(['small', 'medium', 'original']),
});
export const PublicReportFileParams = z.object({ listingId: IdFromText, fileId: FileId });
