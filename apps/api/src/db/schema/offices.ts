import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { offices } from './organisation';
import { specializations } from './lookups';
import { versioned } from './common';

/** The specializations of an office (chips on the office forms). */
export const officeSpecializations = pgTable(
  'office_specializations',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.specializationId] })],
);

/**
 * The office's settings flags; an office without a row has the defaults written here (and in
 * OFFICE_SETTINGS_DEFAULTS of the domain): they match what a new listing got before offices had
 * settings (not published, address shown, not a select sale, MLS imports on).
 */
export const officeSettings = pgTable('office_settings', {
  officeId: integer('office_id')
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  defaultPublish: boolean('default_publish').notNull().default(false),
  allowSoldsToDisplaySoldPrice: boolean('allow_solds_to_display_sold_price').notNull().default(true),
  allowDraftSendToTrident: boolean('allow_draft_send_to_trident').notNull().default(false),
  allowRentalSendToTrident: boolean('allow_rental_send_to_trident').notNull().default(false),
  defaultShowAddress: boolean('default_show_address').notNull().default(true),
  allowTridentBuyerSideRentals: boolean('allow_trident_buyer_side_rentals').notNull().default(false),
  defaultSelectSale: boolean('default_select_sale').notNull().default(false),
  showAgentTitle: boolean('show_agent_title').notNull().default(true),
  allowNewMlsListings: boolean('allow_new_mls_listings').notNull().default(true),
  suppressMlsImport: boolean('suppress_mls_import').notNull().default(false),
  suppressMlsPhotoImport: boolean('suppress_mls_photo_import').notNull().default(false),
  suppressMlsAdCopyImport: boolean('suppress_mls_ad_copy_import').notNull().default(false),
  suppressMlsAgentImport: boolean('suppress_mls_agent_import').notNull().default(false),
  ...versioned,
});

/** The office's additional MLS memberships besides its primary MLS. */
export const officeAdditionalMls = pgTable(
  'office_additional_mls',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    mlsName: text('mls_name').notNull(),
    mlsNumber: text('mls_number').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('office_additional_mls_office_idx').on(t.officeId)],
);
