import { z } from 'zod';
import { Id, OptionalId } from '../http';
import { MSG } from '../messages';
import { textField } from '../listings/listing-fields';
import { EMAIL_PATTERN } from '../users/user.schema';
import {
  isTenDigitPhone,
  missingOfficeFields,
  OFFICE_LIMITS as L,
  OFFICE_REQUIRED,
  OFFICE_SETTINGS_FLAGS,
  OFFICE_STATUS_FILTERS,
  phoneDigits,
} from './offices.rules';

/** Offices: what the forms, the API and the answers share. */

const phone = textField('Phone number', 20).transform((v, ctx): string | null => {
  if (v === null) return null;
  if (!isTenDigitPhone(v)) {
    ctx.addIssue({ code: 'custom', message: MSG.officePhoneTenDigits });
    return z.NEVER;
  }
  return phoneDigits(v);
});

/** The fields of the office details form (Details section and the creation form). */
export const officeDetailsFields = {
  primaryMlsName: textField('Primary MLS name', L.nameMax),
  mlsNumber: textField('MLS id', L.mlsIdMax),
  publish: z.boolean().default(true),
  locationCode: textField('Location code', L.nameMax),
  name: textField('Name', L.nameMax),
  urlName: textField('Office link', L.nameMax),
  officeRegionId: OptionalId,
  salesRegionId: OptionalId,
  address1: textField('Address 1', L.addressMax),
  address2: textField('Address 2', L.addressMax),
  city: textField('City', L.addressMax),
  regionId: OptionalId,
  zip: textField('Zip', L.zipMax + 5).transform((v, ctx): string | null => {
    if (v !== null && !/^\d{5}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: MSG.zipFiveDigits });
      return z.NEVER;
    }
    return v;
  }),
  phoneNumber: phone,
  fax: phone,
  email: textField('Email', L.emailMax).transform((v, ctx): string | null => {
    if (v !== null && !EMAIL_PATTERN.test(v)) {
      ctx.addIssue({ code: 'custom', message: MSG.userEmailNotValid });
      return z.NEVER;
    }
    return v;
  }),
  facebookUrl: textField('Facebook URL', L.socialUrlMax),
  twitterUrl: textField('Twitter X URL', L.socialUrlMax),
  linkedInUrl: textField('LinkedIn URL', L.socialUrlMax),
  instagramUrl: textField('Instagram URL', L.socialUrlMax),
};

type DetailsOut = { [K in keyof typeof officeDetailsFields]: z.output<(typeof officeDetailsFields)[K]> };

/**
 * Every required field filled: one sentence naming the missing ones ('X, Y are required'), told
 * at the first of them.
 */
function checkRequired(v: DetailsOut, ctx: z.RefinementCtx) {
  const missing = missingOfficeFields(v);
  const first = OFFICE_REQUIRED.find(([, label]) => label === missing[0]);
  if (first) ctx.addIssue({ code: 'custom', path: [first[0]], message: MSG.required(missing) });
}

/** PUT office/{id}: the details. */
export const OfficeDetailsSchema = z.strictObject(officeDetailsFields).superRefine(checkRequired);
export type OfficeDetailsInput = z.input<typeof OfficeDetailsSchema>;
export type OfficeDetailsBody = z.output<typeof OfficeDetailsSchema>;

/** The details form with its specialization chips (saved by their own call). */
export const OfficeFormSchema = z
  .strictObject({ ...officeDetailsFields, officeSpecializations: z.array(Id) })
  .superRefine(checkRequired);
export type OfficeFormOut = z.output<typeof OfficeFormSchema>;

/** POST office: the details (the specializations and additional MLSs follow in their own calls). */
export const OfficeCreateSchema = OfficeDetailsSchema;

/** PUT office/{id}/history: rich text (bold, italic, breaks), at most 8000 characters with its HTML. */
export const OfficeHistorySchema = z.strictObject({
  history: z
    .string()
    .max(L.historyMax, { error: MSG.maxLength('Description', L.historyMax) })
    .nullable(),
});

/** PUT office/{id}/specializations: the ids (unique). */
export const OfficeSpecializationsSchema = z.strictObject({
  officeSpecializations: z
    .array(Id)
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});

export const OfficeSettingsSchema = z
  .strictObject(
    Object.fromEntries(OFFICE_SETTINGS_FLAGS.map(([flag]) => [flag, z.boolean()])) as {
      [K in (typeof OFFICE_SETTINGS_FLAGS)[number][0]]: z.ZodBoolean;
    },
  )
  .meta({ id: 'OfficeSettings' });
export type OfficeSettings = z.infer<typeof OfficeSettingsSchema>;

