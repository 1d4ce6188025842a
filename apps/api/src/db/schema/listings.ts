import { STATUS_GROUP_ORDER, type ListingType } from '@atrium/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agents, offices, salesRegions } from './organisation';
import { users } from './users';
import { amenities, propertyTypes, rentalPeriods } from './lookups';
import { createdAt, versioned, instantNow } from './common';

const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * The listing status group of spec/000 section 2.5 (the global search order) as SQL on
 * `listing_status_id`; listings_search_order_idx is built on exactly this expression.
 */
export const STATUS_GROUP_SQL = `coalesce(array_position(array[${STATUS_GROUP_ORDER.join(',')}], listing_status_id), ${STATUS_GROUP_ORDER.length})`;

/** A listing, sale or rental: address, prices, dates, status, deal type and the flags lists and search read. */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    listingType: text('listing_type').$type<ListingType>().notNull().default('Sale'),
    listingStatusId: integer('listing_status_id').notNull().default(8),
    title: text('title'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    regionId: integer('region_id'),
    state: text('state'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    county: text('county'),
    neighborhood: text('neighborhood'),
    aineighborhood: text('aineighborhood'),
    salesRegionId: integer('sales_region_id').references(() => salesRegions.id),
    officeId: integer('office_id').references(() => offices.id),
    propertyTypeId: integer('property_type_id').references(() => propertyTypes.id),
    marketArea: text('market_area'),
    mlsNumber: text('mls_number'),
    listingNumber: text('listing_number'),
    tridentDealNumber: text('trident_deal_number'),
    rfgId: text('rfg_id'),
    taxMapNumber: text('tax_map_number'),
    dataSource: text('data_source'),
    initialPrice: money('initial_price'),
    tridentPrice: money('trident_price'),
    mlsPrice: money('mls_price'),
    currentPrice: money('current_price'),
    soldPrice: money('sold_price'),
    lastAskingPrice: money('last_asking_price'),
    priceUponRequest: boolean('price_upon_request').notNull().default(false),
    ignoreTridentPrice: boolean('ignore_trident_price').notNull().default(false),
    displayOfferPriceForSelectSold: boolean('display_offer_price_for_select_sold').notNull().default(false),
    commonCharges: money('common_charges'),
    maintenance: money('maintenance'),
    realEstateTax: money('real_estate_tax'),
    taxesAreMonthly: boolean('taxes_are_monthly').notNull().default(false),
    doNotDisplayTaxesOnWebsite: boolean('do_not_display_taxes_on_website').notNull().default(false),
    buyerCommission: money('buyer_commission'),
    buyerCommissionType: integer('buyer_commission_type'),
    listingCommission: money('listing_commission'),
    listingCommissionType: integer('listing_commission_type'),
    displayBuyerCommissionOnWebsite: boolean('display_buyer_commission_on_website').notNull().default(false),
    noFeeRental: boolean('no_fee_rental').notNull().default(false),
    maxFinancing: money('max_financing'),
    flipTaxAmount: money('flip_tax_amount'),
    flipTaxSide: text('flip_tax_side'),
    listingBudget: money('listing_budget'),
    listingDate: day('listing_date'),
    expirationDate: day('expiration_date'),
    contractDate: day('contract_date'),
    closedDate: day('closed_date'),
    canceledDate: day('canceled_date'),
    projectedListDate: day('projected_list_date'),
    publishedDate: day('published_date'),
    lastPublishedDate: day('last_published_date'),
    newListingUntil: day('new_listing_until'),
    dealTypeId: integer('deal_type_id').notNull().default(1),
    interiorSize: integer('interior_size'),
    exteriorSize: integer('exterior_size'),
    lotSize: numeric('lot_size', { precision: 14, scale: 2, mode: 'number' }),
    lotSizeTypeId: integer('lot_size_type_id'),
    outdoorSpace: text('outdoor_space'),
    rooms: integer('rooms'),
    bedrooms: integer('bedrooms'),
    fullBaths: integer('full_baths'),
    halfBaths: integer('half_baths'),
    year: integer('year'),
    developmentId: integer('development_id'),
    publish: boolean('publish').notNull().default(false),
    isValid: boolean('is_valid').notNull().default(false),
    showAddress: boolean('show_address').notNull().default(true),
    showMap: boolean('show_map').notNull().default(true),
    useAddressAsTitle: boolean('use_address_as_title').notNull().default(false),
    showPendingAsActive: boolean('show_pending_as_active').notNull().default(false),
    priorBrokerSale: boolean('prior_broker_sale').notNull().default(false),
    suppressAgentImport: boolean('suppress_agent_import').notNull().default(false),
    suppressMlsImport: boolean('suppress_mls_import').notNull().default(false),
    suppressPhotoImport: boolean('suppress_photo_import').notNull().default(false),
    /** Syndicated to the brand's own sites only, to no data consumer. */
    sendToSirOnly: boolean('send_to_sir_only').notNull().default(false),
    suppressAdCopyImport: boolean('suppress_ad_copy_import').notNull().default(false),
    /** Who is credited for the listing's photos (at most 255 characters). */
    photoCredit: text('photo_credit'),
    virtualTourUrl: text('virtual_tour_url'),
    virtualTour3dUrl: text('virtual_tour_3d_url'),
    imageCount: integer('image_count').notNull().default(0),
    hasLowResImages: boolean('has_low_res_images').notNull().default(false),
    /** The date of its latest marketing item, kept by a trigger on marketing_items (null: none). */
    lastMarketingDate: day('last_marketing_date'),
    createdBy: integer('created_by').references(() => users.id),
    createdDate: createdAt(),
    ...versioned,
  },
  (t) => [
    // listing lists: a tab (status) read in the order of its sort, newest first, id breaking ties
    index('listings_status_date_idx').on(t.listingStatusId, t.listingDate.desc().nullsLast(), t.id.desc()),
    index('listings_status_updated_idx').on(t.listingStatusId, t.updatedAt.desc().nullsLast(), t.id.desc()),
    index('listings_status_price_idx').on(t.listingStatusId, t.currentPrice.desc().nullsLast(), t.id.desc()),
    index('listings_status_closed_idx').on(t.listingStatusId, t.closedDate.desc().nullsLast(), t.id.desc()),
    // private tabs and the expiry quick filter (status with an expiration window)
    index('listings_status_expiration_idx').on(t.listingStatusId, t.expirationDate),
    // the listing table default (several statuses by listing date)
    index('listings_listing_date_idx').on(t.listingDate.desc().nullsLast(), t.id.desc()),
    // searches sorted by price over several statuses and a common word: walked in price order until
    // a page is found, instead of sorting every match (25 ms to 7 ms for 'penthouse' in 100,000)
    index('listings_price_idx').on(t.currentPrice.desc().nullsLast(), t.id.desc()),
    // the listing marketing page: listings with marketing, the latest activity first
    index('listings_last_marketing_idx')
      .on(t.lastMarketingDate.desc(), t.id.desc())
      .where(sql`${t.lastMarketingDate} is not null`),
    index('listings_office_status_idx').on(t.officeId, t.listingStatusId),
    index('listings_region_status_idx').on(t.salesRegionId, t.listingStatusId),
    // global search: matches read in the result order (status group, newest listing date)
    index('listings_search_order_idx').on(
      sql.raw(`(${STATUS_GROUP_SQL})`),
      t.listingDate.desc().nullsLast(),
      t.id.desc(),
    ),
    uniqueIndex('listings_listing_number_idx').on(t.listingNumber),
    index('listings_mls_number_idx').on(t.mlsNumber),
    // an AI area's listings count: the listings naming it, in any case
    // the column beside its lower case lets the AI areas' listing counts read the index alone
    index('listings_aineighborhood_lower_idx').on(sql`lower(${t.aineighborhood})`, t.aineighborhood),
  ],
);

