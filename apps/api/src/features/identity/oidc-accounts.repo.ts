import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

export type SignInUser = { id: number; email: string; firstName: string; lastName: string; roles: string[] };

/**
 * The active users the demo sign-in page offers, in the order they were created (the demo
 * personas come first), optionally filtered by name or e-mail.
 */
export async function listSignInUsers(
  db: Db,
  opts: { text: string; limit: number },
): Promise<{ users: SignInUser[]; total: number }> {
  const like = `%${opts.text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = rowsOf(
    await db.execute(sql`
      select u.id, u.email, u.first_name, u.last_name, count(*) over () as total,
        coalesce((select array_agg(r.value order by r.grouping, r.value)
          from user_roles ur join roles r on r.key = ur.role_key where ur.user_id = u.id), '{}') as roles
      from users u
      where u.status = 1
        and (${opts.text.trim() === ''} or u.email ilike ${like}
          or (u.first_name || ' ' || u.last_name) ilike ${like})
      order by u.id
      limit ${opts.limit}`),
  );
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    users: rows.map((r) => ({
      id: Number(r.id),
      email: String(r.email),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      roles: (r.roles as string[]) ?? [],
    })),
  };
}

export type AccountClaims = {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
  preferred_username: string;
  groups: string[];
  metro: number[];
  office: number[];
};

/** The claims of an active user, by the provider's account id (the user id), or by e-mail. */
export async function findAccountClaims(
  db: Db,
  by: { id: number } | { email: string },
): Promise<AccountClaims | null> {
  const where = 'id' in by ? sql`u.id = ${by.id}` : sql`lower(u.email) = lower(${by.email})`;
  const [row] = rowsOf(
    await db.execute(sql`
      select u.id, u.email, u.first_name, u.last_name, u.user_name,
        coalesce((select array_agg(r.value order by r.value)
          from user_roles ur join roles r on r.key = ur.role_key where ur.user_id = u.id), '{}') as groups,
        coalesce((select array_agg(distinct o.sales_region_id) from user_offices uo
          join offices o on o.id = uo.office_id where uo.user_id = u.id and o.sales_region_id is not null), '{}') as metro,
        coalesce((select array_agg(uo.office_id order by uo.office_id) from user_offices uo
          where uo.user_id = u.id), '{}') as office
      from users u where ${where} and u.status = 1 limit 1`),
  );
  if (!row) return null;
  return {
    sub: String(row.id),
    email: String(row.email),
    email_verified: true,
    name: `${row.first_name} ${row.last_name}`,
    given_name: String(row.first_name),
    family_name: String(row.last_name),
    preferred_username: String(row.user_name ?? row.email),
    groups: (row.groups as string[]) ?? [],
    metro: ((row.metro as number[]) ?? []).map(Number),
    office: ((row.office as number[]) ?? []).map(Number),
  };
}
