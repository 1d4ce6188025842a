import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DEVELOPMENT_AMENITY_SECTIONS,
  developmentListingType,
  developmentStatusName,
  hasAnyRole,
  isAgent,
  isSystemAdmin,
  LISTING_STATUS_LABEL,
  type Actor,
  type DevelopmentSearchBody,
  type EndpointQuery,
  type developmentEndpoints,
  type ListingStatusId,
} from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { updateVersioned, type DbOrTx } from '../../db/audited-write';
import { listingScopeSql } from '../listings';
import { amenities, developmentAgents, developmentAmenities, developments, listings } from '../../db/schema';

type ListingQuery = EndpointQuery<typeof developmentEndpoints.getDevelopmentListings>;

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The developments the actor may open, as a condition on the alias `d` (canOpenDevelopment in
 * SQL): all for a system admin; those of their offices for CME, MC and staff; those they are an
 * agent of for an agent with development access.
 */
export function developmentScopeSql(actor: Actor): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const parts: SQL[] = [];
  const isStaff = hasAnyRole(actor, ['corporateMarketingEmployee', 'marketingCoordinator', 'staff']);
  if (isStaff && actor.officeIds.length) parts.push(sql`d.office_id in (${ids(actor.officeIds)})`);
  if (isAgent(actor) && actor.isAssociatedWithBuilding && actor.agentIds.length)
    parts.push(sql`exists (select 1 from development_agents da
      where da.development_id = d.id and da.agent_id in (${ids(actor.agentIds)}))`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** What the access rule reads of a development: its office and agents; undefined when missing. */
export async function findDevelopmentFacts(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ officeId: developments.officeId })
    .from(developments)
    .where(eq(developments.id, id));
  if (!row) return undefined;
  const agentRows = await db
    .select({ agentId: developmentAgents.agentId })
    .from(developmentAgents)
    .where(eq(developmentAgents.developmentId, id));
  return { officeId: row.officeId, agentIds: agentRows.map((a) => a.agentId) };
}

/** Locks the development row (a change of its agents or listings is one at a time). */
export async function lockDevelopment(tx: DbOrTx, id: number): Promise<boolean> {
  return (
    (await tx.select({ id: developments.id }).from(developments).where(eq(developments.id, id)).for('update'))
      .length > 0
  );
}

export async function bumpDevelopmentVersion(tx: DbOrTx, id: number) {
  await tx
    .update(developments)
    .set({ version: sql`${developments.version} + 1`, updatedAt: sql`now()` })
    .where(eq(developments.id, id));
}

const num = (v: unknown) => (v == null ? null : Number(v));
const str = (v: unknown) => (v == null ? null : String(v));
const day = (v: unknown) => (v == null ? null : String(v).slice(0, 10));