/** Agents on each side of a listing (sideTypeId 1 list side, 2 sale side). */
export const listingAgents = pgTable(
  'listing_agents',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    sideTypeId: integer('side_type_id').notNull(),
    displayOrder: integer('display_order').notNull().default(1),
    selectSale: boolean('select_sale').notNull().default(false),
    split: numeric('split', { precision: 5, scale: 2, mode: 'number' }).notNull().default(100),
  },
  (t) => [
    uniqueIndex('listing_agents_unique').on(t.listingId, t.agentId, t.sideTypeId),
    index('listing_agents_agent_idx').on(t.agentId, t.listingId),
  ],
);

export const listingOwners = pgTable(
  'listing_owners',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    ownerAddressDifferentFromPropertyAddress: boolean('owner_address_different').notNull().default(false),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    regionId: integer('region_id'),
    zip: text('zip'),
    displayOrder: integer('display_order').notNull().default(1),
  },
  (t) => [index('listing_owners_listing_idx').on(t.listingId)],
);

/** Rental terms (and their prices) of a rental listing. */
export const listingRentalDetails = pgTable(
  'listing_rental_details',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    rentalPeriodId: integer('rental_period_id')
      .notNull()
      .references(() => rentalPeriods.id),
    price: money('price').notNull(),
    yearInfo: text('year_info'),
    description: text('description'),
  },
  (t) => [index('listing_rental_details_listing_idx').on(t.listingId)],
);

export const listingAmenities = pgTable(
  'listing_amenities',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id),
    text: text('text'),
    selected: boolean('selected').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.amenityId] })],
);

export const listingAdditionalMls = pgTable('listing_additional_mls', {
  id: serial('id').primaryKey(),
  listingId: integer('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  mlsName: text('mls_name').notNull(),
  mlsNumber: text('mls_number').notNull(),
});

export const listingNotes = pgTable(
  'listing_notes',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    note: text('note').notNull(),
    createdDate: instantNow('created_date'),
  },
  (t) => [index('listing_notes_listing_idx').on(t.listingId)],
);
