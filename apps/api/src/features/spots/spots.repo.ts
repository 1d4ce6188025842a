import { sql, type SQL } from 'drizzle-orm';
import {
  availableSpots,
  isSystemAdmin,
  roleKey,
  type Actor,
  type Spot,
  type SpotSaveBody,
} from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { listingScopeSql } from '../listings';

/** The SQL of advertising spots: the only file of the feature that touches the database. */

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const intArray = (values: readonly number[]) =>
  values.length ? sql`array[${ids(values)}]::integer[]` : sql`'{}'::integer[]`;

/** A spot is for the offices it names, or every office when it names none; admins see all. */
export function spotScopeSql(actor: Actor, alias = 's'): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const s = sql.raw(alias);
  return actor.officeIds.length
    ? sql`(cardinality(${s}.office_ids) = 0 or ${s}.office_ids && ${intArray(actor.officeIds)})`
    : sql`cardinality(${s}.office_ids) = 0`;
}

/** Where a spot's tear sheet is kept among the stored files. */
export const SPOT_FILE = { entityType: 'spot', place: 'marketing' } as const;

const COUNTS = sql`
  coalesce((select sum(r.number_of_spots_reserved) from spot_reservations r where r.spot_id = s.id), 0)::int as reserved,
  (select count(*) from spot_assignments sa where sa.spot_id = s.id)::int as assigned`;

const SPOT_SELECT = sql`
  select s.id, s.advertisement_id, s.name, s.description, s.number_of_spots, s.number_of_wait_list_spots,
    s.billing_code_type, s.can_agent_request, s.cost_per_spot::float8 as cost_per_spot,
    s.agent_cost::float8 as agent_cost, s.office_cost::float8 as office_cost,
    s.minimum_price::float8 as minimum_price, s.office_ids, ${COUNTS},
    ts.id::text as tear_sheet_file_id, ts.file_name as tear_sheet
  from spots s
  left join lateral (select f.id, f.file_name from files f
    where f.entity_type = ${SPOT_FILE.entityType} and f.entity_id = s.id
    order by f.created_at desc limit 1) ts on true`;

type SpotRowRaw = Record<string, unknown>;
const num = (v: unknown) => (v == null ? null : Number(v));
const str = (v: unknown) => (v == null ? null : String(v));
const day = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

/** node-postgres answers arrays; a driver that answers '{1,2}' text is read too. */
function intList(v: unknown): number[] {
  if (Array.isArray(v)) return v.map(Number);
  const inner = String(v ?? '').replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}

export function toSpot(r: SpotRowRaw): Spot {
  const numberOfSpots = Number(r.number_of_spots);
  const reserved = Number(r.reserved ?? 0);
  const assigned = Number(r.assigned ?? 0);
  return {
    id: Number(r.id),
    advertisementId: Number(r.advertisement_id),
    name: String(r.name),
    description: str(r.description),
    numberOfSpots,
    numberOfWaitListSpots: Number(r.number_of_wait_list_spots),
    billingCodeType: str(r.billing_code_type),
    canAgentRequest: Boolean(r.can_agent_request),
    costPerSpot: num(r.cost_per_spot),
    agentCost: num(r.agent_cost),
    officeCost: num(r.office_cost),
    minimumPrice: num(r.minimum_price),
    officeIds: intList(r.office_ids),
    numberOfSpotsReserved: reserved,
    numberOfSpotsAssigned: assigned,
    availableSpots: availableSpots({ numberOfSpots, reserved, assigned }),
    tearSheetFileId: str(r.tear_sheet_file_id),
    tearSheet: str(r.tear_sheet),
  };
}

/** A spot in the actor's scope with its counts. */
export async function findSpot(db: DbOrTx, actor: Actor, id: number): Promise<Spot | undefined> {
  const [row] = rowsOf<SpotRowRaw>(
    await db.execute(sql`${SPOT_SELECT} where s.id = ${id} and ${spotScopeSql(actor)}`),
  );
  return row ? toSpot(row) : undefined;
}

