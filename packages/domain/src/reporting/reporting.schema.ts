import { z } from 'zod';
import { parseListingDate } from '../listings/listing-fields';
import { ToggleFlag } from '../listings/listing-details.schema';
import { MSG } from '../messages';
import { Id, Timestamp } from '../http';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
const Format = z.enum(EXPORT_FORMATS).optional().default('xlsx');

/** A day the report needs: MM/DD/YYYY or ISO, answered as ISO. */
const requiredDate = (label: string) =>
  z
    .string({ error: MSG.required([label]) })
    .trim()
    .min(1, { error: MSG.required([label]) })
    .transform((text, ctx): string => {
      const day = parseListingDate(text);
      if (day) return day;
      ctx.addIssue({ code: 'custom', message: MSG.invalidDate(label) });
      return z.NEVER;
    });

const CitReportFields = {
  startDate: requiredDate('Start date'),
  endDate: requiredDate('End date'),
  includeMarketing: ToggleFlag.optional().default(true),
  includeAds: ToggleFlag.optional().default(true),
};
const checkRange = (v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: MSG.reportEndBeforeStart });
};

/** GET agent/{id}/citReport: the range (both days included) and which costs to count. */
export const CitReportQuery = z.strictObject(CitReportFields).superRefine(checkRange);
export type CitReportInput = z.input<typeof CitReportQuery>;

/** POST agent/{id}/citReportExport: the same, and the file's format. */
export const CitReportExportSchema = z
  .strictObject({ ...CitReportFields, format: Format })
  .superRefine(checkRange);

const RangeFields = { startDate: requiredDate('Start date'), endDate: requiredDate('End date') };

/**
 * POST showcaseSite/websiteReport: the listings in scope seen on the web in the range (their
 * showcase page's visits, and the other sites entered in views on web), as a file.
 */
export const WebsiteReportSchema = z.strictObject({ ...RangeFields, format: Format }).superRefine(checkRange);
export type WebsiteReportInput = z.input<typeof WebsiteReportSchema>;

/** POST agent/websiteReport: the same, for one agent's listings (either side). */
export const AgentWebsiteReportSchema = z
  .strictObject({ agentId: Id, ...RangeFields, format: Format })
  .superRefine(checkRange);

/** POST agent/{id}/advertisingReport: the range (both days included). */
export const AdvertisingReportQuery = z.strictObject(RangeFields).superRefine(checkRange);
/** POST agent/{id}/advertisingReportExport: the same, and the file's format. */
export const AdvertisingReportExportSchema = z
  .strictObject({ ...RangeFields, format: Format })
  .superRefine(checkRange);

/** A spot booked with the agent's listing, or a reservation the agent shares. */
export const ADVERTISING_KINDS = ['Booked', 'Reserved'] as const;

export const AdvertisingReportRow = z.object({
  date: z.string(),
  kind: z.enum(ADVERTISING_KINDS),
  mediaOutlet: z.string(),
  advertisement: z.string(),
  edition: z.string().nullable(),
  spot: z.string(),
  listingId: z.int().nullable(),
  address: z.string().nullable(),
  /** 1 for a booking; the spots reserved for a reservation. */
  spots: z.int(),
  agentCost: z.number().nullable(),
});
export type AdvertisingReportRow = z.infer<typeof AdvertisingReportRow>;

export const AdvertisingReport = z
  .object({
    agentId: z.int(),
    agentName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    rows: z.array(AdvertisingReportRow),
    totals: z.object({ spots: z.int(), agentCost: z.number(), mediaOutlets: z.int() }),
    /** Each media outlet with its spots and the agent's cost, the costliest first (for the chart). */
    outlets: z.array(z.object({ mediaOutlet: z.string(), spots: z.int(), agentCost: z.number() })),
  })
  .meta({ id: 'AdvertisingReport' });
export type AdvertisingReport = z.infer<typeof AdvertisingReport>;

/**
 * ABCR, the agents' business closed report (decision 0058): the sides agents held on listings
 * closed (sold or leased) in the range, in the caller's scope, sales or rentals or both.
 */
