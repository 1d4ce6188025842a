import { z } from 'zod';
import { Id } from '../http';
import { LIMITS, LISTING_STATUS_IDS, LISTING_TYPES, type ListingStatusId } from '../constants';
import { MSG } from '../messages';
import { LookupId, textField, ZipField } from './listing-fields';
import { LISTING_COLUMN_FIELDS } from './listing-columns.schema';
import { areOwnersRequired, statusChangeIssue, type ListingDateFacts } from './listing-status.rules';

/**
 * The listing details form (spec/000 sections 2.6, 3.1, 5.1, 5.2) and the owner information
 * (up to 3 owners). PUT listing/{id}/details takes ListingDetailsSchema; the form adds the status
 * and the owner requirement that depends on it (listingDetailsFormSchema).
 */

/** Required fields of the details form with the labels used in 'X, Y are required'. */
export const DETAILS_REQUIRED_LABELS = {
  title: 'Title',
  address1: 'Address',
  city: 'City',
  regionId: 'State',
  zip: 'Zip',
  dealTypeId: 'Deal Type',
} as const;

/** The one message for missing required fields, or null when none is missing. */
export function missingRequiredMessage(
  values: Record<string, unknown>,
  labels: Record<string, string>,
): {
  field: string;
  message: string;
} | null {
  const missing = Object.keys(labels).filter((k) => {
    const v = values[k];
    return v == null || (typeof v === 'string' && v.trim() === '');
  });
  if (!missing.length) return null;
  return { field: missing[0], message: MSG.required(missing.map((k) => labels[k])) };
}

/** Title of the details form: at most 50 characters, never '|' or a backslash; required below. */
const DetailsTitle = z
  .string()
  .nullable()
  .optional()
  .transform((v, ctx): string | null => {
    const text = (v ?? '').trim();
    if (text.length > LIMITS.titleMax) {
      ctx.addIssue({ code: 'custom', message: MSG.maxLength('Title', LIMITS.titleMax) });
      return z.NEVER;
    }
    if (/[|\\]/.test(text)) {
      ctx.addIssue({ code: 'custom', message: MSG.titlePipe });
      return z.NEVER;
    }
    return text === '' ? null : text;
  });

const DealTypeField = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** One owner of a listing: names, and an address of their own when it differs from the property's. */
export const ListingOwnerSchema = z
  .object({
    id: Id.optional(),
    firstName: textField('First Name', LIMITS.addressMax),
    lastName: textField('Last Name', LIMITS.addressMax),
    ownerAddressDifferentFromPropertyAddress: z.boolean().default(false),
    address: textField('Owner Address', LIMITS.addressMax),
    address2: textField('Owner Address 2', LIMITS.addressMax),
    city: textField('Owner City', LIMITS.cityMax),
    regionId: LookupId,
    zip: z
      .string()
      .nullable()
      .optional()
      .transform((v, ctx): string | null => {
        const text = (v ?? '').trim();
        if (text.length > LIMITS.zipLength) {
          ctx.addIssue({ code: 'custom', message: MSG.maxLength('Owner Zip', LIMITS.zipLength) });
          return z.NEVER;
        }
        return text === '' ? null : text;
      }),
    displayOrder: z.number().int().optional(),
  })
  .superRefine((o, ctx) => {
    const names = missingRequiredMessage(o, { firstName: 'First Name', lastName: 'Last Name' });
    if (names) ctx.addIssue({ code: 'custom', path: [names.field], message: names.message });
    if (o.ownerAddressDifferentFromPropertyAddress) {
      const addr = missingRequiredMessage(o, {
        address: 'Address',
        city: 'City',
        regionId: 'State',
        zip: 'Zip',
      });
      if (addr) ctx.addIssue({ code: 'custom', path: [addr.field], message: addr.message });
      else if (!/^\d{5}$/.test(o.zip ?? ''))
        ctx.addIssue({ code: 'custom', path: ['zip'], message: MSG.zipFiveDigits });
    }
  })
  .transform((o) =>
    o.ownerAddressDifferentFromPropertyAddress
      ? o
      : { ...o, address: null, address2: null, city: null, regionId: null, zip: null },
  );
export type ListingOwner = z.output<typeof ListingOwnerSchema>;
export type ListingOwnerInput = z.input<typeof ListingOwnerSchema>;

/** Up to 3 owners (Primary, Second, Third), renumbered from 1. */
export const ListingOwnersSchema = z
  .array(ListingOwnerSchema)
  .max(LIMITS.ownersPerListing, { error: MSG.ownersMax })
  .transform((list) => list.map((o, i) => ({ ...o, displayOrder: i + 1 })));

export const OWNER_LABELS = ['Primary', 'Second', 'Third'] as const;

/** Whether an owner has everything its schema asks for. */
export function isOwnerComplete(owner: ListingOwnerInput): boolean {
  return ListingOwnerSchema.safeParse(owner).success;
}
/** '+ Add More' is enabled only while fewer than 3 owners exist and all are complete. */
export function canAddOwner(owners: readonly ListingOwnerInput[]): boolean {
  return owners.length < LIMITS.ownersPerListing && owners.every(isOwnerComplete);
}
/** Delete is offered on every owner except the first. */
export function canDeleteOwner(index: number): boolean {
  return index > 0;
}
/** The owner requirement for a listing in `statusId`: the message, or null. */
export function ownersIssue(owners: readonly unknown[] | null | undefined, statusId: number): string | null {
  return areOwnersRequired(statusId) && !(owners?.length ?? 0) ? MSG.ownerInfoRequired : null;
}

