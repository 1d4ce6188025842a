import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListingAgentView, SideAgent, SideTypeId } from '@atrium/domain';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { agents, listingAgents, offices } from '../../db/schema';

/** The agents of a listing with name and office, list side first, in display order. */
export async function findListingAgents(db: DbOrTx, listingId: number): Promise<ListingAgentView[]> {
  const rows = await db
    .select({
      id: listingAgents.id,
      agentId: listingAgents.agentId,
      sideTypeId: listingAgents.sideTypeId,
      displayOrder: listingAgents.displayOrder,
      selectSale: listingAgents.selectSale,
      split: listingAgents.split,
      firstName: agents.firstName,
      lastName: agents.lastName,
      office: offices.name,
    })
    .from(listingAgents)
    .innerJoin(agents, eq(agents.id, listingAgents.agentId))
    .leftJoin(offices, eq(offices.id, agents.officeId))
    .where(eq(listingAgents.listingId, listingId))
    .orderBy(asc(listingAgents.sideTypeId), asc(listingAgents.displayOrder), asc(listingAgents.id));
  return rows.map(({ firstName, lastName, ...r }) => ({
    ...r,
    sideTypeId: r.sideTypeId as SideTypeId,
    split: Number(r.split),
    name: `${firstName} ${lastName}`,
  }));
}

/** Locks the listing row so concurrent agent changes of one listing run one after the other. */
export async function lockListing(tx: DbOrTx, listingId: number): Promise<{ dealTypeId: number } | null> {
  const rows = rowsOf<{ deal_type_id: number }>(
    await tx.execute(sql`select deal_type_id from listings where id = ${listingId} for update`),
  );
  return rows[0] ? { dealTypeId: Number(rows[0].deal_type_id) } : null;
}

export async function findAgent(db: DbOrTx, agentId: number) {
  const [row] = await db
    .select({ id: agents.id, statusId: agents.statusId })
    .from(agents)
    .where(eq(agents.id, agentId));
  return row ?? null;
}

export async function insertListingAgent(
  tx: DbOrTx,
  listingId: number,
  a: { agentId: number; sideTypeId: number; displayOrder: number; split: number; selectSale: boolean },
): Promise<number> {
  const [row] = await tx
    .insert(listingAgents)
    .values({ listingId, ...a })
    .returning({ id: listingAgents.id });
  return row.id;
}

export async function deleteListingAgent(tx: DbOrTx, listingId: number, agentId: number, sideTypeId: number) {
  const rows = await tx
    .delete(listingAgents)
    .where(
      and(
        eq(listingAgents.listingId, listingId),
        eq(listingAgents.agentId, agentId),
        eq(listingAgents.sideTypeId, sideTypeId),
      ),
    )
    .returning({ id: listingAgents.id });
  return rows.length;
}

export async function updateListingAgent(
  tx: DbOrTx,
  listingId: number,
  agentId: number,
  sideTypeId: number,
  set: Partial<{ split: number; selectSale: boolean; displayOrder: number }>,
) {
  const rows = await tx
    .update(listingAgents)
    .set(set)
    .where(
      and(
        eq(listingAgents.listingId, listingId),
        eq(listingAgents.agentId, agentId),
        eq(listingAgents.sideTypeId, sideTypeId),
      ),
    )
    .returning({ id: listingAgents.id });
  return rows[0]?.id ?? null;
}

/** Replaces every agent of a listing (used by the deal-type transition). */
export async function replaceListingAgents(tx: DbOrTx, listingId: number, list: readonly SideAgent[]) {
  await tx.delete(listingAgents).where(eq(listingAgents.listingId, listingId));
  if (list.length)
    await tx.insert(listingAgents).values(
      list.map((a) => ({
        listingId,
        agentId: a.agentId,
        sideTypeId: a.sideTypeId,
        displayOrder: a.displayOrder,
        split: a.split,
        selectSale: a.selectSale,
      })),
    );
}

/**
 * Agent search by last name (or full name), active agents only, 30 per page; `scope` (a condition
 * on alias `a`) narrows it to the agents the caller may open.
 */
export async function searchAgentsByName(
  db: DbOrTx,
  name: string,
  limit: number,
  opts: { excludeSalesTeamId?: number; scope?: SQL } = {},
) {
  const { excludeSalesTeamId, scope = sql`true` } = opts;
  const prefix = `${name.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = rowsOf<{
    id: number;
    first_name: string;
    last_name: string;
    office_id: number | null;
    office: string | null;
  }>(
    await db.execute(sql`
      select a.id, a.first_name, a.last_name, a.office_id, o.name as office
      from agents a left join offices o on o.id = a.office_id
      where a.status_id = 1
        and (a.last_name ilike ${prefix} or (a.first_name || ' ' || a.last_name) ilike ${prefix})
        and (${excludeSalesTeamId ?? 0}::int = 0 or not exists (select 1 from sales_team_members m
          where m.sales_team_id = ${excludeSalesTeamId ?? 0}::int and m.agent_id = a.id))
        and ${scope}
      order by a.last_name, a.first_name, a.id
      limit ${limit}`),
  );
  return rows.map((r) => ({
    agentId: Number(r.id),
    name: `${r.first_name} ${r.last_name}`,
    officeId: r.office_id,
    office: r.office,
  }));
}