const AbcrFields = {
  ...RangeFields,
  businessPurposeTypeId: z.union([z.literal(1), z.literal(2)]).optional(),
};
/** POST listing/abcrdetails: one row per agent, a page at a time (the totals count them all). */
export const AbcrQuery = z
  .strictObject({
    ...AbcrFields,
    currentPage: z.int().min(1).optional().default(1),
    itemsPerPage: z.int().min(1).max(100).optional().default(20),
  })
  .superRefine(checkRange);
export type AbcrInput = z.input<typeof AbcrQuery>;
/** POST listing/abcrexport: the agents' rows as a file. */
export const AbcrExportSchema = z.strictObject({ ...AbcrFields, format: Format }).superRefine(checkRange);
/** POST listing/abcrlistingdetails: the closed listings behind one agent's row. */
export const AbcrListingQuery = z.strictObject({ ...AbcrFields, agentId: Id }).superRefine(checkRange);
export type AbcrRange = z.input<typeof AbcrExportSchema>;

export const AbcrAgentRow = z.object({
  agentId: z.int(),
  agentName: z.string(),
  officeName: z.string().nullable(),
  listingSides: z.int(),
  saleSides: z.int(),
  /** The sold price (else the current price) of each side, times the agent's split. */
  volume: z.number(),
  /** Each side's commission (a percent of that price, or a dollar amount), times the split. */
  commission: z.number(),
});
export type AbcrAgentRow = z.infer<typeof AbcrAgentRow>;

export const AbcrDetails = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    rows: z.array(AbcrAgentRow),
    /** The agents with closings in the range, every page. */
    totalRecords: z.int(),
    totals: z.object({ sides: z.int(), volume: z.number(), commission: z.number() }),
  })
  .meta({ id: 'AbcrDetails' });
export type AbcrDetails = z.infer<typeof AbcrDetails>;

export const ABCR_SIDES = ['Listing', 'Sale'] as const;

export const AbcrListingRow = z.object({
  listingId: z.int(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  listingType: z.string(),
  closedDate: z.string(),
  price: z.number(),
  side: z.enum(ABCR_SIDES),
  split: z.number(),
  volume: z.number(),
  commission: z.number(),
});
export type AbcrListingRow = z.infer<typeof AbcrListingRow>;

export const CIT_SOURCES = ['Marketing', 'Advertising'] as const;

export const CitReportRow = z.object({
  date: z.string(),
  source: z.enum(CIT_SOURCES),
  description: z.string(),
  listingId: z.int().nullable(),
  address: z.string().nullable(),
  billingCode: z.string().nullable(),
  creditMemo: z.string().nullable(),
  actualCost: z.number().nullable(),
  officeCost: z.number().nullable(),
  agentCost: z.number().nullable(),
  agentPaid: z.boolean(),
});
export type CitReportRow = z.infer<typeof CitReportRow>;

export const CostTotals = z.object({ actualCost: z.number(), officeCost: z.number(), agentCost: z.number() });
export type CostTotals = z.infer<typeof CostTotals>;

export const CitReport = z
  .object({
    agentId: z.int(),
    agentName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    rows: z.array(CitReportRow),
    totals: CostTotals,
    /** Each month of the range with its costs, for the chart (months without costs count 0). */
    months: z.array(z.object({ month: z.string(), marketing: z.number(), advertising: z.number() })),
  })
  .meta({ id: 'CitReport' });
export type CitReport = z.infer<typeof CitReport>;

/** Exports of the whole network's data, made by a job (too large to answer in the request). */
export const REPORT_EXPORT_KINDS = ['listings'] as const;
export const REPORT_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;

export const ReportExportRequest = z.strictObject({
  kind: z.enum(REPORT_EXPORT_KINDS),
  format: Format,
});

export const ReportExport = z
  .object({
    id: z.int(),
    kind: z.enum(REPORT_EXPORT_KINDS),
    format: z.enum(EXPORT_FORMATS),
    state: z.enum(REPORT_EXPORT_STATES),
    rowsDone: z.int(),
    rowsTotal: z.int().nullable(),
    fileName: z.string().nullable(),
    sizeBytes: z.number().nullable(),
    error: z.string().nullable(),
    createdAt: Timestamp,
    finishedAt: Timestamp.nullable(),
  })
  .meta({ id: 'ReportExport' });
export type ReportExport = z.infer<typeof ReportExport>;