/** The development as the details tab reads it, with its office name and photo counts. */
export async function findDevelopment(db: DbOrTx, id: number) {
  const [r] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select d.*, o.name as office_name,
        (select count(*)::int from images i where i.entity_type = 'development' and i.entity_id = d.id
          and i.image_type = 'building') as image_count,
        (select count(*)::int from images i where i.entity_type = 'development' and i.entity_id = d.id
          and i.image_type = 'floorPlan') as floor_plan_count
      from developments d left join offices o on o.id = d.office_id
      where d.id = ${id}`),
  );
  if (!r) return undefined;
  return {
    id: Number(r.id),
    title: String(r.title),
    officeId: Number(r.office_id),
    office: str(r.office_name),
    statusId: Number(r.status_id),
    status: developmentStatusName(Number(r.status_id)),
    siraDevelopmentId: str(r.sira_development_id),
    address1: str(r.address1),
    address2: str(r.address2),
    city: str(r.city),
    state: str(r.state),
    regionId: num(r.region_id),
    zip: str(r.zip),
    websiteUrl: str(r.website_url),
    listDate: day(r.list_date),
    expirationDate: day(r.expiration_date),
    agreementDate: day(r.agreement_date),
    totalUnits: num(r.total_units),
    totalDollarValue: num(r.total_dollar_value),
    minimumPricePerUnit: num(r.minimum_price_per_unit),
    maxFinancing: num(r.max_financing),
    interiorSize: num(r.interior_size),
    exteriorSize: num(r.exterior_size),
    lotSize: num(r.lot_size),
    lotSizeTypeId: num(r.lot_size_type_id),
    yearBuilt: num(r.year_built),
    isExclusiveListingAgent: Boolean(r.is_exclusive_listing_agent),
    ownerFirstName: str(r.owner_first_name),
    ownerLastName: str(r.owner_last_name),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    adCopyHeadline: str(r.ad_copy_headline),
    adCopyBody: str(r.ad_copy_body),
    publish: Boolean(r.publish),
    lastUpdated: new Date(r.updated_at as string).toISOString(),
    imageCount: Number(r.image_count ?? 0),
    floorPlanCount: Number(r.floor_plan_count ?? 0),
  };
}

const SORT: Record<DevelopmentSearchBody['sortColumn'], SQL> = {
  title: sql`lower(d.title)`,
  city: sql`lower(d.city)`,
  office: sql`lower(o.name)`,
  status: sql`d.status_id`,
  totalUnits: sql`d.total_units`,
  listDate: sql`d.list_date`,
  publish: sql`d.publish`,
};

/** One page of the developments in the actor's scope, with the count of all that match. */
export async function searchDevelopments(db: DbOrTx, actor: Actor, q: DevelopmentSearchBody) {
  const where = [developmentScopeSql(actor)];
  const title = q.title?.trim().toLowerCase();
  if (title) where.push(sql`lower(d.title) like ${`%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.officeId) where.push(sql`d.office_id = ${q.officeId}`);
  if (q.statusId) where.push(sql`d.status_id = ${q.statusId}`);
  const condition = sql.join(where, sql` and `);
  const direction = q.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select d.id, d.title, d.address1, d.city, d.state, d.office_id, o.name as office_name, d.status_id,
        d.total_units, d.list_date, d.publish,
        (select count(*)::int from development_agents da where da.development_id = d.id) as agent_count,
        (select count(*)::int from listings l where l.development_id = d.id) as listing_count
      from developments d left join offices o on o.id = d.office_id
      where ${condition}
      order by ${SORT[q.sortColumn]} ${direction} nulls last, d.id asc
      limit ${q.itemsPerPage} offset ${(q.currentPage - 1) * q.itemsPerPage}`),
    db.execute(sql`select count(*)::int as n from developments d where ${condition}`),
  ]);
  return {
    items: rowsOf<Record<string, unknown>>(rows).map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      address1: str(r.address1),
      city: str(r.city),
      state: str(r.state),
      office: str(r.office_name),
      officeId: Number(r.office_id),
      statusId: Number(r.status_id),
      status: developmentStatusName(Number(r.status_id)),
      totalUnits: num(r.total_units),
      listDate: day(r.list_date),
      publish: Boolean(r.publish),
      agentCount: Number(r.agent_count),
      listingCount: Number(r.listing_count),
    })),
    totalCount: Number(rowsOf<{ n: number }>(count)[0].n),
  };
}

