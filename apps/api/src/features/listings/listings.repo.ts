import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { SideTypeId } from '@atrium/domain';
import { preparedSql, rowsOf, type Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { rowMapper } from '../../db/row-mapper';
import { listingOwners, listings, offices, showcaseSites, states } from '../../db/schema';

export type ListingRow = typeof listings.$inferSelect;
/** Every listing column but updatedAt, which the details call lastUpdated. */
export const LISTING_DETAIL_KEYS = (Object.keys(getTableColumns(listings)) as Array<keyof ListingRow>).filter(
  (k) => k !== 'updatedAt',
);
const toListingRow = rowMapper(listings);

/** The deal type of a listing, or null when there is no such listing. */
export async function findListingDealType(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ dealTypeId: listings.dealTypeId })
    .from(listings)
    .where(eq(listings.id, id));
  return row ?? null;
}

/**
 * The listing row, locked until the caller's transaction ends. Every listing write starts here,
 * so the row is read with `select *` and mapped: drizzle's builder spent 0.2 ms naming the
 * eighty-odd columns on each call.
 */
export async function lockListingRow(tx: DbOrTx, id: number): Promise<ListingRow | null> {
  const [row] = rowsOf(await tx.execute(sql`select * from listings where id = ${id} for update`));
  return row ? toListingRow(row) : null;
}

/** Sets columns of a locked listing with a new version (the whole row back, as lockListingRow reads it). */
export async function updateListingRow(
  tx: DbOrTx,
  id: number,
  set: Partial<ListingRow>,
): Promise<ListingRow> {
  const update = tx
    .update(listings)
    .set({ ...set, version: sql`${listings.version} + 1`, updatedAt: sql`now()` })
    .where(eq(listings.id, id));
  const [row] = rowsOf(await tx.execute(sql`${update.getSQL()} returning *`));
  return toListingRow(row);
}

export async function findOfficeRegion(
  db: DbOrTx,
  officeId: number,
): Promise<{ salesRegionId: number | null } | null> {
  const [row] = await db
    .select({ salesRegionId: offices.salesRegionId })
    .from(offices)
    .where(eq(offices.id, officeId));
  return row ?? null;
}

export async function findStateCode(db: DbOrTx, regionId: number): Promise<string | null> {
  const [row] = await db.select({ code: states.code }).from(states).where(eq(states.id, regionId));
  return row?.code ?? null;
}

/** How many owners and rental terms a listing has: what a status change checks. */
export async function countListingRelations(
  db: DbOrTx,
  id: number,
): Promise<{ owners: number; terms: number }> {
  const rows = rowsOf<{ owners: number; terms: number }>(
    await db.execute(sql`select
      (select count(*)::int from listing_owners where listing_id = ${id}) as owners,
      (select count(*)::int from listing_rental_details where listing_id = ${id}) as terms`),
  );
  return { owners: Number(rows[0]?.owners ?? 0), terms: Number(rows[0]?.terms ?? 0) };
}

export async function findListing(db: DbOrTx, id: number): Promise<ListingRow | null> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row ?? null;
}

/** Office and the agent ids on either side: what the edit and view rules need. */
export async function findAccessFacts(
  db: DbOrTx,
  id: number,
): Promise<{ officeId: number | null; agentIds: number[] } | null> {
  const rows = rowsOf<{ office_id: number | null; agent_ids: number[] }>(
    await db.execute(sql`select l.office_id, coalesce(array_agg(la.agent_id) filter (where la.agent_id is not null), '{}') as agent_ids
      from listings l left join listing_agents la on la.listing_id = l.id where l.id = ${id} group by l.id`),
  );
  if (!rows[0]) return null;
  return { officeId: rows[0].office_id, agentIds: rows[0].agent_ids.map(Number) };
}

const toOwnerRow = rowMapper(listingOwners);

/** Every column of a table, by name, for statements that must not say `*` (see preparedSql). */
const columnList = (table: Parameters<typeof getTableColumns>[0], alias: string) =>
  sql.raw(
    Object.values(getTableColumns(table))
      .map((c) => `${alias}.${c.name}`)
      .join(', '),
  );