/** POST office/{id}/manager. */
export const OfficeManagerSchema = z.strictObject({
  agentId: z.number({ error: MSG.required(['Agent']) }).pipe(Id),
  title: textField('Title', L.managerTitleMax),
});

const mlsFields = {
  mlsName: textField('MLS name', L.mlsIdMax).refine((v) => v !== null, { error: MSG.required(['MLS name']) }),
  mlsNumber: textField('MLS number', L.mlsIdMax).refine((v) => v !== null, {
    error: MSG.required(['MLS number']),
  }),
  active: z.boolean().default(true),
};
/** POST office/additionalmls: one more MLS of an office. */
export const OfficeAdditionalMlsCreateSchema = z.strictObject({ officeId: Id, ...mlsFields });
/** PUT office/{id}/additionalmls: the office's list as it should be (rows without an id are added). */
export const OfficeAdditionalMlsListSchema = z.array(
  z.strictObject({ officeAdditionalMlsId: Id.nullable().optional(), ...mlsFields }),
);

export const OfficeAdditionalMls = z
  .object({
    officeAdditionalMlsId: z.int(),
    officeId: z.int(),
    mlsName: z.string(),
    mlsNumber: z.string(),
    active: z.boolean(),
  })
  .meta({ id: 'OfficeAdditionalMls' });
export type OfficeAdditionalMls = z.infer<typeof OfficeAdditionalMls>;

/** POST office/search: name (substring, any case), status 0 All / 1 Active / 2 Inactive, paging. */
export const OFFICE_SORT_COLUMNS = [
  'officeName',
  'locationCode',
  'manager',
  'phoneNumber',
  'region',
  'status',
  'valid',
  'publish',
] as const;
export const OfficeSearchSchema = z.strictObject({
  name: z.string().trim().max(L.nameMax).nullable().optional(),
  status: z
    .union(OFFICE_STATUS_FILTERS.map((s) => z.literal(s.id)))
    .optional()
    .default(0),
  currentPage: z.int().min(1).max(100000).default(1),
  itemsPerPage: z.int().min(1).max(100).default(L.pageSize),
  sortColumn: z.enum(OFFICE_SORT_COLUMNS).default('officeName'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type OfficeSearchInput = z.input<typeof OfficeSearchSchema>;
export type OfficeSearchBody = z.output<typeof OfficeSearchSchema>;

export const OfficeListRow = z
  .object({
    id: z.int(),
    valid: z.boolean(),
    publish: z.boolean(),
    officeName: z.string(),
    locationCode: z.string().nullable(),
    manager: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    region: z.string().nullable(),
    status: z.string(),
    statusId: z.int(),
  })
  .meta({ id: 'OfficeListRow' });
export type OfficeListRow = z.infer<typeof OfficeListRow>;
export const OfficeSearchResult = z.object({ items: z.array(OfficeListRow), totalCount: z.int() });

export const Office = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string().nullable(),
    statusId: z.int(),
    status: z.string(),
    isValid: z.boolean(),
    publish: z.boolean(),
    mlsNumber: z.string().nullable(),
    primaryMlsName: z.string().nullable(),
    locationCode: z.string().nullable(),
    tridentMetroId: z.string().nullable(),
    createdDate: z.string(),
    lastUpdated: z.string(),
    lastTridentImport: z.string().nullable(),
    history: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    fax: z.string().nullable(),
    email: z.string().nullable(),
    salesRegionId: z.int().nullable(),
    salesRegion: z.string().nullable(),
    officeRegionId: z.int().nullable(),
    officeRegion: z.string().nullable(),
    facebookUrl: z.string().nullable(),
    twitterUrl: z.string().nullable(),
    linkedInUrl: z.string().nullable(),
    instagramUrl: z.string().nullable(),
    urlName: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    regionId: z.int().nullable(),
    zip: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    listingCount: z.int(),
    marketArea: z.string().nullable(),
    licenseNumber: z.string().nullable(),
    dashMlsName: z.string().nullable(),
    dashMlsCode: z.string().nullable(),
    managerId: z.int().nullable(),
    managerName: z.string().nullable(),
    managerTitle: z.string().nullable(),
    officeName: z.string(),
    officeSpecializations: z.array(z.int()),
  })
  .meta({ id: 'Office' });
export type Office = z.infer<typeof Office>;

export const OfficeSaved = z.object({ id: z.int(), message: z.string() });
export const OfficeManagerSaved = z.object({
  officeId: z.int(),
  officeName: z.string(),
  managerId: z.int(),
  managerName: z.string(),
  managerTitle: z.string().nullable(),
  message: z.string(),
});
export const OfficeMessage = z.object({ message: z.string() });