export async function findSpotDetails(db: DbOrTx, actor: Actor, id: number) {
  const [row] = rowsOf<SpotRowRaw>(
    await db.execute(sql`
      select x.*, a.name as advertisement_name, a.media_outlet_id, m.name as media_outlet_name,
        a.run_date::text as run_date, a.reservation_deadline::text as reservation_deadline
      from (${SPOT_SELECT} where s.id = ${id} and ${spotScopeSql(actor)}) x
      join advertisements a on a.id = x.advertisement_id
      join media_outlets m on m.id = a.media_outlet_id`),
  );
  if (!row) return undefined;
  return {
    ...toSpot(row),
    advertisementName: String(row.advertisement_name),
    mediaOutletId: Number(row.media_outlet_id),
    mediaOutletName: String(row.media_outlet_name),
    runDate: day(row.run_date),
    reservationDeadline: day(row.reservation_deadline),
  };
}

/**
 * Locks a spot's row for the rest of the transaction and answers its counts read under the lock:
 * two bookings or reservations of the same spot take turns, so the last spot goes to one of them.
 */
export async function lockSpot(tx: DbOrTx, actor: Actor, id: number) {
  const [locked] = rowsOf<{ id: number }>(
    await tx.execute(sql`select s.id from spots s where s.id = ${id} and ${spotScopeSql(actor)} for update`),
  );
  if (!locked) return undefined;
  return findSpot(tx, actor, id);
}

const SPOT_SORT: Record<string, SQL> = {
  name: sql`lower(x.name)`,
  numberOfSpots: sql`x.number_of_spots`,
  availableSpots: sql`greatest(0, x.number_of_spots - x.reserved - x.assigned)`,
  costPerSpot: sql`x.cost_per_spot`,
};

export async function advertisementExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from advertisements where id = ${id}`));
  return rows.length > 0;
}

/** One page of the spots of an advertisement in the actor's scope. */
export async function searchSpots(
  db: DbOrTx,
  actor: Actor,
  advertisementId: number,
  q: { currentPage: number; itemsPerPage: number; sortColumn: string; sortDirection: 'asc' | 'desc' },
) {
  const inner = sql`${SPOT_SELECT} where s.advertisement_id = ${advertisementId} and ${spotScopeSql(actor)}`;
  const direction = q.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select * from (${inner}) x order by ${SPOT_SORT[q.sortColumn]} ${direction}, x.id
      limit ${q.itemsPerPage} offset ${(q.currentPage - 1) * q.itemsPerPage}`),
    db.execute(sql`select count(*)::int as n from spots s
      where s.advertisement_id = ${advertisementId} and ${spotScopeSql(actor)}`),
  ]);
  return {
    items: rowsOf<SpotRowRaw>(rows).map(toSpot),
    totalCount: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
  };
}

