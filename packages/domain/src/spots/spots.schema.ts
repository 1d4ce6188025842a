import { z } from 'zod';
import { Id, IdFromText } from '../http';
import { LIMITS, LISTING_STATUS } from '../constants';
import { MSG } from '../messages';
import { textField } from '../listings/listing-fields';
import {
  SPOT_ENTITY_TYPE,
  SPOT_LIMITS as L,
  SPOT_LIST_DEFAULTS,
  SPOT_LISTING_SEARCH_DEFAULTS,
} from './spots.rules';

/** Advertising spots: what the forms, the API and the answers share. */

const money = (label: string) =>
  z
    .number({ error: `${label} should be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(LIMITS.maxNumeric, { error: `${label} is too large` })
    .refine((v) => Math.round(v * 100) === Math.round(v * 100 * 1e6) / 1e6, {
      error: `${label} should have at most 2 decimals`,
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const count = (label: string, min: number) =>
  z
    .int({ error: `${label} should be a whole number` })
    .min(min, { error: `${label} should be ${min} or more` })
    .max(LIMITS.maxNumeric, { error: `${label} is too large` });

const IdList = (max: number) => z.array(Id).max(max);

/** POST spot: create (no id) or update (with id) a spot of an advertisement. */
export const SpotSaveSchema = z.strictObject({
  id: Id.nullable().optional(),
  advertisementId: Id,
  name: z
    .string({ error: MSG.required(['Name']) })
    .trim()
    .min(1, { error: MSG.required(['Name']) })
    .max(L.nameMax, { error: MSG.maxLength('Name', L.nameMax) }),
  description: textField('Description', L.descriptionMax),
  numberOfSpots: count('Number of spots', 1),
  numberOfWaitListSpots: count('Number of wait list spots', 0).default(0),
  billingCodeType: textField('Billing code', L.billingCodeMax),
  canAgentRequest: z.boolean().default(false),
  costPerSpot: money('Cost per spot'),
  agentCost: money('Agent cost'),
  officeCost: money('Office cost'),
  minimumPrice: money('Minimum price'),
  officeIds: IdList(1000).default([]),
});
export type SpotSaveInput = z.input<typeof SpotSaveSchema>;
export type SpotSaveBody = z.output<typeof SpotSaveSchema>;

/** A spot with the counts its list shows. */
export const SpotSchema = z
  .object({
    id: z.int(),
    advertisementId: z.int(),
    name: z.string(),
    description: z.string().nullable(),
    numberOfSpots: z.int(),
    numberOfWaitListSpots: z.int(),
    billingCodeType: z.string().nullable(),
    canAgentRequest: z.boolean(),
    costPerSpot: z.number().nullable(),
    agentCost: z.number().nullable(),
    officeCost: z.number().nullable(),
    minimumPrice: z.number().nullable(),
    officeIds: z.array(z.int()),
    numberOfSpotsReserved: z.int(),
    numberOfSpotsAssigned: z.int(),
    availableSpots: z.int(),
    /** The spot's tear sheet (a stored file), when one was uploaded. */
    tearSheetFileId: z.string().nullable(),
    tearSheet: z.string().nullable(),
  })
  .meta({ id: 'Spot' });
export type Spot = z.infer<typeof SpotSchema>;

/** GET Spot/details: the spot with its advertisement and media outlet. */
export const SpotDetailsSchema = SpotSchema.extend({
  advertisementName: z.string(),
  mediaOutletId: z.int(),
  mediaOutletName: z.string(),
  runDate: z.string().nullable(),
  reservationDeadline: z.string().nullable(),
}).meta({ id: 'SpotDetails' });
export type SpotDetails = z.infer<typeof SpotDetailsSchema>;

export const SPOT_SORT_COLUMNS = ['name', 'numberOfSpots', 'availableSpots', 'costPerSpot'] as const;

export const SpotPagingSchema = z.strictObject({
  currentPage: z.int().min(1).max(100000).default(1),
  itemsPerPage: z.int().min(1).max(100).default(L.pageSize),
});

/** POST Spot/{advertisementId}: a page of the advertisement's spots. */
export const SpotListSchema = SpotPagingSchema.extend({
  currentPage: z.int().min(1).max(100000).default(SPOT_LIST_DEFAULTS.currentPage),
  itemsPerPage: z.int().min(1).max(100).default(SPOT_LIST_DEFAULTS.itemsPerPage),
  sortColumn: z.enum(SPOT_SORT_COLUMNS).default(SPOT_LIST_DEFAULTS.sortColumn),
  sortDirection: z.enum(['asc', 'desc']).default(SPOT_LIST_DEFAULTS.sortDirection),
});
export type SpotListInput = z.input<typeof SpotListSchema>;

export const SpotPage = z
  .object({ items: z.array(SpotSchema), totalCount: z.int() })
  .meta({ id: 'SpotPage' });

/** A listing booked into a spot. */
export const SpotAssignmentSchema = z
  .object({
    spotId: z.int(),
    listingId: z.int(),
    listingNumber: z.string().nullable(),
    address: z.string().nullable(),
    agentId: z.int().nullable(),
    agentName: z.string().nullable(),
    officeName: z.string().nullable(),
    price: z.number().nullable(),
    runDate: z.string().nullable(),
    spotTypeId: z.int().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'SpotAssignment' });
export type SpotAssignment = z.infer<typeof SpotAssignmentSchema>;
export const SpotAssignmentPage = z
  .object({ items: z.array(SpotAssignmentSchema), totalCount: z.int() })
  .meta({ id: 'SpotAssignmentPage' });

/** POST Spot/listing: book a listing into a spot. */
export const SpotAssignSchema = z.strictObject({
  spotId: Id,
  listingId: Id,
  spotTypeId: Id.nullable().optional(),
  runDate: z.iso.date({ error: 'Run date should be a date' }).nullable().optional(),
});
export type SpotAssignInput = z.input<typeof SpotAssignSchema>;

/** PUT Spot/agentSpotRequest: an agent without the booking permission asks for a spot. */
export const SpotRequestSchema = z.strictObject({
  spotId: Id,
  listingId: Id.nullable().optional(),
  notes: textField('Notes', L.requestNotesMax),
});
export type SpotRequestInput = z.input<typeof SpotRequestSchema>;

const EntityTypeId = z.union([z.literal(SPOT_ENTITY_TYPE.office), z.literal(SPOT_ENTITY_TYPE.agent)], {
  error: 'Reserve for offices (3) or agents (4)',
});

/** POST Spot/reserve: reserve spots for offices or agents (with an id: change a reservation). */
export const SpotReserveSchema = z.strictObject({
  id: Id.nullable().optional(),
  spotId: Id,
  numberOfSpotsReserved: count('Number of spots reserved', 1),
  entityTypeId: EntityTypeId,
  entityIds: IdList(L.entityIdsMax).min(1, { error: MSG.required(['Offices or agents']) }),
  spotTypeId: Id.nullable().optional(),
});
export type SpotReserveInput = z.input<typeof SpotReserveSchema>;

export const SpotReservationSchema = z
  .object({
    id: z.int(),
    spotId: z.int(),
    numberOfSpotsReserved: z.int(),
    entityTypeId: z.int(),
    entityIds: z.array(z.int()),
    entityNames: z.array(z.string()),
    spotTypeId: z.int().nullable(),
  })
  .meta({ id: 'SpotReservation' });
export type SpotReservation = z.infer<typeof SpotReservationSchema>;

/** An agent's share of an agent reservation's cost. */
export const SpotAgentCostSchema = z
  .object({
    reservationId: z.int(),
    numberOfSpotsReserved: z.int(),
    agentId: z.int(),
    agentName: z.string(),
    cost: z.number(),
  })
  .meta({ id: 'SpotAgentCost' });
export type SpotAgentCost = z.infer<typeof SpotAgentCostSchema>;

/** PUT Spot/spotReservationCost/{reservationId}: each agent's cost. */
export const SpotCostSaveSchema = z.strictObject({
  costs: z
    .array(
      z.strictObject({
        agentId: Id,
        cost: money('Agent cost').pipe(z.number({ error: MSG.required(['Agent cost']) })),
      }),
    )
    .min(1)
    .max(L.entityIdsMax),
});
export type SpotCostSaveInput = z.input<typeof SpotCostSaveSchema>;

/** POST MediaOutlet/spotbasedsearch: the media outlets that have spots in the actor's scope. */
export const SpotOutletSearchSchema = z.strictObject({
  name: z.string().trim().max(255).nullable().optional(),
});
export const SpotOutletSchema = z
  .object({ id: z.int(), name: z.string(), spotCount: z.int(), availableSpots: z.int() })
  .meta({ id: 'SpotMediaOutlet' });
export type SpotOutlet = z.infer<typeof SpotOutletSchema>;

/** POST advertisement/mediaoutletsearch: the advertisements of an outlet with their spots. */
export const OutletAdvertisementSearchSchema = z.strictObject({ mediaOutletId: Id });
export const OutletAdvertisementSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    edition: z.string().nullable(),
    runDate: z.string().nullable(),
    reservationDeadline: z.string().nullable(),
    spots: z.array(SpotSchema),
  })
  .meta({ id: 'OutletAdvertisement' });
export type OutletAdvertisement = z.infer<typeof OutletAdvertisementSchema>;

export const SPOT_LISTING_SORT_COLUMNS = [
  'address1',
  'price',
  'agentName',
  'status',
  'lastAdvertised',
] as const;
const SpotListingStatus = z.union([
  z.literal(LISTING_STATUS.active),
  z.literal(LISTING_STATUS.pending),
  z.literal(LISTING_STATUS.comingSoon),
  z.literal(LISTING_STATUS.sold),
]);

/** The listing search of the booking screen (its defaults: active and pending sales by address). */
export const SpotListingSearchSchema = z.strictObject({
  text: z.string().trim().max(200).nullable().optional(),
  status: z.array(SpotListingStatus).min(1).max(4).default(SPOT_LISTING_SEARCH_DEFAULTS.status),
  businessPurposeTypeId: z
    .union([z.literal(1), z.literal(2)])
    .default(SPOT_LISTING_SEARCH_DEFAULTS.businessPurposeTypeId),
  isLastAdvertisedRequired: z.boolean().default(true),
  currentPage: z.int().min(1).max(100000).default(1),
  itemsPerPage: z.int().min(1).max(L.listingPageSize).default(L.listingPageSize),
  sortColumn: z.enum(SPOT_LISTING_SORT_COLUMNS).default(SPOT_LISTING_SEARCH_DEFAULTS.sortColumn),
  sortDirection: z.enum(['asc', 'desc']).default(SPOT_LISTING_SEARCH_DEFAULTS.sortDirection),
});
export type SpotListingSearchInput = z.input<typeof SpotListingSearchSchema>;

/** One row of the assignment table: agent, address, type, price, valid, publish, status, numbers. */
export const SpotListingRowSchema = z
  .object({
    id: z.int(),
    agentId: z.int().nullable(),
    agentName: z.string().nullable(),
    address: z.string().nullable(),
    type: z.string(),
    price: z.number().nullable(),
    valid: z.boolean(),
    publish: z.boolean(),
    statusId: z.int(),
    status: z.string(),
    listingNumber: z.string().nullable(),
    officeName: z.string().nullable(),
    lastAdvertised: z.string().nullable(),
  })
  .meta({ id: 'SpotListingRow' });
export type SpotListingRow = z.infer<typeof SpotListingRowSchema>;
export const SpotListingPage = z
  .object({ items: z.array(SpotListingRowSchema), totalCount: z.int() })
  .meta({ id: 'SpotListingPage' });

/** The agent's spot figures of the current year. */
export const SpotStatsSchema = z
  .object({ year: z.int(), booked: z.int(), requested: z.int(), upcoming: z.int() })
  .meta({ id: 'SpotStats' });
export type SpotStats = z.infer<typeof SpotStatsSchema>;

export const SpotMessage = z.object({ message: z.string() });
export const SpotSaved = z.object({ id: z.int(), message: z.string() });

export const SpotPairParams = z.object({ advertisementId: IdFromText, spotId: IdFromText });
export const SpotListingParams = z.object({ spotId: IdFromText, listingId: IdFromText });
export const SpotReservedParams = z.object({
  advertisementId: IdFromText,
  spotId: IdFromText,
  reservationId: IdFromText,
});

export const SpotTearSheetSchema = z
  .object({ id: z.string(), fileName: z.string(), contentType: z.string(), sizeBytes: z.int() })
  .meta({ id: 'SpotTearSheet' });
export const SpotFileQuery = z.object({ spotId: IdFromText });
