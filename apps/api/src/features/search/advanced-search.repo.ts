import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { isSystemAdmin, type Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { offices, propertyTypes, salesRegions } from '../../db/schema';
import { listingScopeSql } from '../listings';
import { COLUMN_SQL } from './advanced-search.sql';

export type AdvancedQuery = {
  conditions: SQL[];
  sortColumn: string;
  sortDirection: 'asc' | 'desc';
  limit: number;
  offset: number;
};
export type AdvancedRow = Record<string, unknown> & { id: number; total: number };

/** Columns as they appear in a result row: lookups read as their names. */
const DISPLAY_SQL: Record<string, SQL> = {
  ...Object.fromEntries(Object.entries(COLUMN_SQL).map(([k, v]) => [k, v.value])),
  officeId: sql`o.name`,
  salesRegionId: sql`sr.name`,
  propertyTypeId: sql`pt.name`,
  listingDate: sql`l.listing_date::text`,
  expirationDate: sql`l.expiration_date::text`,
  contractDate: sql`l.contract_date::text`,
  closedDate: sql`l.closed_date::text`,
  projectedListDate: sql`l.projected_list_date::text`,
  lastUpdated: sql`to_char(l.updated_at, 'YYYY-MM-DD')`,
};

/** One page of listings in the actor's scope meeting every condition, with the total. */
export async function findAdvanced(db: Db, actor: Actor, q: AdvancedQuery): Promise<AdvancedRow[]> {
  const select = sql.join(
    Object.entries(DISPLAY_SQL).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const col = COLUMN_SQL[q.sortColumn] ?? COLUMN_SQL.listingDate;
  const sortExpr = col.sort ?? col.value;
  const direction = q.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  const where = sql.join([listingScopeSql(actor, 'l'), ...q.conditions], sql` and `);
  return rowsOf<AdvancedRow>(
    await db.execute(sql`select l.id, ${select}, count(*) over ()::int as total
      from listings l
      left join offices o on o.id = l.office_id
      left join sales_regions sr on sr.id = l.sales_region_id
      left join property_types pt on pt.id = l.property_type_id
      where ${where}
      order by ${sortExpr} ${direction} nulls last, l.id desc
      limit ${q.limit} offset ${q.offset}`),
  );
}

/** Lookups of the criteria editor: offices in the actor's scope, property types, regions. */
export async function findLookups(db: Db, actor: Actor) {
  const officeRows = await db
    .select({ id: offices.id, name: offices.name })
    .from(offices)
    .where(
      isSystemAdmin(actor)
        ? undefined
        : inArray(offices.id, actor.officeIds.length ? [...actor.officeIds] : [-1]),
    )
    .orderBy(asc(offices.name));
  const types = await db
    .select({ id: propertyTypes.id, name: propertyTypes.name })
    .from(propertyTypes)
    .orderBy(asc(propertyTypes.id));
  const regions = await db
    .select({ id: salesRegions.id, name: salesRegions.name })
    .from(salesRegions)
    .orderBy(asc(salesRegions.id));
  return { offices: officeRows, propertyTypes: types, salesRegions: regions };
}
