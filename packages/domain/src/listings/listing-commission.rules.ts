import { z } from 'zod';
import { COMMISSION_TYPE, LIMITS } from '../constants';
import { MSG } from '../messages';

/**
 * Listing and buyer commission rules of spec/000 section 5.4, shared by the commissions page
 * (PUT listing/{id}/commission) and the listing page's prices form (reuse `checkCommissions` in
 * its superRefine, or `CommissionFields` in its object, so the rule lives once):
 * - types: 1 percent (null means 1), 2 dollar amount, 3 'Buyer Commission Not Offered' (buyer only);
 * - as a percent, 0 to 100 with the catalogue messages; as a dollar amount, not below 0;
 * - the buyer commission is cleared when its type is 3; empty commissions are null.
 */
export const COMMISSION_TYPE_LABEL: Record<number, string> = {
  1: 'Percentage',
  2: 'Dollar',
  3: 'Buyer Commission Not Offered',
};

const Amount = z.number().finite().nullable();
const ListingType = z.union([z.literal(1), z.literal(2)]).nullable();
const BuyerType = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable();

export const CommissionFields = {
  listingCommission: Amount,
  listingCommissionType: ListingType,
  buyerCommission: Amount,
  buyerCommissionType: BuyerType,
};

type Commissions = {
  listingCommission: number | null;
  listingCommissionType: number | null;
  buyerCommission: number | null;
  buyerCommissionType: number | null;
};

/** The zod check: adds one issue per broken rule with the spec's sentence. */
export function checkCommissions(v: Commissions, ctx: z.RefinementCtx) {
  const check = (value: number | null, type: number | null, path: string, max: string, min: string) => {
    if (value == null || type === COMMISSION_TYPE.notOffered) return;
    if (value < 0) ctx.addIssue({ code: 'custom', path: [path], message: min });
    else if ((type ?? COMMISSION_TYPE.percent) === COMMISSION_TYPE.percent && value > LIMITS.commissionMax)
      ctx.addIssue({ code: 'custom', path: [path], message: max });
  };
  check(
    v.listingCommission,
    v.listingCommissionType,
    'listingCommission',
    MSG.listingCommissionMax,
    MSG.listingCommissionMin,
  );
  check(
    v.buyerCommission,
    v.buyerCommissionType,
    'buyerCommission',
    MSG.buyerCommissionMax,
    MSG.buyerCommissionMin,
  );
}

/** Normalises what is stored: a null type means percent; type 3 clears the buyer commission. */
export function normalizeCommissions<T extends Commissions>(v: T): T {
  const buyerType = v.buyerCommissionType ?? COMMISSION_TYPE.percent;
  return {
    ...v,
    listingCommissionType: v.listingCommissionType ?? COMMISSION_TYPE.percent,
    buyerCommissionType: buyerType,
    buyerCommission: buyerType === COMMISSION_TYPE.notOffered ? null : v.buyerCommission,
  };
}

/** PUT listing/{id}/commission (payload without id). */
export const ListingCommissionSchema = z
  .object({
    ...CommissionFields,
    doNotDisplayBuyerCommission: z.boolean().optional(),
  })
  .superRefine(checkCommissions);
export type ListingCommissionBody = z.infer<typeof ListingCommissionSchema>;

/** The commissions list search (sales or rentals tab). */
export const CommissionSearchSchema = z.object({
  businessPurposeTypeId: z.union([z.literal(1), z.literal(2)]).default(1),
  text: z.string().trim().max(100).optional(),
  currentPage: z.number().int().min(1).default(1),
  itemsPerPage: z.number().int().min(1).max(200).default(LIMITS.listingSearchPageSize),
  sortColumn: z
    .enum(['listingDate', 'createdDate', 'currentPrice', 'address', 'office'])
    .default('listingDate'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type CommissionSearch = z.infer<typeof CommissionSearchSchema>;

export const CommissionExportSchema = CommissionSearchSchema.pick({
  businessPurposeTypeId: true,
  text: true,
  sortColumn: true,
  sortDirection: true,
}).extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type CommissionExport = z.infer<typeof CommissionExportSchema>;

/** A row of the commission list (spec/001 section 3, 'Listing commission'). */
export const ListingCommissionRow = z
  .object({
    id: z.int(),
    listingNumber: z.string().nullable(),
    mlsNumber: z.string().nullable(),
    /** Address, city and 'state zip', comma separated. */
    address: z.string(),
    office: z.string().nullable(),
    listAgent: z.string().nullable(),
    currentPrice: z.number().nullable(),
    listingDate: z.iso.date().nullable(),
    createdDate: z.iso.datetime(),
    listingCommission: z.number().nullable(),
    listingCommissionType: z.int().nullable(),
    buyerCommission: z.number().nullable(),
    buyerCommissionType: z.int().nullable(),
    doNotDisplayBuyerCommission: z.boolean(),
    version: z.int(),
  })
  .meta({ id: 'ListingCommissionRow' });
export type ListingCommissionRow = z.infer<typeof ListingCommissionRow>;

/**
 * Spreadsheet formula-injection guard: a text cell that starts with =, +, -, @, tab or carriage
 * return is prefixed with a single quote so spreadsheet programs read it as text.
 */
export function guardSpreadsheetCell(value: unknown): string | number | null {
  if (value == null) return null;
  if (typeof value === 'number') return value;
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
