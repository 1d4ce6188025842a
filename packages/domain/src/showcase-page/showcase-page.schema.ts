import { z } from 'zod';

/**
 * What the public showcase page of one listing shows (GET /site/{listingId}, or '/' on the
 * listing's purchased domain): the listing's public facts, its photos and hero video, the site's
 * settings (headline, price shown, custom tabs, tracking ids), its list-side agents and the
 * brokerage. Built by the API from the listing and its showcase settings; rendered as HTML.
 */

/** One rendition of a photo: its public address and width in pixels. */
export const ShowcaseRenditionSchema = z.object({ url: z.string(), width: z.number().int().positive() });

export const ShowcasePhotoSchema = z.object({
  /** Widest last; the page's srcset. */
  renditions: z.array(ShowcaseRenditionSchema).min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string().nullable(),
});
export type ShowcasePhoto = z.infer<typeof ShowcasePhotoSchema>;

export const ShowcaseAmenityGroupSchema = z.object({
  group: z.string(),
  items: z.array(z.string()),
});

export const ShowcaseCustomTabSchema = z.object({
  title: z.string(),
  /** Rich text (sanitized on save, sanitized again when rendered). */
  body: z.string(),
});
export type ShowcaseCustomTab = z.infer<typeof ShowcaseCustomTabSchema>;

export const ShowcaseAgentSchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type ShowcaseAgent = z.infer<typeof ShowcaseAgentSchema>;

/**
 * displayOptions of a showcase site (spec/001 section 2): 1 Show Features & Amenities, 2 Show
 * Custom Tabs, 3 Do Not Show Details.
 */
export const SHOWCASE_DISPLAY_OPTIONS = {
  1: 'Show Features & Amenities',
  2: 'Show Custom Tabs',
  3: 'Do Not Show Details',
} as const;
export type ShowcaseDisplayOption = keyof typeof SHOWCASE_DISPLAY_OPTIONS;

export const ShowcasePageDataSchema = z.object({
  listingId: z.number().int(),
  /** Shown only when the listing's showAddress is on. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  listingType: z.enum(['Sale', 'Rental']),
  propertyType: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  fullBaths: z.number().int().nullable(),
  halfBaths: z.number().int().nullable(),
  interiorSize: z.number().int().nullable(),
  exteriorSize: z.number().int().nullable(),
  lotSize: z.number().nullable(),
  yearBuilt: z.number().int().nullable(),
  amenities: z.array(ShowcaseAmenityGroupSchema),
  /** Null when the price is not shown (Show Price off, price upon request, none set). */
  price: z.number().nullable(),
  /** The rental period of a rental's price ('Monthly'), else null. */
  pricePeriod: z.string().nullable(),
  currency: z.string(),
  photos: z.array(ShowcasePhotoSchema),
  heroVideo: z.object({ url: z.string(), posterUrl: z.string().nullable() }).nullable(),
  /** The additional showcase videos (the Video Section's three slots), completed, in their order. */
  films: z.array(
    z.object({ url: z.string(), posterUrl: z.string().nullable(), title: z.string().nullable() }),
  ),
  /** The header bar's text (the header option: the address, the brokerage's name or the custom header). */
  header: z.string(),
  /** The document's title (the showcase title option), as search results and link previews show it. */
  title: z.string(),
  headline: z.string(),
  subheadline: z.string().nullable(),
  displayOptions: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  customTabs: z.array(ShowcaseCustomTabSchema),
  agents: z.array(ShowcaseAgentSchema),
  brokerage: z.object({ name: z.string(), url: z.string() }),
  tracking: z.object({
    googleAnalyticsTrackingId: z.string().nullable(),
    hotjarTrackingId: z.string().nullable(),
    googleTagManager: z.string().nullable(),
  }),
  /** mailto: the lead (first list-side) agent, or null without one. */
  contactUrl: z.string().nullable(),
  /** The page's absolute address (canonical, Open Graph). */
  pageUrl: z.string(),
});
export type ShowcasePageData = z.infer<typeof ShowcasePageDataSchema>;