const listingForPage = preparedSql(
  'listing_for_page',
  sql`select ${columnList(listings, 'l')}, o.name as page_office_name, pt.is_commercial as page_is_commercial,
      d.title as page_development,
      coalesce((select array_agg(la.agent_id) from listing_agents la where la.listing_id = l.id), '{}') as page_agent_ids
      from listings l
      left join offices o on o.id = l.office_id
      left join property_types pt on pt.id = l.property_type_id
      left join developments d on d.id = l.development_id
      where l.id = ${sql.placeholder('id')}`,
);

/**
 * The listing with what its page shows beside it and what the view rule needs, in one query:
 * office name, whether the property type is commercial, the agent ids on either side.
 */
export async function findListingForPage(db: Db, id: number) {
  const [row] = rowsOf(await listingForPage(db).execute({ id }));
  if (!row) return null;
  return {
    listing: toListingRow(row),
    officeName: (row.page_office_name as string | null) ?? null,
    developmentTitle: (row.page_development as string | null) ?? null,
    isCommercial: row.page_is_commercial === true,
    agentIds: (row.page_agent_ids as number[]).map(Number),
  };
}

export type ListingAgentOfPage = {
  id: number;
  agentId: number;
  sideTypeId: SideTypeId;
  displayOrder: number;
  selectSale: boolean;
  split: number;
  firstName: string;
  lastName: string;
  office: string | null;
};
export type RentalTermOfPage = {
  id: number;
  rentalPeriodId: number;
  name: string;
  price: number;
  yearInfo: string | null;
  description: string | null;
  allowCustomText: boolean;
};

const agentsOfPage = preparedSql(
  'listing_page_agents',
  sql`select la.id, la.agent_id as "agentId", la.side_type_id as "sideTypeId",
      la.display_order as "displayOrder", la.select_sale as "selectSale", la.split,
      a.first_name as "firstName", a.last_name as "lastName", o.name as office
    from listing_agents la join agents a on a.id = la.agent_id left join offices o on o.id = a.office_id
    where la.listing_id = ${sql.placeholder('id')} order by la.side_type_id, la.display_order`,
);
const ownersOfPage = preparedSql(
  'listing_page_owners',
  sql`select ${columnList(listingOwners, 'lo')} from listing_owners lo
    where lo.listing_id = ${sql.placeholder('id')} order by lo.display_order`,
);
const rentalsOfPage = preparedSql(
  'listing_page_rentals',
  sql`select r.id, r.rental_period_id as "rentalPeriodId", p.name, r.price, r.year_info as "yearInfo",
      r.description, p.allow_custom_text as "allowCustomText"
    from listing_rental_details r join rental_periods p on p.id = r.rental_period_id
    where r.listing_id = ${sql.placeholder('id')} order by p.display_order`,
);

/** The agents, owners and rental terms of a listing, in display order. */
export async function findListingRelations(db: Db, id: number) {
  const [agentRows, ownerRows, rentals] = await Promise.all([
    agentsOfPage(db).execute({ id }),
    ownersOfPage(db).execute({ id }),
    rentalsOfPage(db).execute({ id }),
  ]);
  return {
    // numeric columns arrive as text: numbers, as the schema's decoders give them elsewhere
    agents: rowsOf<ListingAgentOfPage>(agentRows).map((a) => Object.assign(a, { split: Number(a.split) })),
    owners: rowsOf(ownerRows).map(toOwnerRow),
    rentals: rowsOf<RentalTermOfPage>(rentals).map((r) => Object.assign(r, { price: Number(r.price) })),
  };
}

/** What a listing change may alter of its showcase site (see showcaseAfterShowAddressChange). */
export async function findListingShowcaseSite(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({
      id: showcaseSites.id,
      publish: showcaseSites.publish,
      status: showcaseSites.status,
      headerOptions: showcaseSites.headerOptions,
    })
    .from(showcaseSites)
    .where(eq(showcaseSites.listingId, listingId))
    .limit(1);
  return row ?? null;
}

export const updateListingShowcaseSite = (
  db: DbOrTx,
  id: number,
  values: { status: number; headerOptions: number },
) =>
  db
    .update(showcaseSites)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(showcaseSites.id, id));
