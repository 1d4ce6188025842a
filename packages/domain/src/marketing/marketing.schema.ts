import { z } from 'zod';
import { LIMITS } from '../constants';
import { Id, IdFromText } from '../http';
import { MSG } from '../messages';
import { numberField, parseListingDate, withHttp } from '../listings/listing-fields';
import { FileId } from '../files/files.schema';
import {
  MARKETING_EXTRA_FIELDS,
  MARKETING_FORM_FIELDS,
  MARKETING_ITEM_TYPE_IDS,
  MARKETING_LIMITS,
  marketingFormOf,
} from './marketing.rules';

/** A day in any accepted form (2026-11-01, 11/1/2026...), answered as YYYY-MM-DD; blank stays ''. */
const Day = (label: string) =>
  z
    .string({ error: MSG.required([label]) })
    .trim()
    .transform((s, ctx) => {
      if (s === '') return '';
      const day = parseListingDate(s);
      if (!day) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidDate(label) });
        return z.NEVER;
      }
      return day;
    });

const Count = z
  .number({ error: MSG.marketingCountInvalid })
  .int({ error: MSG.marketingCountInvalid })
  .min(0, { error: MSG.marketingCountInvalid })
  .max(LIMITS.maxNumeric, { error: MSG.marketingCountInvalid })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(label, max) })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A cost: two decimals kept, at most 10 characters as typed, never negative; blank is null. */
const Cost = (label: string) => numberField({ label, maxLength: MARKETING_LIMITS.costLengthMax });

const Flag = z
  .boolean()
  .optional()
  .transform((v) => v ?? false);

/**
 * A marketing item as created or edited (PUT marketing): one shape for every type. `date` is the
 * issue date of an advertisement and the from date of a social campaign; `description` is the
 * publication of an advertisement (500) and the name of an e-mail campaign (255). Fields of
 * another type's form are refused rather than silently kept.
 */
export const MarketingItemInputSchema = z
  .strictObject({
    id: Id.optional(),
    listingId: Id,
    marketingTypeId: z
      .number({ error: MSG.required(['Type']) })
      .refine((v) => (MARKETING_ITEM_TYPE_IDS as readonly number[]).includes(v), {
        error: MSG.required(['Type']),
      }),
    date: Day('Date'),
    toDate: Day('To date').nullable().optional(),
    description: z.string({ error: MSG.required(['Description']) }).trim(),
    url: optionalText('Url', 2000).transform((v) => (v ? withHttp(v) : null)),
    audience: optionalText('Audience', MARKETING_LIMITS.audienceMax),
    emailsSent: Count,
    views: Count,
    clicks: Count,
    potentialReach: Count,
    engagements: Count,
    // cost and billing, for every type
    invoiceNumber: optionalText('Invoice Number', MARKETING_LIMITS.invoiceNumberMax),
    vendor: optionalText('Vendor', MARKETING_LIMITS.vendorMax),
    publish: Flag,
    actualCost: Cost('Actual Cost'),
    agentCost: Cost('Agent Cost'),
    officeCost: Cost('Office Cost'),
    billingCode: optionalText('Billing Code', MARKETING_LIMITS.billingCodeMax),
    cit: Flag,
    isAgentPaid: Flag,
  })
  .superRefine((v, ctx) => {
    const form = marketingFormOf(v.marketingTypeId);
    if (v.date === '') ctx.addIssue({ code: 'custom', path: ['date'], message: MSG.required(['Date']) });
    const descriptionMax =
      form === 'advertisement' ? MARKETING_LIMITS.publicationMax : MARKETING_LIMITS.descriptionMax;
    const label =
      form === 'advertisement' ? 'Publication' : form === 'emailCampaign' ? 'Name' : 'Description';
    if (v.description === '')
      ctx.addIssue({ code: 'custom', path: ['description'], message: MSG.required([label]) });
    else if (v.description.length > descriptionMax)
      ctx.addIssue({ code: 'custom', path: ['description'], message: MSG.maxLength(label, descriptionMax) });
    for (const f of MARKETING_EXTRA_FIELDS)
      if (v[f] != null && v[f] !== '' && !MARKETING_FORM_FIELDS[form].includes(f))
        ctx.addIssue({ code: 'custom', path: [f], message: MSG.marketingFieldNotForType(f) });
    if (form === 'socialCampaign' && v.toDate && v.date && v.toDate < v.date)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: MSG.marketingFromAfterTo });
  })
  .transform((v) => ({ ...v, toDate: v.toDate ? v.toDate : null }));
