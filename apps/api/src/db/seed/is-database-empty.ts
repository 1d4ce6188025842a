import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * A database never used: no user and no reference data. A real deployment's first start (with
 * SEED_DEMO_DATA=false) fills the reference data, so a later start that forgets the setting
 * never creates the demo network in it.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select (select count(*) from users)::int + (select count(*) from roles)::int as n`,
  );
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n) === 0;
}
