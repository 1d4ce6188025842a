import { z } from 'zod';
import { Id, OptionalId } from '../http';
import { MSG } from '../messages';
import { dateField, withHttp } from '../listings/listing-fields';
import { FileId } from '../files/files.schema';
import {
  isOneEntity,
  PRESS_LIMITS as L,
  PRESS_LIST_DEFAULTS,
  PRESS_SORT_COLUMNS,
  PRESS_TYPE_IDS,
} from './press.rules';

/** Press items: what the list, the form, the API and the answers share. */

const pressTypeId = z
  .number({ error: MSG.required(['Type']) })
  .refine((v) => (PRESS_TYPE_IDS as readonly number[]).includes(v), { error: MSG.required(['Type']) });

/** POST Press/search and PUT Press/search/export: filters, paging and sort. */
export const PressSearchSchema = z.strictObject({
  /** 0 (or absent) is every type. */
  pressTypeId: z
    .union([z.literal(0), ...PRESS_TYPE_IDS.map((id) => z.literal(id))])
    .optional()
    .default(0),
  text: z.string().trim().max(L.textMax).optional().default(''),
  fromDate: dateField('From date'),
  toDate: dateField('To date'),
  /** true published only (the default), false unpublished only, null both. */
  publish: z.boolean().nullable().optional().default(PRESS_LIST_DEFAULTS.publish),
  pageNumber: z.int().min(1).max(100000).default(1),
  pageSize: z.int().min(1).max(100).default(L.pageSize),
  sortColumn: z.enum(PRESS_SORT_COLUMNS).default(PRESS_LIST_DEFAULTS.sortColumn),
  sortDirection: z.enum(['asc', 'desc']).default(PRESS_LIST_DEFAULTS.sortDirection),
});
export type PressSearchInput = z.input<typeof PressSearchSchema>;

/** PUT Press/search/export: the list's filters and sort, and the file's format (XLSX by default). */
export const PressExportSchema = PressSearchSchema.extend({
  format: z.enum(['csv', 'xlsx']).optional().default('xlsx'),
});
export type PressExportInput = z.input<typeof PressExportSchema>;
export type PressSearch = z.output<typeof PressSearchSchema>;

export const PressEntitySchema = z.strictObject({ agentId: OptionalId, listingId: OptionalId });

/** PUT Press: creates an item (no id) or updates one. */
export const PressInputSchema = z
  .strictObject({
    id: Id.optional(),
    pressTypeId,
    title: z
      .string({ error: MSG.required(['Title']) })
      .trim()
      .min(1, { error: MSG.required(['Title']) })
      .max(L.titleMax, { error: MSG.maxLength('Title', L.titleMax) }),
    url: z
      .string()
      .trim()
      .max(L.urlMax, { error: MSG.maxLength('Url', L.urlMax) })
      .nullable()
      .optional()
      .transform((v) => (v ? withHttp(v) : null)),
    date: dateField('Date').refine((v) => v != null, { error: MSG.required(['Date']) }),
    mediaOutletId: OptionalId,
    entityDetails: PressEntitySchema.optional().default({ agentId: null, listingId: null }),
    publish: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (!isOneEntity(v.entityDetails))
      ctx.addIssue({ code: 'custom', path: ['entityDetails'], message: MSG.pressOneEntity });
  })
  .transform((v) => ({ ...v, date: v.date as string }));
export type PressInput = z.input<typeof PressInputSchema>;
export type PressValues = z.output<typeof PressInputSchema>;

export const PressImageSchema = z.object({
  id: FileId,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type PressImage = z.infer<typeof PressImageSchema>;

/** A press item as the list and the detail summary show it. */
export const PressItemSchema = z
  .object({
    id: z.int(),
    pressTypeId: z.int(),
    pressTypeName: z.string(),
    title: z.string(),
    url: z.string().nullable(),
    date: z.string(),
    mediaOutletId: z.int().nullable(),
    mediaOutletName: z.string().nullable(),
    entityDetails: z.object({
      agentId: z.int().nullable(),
      agentName: z.string().nullable(),
      listingId: z.int().nullable(),
      listingTitle: z.string().nullable(),
    }),
    publish: z.boolean(),
    webDisplayImage: PressImageSchema.nullable(),
  })
  .meta({ id: 'PressItem' });
export type PressItem = z.infer<typeof PressItemSchema>;

export const PressSearchResult = z.object({ results: z.array(PressItemSchema), totalRecords: z.int() });
export type PressSearchResult = z.infer<typeof PressSearchResult>;

/** The edit form's values of an item (GET Press/{id}/pressdetail). */
export const PressDetailSchema = z.object({
  id: z.int(),
  pressTypeId: z.int(),
  title: z.string(),
  url: z.string().nullable(),
  date: z.string(),
  mediaOutletId: z.int().nullable(),
  entityDetails: z.object({ agentId: z.int().nullable(), listingId: z.int().nullable() }),
  publish: z.boolean(),
  webDisplayImage: PressImageSchema.nullable(),
});
export type PressDetail = z.infer<typeof PressDetailSchema>;

export const PressSaved = z.object({ id: z.int(), message: z.string() });