const StatusId = z
  .number()
  .int()
  .refine((v) => (LISTING_STATUS_IDS as number[]).includes(v), { error: MSG.statusNotAllowed });

const detailsShape = {
  listingType: z.enum(LISTING_TYPES).default('Sale'),
  title: DetailsTitle,
  address1: textField('Address', LIMITS.addressMax),
  address2: textField('Address 2', LIMITS.addressMax),
  city: textField('City', LIMITS.cityMax),
  regionId: LookupId,
  zip: ZipField,
  county: textField('County', LIMITS.addressMax),
  neighborhood: textField('Neighborhood', LIMITS.neighborhoodMax),
  aineighborhood: textField('AI Area', LIMITS.neighborhoodMax),
  marketArea: textField('Market Area', LIMITS.addressMax),
  officeId: LookupId,
  propertyTypeId: LookupId,
  mlsNumber: textField('MLS Number', LIMITS.addressMax),
  tridentDealNumber: textField('Deal Number', LIMITS.dealNumberMax),
  rfgId: textField('RFG Id', LIMITS.addressMax),
  taxMapNumber: textField('Tax Map Number', LIMITS.taxMapMax),
  dealTypeId: DealTypeField,
  priorBrokerSale: z.boolean().default(false),
  showPendingAsActive: z.boolean().default(false),
  interiorSize: LISTING_COLUMN_FIELDS.interiorSize,
  exteriorSize: LISTING_COLUMN_FIELDS.exteriorSize,
  lotSize: LISTING_COLUMN_FIELDS.lotSize,
  lotSizeTypeId: LISTING_COLUMN_FIELDS.lotSizeTypeId,
  outdoorSpace: LISTING_COLUMN_FIELDS.outdoorSpace,
  rooms: LISTING_COLUMN_FIELDS.rooms,
  bedrooms: LISTING_COLUMN_FIELDS.bedrooms,
  fullBaths: LISTING_COLUMN_FIELDS.fullBaths,
  halfBaths: LISTING_COLUMN_FIELDS.halfBaths,
  year: LISTING_COLUMN_FIELDS.year,
  /** Optional: when present the owners are replaced in the same save. */
  ownerInfo: ListingOwnersSchema.optional(),
};

function checkRequired(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const missing = missingRequiredMessage(v, DETAILS_REQUIRED_LABELS);
  if (missing) ctx.addIssue({ code: 'custom', path: [missing.field], message: missing.message });
}

/**
 * PUT listing/{id}/details. A status sent with the details is changed in the same transaction,
 * under the status rules of PUT listing/{id}/status (the form saves both at once).
 */
export const ListingDetailsSchema = z
  .object({ ...detailsShape, listingStatusId: StatusId.optional() })
  .superRefine(checkRequired);
export type ListingDetailsBody = z.output<typeof ListingDetailsSchema>;
export type ListingDetailsInput = z.input<typeof ListingDetailsSchema>;

/** The details form: the details plus the status, with owners required unless sold or deleted. */
export const ListingDetailsFormSchema = z
  .object({ ...detailsShape, listingStatusId: StatusId, ownerInfo: ListingOwnersSchema })
  .superRefine((v, ctx) => {
    checkRequired(v, ctx);
    const owners = ownersIssue(v.ownerInfo, v.listingStatusId);
    if (owners) ctx.addIssue({ code: 'custom', path: ['ownerInfo'], message: owners });
  });
export type ListingDetailsFormInput = z.input<typeof ListingDetailsFormSchema>;

/**
 * The details form of one listing: a status change that breaks a date rule is refused with the
 * 'cannot be set to' message (spec/000 section 4.2), as the server's status call does.
 */
export function listingDetailsFormSchemaFor(ctx: { currentStatusId: number; dates: ListingDateFacts }) {
  return ListingDetailsFormSchema.superRefine((v, c) => {
    if (v.listingStatusId === ctx.currentStatusId) return;
    const issue = statusChangeIssue(v.listingStatusId as ListingStatusId, ctx.dates);
    if (issue) c.addIssue({ code: 'custom', path: ['listingStatusId'], message: issue });
  });
}
export type ListingDetailsForm = z.output<typeof ListingDetailsFormSchema>;

/** PUT listing/{id}/status: the status is its own call when it differs. */
export const ListingStatusSchema = z.object({
  listingStatusId: StatusId.transform((v) => v as ListingStatusId),
  showPendingAsActive: z.boolean().optional(),
});
export type ListingStatusBody = z.output<typeof ListingStatusSchema>;

/** PUT listing/{id}/owner body: the owner list. */
export const ListingOwnerListSchema = ListingOwnersSchema;

/** The toggles: the flag in the path ('true', 'false', 1, 0), or {toggleStatus} in the body. */
export const ToggleFlag = z.union([z.boolean(), z.string(), z.number()]).transform((v, ctx): boolean => {
  const text = String(v).toLowerCase();
  if (['true', '1'].includes(text)) return true;
  if (['false', '0'].includes(text)) return false;
  ctx.addIssue({ code: 'custom', message: MSG.invalidBody });
  return z.NEVER;
});
export const ToggleBodySchema = z.object({ toggleStatus: ToggleFlag });
