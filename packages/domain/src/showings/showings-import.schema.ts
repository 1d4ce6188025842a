import { z } from 'zod';
import { MSG } from '../messages';
import { textField } from '../listings/listing-fields';
import { checkShowing, showingFields } from './showings.schema';

/**
 * The showings import: a CSV or XLSX file whose first row names the columns and whose other rows
 * are showings, matched to listings by MLS number (or listing number).
 */

/** Above this many data rows a file is refused whole: split it and import each part. */
export const SHOWINGS_IMPORT_MAX_ROWS = 10_000;

/** An MLS or listing number: a length beyond any real one. */
const MLS_NUMBER_MAX = 50;

export const SHOWINGS_IMPORT_FIELDS = [
  'mlsNumber',
  'showingDate',
  'buyer',
  'buyerAgents',
  'count',
  'notes',
  'feedback',
  'location',
] as const;
export type ShowingsImportField = (typeof SHOWINGS_IMPORT_FIELDS)[number];

/**
 * The columns, in the template's order: the header the template writes, whether the file must
 * have it, and the other names a header may use. Headers compare without case, spaces or
 * punctuation ('MLS #', 'mls_number' and 'MLS Number' are one column).
 */
export const SHOWINGS_IMPORT_COLUMNS: ReadonlyArray<{
  field: ShowingsImportField;
  header: string;
  isRequired: boolean;
  aliases: readonly string[];
  example: string;
}> = [
  {
    field: 'mlsNumber',
    header: 'MLS Number',
    isRequired: true,
    aliases: ['mls', 'mlsno', 'listingnumber', 'listingno'],
    example: 'H123456',
  },
  { field: 'showingDate', header: 'Date', isRequired: true, aliases: ['showingdate'], example: '12/01/2026' },
  { field: 'buyer', header: 'Buyer', isRequired: false, aliases: ['buyername'], example: 'Ann Buyer' },
  {
    field: 'buyerAgents',
    header: 'Buyer Agents',
    isRequired: false,
    aliases: ['buyeragent'],
    example: 'Bo Agent',
  },
  {
    field: 'count',
    header: 'Count',
    isRequired: false,
    aliases: ['numberofshowings', 'showings'],
    example: '1',
  },
  { field: 'notes', header: 'Notes', isRequired: false, aliases: ['note'], example: 'Second visit' },
  {
    field: 'feedback',
    header: 'Feedback',
    isRequired: false,
    aliases: [],
    example: 'Loved the kitchen',
  },
  { field: 'location', header: 'Location', isRequired: false, aliases: [], example: '' },
];

/** One data row of the file, as text per column: the same rules and limits as a showing's form. */
export const ShowingImportRowSchema = z
  .strictObject({
    mlsNumber: textField('MLS number', MLS_NUMBER_MAX),
    ...showingFields,
  })
  .transform((v, ctx) => {
    if (!v.mlsNumber)
      ctx.addIssue({ code: 'custom', path: ['mlsNumber'], message: MSG.required(['MLS number']) });
    return checkShowing(v, ctx);
  });
export type ShowingImportRowInput = z.input<typeof ShowingImportRowSchema>;
export type ShowingImportRow = z.output<typeof ShowingImportRowSchema> & {
  mlsNumber: string;
  showingDate: string;
};

/** The answer of POST Showing/import/atlas. */
export const ShowingsImportResultSchema = z
  .object({
    /** Data rows in the file (blank rows are not counted). */
    total: z.int(),
    /** Rows that changed a showing already stored (same listing, date and buyer). */
    updated: z.int(),
    /** Rows not written: invalid, repeated, or for no listing the caller may edit. */
    skipped: z.int(),
    /** Whether any row was written. */
    success: z.boolean(),
    /** The summary line, then one line per skipped row ('Row 5: ...'). */
    text: z.string(),
    /** The MLS numbers that match no listing the caller may edit, once each. */
    skippedMls: z.array(z.string()),
  })
  .meta({ id: 'ShowingsImportResult' });
export type ShowingsImportResult = z.infer<typeof ShowingsImportResultSchema>;