/** The active media outlets with spots in the actor's scope, and how many of those are open. */
export async function outletsWithSpots(db: DbOrTx, actor: Actor, name: string | null) {
  const like = name ? `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select m.id, m.name, count(*)::int as spot_count,
        sum(greatest(0, x.number_of_spots - x.reserved - x.assigned))::int as available
      from (${SPOT_SELECT} where ${spotScopeSql(actor)}) x
      join advertisements a on a.id = x.advertisement_id
      join media_outlets m on m.id = a.media_outlet_id
      where m.status_id = 1 ${like ? sql`and lower(m.name) like ${like}` : sql``}
      group by m.id, m.name
      order by lower(m.name), m.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    spotCount: Number(r.spot_count),
    availableSpots: Number(r.available ?? 0),
  }));
}

/** The advertisements of an outlet that have spots in the actor's scope, each with its spots. */
export async function advertisementsOfOutlet(db: DbOrTx, actor: Actor, mediaOutletId: number) {
  const rows = rowsOf<SpotRowRaw>(
    await db.execute(sql`
      select x.*, a.name as ad_name, a.edition, a.run_date::text as ad_run_date,
        a.reservation_deadline::text as ad_deadline
      from (${SPOT_SELECT} where ${spotScopeSql(actor)}) x
      join advertisements a on a.id = x.advertisement_id
      where a.media_outlet_id = ${mediaOutletId}
      order by a.run_date nulls last, a.id, lower(x.name), x.id`),
  );
  const ads = new Map<number, ReturnType<typeof adOf>>();
  for (const r of rows) {
    const id = Number(r.advertisement_id);
    if (!ads.has(id)) ads.set(id, adOf(r));
    ads.get(id)!.spots.push(toSpot(r));
  }
  return [...ads.values()];
}

const adOf = (r: SpotRowRaw) => ({
  id: Number(r.advertisement_id),
  name: String(r.ad_name),
  edition: str(r.edition),
  runDate: day(r.ad_run_date),
  reservationDeadline: day(r.ad_deadline),
  spots: [] as Spot[],
});

const spotValues = (body: SpotSaveBody) => sql`
  ${body.name}, ${body.description}, ${body.numberOfSpots}, ${body.numberOfWaitListSpots},
  ${body.billingCodeType}, ${body.canAgentRequest}, ${body.costPerSpot}, ${body.agentCost},
  ${body.officeCost}, ${body.minimumPrice}, ${intArray(body.officeIds)}`;

export async function insertSpot(tx: DbOrTx, body: SpotSaveBody, userId: number): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into spots (advertisement_id, name, description, number_of_spots, number_of_wait_list_spots,
        billing_code_type, can_agent_request, cost_per_spot, agent_cost, office_cost, minimum_price,
        office_ids, created_by)
      values (${body.advertisementId}, ${spotValues(body)}, ${userId})
      returning id`),
  );
  return Number(row.id);
}

export async function updateSpotRow(tx: DbOrTx, id: number, body: SpotSaveBody) {
  await tx.execute(sql`
    update spots set (name, description, number_of_spots, number_of_wait_list_spots, billing_code_type,
      can_agent_request, cost_per_spot, agent_cost, office_cost, minimum_price, office_ids) =
      (${spotValues(body)}), version = version + 1, updated_at = now()
    where id = ${id}`);
}

export async function deleteSpotRow(tx: DbOrTx, advertisementId: number, spotId: number) {
  const rows = rowsOf(
    await tx.execute(
      sql`delete from spots where id = ${spotId} and advertisement_id = ${advertisementId} returning id`,
    ),
  );
  return rows.length > 0;
}

/** A listing in the actor's scope with the agent a booking names: one of the actor's, else its first. */
export async function findBookableListing(db: DbOrTx, actor: Actor, listingId: number) {
  const own = actor.agentIds.length ? sql`la.agent_id in (${ids(actor.agentIds)})` : sql`false`;
  const [row] = rowsOf<{
    id: number;
    office_id: number | null;
    agent_id: number | null;
    address1: string | null;
  }>(
    await db.execute(sql`
      select l.id, l.office_id, l.address1,
        (select la.agent_id from listing_agents la where la.listing_id = l.id
          order by ${own} desc, la.side_type_id, la.display_order limit 1) as agent_id
      from listings l where l.id = ${listingId} and ${listingScopeSql(actor)}`),
  );
  return row;
}

export async function assignmentExists(tx: DbOrTx, spotId: number, listingId: number) {
  const rows = rowsOf(
    await tx.execute(
      sql`select 1 from spot_assignments where spot_id = ${spotId} and listing_id = ${listingId}`,
    ),
  );
  return rows.length > 0;
}

export async function insertAssignment(
  tx: DbOrTx,
  v: {
    spotId: number;
    listingId: number;
    agentId: number | null;
    spotTypeId: number | null;
    runDate: string | null;
    userId: number;
  },
) {
  await tx.execute(sql`
    insert into spot_assignments (spot_id, listing_id, agent_id, spot_type_id, run_date, created_by)
    values (${v.spotId}, ${v.listingId}, ${v.agentId}, ${v.spotTypeId}, ${v.runDate}, ${v.userId})`);
}

