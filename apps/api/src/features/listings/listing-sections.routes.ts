import {
  IdParams,
  ListingDatesSchema,
  ListingOwnerListSchema,
  ListingPricesSchema,
  ListingRentalTermsSchema,
  ToggleBodySchema,
  ToggleFlag,
} from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import {
  getListingLookups,
  getNeighborhoods,
  getOwners,
  getRentalPeriods,
  LISTING_TOGGLES,
  saveListingDates,
  saveListingPrices,
  saveOwners,
  saveRentalTerms,
  toggleListingOption,
  type ListingToggle,
} from './listing-sections.service';

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const PUBLISH = ['systemAdmin', 'publishListing'] as const;
const tags = ['listings'];

/** The listing page's sections: dates, prices, rental terms, owners, display options, lookups. */
export const listingSectionsRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.put(
    '/api/listing/:id/dates',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingDatesSchema } },
    async (req, reply) =>
      savedVersion(
        reply,
        await saveListingDates(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
  );

  app.put(
    '/api/listing/:id/prices',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingPricesSchema } },
    async (req, reply) =>
      savedVersion(
        reply,
        await saveListingPrices(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
  );

  app.put(
    '/api/listing/:id/rentalterms',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingRentalTermsSchema } },
    async (req, reply) =>
      savedVersion(
        reply,
        await saveRentalTerms(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
  );

  app.get(
    '/api/listing/rentalperiods/:id',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    (req) => getRentalPeriods(db, actorOf(req), req.params.id),
  );

  app.get(
    '/api/listing/:id/owner',
    { config: { allow: 'signedIn' }, schema: { tags, params: IdParams } },
    (req) => getOwners(db, actorOf(req), req.params.id),
  );

  app.post(
    '/api/listing/:id/owner',
    { config: { allow: EDIT }, schema: { tags, params: IdParams, body: ListingOwnerListSchema } },
    async (req, reply) =>
      savedVersion(reply, await saveOwners(db, actorOf(req), req.params.id, req.body, expectedVersion(req))),
  );

  for (const toggle of Object.keys(LISTING_TOGGLES) as ListingToggle[]) {
    const withFlag = toggle !== 'togglesuppressmls';
    app.put(
      withFlag ? `/api/listing/:id/${toggle}/:flag` : `/api/listing/:id/${toggle}`,
      {
        config: { allow: toggle === 'togglepublish' ? PUBLISH : EDIT },
        schema: {
          tags,
          params: withFlag ? IdParams.extend({ flag: ToggleFlag }) : IdParams,
          body: withFlag ? ToggleBodySchema.partial().nullish() : ToggleBodySchema,
        },
      },
      async (req, reply) => {
        const params = req.params as { id: number; flag?: boolean };
        const body = req.body as { toggleStatus?: boolean } | undefined;
        const value = withFlag ? params.flag! : body!.toggleStatus!;
        const row = await toggleListingOption(
          db,
          actorOf(req),
          params.id,
          toggle,
          value,
          expectedVersion(req),
        );
        return savedVersion(reply, row);
      },
    );
  }

  app.get(
    '/api/salesregion/:id/neighborhoods',
    {
      config: { allow: 'signedIn' },
      schema: { tags, params: IdParams },
    },
    (req) => getNeighborhoods(db, req.params.id),
  );

  app.get('/api/listing/lookups', { config: { allow: 'signedIn' }, schema: { tags } }, () =>
    getListingLookups(db),
  );
};
