import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { listingAgents, listingOwners, listingRentalDetails, listings } from '../../db/schema';

const t = useTestApp();

const ADMIN = 'admin@meridian.example';

describe('GET /api/listing/{id}/details', () => {
  it('answers every column with the types the schema gives them, and its agents, owners and terms', async () => {
    const [{ id }] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select l.id from listings l
        where exists (select 1 from listing_rental_details r where r.listing_id = l.id)
          and exists (select 1 from listing_owners o where o.listing_id = l.id)
        order by l.id limit 1`),
    );
    const res = await t.call({ method: 'GET', url: `/api/listing/${id}/details`, as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"\d+"$/);
    const details = res.json();

    const db = t.database.db;
    const [row] = await db.select().from(listings).where(eq(listings.id, id));
    // last_marketing_date is derived for the listing marketing page (decision 0043), not a detail
    const { updatedAt, lastMarketingDate: _derived, ...columns } = row;
    expect(details).toMatchObject(JSON.parse(JSON.stringify(columns)));
    expect(details).not.toHaveProperty('lastMarketingDate');
    expect(details.lastUpdated).toBe(updatedAt);
    expect(details).not.toHaveProperty('updatedAt');

    const owners = await db
      .select()
      .from(listingOwners)
      .where(eq(listingOwners.listingId, id))
      .orderBy(asc(listingOwners.displayOrder));
    expect(details.ownerInfo).toEqual(JSON.parse(JSON.stringify(owners.map(({ listingId: _l, ...o }) => o))));
    const agents = await db.select().from(listingAgents).where(eq(listingAgents.listingId, id));
    expect(details.listingAgents).toHaveLength(agents.length);
    for (const a of details.listingAgents) {
      expect(typeof a.split).toBe('number');
      expect(a.name).toMatch(/\S+ \S+/);
    }
    const terms = await db.select().from(listingRentalDetails).where(eq(listingRentalDetails.listingId, id));
    expect(details.prices.map((p: { price: number }) => p.price).sort()).toEqual(
      terms.map((r) => r.price).sort(),
    );
    expect(typeof details.prices[0].price).toBe('number');
  });

  it('answers 404 for a listing that does not exist', async () => {
    const res = await t.call({ method: 'GET', url: '/api/listing/99999999/details', as: ADMIN });
    expect(res.statusCode).toBe(404);
  });
});
