import { z } from 'zod';
import { Id, IdFromText } from '../http';
import { MSG } from '../messages';
import { FileId } from '../files/files.schema';
import { APPLICATION_LIMITS as L, APPLICATION_ROLE_KEYS, isWebLink } from './applications.rules';

/** The application directory: what the page, the form, the API and the answers share. */

/** POST applications/list: a text (name or acronym, any part, any case) and a page. */
export const ApplicationListSchema = z.strictObject({
  text: z.string().trim().max(L.textMax).optional().default(''),
  pageNumber: z.int().min(1).max(100000).default(1),
  pageSize: z.int().min(1).max(100).default(L.pageSize),
});
export type ApplicationListInput = z.input<typeof ApplicationListSchema>;
export type ApplicationListQuery = z.output<typeof ApplicationListSchema>;

const roleKey = z
  .string()
  .transform((v) => v.toLowerCase())
  .refine((v) => APPLICATION_ROLE_KEYS.includes(v), { error: MSG.applicationRoleUnknown });

/**
 * POST applications: creates an application (no id) or updates one. The same schema checks the
 * web form and the multipart fields once read by readApplicationForm.
 */
export const ApplicationInputSchema = z.strictObject({
  id: Id.optional(),
  name: z
    .string({ error: MSG.required(['Name']) })
    .trim()
    .min(1, { error: MSG.required(['Name']) })
    .max(L.nameMax, { error: MSG.maxLength('Name', L.nameMax) }),
  link: z
    .string({ error: MSG.required(['Link']) })
    .trim()
    .min(1, { error: MSG.required(['Link']) })
    .max(L.linkMax, { error: MSG.maxLength('Link', L.linkMax) })
    .refine(isWebLink, { error: MSG.applicationLinkInvalid }),
  acronym: z
    .string()
    .trim()
    .max(L.acronymMax, { error: MSG.maxLength('Acronym', L.acronymMax) })
    .nullable()
    .optional()
    .transform((v) => v || null),
  promoted: z.boolean().optional().default(false),
  canShow: z.boolean().optional().default(true),
  /** The offices the application is limited to (none: every office). */
  officeDetails: z
    .array(Id)
    .max(L.choicesMax)
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** The role keys the application is limited to (none: every role). */
  roleDetails: z
    .array(roleKey)
    .max(L.choicesMax)
    .optional()
    .default([])
    .transform((keys) => [...new Set(keys)]),
  /** Removes the stored logo (a new logo replaces it anyway). */
  removeLogo: z.boolean().optional().default(false),
});
export type ApplicationInput = z.input<typeof ApplicationInputSchema>;
export type ApplicationValues = z.output<typeof ApplicationInputSchema>;

const BOOLEAN_FIELDS = ['promoted', 'canShow', 'removeLogo'] as const;
const LIST_FIELDS = ['officeDetails', 'roleDetails'] as const;

/**
 * The multipart text fields as the schema's values: booleans from 'true'/'false', the id from
 * its digits, the office and role lists from JSON arrays. A value that cannot be read is passed
 * on as it came, so the schema refuses it with its own sentence.
 */
export function readApplicationForm(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fields)) {
    if ((BOOLEAN_FIELDS as readonly string[]).includes(name))
      out[name] = raw === 'true' ? true : raw === 'false' ? false : raw;
    else if ((LIST_FIELDS as readonly string[]).includes(name)) {
      try {
        out[name] = raw.trim() === '' ? [] : (JSON.parse(raw) as unknown);
      } catch {
        out[name] = raw;
      }
    } else if (name === 'id') out[name] = /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    else out[name] = raw;
  }
  return out;
}

/** The form's values as multipart text fields (the inverse of readApplicationForm). */
export function applicationFormFields(v: ApplicationValues): Record<string, string> {
  const fields: Record<string, string> = {
    name: v.name,
    link: v.link,
    acronym: v.acronym ?? '',
    promoted: String(v.promoted),
    canShow: String(v.canShow),
    officeDetails: JSON.stringify(v.officeDetails),
    roleDetails: JSON.stringify(v.roleDetails),
    removeLogo: String(v.removeLogo),
  };
  if (v.id != null) fields.id = String(v.id);
  return fields;
}

export const ApplicationLogoSchema = z.object({
  id: FileId,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type ApplicationLogo = z.infer<typeof ApplicationLogoSchema>;

/** An application as the directory shows it, with the caller's favourite mark. */
export const ApplicationSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    link: z.string().nullable(),
    acronym: z.string().nullable(),
    logo: ApplicationLogoSchema.nullable(),
    promoted: z.boolean(),
    canShow: z.boolean(),
    isFavourite: z.boolean(),
    officeIds: z.array(z.int()),
    roleIds: z.array(z.string()),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationListResult = z.object({ results: z.array(ApplicationSchema), totalRecords: z.int() });
export type ApplicationListResult = z.infer<typeof ApplicationListResult>;

export const ApplicationSaved = z.object({ id: z.int(), message: z.string() });

/** The answer of the two toggles: the flags as they now stand. */
export const ApplicationToggled = z.object({
  id: z.int(),
  promoted: z.boolean(),
  canShow: z.boolean(),
  message: z.string(),
});

/** A favourite mark: the application and the user (who must be the caller). */
export const ApplicationFavParams = z.object({ id: IdFromText, user: IdFromText });

export const CloudCmaInfo = z.object({ name: z.string(), link: z.string() });
