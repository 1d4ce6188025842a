import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  hasRole,
  isSystemAdmin,
  LISTING_STATUS as S,
  type Actor,
  type AgentGoal,
  type AgentGoalValues,
} from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import { updateVersioned, type DbOrTx } from '../../db/audited-write';
import { agentGoals } from '../../db/schema';

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The agents whose goals and figures an actor may read, as a condition on an agents alias `a`:
 * a system admin every agent; otherwise one's own agent ids, and a branch manager also the
 * agents of their offices.
 */
export function agentReadScopeSql(actor: Actor, alias = 'a'): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const a = sql.raw(alias);
  const own = actor.agentIds.length ? sql`${a}.id in (${ids(actor.agentIds)})` : sql`false`;
  const office =
    hasRole(actor, 'branchManager') && actor.officeIds.length
      ? sql`${a}.office_id in (${ids(actor.officeIds)})`
      : sql`false`;
  return sql`(${own} or ${office})`;
}

/** Whether the agent exists and is in the actor's sight. */
export async function isAgentReadable(db: Db, actor: Actor, agentId: number): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`select 1 from agents a where a.id = ${agentId} and ${agentReadScopeSql(actor)}`),
  );
  return rows.length > 0;
}

type GoalRow = typeof agentGoals.$inferSelect;
export const goalOf = (r: GoalRow): AgentGoal => ({
  id: r.id,
  agentId: r.agentId,
  year: r.year,
  salesVolumeGoal: r.salesVolumeGoal,
  closedDealsGoal: r.closedDealsGoal,
  newListingsGoal: r.newListingsGoal,
  version: r.version,
  updatedAt: r.updatedAt,
});

export const findGoals = async (db: Db, agentId: number) =>
  (
    await db.select().from(agentGoals).where(eq(agentGoals.agentId, agentId)).orderBy(desc(agentGoals.year))
  ).map(goalOf);

export async function findGoalOfYear(db: DbOrTx, agentId: number, year: number): Promise<AgentGoal | null> {
  const [row] = await db
    .select()
    .from(agentGoals)
    .where(and(eq(agentGoals.agentId, agentId), eq(agentGoals.year, year)));
  return row ? goalOf(row) : null;
}

export async function findGoal(db: DbOrTx, agentId: number, goalId: number): Promise<AgentGoal | null> {
  const [row] = await db
    .select()
    .from(agentGoals)
    .where(and(eq(agentGoals.agentId, agentId), eq(agentGoals.id, goalId)));
  return row ? goalOf(row) : null;
}

/** Inserts a year's goal; null when the agent already has one for that year. */
export async function insertGoal(
  db: DbOrTx,
  values: typeof agentGoals.$inferInsert,
): Promise<AgentGoal | null> {
  const [row] = await db
    .insert(agentGoals)
    .values(values)
    .onConflictDoNothing({ target: [agentGoals.agentId, agentGoals.year] })
    .returning();
  return row ? goalOf(row) : null;
}

export type MonthFigures = { month: string; closedVolume: number; closedDeals: number; newListings: number };
export type ScheduleMonth = { month: string; listed: number; underContract: number; closed: number };

/** Listings counted at all: not deleted, not a draft. */
const COUNTED = sql.raw(`l.listing_status_id not in (${S.deleted}, ${S.draft})`);

/**
 * The agent's listings (on either side, each listing once) by month from `from` to `to`: listed by
 * listing date, under contract by contract date, closed by the closed date of a sold listing.
 */
export async function findScheduleMonths(
  db: Db,
  agentId: number,
  from: string,
  to: string,
): Promise<ScheduleMonth[]> {
  const rows = rowsOf<{ month: string; listed: string; under_contract: string; closed: string }>(
    await db.execute(sql`
      with mine as (
        select l.listing_date, l.contract_date, l.closed_date, l.listing_status_id
        from listings l
        where l.id in (select la.listing_id from listing_agents la where la.agent_id = ${agentId})
          and ${COUNTED}
      ), events as (
        select to_char(listing_date, 'YYYY-MM') as month, 1 as listed, 0 as under_contract, 0 as closed
          from mine where listing_date between ${from} and ${to}
        union all
        select to_char(contract_date, 'YYYY-MM'), 0, 1, 0
          from mine where contract_date between ${from} and ${to}
        union all
        select to_char(closed_date, 'YYYY-MM'), 0, 0, 1
          from mine where listing_status_id = ${S.sold} and closed_date between ${from} and ${to}
      )
      select month, sum(listed) as listed, sum(under_contract) as under_contract, sum(closed) as closed
      from events group by month order by month`),
  );
  return rows.map((r) => ({
    month: r.month,
    listed: Number(r.listed),
    underContract: Number(r.under_contract),
    closed: Number(r.closed),
  }));
}

/**
 * The agent's production by month from `from` to `to`: each side the agent holds on a sold
 * listing is a deal, credited with the sold price (else the current price) times the side's
 * split; new listings count the agent's listings by listing date.
 */
export async function findProductionMonths(
  db: Db,
  agentId: number,
  from: string,
  to: string,
): Promise<MonthFigures[]> {
  const rows = rowsOf<{ month: string; closed_volume: string; closed_deals: string; new_listings: string }>(
    await db.execute(sql`
      with closed as (
        select to_char(l.closed_date, 'YYYY-MM') as month,
               coalesce(l.sold_price, l.current_price, 0) * la.split / 100 as volume
        from listing_agents la
        join listings l on l.id = la.listing_id
        where la.agent_id = ${agentId} and l.listing_status_id = ${S.sold}
          and l.closed_date between ${from} and ${to}
      ), listed as (
        select to_char(l.listing_date, 'YYYY-MM') as month
        from listings l
        where l.id in (select la.listing_id from listing_agents la where la.agent_id = ${agentId})
          and ${COUNTED} and l.listing_date between ${from} and ${to}
      ), months as (select month from closed union select month from listed)
      select m.month,
        coalesce((select round(sum(c.volume), 2) from closed c where c.month = m.month), 0) as closed_volume,
        (select count(*) from closed c where c.month = m.month) as closed_deals,
        (select count(*) from listed n where n.month = m.month) as new_listings
      from months m order by m.month`),
  );
  return rows.map((r) => ({
    month: r.month,
    closedVolume: Number(r.closed_volume),
    closedDeals: Number(r.closed_deals),
    newListings: Number(r.new_listings),
  }));
}

/** Updates a goal's year and figures: version checked when expected, bumped, and audited. */
export async function updateGoalRow(
  tx: DbOrTx,
  actor: Actor,
  goalId: number,
  v: AgentGoalValues,
  expectedVersion: number | null,
): Promise<AgentGoal> {
  const { row } = await updateVersioned<GoalRow>(tx, {
    table: agentGoals,
    entityType: 'agentGoal',
    id: goalId,
    expectedVersion,
    changes: { ...v },
    actor,
  });
  return goalOf(row);
}
