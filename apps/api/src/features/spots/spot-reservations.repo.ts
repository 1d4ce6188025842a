import { sql } from 'drizzle-orm';
import { SPOT_ENTITY_TYPE, type Actor } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';

/** The SQL of spot reservations and the agents' shares of their cost. */

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const intArray = (values: readonly number[]) => sql`array[${ids(values)}]::integer[]`;
const intList = (v: unknown): number[] =>
  Array.isArray(v)
    ? v.map(Number)
    : String(v ?? '')
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
        .map(Number);

/**
 * Which of these offices or agents the actor may reserve for: active offices or agents of the
 * actor's offices (every office for a system administrator). Answers the ids found, in order.
 */
export async function reservableEntities(
  db: DbOrTx,
  actor: Actor,
  entityTypeId: number,
  entityIds: readonly number[],
  isAdmin: boolean,
): Promise<number[]> {
  const scope = isAdmin
    ? sql`true`
    : actor.officeIds.length
      ? sql`x.office_id in (${ids(actor.officeIds)})`
      : sql`false`;
  const table =
    entityTypeId === SPOT_ENTITY_TYPE.office
      ? sql`(select id, id as office_id from offices)`
      : sql`(select id, office_id from agents)`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select x.id from ${table} x where x.id in (${ids(entityIds)}) and ${scope}`),
  );
  return rows.map((r) => Number(r.id));
}

export async function findReservation(db: DbOrTx, spotId: number, id: number) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from spot_reservations where id = ${id} and spot_id = ${spotId}`),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    spotId: Number(row.spot_id),
    numberOfSpotsReserved: Number(row.number_of_spots_reserved),
    entityTypeId: Number(row.entity_type_id),
    entityIds: intList(row.entity_ids),
  };
}

export async function insertReservation(
  tx: DbOrTx,
  v: {
    spotId: number;
    numberOfSpotsReserved: number;
    entityTypeId: number;
    entityIds: number[];
    spotTypeId: number | null;
    userId: number;
  },
): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into spot_reservations (spot_id, number_of_spots_reserved, entity_type_id, entity_ids, spot_type_id, created_by)
      values (${v.spotId}, ${v.numberOfSpotsReserved}, ${v.entityTypeId}, ${intArray(v.entityIds)}, ${v.spotTypeId}, ${v.userId})
      returning id`),
  );
  return Number(row.id);
}

export async function updateReservation(
  tx: DbOrTx,
  v: {
    id: number;
    numberOfSpotsReserved: number;
    entityTypeId: number;
    entityIds: number[];
    spotTypeId: number | null;
  },
) {
  await tx.execute(sql`
    update spot_reservations set number_of_spots_reserved = ${v.numberOfSpotsReserved},
      entity_type_id = ${v.entityTypeId}, entity_ids = ${intArray(v.entityIds)}, spot_type_id = ${v.spotTypeId}
    where id = ${v.id}`);
}

export async function deleteReservationRow(tx: DbOrTx, spotId: number, id: number): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(
      sql`delete from spot_reservations where id = ${id} and spot_id = ${spotId} returning id`,
    ),
  );
  return rows.length > 0;
}

/** Replaces the agents' shares of a reservation's cost. */
export async function replaceCosts(
  tx: DbOrTx,
  reservationId: number,
  costs: Array<{ agentId: number; cost: number }>,
) {
  await tx.execute(sql`delete from spot_reservation_costs where reservation_id = ${reservationId}`);
  if (!costs.length) return;
  await tx.execute(sql`
    insert into spot_reservation_costs (reservation_id, agent_id, cost)
    values ${sql.join(
      costs.map((c) => sql`(${reservationId}, ${c.agentId}, ${c.cost})`),
      sql`, `,
    )}`);
}

/** The reservations of a spot, each with the names of its offices or agents in their order. */
export async function listReservations(db: DbOrTx, spotId: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.id, r.spot_id, r.number_of_spots_reserved, r.entity_type_id, r.entity_ids, r.spot_type_id,
        array(select case when r.entity_type_id = ${SPOT_ENTITY_TYPE.office} then o.name
                          else a.first_name || ' ' || a.last_name end
              from unnest(r.entity_ids) with ordinality e(id, n)
              left join offices o on r.entity_type_id = ${SPOT_ENTITY_TYPE.office} and o.id = e.id
              left join agents a on r.entity_type_id = ${SPOT_ENTITY_TYPE.agent} and a.id = e.id
              order by e.n) as entity_names
      from spot_reservations r where r.spot_id = ${spotId}
      order by r.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    spotId: Number(r.spot_id),
    numberOfSpotsReserved: Number(r.number_of_spots_reserved),
    entityTypeId: Number(r.entity_type_id),
    entityIds: intList(r.entity_ids),
    entityNames: (Array.isArray(r.entity_names) ? r.entity_names : []).map((n) => String(n ?? '')),
    spotTypeId: r.spot_type_id == null ? null : Number(r.spot_type_id),
  }));
}

/** Each agent's cost of the agent reservations of a spot, in reservation and agent order. */
export async function listAgentCosts(db: DbOrTx, spotId: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.id as reservation_id, r.number_of_spots_reserved, e.id as agent_id,
        a.first_name || ' ' || a.last_name as agent_name, coalesce(c.cost, 0)::float8 as cost
      from spot_reservations r
      cross join lateral unnest(r.entity_ids) with ordinality e(id, n)
      join agents a on a.id = e.id
      left join spot_reservation_costs c on c.reservation_id = r.id and c.agent_id = e.id
      where r.spot_id = ${spotId} and r.entity_type_id = ${SPOT_ENTITY_TYPE.agent}
      order by r.id, e.n`),
  );
  return rows.map((r) => ({
    reservationId: Number(r.reservation_id),
    numberOfSpotsReserved: Number(r.number_of_spots_reserved),
    agentId: Number(r.agent_id),
    agentName: String(r.agent_name),
    cost: Number(r.cost),
  }));
}

/** A reservation with the spot it belongs to (the spot's scope is checked by the caller). */
export async function findReservationById(db: DbOrTx, id: number) {
  const [row] = rowsOf<{ spot_id: number }>(
    await db.execute(sql`select spot_id from spot_reservations where id = ${id}`),
  );
  return row ? Number(row.spot_id) : undefined;
}
