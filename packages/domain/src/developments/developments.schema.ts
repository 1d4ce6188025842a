import { z } from 'zod';
import { Id, OptionalId } from '../http';
import { MSG } from '../messages';
import { Amenity, ListingAmenitiesSchema } from '../listings/listing-features.schema';
import { parseListingDate, textField } from '../listings/listing-fields';
import {
  DEVELOPMENT_LIMITS as L,
  DEVELOPMENT_REQUIRED,
  developmentNumberRefusal,
  missingDevelopmentFields,
  type DevelopmentNumberField,
} from './developments.rules';

/** Developments: what the forms, the API and the answers share. */

/** A number typed in a text field (or sent as a number): the field's input rule, '' is null. */
const numberField = (field: DevelopmentNumberField) =>
  z
    .union([z.number(), z.string()])
    .nullable()
    .optional()
    .transform((v, ctx): number | null => {
      const t = v == null ? '' : String(v).trim();
      if (t === '') return null;
      const refusal = developmentNumberRefusal(field, t);
      if (refusal) {
        ctx.addIssue({ code: 'custom', message: refusal });
        return z.NEVER;
      }
      return Number(t);
    });

/** A day in any accepted form (MM/DD/YYYY, YYYY-MM-DD...), stored as YYYY-MM-DD; '' is null. */
const day = (label: string) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((v, ctx): string | null => {
      const t = (v ?? '').trim();
      if (t === '') return null;
      const iso = parseListingDate(t);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidDate(label) });
        return z.NEVER;
      }
      return iso;
    });

const coordinate = (max: number) =>
  z
    .number()
    .min(-max)
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** The fields of the Development Details tab (and of the creation form). */
export const developmentDetailsFields = {
  title: textField('Title', L.titleMax),
  officeId: OptionalId,
  statusId: z.union([z.literal(1), z.literal(2)]).default(1),
  siraDevelopmentId: textField('Sira id', L.siraIdMax),
  address1: textField('Address', L.addressMax),
  address2: textField('Address 2', L.addressMax),
  city: textField('City', L.cityMax),
  regionId: OptionalId,
  zip: textField('Zip', L.zipDigits + 5).transform((v, ctx): string | null => {
    if (v !== null && !/^\d{5}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: MSG.zipFiveDigits });
      return z.NEVER;
    }
    return v;
  }),
  websiteUrl: textField('Website URL', L.websiteUrlMax),
  listDate: day('List date'),
  expirationDate: day('Expiration date'),
  agreementDate: day('Agreement date'),
  totalUnits: numberField('totalUnits'),
  totalDollarValue: numberField('totalDollarValue'),
  minimumPricePerUnit: numberField('minimumPricePerUnit'),
  maxFinancing: numberField('maxFinancing'),
  interiorSize: numberField('interiorSize'),
  exteriorSize: numberField('exteriorSize'),
  lotSize: numberField('lotSize'),
  lotSizeTypeId: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  yearBuilt: numberField('yearBuilt'),
  isExclusiveListingAgent: z.boolean().default(false),
  ownerFirstName: textField('Owner first name', L.ownerNameMax),
  ownerLastName: textField('Owner last name', L.ownerNameMax),
  latitude: coordinate(90),
  longitude: coordinate(180),
};

type DetailsOut = {
  [K in keyof typeof developmentDetailsFields]: z.output<(typeof developmentDetailsFields)[K]>;
};

/** Every required detail filled: one sentence naming the missing ones, told at the first of them. */
function checkRequired(v: DetailsOut, ctx: z.RefinementCtx) {
  const missing = missingDevelopmentFields(v);
  const first = DEVELOPMENT_REQUIRED.find(([, label]) => label === missing[0]);
  if (first) ctx.addIssue({ code: 'custom', path: [first[0]], message: MSG.required(missing) });
}

/** The details form (the web's resolver). */
export const DevelopmentDetailsSchema = z.strictObject(developmentDetailsFields).superRefine(checkRequired);
export type DevelopmentDetailsInput = z.input<typeof DevelopmentDetailsSchema>;
export type DevelopmentDetailsBody = z.output<typeof DevelopmentDetailsSchema>;