export type MarketingItemInput = z.input<typeof MarketingItemInputSchema>;
export type MarketingItemValues = z.output<typeof MarketingItemInputSchema>;

/** The file of a marketing item (one at most; a new upload replaces it). */
export const MarketingFileSchema = z.object({
  id: FileId,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type MarketingFile = z.infer<typeof MarketingFileSchema>;

export const MarketingItemSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  marketingTypeId: z.number().int(),
  marketingTypeName: z.string(),
  date: z.string(),
  toDate: z.string().nullable(),
  description: z.string(),
  url: z.string().nullable(),
  audience: z.string().nullable(),
  emailsSent: z.number().int().nullable(),
  views: z.number().int().nullable(),
  clicks: z.number().int().nullable(),
  potentialReach: z.number().int().nullable(),
  engagements: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  vendor: z.string().nullable(),
  publish: z.boolean(),
  actualCost: z.number().nullable(),
  agentCost: z.number().nullable(),
  officeCost: z.number().nullable(),
  billingCode: z.string().nullable(),
  cit: z.boolean(),
  isAgentPaid: z.boolean(),
  /** Whether a file is attached (an advertisement's tear sheet); `file` names it. */
  isFile: z.boolean(),
  file: MarketingFileSchema.nullable(),
});
export type MarketingItem = z.infer<typeof MarketingItemSchema>;

export const PropertyMarketingListSchema = z.object({
  pastMarketings: z.array(MarketingItemSchema),
  upcomingMarketings: z.array(MarketingItemSchema),
});
export type PropertyMarketingList = z.infer<typeof PropertyMarketingListSchema>;

/** An item as a line of the summary: its type, date and description. */
export const MarketingItemBriefSchema = z.object({
  id: z.number().int(),
  marketingTypeId: z.number().int(),
  marketingTypeName: z.string(),
  date: z.string(),
  description: z.string(),
});

/** The list's type filter: All (0, the default), Paid Advertisement (1: every paid type) or one type. */
export const MarketingListQuery = z.strictObject({
  marketingTypeId: z.coerce.number().int().min(0).max(99).default(0),
});

export const MarketingTypeSchema = z.object({ id: z.number().int(), name: z.string() });

export const ListingMarketingParams = z.object({ listingId: IdFromText, id: IdFromText });

export const MarketingFileParams = z.object({ listingId: IdFromText, id: IdFromText });

/** Marketing of one listing at a glance: counts by type, latest and next item, totals. */
export const ListingMarketingSummarySchema = z.object({
  listingId: z.number().int(),
  /** The listing's title as its lists show it (the address when it is used as the title). */
  title: z.string(),
  city: z.string().nullable(),
  statusId: z.number().int(),
  itemCount: z.number().int(),
  countsByType: z.array(
    z.object({ marketingTypeId: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
  latest: MarketingItemBriefSchema.nullable(),
  next: MarketingItemBriefSchema.nullable(),
  actualCost: z.number(),
  agentCost: z.number(),
  officeCost: z.number(),
  views: z.number().int(),
  clicks: z.number().int(),
});
export type ListingMarketingSummary = z.infer<typeof ListingMarketingSummarySchema>;

export const ListingMarketingPageQuery = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).max(LIMITS.maxNumeric).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ListingMarketingPageSchema = z.object({
  results: z.array(ListingMarketingSummarySchema),
  totalRecords: z.number().int(),
});
export type ListingMarketingPage = z.infer<typeof ListingMarketingPageSchema>;
