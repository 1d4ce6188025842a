import { z } from 'zod';
import { Id, OptionalId, requiredId } from '../http';
import { MSG } from '../messages';
import { FileId } from '../files/files.schema';
import {
  AI_AREA_LIMITS as L,
  AI_AREA_SORT_COLUMNS,
  AI_AREA_STATUS,
  AI_AREA_STATUS_IDS,
} from './ai-areas.rules';

/** AI areas (neighborhoods): what the list, the form, the API and the answers share. */

const statusId = z
  .number({ error: MSG.required(['Status']) })
  .refine((v) => (AI_AREA_STATUS_IDS as readonly number[]).includes(v), { error: MSG.required(['Status']) });

/** Optional text: trimmed, empty is null, too long is refused with the form's sentence. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((v, ctx): string | null => {
      const text = (v ?? '').trim();
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: MSG.maxLength(label, max) });
        return z.NEVER;
      }
      return text === '' ? null : text;
    });

/** POST neighborhood/search (and its export): filters, paging and sort. */
export const AiAreaSearchSchema = z.strictObject({
  /** Name, alias or parent name, any part, any case. */
  text: z.string().trim().max(L.textMax).optional().default(''),
  /** 0 (or absent) is every region. */
  salesRegionId: z.int().min(0).max(1000).optional().default(0),
  /** 0 all, 1 approved, 2 rejected, 3 not reviewed. */
  status: z
    .union([z.literal(0), ...AI_AREA_STATUS_IDS.map((id) => z.literal(id))])
    .optional()
    .default(0),
  /** One area (the notification link's ?search={id}). */
  id: OptionalId,
  currentPage: z.int().min(1).max(100000).default(1),
  recordsPerPage: z.int().min(1).max(L.pickListSize).default(L.pageSize),
  sortColumn: z.enum(AI_AREA_SORT_COLUMNS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type AiAreaSearchInput = z.input<typeof AiAreaSearchSchema>;
export type AiAreaSearch = z.output<typeof AiAreaSearchSchema>;

/** The export takes the list's filters and sort, and the file's format (XLSX by default). */
export const AiAreaExportSchema = AiAreaSearchSchema.extend({
  format: z.enum(['csv', 'xlsx']).optional().default('xlsx'),
});
export type AiAreaExportInput = z.input<typeof AiAreaExportSchema>;

/** POST neighborhood: creates an area (no id) or updates one (its id, and If-Match). */
export const AiAreaInputSchema = z
  .strictObject({
    id: Id.optional(),
    name: z
      .string({ error: MSG.required(['Name']) })
      .trim()
      .min(1, { error: MSG.required(['Name']) })
      .max(L.nameMax, { error: MSG.maxLength('Name', L.nameMax) }),
    alias: optionalText('Alias', L.aliasMax),
    summary: optionalText('Summary', L.summaryMax),
    description: optionalText('Description', L.descriptionMax),
    status: statusId.optional().default(AI_AREA_STATUS.notReviewed),
    salesRegionId: requiredId('Sales region'),
    parentNeighborhood: OptionalId,
  })
  .superRefine((v, ctx) => {
    if (v.id != null && v.parentNeighborhood === v.id)
      ctx.addIssue({ code: 'custom', path: ['parentNeighborhood'], message: MSG.aiAreaParentSelf });
  });
export type AiAreaInput = z.input<typeof AiAreaInputSchema>;
export type AiAreaValues = z.output<typeof AiAreaInputSchema>;

/** PUT neighborhood/{id}/process/map: the area's new parent, or null for none. */
export const AiAreaParentSchema = z.strictObject({ parentNeighborhood: OptionalId });
export type AiAreaParentInput = z.input<typeof AiAreaParentSchema>;

/** POST neighborhood/delete/file: the area and (optionally) the image it names. */
export const AiAreaDeleteFileSchema = z.strictObject({ id: Id, image: FileId.nullable().optional() });

export const AiAreaImageSchema = z.object({
  id: FileId,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type AiAreaImage = z.infer<typeof AiAreaImageSchema>;

/** An area as the list, the dialog and the answers show it. */
export const AiAreaSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    alias: z.string().nullable(),
    summary: z.string().nullable(),
    description: z.string().nullable(),
    status: z.int(),
    statusName: z.string(),
    salesRegionId: z.int(),
    salesRegionName: z.string(),
    parentNeighborhood: z.int().nullable(),
    parentNeighborhoodName: z.string().nullable(),
    listingsCount: z.int(),
    hasImage: z.boolean(),
    image: AiAreaImageSchema.nullable(),
    version: z.int(),
  })
  .meta({ id: 'AiArea' });
export type AiArea = z.infer<typeof AiAreaSchema>;

export const AiAreaSearchResult = z.object({
  currentPage: z.int(),
  totalRecords: z.int(),
  recordsPerPage: z.int(),
  results: z.array(AiAreaSchema),
});
export type AiAreaSearchResult = z.infer<typeof AiAreaSearchResult>;