/** PUT building: the development's id with its details. */
export const DevelopmentUpdateSchema = z
  .strictObject({ id: Id, ...developmentDetailsFields })
  .superRefine(checkRequired);
export type DevelopmentUpdateBody = z.output<typeof DevelopmentUpdateSchema>;

/** The Ad Copy tab: headline and body (bold, italic, paragraphs), the body at most 4000 characters. */
export const developmentAdCopyFields = {
  adCopyHeadline: textField('Headline', L.adCopyHeadlineMax),
  adCopyBody: textField('Ad copy', L.adCopyBodyMax),
};
export const DevelopmentAdCopySchema = z.strictObject(developmentAdCopyFields);
export type DevelopmentAdCopyBody = z.output<typeof DevelopmentAdCopySchema>;

/** POST building: the details, the ad copy and the chosen amenities (ids). */
export const DevelopmentCreateSchema = z
  .strictObject({
    ...developmentDetailsFields,
    ...developmentAdCopyFields,
    amenityIds: z
      .array(Id)
      .max(1000)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine(checkRequired);
export type DevelopmentCreateInput = z.input<typeof DevelopmentCreateSchema>;
export type DevelopmentCreateBody = z.output<typeof DevelopmentCreateSchema>;

/** POST building/{id}/amenities: the full set of amenity choices. */
export const DevelopmentAmenitiesSchema = ListingAmenitiesSchema;

/** POST building/search: title (any part, any case), office, status, paging. */
export const DEVELOPMENT_SORT_COLUMNS = [
  'title',
  'city',
  'office',
  'status',
  'totalUnits',
  'listDate',
  'publish',
] as const;
export const DevelopmentSearchSchema = z.strictObject({
  title: z.string().trim().max(L.titleMax).nullable().optional(),
  officeId: Id.nullable().optional(),
  statusId: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  currentPage: z.int().min(1).max(100000).default(1),
  itemsPerPage: z.int().min(1).max(L.pickerPageSize).default(L.pageSize),
  sortColumn: z.enum(DEVELOPMENT_SORT_COLUMNS).default('title'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type DevelopmentSearchInput = z.input<typeof DevelopmentSearchSchema>;
export type DevelopmentSearchBody = z.output<typeof DevelopmentSearchSchema>;

export const DevelopmentListRow = z
  .object({
    id: z.int(),
    title: z.string(),
    address1: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    office: z.string().nullable(),
    officeId: z.int(),
    statusId: z.int(),
    status: z.string(),
    totalUnits: z.int().nullable(),
    listDate: z.string().nullable(),
    publish: z.boolean(),
    agentCount: z.int(),
    listingCount: z.int(),
  })
  .meta({ id: 'DevelopmentListRow' });
export type DevelopmentListRow = z.infer<typeof DevelopmentListRow>;
export const DevelopmentSearchResult = z.object({ items: z.array(DevelopmentListRow), totalCount: z.int() });

/** POST building/lookups: the offices a development may belong to (the user's own unless SA), and the states. */
export const DevelopmentLookupsSchema = z.strictObject({ officeIds: z.array(Id).max(1000).optional() });
export const DevelopmentLookups = z.object({
  offices: z.array(z.object({ id: z.int(), name: z.string() })),
  states: z.array(z.object({ id: z.int(), code: z.string(), name: z.string() })),
});
export type DevelopmentLookups = z.infer<typeof DevelopmentLookups>;

/** GET building/{id}/detailsummary. */
export const Development = z
  .object({
    id: z.int(),
    title: z.string(),
    officeId: z.int(),
    office: z.string().nullable(),
    statusId: z.int(),
    status: z.string(),
    siraDevelopmentId: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    regionId: z.int().nullable(),
    zip: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    listDate: z.string().nullable(),
    expirationDate: z.string().nullable(),
    agreementDate: z.string().nullable(),
    totalUnits: z.number().nullable(),
    totalDollarValue: z.number().nullable(),
    minimumPricePerUnit: z.number().nullable(),
    maxFinancing: z.number().nullable(),
    interiorSize: z.number().nullable(),
    exteriorSize: z.number().nullable(),
    lotSize: z.number().nullable(),
    lotSizeTypeId: z.int().nullable(),
    yearBuilt: z.number().nullable(),
    isExclusiveListingAgent: z.boolean(),
    ownerFirstName: z.string().nullable(),
    ownerLastName: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    adCopyHeadline: z.string().nullable(),
    adCopyBody: z.string().nullable(),
    publish: z.boolean(),
    lastUpdated: z.string(),
    imageCount: z.int(),
    floorPlanCount: z.int(),
  })
  .meta({ id: 'Development' });
export type Development = z.infer<typeof Development>;

export const DevelopmentAgent = z
  .object({
    agentId: z.int(),
    name: z.string(),
    office: z.string().nullable(),
    sideTypeId: z.int(),
    displayOrder: z.int(),
    url: z.string(),
  })
  .meta({ id: 'DevelopmentAgent' });
export type DevelopmentAgent = z.infer<typeof DevelopmentAgent>;

/** POST building/{id}/agent: the agent and the side (the agent joins the end of that side). */
export const DevelopmentAgentAddSchema = z.strictObject({
  agentId: z.number({ error: MSG.required(['Agent']) }).pipe(Id),
  sideTypeId: z.union([z.literal(1), z.literal(2)]).default(1),
});

/** PATCH building/{id}/reorderagents: agents with their new display order. */
export const DevelopmentAgentOrderSchema = z
  .array(z.strictObject({ agentId: Id, displayOrder: z.int().min(1).max(1000) }))
  .min(1)
  .max(2 * L.agentsPerSide);

export const DevelopmentAgentParams = z.object({
  id: z.coerce.number().pipe(Id),
  agentId: z.coerce.number().pipe(Id),
});
export const DevelopmentListingParams = z.object({
  id: z.coerce.number().pipe(Id),
  listingId: z.coerce.number().pipe(Id),
});

/** POST building/{id}/listing: the listings to associate. */
export const DevelopmentListingsAddSchema = z.strictObject({
  listingIds: z
    .array(Id)
    .min(1)
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});

export const DEVELOPMENT_LISTING_SORT_COLUMNS = [
  'address1',
  'currentPrice',
  'type',
  'isValid',
  'mlsNumber',
  'status',
] as const;
/** GET building/{id}/listingdetailsummary: a page of the associated listings (10, price descending). */
export const DevelopmentListingQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(100000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(L.listingPageSize),
  sortColumn: z.enum(DEVELOPMENT_LISTING_SORT_COLUMNS).default('currentPrice'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type DevelopmentListingQueryInput = z.input<typeof DevelopmentListingQuery>;

export const DevelopmentListingRow = z
  .object({
    listingId: z.int(),
    address1: z.string().nullable(),
    currentPrice: z.number().nullable(),
    type: z.enum(['Sale', 'Rental']),
    isValid: z.boolean(),
    mlsNumber: z.string().nullable(),
    status: z.string(),
    statusId: z.int(),
  })
  .meta({ id: 'DevelopmentListingRow' });
export type DevelopmentListingRow = z.infer<typeof DevelopmentListingRow>;
export const DevelopmentListingPage = z.object({
  items: z.array(DevelopmentListingRow),
  totalCount: z.int(),
});

export const DevelopmentUnitsSchema = z
  .object({
    buildingId: z.int(),
    numberOfActiveUnits: z.int(),
    totalActiveUnits: z.number(),
    numberOfPendingUnits: z.int(),
    totalPendingUnits: z.number(),
    numberOfSoldUnits: z.int(),
    totalSoldUnits: z.number(),
  })
  .meta({ id: 'DevelopmentUnits' });

export const DevelopmentAmenity = Amenity;
export const DevelopmentSaved = z.object({ id: z.int(), message: z.string() });
export const DevelopmentMessage = z.object({ message: z.string() });