/** The offices a development may belong to: every active office for an admin, else the actor's own. */
export async function lookupOffices(db: DbOrTx, scope: readonly number[] | null, wanted?: number[]) {
  const where = [sql`o.status = 1`];
  if (scope !== null) where.push(scope.length ? sql`o.id in (${ids(scope)})` : sql`false`);
  if (wanted?.length) where.push(sql`o.id in (${ids(wanted)})`);
  return rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select o.id, o.name from offices o where ${sql.join(where, sql` and `)}
      order by o.name, o.id`),
  ).map((r) => ({ id: Number(r.id), name: String(r.name) }));
}

export async function listStates(db: DbOrTx) {
  return rowsOf<{ id: number; code: string; name: string }>(
    await db.execute(sql`select id, code, name from states order by name`),
  ).map((r) => ({ id: Number(r.id), code: String(r.code), name: String(r.name) }));
}

export async function findStateCode(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = rowsOf<{ code: string }>(await db.execute(sql`select code from states where id = ${id}`));
  return row?.code;
}

/** A versioned, audited change of the development row (its details, ad copy or publish flag). */
export const updateDevelopmentRow = (
  tx: DbOrTx,
  actor: Actor,
  id: number,
  changes: Record<string, unknown>,
) =>
  updateVersioned(tx, {
    table: developments,
    entityType: 'development',
    id,
    expectedVersion: null,
    changes,
    actor,
  });

export async function insertDevelopment(tx: DbOrTx, values: typeof developments.$inferInsert) {
  const [row] = await tx.insert(developments).values(values).returning({ id: developments.id });
  return row.id;
}

/** The agents of a development, by side then display order, with their names and offices. */
export async function listDevelopmentAgents(db: DbOrTx, id: number) {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select da.agent_id, da.side_type_id, da.display_order, a.first_name, a.last_name, o.name as office_name
      from development_agents da
      join agents a on a.id = da.agent_id
      left join offices o on o.id = a.office_id
      where da.development_id = ${id}
      order by da.side_type_id, da.display_order, da.agent_id`),
  ).map((r) => ({
    agentId: Number(r.agent_id),
    name: `${String(r.first_name ?? '')} ${String(r.last_name ?? '')}`.trim(),
    office: str(r.office_name),
    sideTypeId: Number(r.side_type_id),
    displayOrder: Number(r.display_order),
    url: `/eng/agent/${Number(r.agent_id)}`,
  }));
}

/** An active agent's id, or undefined. */
export async function findActiveAgent(db: DbOrTx, agentId: number) {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from agents where id = ${agentId} and status_id = 1`),
  );
  return row ? Number(row.id) : undefined;
}

export async function insertDevelopmentAgent(
  tx: DbOrTx,
  row: { developmentId: number; agentId: number; sideTypeId: number },
) {
  await tx.insert(developmentAgents).values({
    ...row,
    displayOrder: sql`(select coalesce(max(display_order), 0) + 1 from development_agents
      where development_id = ${row.developmentId} and side_type_id = ${row.sideTypeId})`,
  });
}

export async function deleteDevelopmentAgent(tx: DbOrTx, developmentId: number, agentId: number) {
  const rows = await tx
    .delete(developmentAgents)
    .where(and(eq(developmentAgents.developmentId, developmentId), eq(developmentAgents.agentId, agentId)))
    .returning({ agentId: developmentAgents.agentId });
  return rows.length > 0;
}

/** Writes the display orders given (agent by agent). */
export async function setAgentOrders(
  tx: DbOrTx,
  developmentId: number,
  rows: ReadonlyArray<{ agentId: number; displayOrder: number }>,
) {
  for (const r of rows)
    await tx
      .update(developmentAgents)
      .set({ displayOrder: r.displayOrder })
      .where(
        and(eq(developmentAgents.developmentId, developmentId), eq(developmentAgents.agentId, r.agentId)),
      );
}

const LISTING_SORT: Record<ListingQuery['sortColumn'], SQL> = {
  address1: sql`lower(l.address1)`,
  currentPrice: sql`l.current_price`,
  type: sql`l.listing_type`,
  isValid: sql`l.is_valid`,
  mlsNumber: sql`l.mls_number`,
  status: sql`l.listing_status_id`,
};

/** A page of the listings associated with a development. */
export async function listingPage(db: DbOrTx, id: number, q: ListingQuery) {
  const direction = q.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select l.id, l.address1, l.current_price, l.listing_type, l.is_valid, l.mls_number, l.listing_status_id
      from listings l where l.development_id = ${id}
      order by ${LISTING_SORT[q.sortColumn]} ${direction} nulls last, l.id asc
      limit ${q.itemsPerPage} offset ${(q.currentPage - 1) * q.itemsPerPage}`),
    db.execute(sql`select count(*)::int as n from listings l where l.development_id = ${id}`),
  ]);
  return {
    items: rowsOf<Record<string, unknown>>(rows).map((r) => ({
      listingId: Number(r.id),
      address1: str(r.address1),
      currentPrice: num(r.current_price),
      type: developmentListingType(r.listing_type === 'Sale' ? 1 : 2),
      isValid: Boolean(r.is_valid),
      mlsNumber: str(r.mls_number),
      statusId: Number(r.listing_status_id),
      status: LISTING_STATUS_LABEL[Number(r.listing_status_id) as ListingStatusId] ?? 'Unknown',
    })),
    totalCount: Number(rowsOf<{ n: number }>(count)[0].n),
  };
}

