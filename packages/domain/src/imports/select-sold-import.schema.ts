import { z } from 'zod';
import { MSG } from '../messages';
import { dateField, numberField, textField } from '../listings/listing-fields';

/**
 * The select-sold import: a CSV or XLSX file whose first row names the columns and whose other
 * rows each mark one listing sold as a select sale (closed date, sold price, the agents whose sale
 * it is). A listing is named by its MLS number or its listing id.
 */

export const SELECT_SOLD_IMPORT_FIELDS = [
  'mlsNumber',
  'listingId',
  'closedDate',
  'soldPrice',
  'agentIds',
] as const;
export type SelectSoldImportField = (typeof SELECT_SOLD_IMPORT_FIELDS)[number];

/** The columns in the template's order; headers compare without case, spaces or punctuation. */
export const SELECT_SOLD_IMPORT_COLUMNS: ReadonlyArray<{
  field: SelectSoldImportField;
  header: string;
  /** Whether the file must have the column ('MLS Number' or 'Listing ID': one of them). */
  isRequired: boolean;
  aliases: readonly string[];
  example: string;
  note: string;
}> = [
  {
    field: 'mlsNumber',
    header: 'MLS Number',
    isRequired: false,
    aliases: ['mls', 'mlsno'],
    example: 'H123456',
    note: 'The listing by its MLS number, or give the Listing ID',
  },
  {
    field: 'listingId',
    header: 'Listing ID',
    isRequired: false,
    aliases: ['id', 'listing'],
    example: '',
    note: 'The listing by its id in Atrium (wins over the MLS number)',
  },
  {
    field: 'closedDate',
    header: 'Closed Date',
    isRequired: true,
    aliases: ['closedate', 'solddate', 'closingdate'],
    example: '11/20/2026',
    note: 'MM/DD/YYYY or YYYY-MM-DD',
  },
  {
    field: 'soldPrice',
    header: 'Sold Price',
    isRequired: true,
    aliases: ['price', 'saleprice'],
    example: '2450000',
    note: 'Dollars; $ and commas allowed',
  },
  {
    field: 'agentIds',
    header: 'Agent IDs',
    isRequired: true,
    aliases: ['agentid', 'agents'],
    example: '101;102',
    note: "Ids of the listing's agents whose select sale it is, separated by ; or ,",
  },
];

/** At most this many agent ids on a row. */
export const SELECT_SOLD_MAX_AGENTS = 20;

const agentIdsField = z
  .string()
  .optional()
  .transform((v, ctx): number[] => {
    const parts = (v ?? '')
      .split(/[;,|\s]+/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (!parts.length) {
      ctx.addIssue({ code: 'custom', message: MSG.required(['Agent IDs']) });
      return z.NEVER;
    }
    if (parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > 2147483647)) {
      ctx.addIssue({ code: 'custom', message: MSG.selectSoldAgentIdsInvalid });
      return z.NEVER;
    }
    if (parts.length > SELECT_SOLD_MAX_AGENTS) {
      ctx.addIssue({ code: 'custom', message: MSG.selectSoldTooManyAgents(SELECT_SOLD_MAX_AGENTS) });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

const listingIdField = z
  .string()
  .optional()
  .transform((v, ctx): number | null => {
    const text = (v ?? '').trim();
    if (!text) return null;
    if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidId });
      return z.NEVER;
    }
    return Number(text);
  });

/** One data row of the file, as text per column. */
export const SelectSoldImportRowSchema = z
  .strictObject({
    mlsNumber: textField('MLS Number', 50),
    listingId: listingIdField,
    closedDate: dateField('Closed Date'),
    soldPrice: numberField({ label: 'Sold Price', maxLength: 13, required: true, min: 1 }),
    agentIds: agentIdsField,
  })
  .superRefine((v, ctx) => {
    if (!v.mlsNumber && v.listingId == null)
      ctx.addIssue({
        code: 'custom',
        path: ['mlsNumber'],
        message: MSG.required(['MLS Number or Listing ID']),
      });
    if (!v.closedDate)
      ctx.addIssue({ code: 'custom', path: ['closedDate'], message: MSG.required(['Closed Date']) });
  });
export type SelectSoldImportRow = z.output<typeof SelectSoldImportRowSchema> & {
  closedDate: string;
  soldPrice: number;
};

export const SelectSoldUnprocessedRow = z.object({ row: z.int(), reason: z.string() });

/** The answer of POST selectSold/import. */
export const SelectSoldImportResultSchema = z
  .object({
    /** Data rows in the file (blank rows are not counted). */
    total: z.int(),
    /** Rows whose listing is now sold as a select sale. */
    processed: z.int(),
    unprocessed: z.int(),
    /** Each row not processed, with the reason, in file order (the header is row 1). */
    unprocessedRows: z.array(SelectSoldUnprocessedRow),
    /** Agent ids the file names that are not agents of their row's listing, once each. */
    missingAgentIds: z.array(z.int()),
  })
  .meta({ id: 'SelectSoldImportResult' });
export type SelectSoldImportResult = z.infer<typeof SelectSoldImportResultSchema>;
