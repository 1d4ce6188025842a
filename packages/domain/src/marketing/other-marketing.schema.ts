import { z } from 'zod';
import { Id } from '../http';
import { MSG } from '../messages';
import { dateField, numberField } from '../listings/listing-fields';
import { ADDITIONAL_PROMOTION_TYPE_IDS, MARKETING_ITEM_TYPE_IDS, MARKETING_LIMITS } from './marketing.rules';
import {
  additionalMarketingProblems,
  isCitComplete,
  MARKETING_SEARCH_SORT_COLUMNS,
  OTHER_MARKETING_LIMITS as L,
} from './other-marketing.rules';

/** Other marketing: the additional marketing form, the search and their answers. */

const Cost = (label: string) => numberField({ label, maxLength: MARKETING_LIMITS.costLengthMax });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: MSG.required([label]) })
    .trim()
    .min(1, { error: MSG.required([label]) })
    .max(max, { error: MSG.maxLength(label, max) });

const typeOf = (label: string, ids: readonly number[]) =>
  z.number({ error: MSG.required([label]) }).refine((v) => ids.includes(v), { error: MSG.required([label]) });

/** One agent's share of an additional marketing entry. */
export const AgentMarketingCostSchema = z
  .strictObject({
    listingId: Id,
    agentId: Id,
    agentName: z.string().trim().max(L.agentNameMax).optional().default(''),
    creditMemo: z
      .string()
      .trim()
      .max(L.creditMemoMax, { error: MSG.maxLength('Credit memo', L.creditMemoMax) })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    actualCost: Cost('Actual Cost'),
    officeCost: Cost('Office Cost'),
    agentCost: Cost('Agent Cost'),
    agentPaid: z.boolean().optional().default(false),
    cit: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (!isCitComplete(v))
      ctx.addIssue({ code: 'custom', path: ['agentCost'], message: MSG.additionalMarketingCitRule });
  });
export type AgentMarketingCostInput = z.input<typeof AgentMarketingCostSchema>;
export type AgentMarketingCost = z.output<typeof AgentMarketingCostSchema>;

/**
 * POST marketing: an additional marketing entry, created (no id) or updated. It belongs to the
 * listing its agents are of; each agent bears its own costs.
 */
export const AdditionalMarketingSchema = z
  .strictObject({
    id: Id.optional(),
    marketingTypeId: typeOf('Marketing type', MARKETING_ITEM_TYPE_IDS),
    additionalPromotionId: typeOf('Additional promotion type', ADDITIONAL_PROMOTION_TYPE_IDS),
    date: dateField('Date').refine((v) => v != null, { error: MSG.required(['Date']) }),
    description: requiredText('Description', L.descriptionMax),
    billingCode: requiredText('Billing Code', L.billingCodeMax),
    // told even while other fields are missing (an object's own refinement would wait for them)
    agentMarketingCosts: z
      .array(AgentMarketingCostSchema, { error: MSG.additionalMarketingAgentRequired })
      .min(1, { error: MSG.additionalMarketingAgentRequired })
      .max(L.agentsMax),
  })
  .superRefine((v, ctx) => {
    for (const message of additionalMarketingProblems(v.agentMarketingCosts))
      if (message !== MSG.additionalMarketingCitRule && message !== MSG.additionalMarketingAgentRequired)
        ctx.addIssue({ code: 'custom', path: ['agentMarketingCosts'], message });
  })
  .transform((v) => ({ ...v, date: v.date as string }));
export type AdditionalMarketingInput = z.input<typeof AdditionalMarketingSchema>;
export type AdditionalMarketingValues = z.output<typeof AdditionalMarketingSchema>;

/** POST Marketing/search (and its export): filters, paging and sort. */
export const MarketingSearchSchema = z.strictObject({
  /** 0 every type, 1 the paid types, else one type. */
  marketingTypeId: z.int().min(0).max(99).optional().default(0),
  fromDate: dateField('From date'),
  toDate: dateField('To date'),
  agentId: Id.nullable().optional(),
  officeId: Id.nullable().optional(),
  text: z.string().trim().max(L.textMax).optional().default(''),
  pageNumber: z.int().min(1).max(100000).default(1),
  pageSize: z.int().min(1).max(100).default(L.pageSize),
  sortColumn: z.enum(MARKETING_SEARCH_SORT_COLUMNS).default('date'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type MarketingSearchInput = z.input<typeof MarketingSearchSchema>;

/** PUT Marketing/search/export: the search's filters and sort, and the format (XLSX by default). */
export const MarketingExportSchema = MarketingSearchSchema.extend({
  format: z.enum(['csv', 'xlsx']).optional().default('xlsx'),
});
export type MarketingExportInput = z.input<typeof MarketingExportSchema>;
export type MarketingSearch = z.output<typeof MarketingSearchSchema>;

const Money = z.number().nullable();

export const AgentMarketingCostRow = z.object({
  listingId: z.int(),
  agentId: z.int(),
  agentName: z.string(),
  creditMemo: z.string().nullable(),
  actualCost: Money,
  officeCost: Money,
  agentCost: Money,
  agentPaid: z.boolean(),
  cit: z.boolean(),
});
export type AgentMarketingCostRow = z.infer<typeof AgentMarketingCostRow>;

export const MarketingSearchRow = z
  .object({
    id: z.int(),
    listingId: z.int(),
    listingTitle: z.string(),
    officeName: z.string().nullable(),
    marketingTypeId: z.int(),
    marketingTypeName: z.string(),
    additionalPromotionId: z.int().nullable(),
    additionalPromotionName: z.string().nullable(),
    date: z.string(),
    description: z.string(),
    billingCode: z.string().nullable(),
    actualCost: Money,
    officeCost: Money,
    agentCost: Money,
    cit: z.boolean(),
    isAgentPaid: z.boolean(),
    agentMarketingCosts: z.array(AgentMarketingCostRow),
  })
  .meta({ id: 'MarketingSearchRow' });
export type MarketingSearchRow = z.infer<typeof MarketingSearchRow>;

export const MarketingSearchResult = z.object({
  results: z.array(MarketingSearchRow),
  totalRecords: z.int(),
});
export type MarketingSearchResult = z.infer<typeof MarketingSearchResult>;

/** The agents of a listing, as the cost rows of a new entry start. */
export const MarketingListingAgent = z.object({
  listingId: z.int(),
  agentId: z.int(),
  agentName: z.string(),
});
export type MarketingListingAgent = z.infer<typeof MarketingListingAgent>;

export const OtherMarketingSaved = z.object({ id: z.int(), message: z.string() });
export const OtherMarketingMessage = z.object({ message: z.string() });
