import { asc, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { languages, offices, salesRegions, salutations, specializations, states } from '../../db/schema';

/** `officeIds` null means every office (system administrator). */
function officeScope(officeIds: readonly number[] | null) {
  if (officeIds === null) return undefined;
  return inArray(offices.id, officeIds.length ? [...officeIds] : [-1]);
}

export async function findLookups(db: Db, officeIds: readonly number[] | null) {
  const [langs, officeRows, sal, st] = await Promise.all([
    db.select().from(languages).orderBy(asc(languages.name)),
    db
      .select({
        id: offices.id,
        name: offices.name,
        salesRegionId: offices.salesRegionId,
        status: offices.status,
      })
      .from(offices)
      .where(officeScope(officeIds))
      .orderBy(asc(offices.name)),
    db.select().from(salutations).orderBy(asc(salutations.id)),
    db.select().from(states).orderBy(asc(states.name)),
  ]);
  return { languages: langs, offices: officeRows, salutations: sal, states: st };
}

export async function findOfficeLookups(db: Db, officeIds: readonly number[] | null) {
  const scope =
    officeIds === null
      ? sql`true`
      : officeIds.length
        ? sql`o.id in (${sql.join(
            officeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
  const [managers, specs, regions] = await Promise.all([
    db.execute(sql`
      select a.id as agent_id, a.first_name || ' ' || a.last_name as name, o.id as office_id,
        o.name as office_name, o.manager_title as title
      from offices o join agents a on a.id = o.manager_agent_id
      where ${scope} order by a.last_name, a.first_name`),
    db.select().from(specializations).orderBy(asc(specializations.name)),
    db.select().from(salesRegions).orderBy(asc(salesRegions.id)),
  ]);
  return {
    managers: rowsOf<Record<string, unknown>>(managers).map((m) => ({
      agentId: Number(m.agent_id),
      name: String(m.name),
      officeId: Number(m.office_id),
      officeName: String(m.office_name),
      title: (m.title as string | null) ?? null,
    })),
    specializations: specs,
    salesRegions: regions,
  };
}