/** Status and prices of the associated listings, for the unit summary. */
export async function unitListings(db: DbOrTx, id: number) {
  return (
    await db
      .select({
        statusId: listings.listingStatusId,
        currentPrice: listings.currentPrice,
        soldPrice: listings.soldPrice,
      })
      .from(listings)
      .where(eq(listings.developmentId, id))
  ).map((r) => ({ statusId: r.statusId, currentPrice: num(r.currentPrice), soldPrice: num(r.soldPrice) }));
}

/** Which of these listings lie in the actor's listing scope (offices, agents; everything for SA). */
export async function listingsInScope(db: DbOrTx, listingIds: number[], actor: Actor) {
  return rowsOf<{ id: number }>(
    await db.execute(
      sql`select l.id from listings l where l.id in (${ids(listingIds)}) and ${listingScopeSql(actor)}`,
    ),
  ).map((r) => Number(r.id));
}

export async function associateListings(tx: DbOrTx, developmentId: number, listingIds: number[]) {
  await tx
    .update(listings)
    .set({ developmentId, updatedAt: sql`now()`, version: sql`${listings.version} + 1` })
    .where(inArray(listings.id, listingIds));
}

export async function dissociateListing(tx: DbOrTx, developmentId: number, listingId: number) {
  const rows = await tx
    .update(listings)
    .set({ developmentId: null, updatedAt: sql`now()`, version: sql`${listings.version} + 1` })
    .where(and(eq(listings.id, listingId), eq(listings.developmentId, developmentId)))
    .returning({ id: listings.id });
  return rows.length > 0;
}

const inBuildingSections = inArray(amenities.sectionName, [...DEVELOPMENT_AMENITY_SECTIONS]);

/** The building sections of the amenity catalogue with the development's choices. */
export async function amenityDetails(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      amenityId: amenities.id,
      amenityName: amenities.name,
      groupName: amenities.groupName,
      sectionName: amenities.sectionName,
      allowText: amenities.allowText,
      chosen: developmentAmenities.amenityId,
      text: developmentAmenities.text,
    })
    .from(amenities)
    .leftJoin(
      developmentAmenities,
      and(eq(developmentAmenities.amenityId, amenities.id), eq(developmentAmenities.developmentId, id)),
    )
    .where(inBuildingSections)
    .orderBy(asc(amenities.id));
  return rows.map(({ chosen, text, ...a }) => ({ ...a, text: text ?? null, selected: chosen != null }));
}

/** Which of these ids are amenities a development may choose. */
export async function knownAmenityIds(db: DbOrTx, amenityIds: number[]) {
  if (!amenityIds.length) return [];
  const rows = await db
    .select({ id: amenities.id })
    .from(amenities)
    .where(and(inArray(amenities.id, amenityIds), inBuildingSections));
  return rows.map((r) => r.id);
}

export async function replaceAmenities(
  tx: DbOrTx,
  developmentId: number,
  chosen: ReadonlyArray<{ amenityId: number; text: string | null }>,
) {
  await tx.delete(developmentAmenities).where(eq(developmentAmenities.developmentId, developmentId));
  if (chosen.length)
    await tx.insert(developmentAmenities).values(chosen.map((c) => ({ developmentId, ...c })));
}