/** Removes a booking of a listing the actor may see (marketing staff: any booking of the spot). */
export async function deleteAssignment(
  tx: DbOrTx,
  actor: Actor,
  spotId: number,
  listingId: number,
  anyListing: boolean,
) {
  const rows = rowsOf(
    await tx.execute(sql`
      delete from spot_assignments sa using listings l
      where sa.spot_id = ${spotId} and sa.listing_id = ${listingId} and l.id = sa.listing_id
        and ${anyListing ? sql`true` : listingScopeSql(actor)}
      returning sa.id`),
  );
  return rows.length > 0;
}

/** The bookings of a spot: all of them for marketing staff, else those of listings in scope. */
export async function listAssignments(
  db: DbOrTx,
  actor: Actor,
  spotId: number,
  anyListing: boolean,
  page: { currentPage: number; itemsPerPage: number },
) {
  const where = sql`sa.spot_id = ${spotId} and ${anyListing ? sql`true` : listingScopeSql(actor)}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select sa.spot_id, sa.listing_id, l.listing_number, l.address1, sa.agent_id,
        ag.first_name || ' ' || ag.last_name as agent_name, o.name as office_name,
        l.current_price::float8 as price, sa.run_date::text as run_date, sa.spot_type_id, sa.created_at
      from spot_assignments sa
      join listings l on l.id = sa.listing_id
      left join agents ag on ag.id = sa.agent_id
      left join offices o on o.id = l.office_id
      where ${where}
      order by sa.created_at desc, sa.id desc
      limit ${page.itemsPerPage} offset ${(page.currentPage - 1) * page.itemsPerPage}`),
    db.execute(
      sql`select count(*)::int as n from spot_assignments sa join listings l on l.id = sa.listing_id where ${where}`,
    ),
  ]);
  return {
    items: rowsOf<Record<string, unknown>>(rows).map((r) => ({
      spotId: Number(r.spot_id),
      listingId: Number(r.listing_id),
      listingNumber: str(r.listing_number),
      address: str(r.address1),
      agentId: num(r.agent_id),
      agentName: str(r.agent_name),
      officeName: str(r.office_name),
      price: num(r.price),
      runDate: day(r.run_date),
      spotTypeId: num(r.spot_type_id),
      createdDate: new Date(r.created_at as string).toISOString(),
    })),
    totalCount: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
  };
}

export async function insertRequest(
  db: DbOrTx,
  v: { spotId: number; listingId: number | null; userId: number; notes: string | null },
) {
  await db.execute(sql`
    insert into spot_requests (spot_id, listing_id, user_id, notes)
    values (${v.spotId}, ${v.listingId}, ${v.userId}, ${v.notes})`);
}

/**
 * The marketing coordinators to tell of a request: those of the listing's office, else those of
 * the spot's offices or the requester's offices. Active users with an e-mail only.
 */
export async function marketingStaffEmails(db: DbOrTx, officeIds: readonly number[]): Promise<string[]> {
  if (!officeIds.length) return [];
  const rows = rowsOf<{ email: string }>(
    await db.execute(sql`
      select distinct u.email from users u
      join user_roles ur on ur.user_id = u.id and lower(ur.role_key) = lower(${roleKey('marketingCoordinator')})
      join user_offices uo on uo.user_id = u.id
      where uo.office_id in (${ids(officeIds)}) and u.status = 1 and u.email is not null
      order by u.email`),
  );
  return rows.map((r) => r.email);
}

/** The ids of a spot's stored files (its tear sheet). */
export async function spotFileIds(db: DbOrTx, spotId: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id::text as id from files where entity_type = ${SPOT_FILE.entityType} and entity_id = ${spotId}`,
    ),
  );
  return rows.map((r) => r.id);
}
