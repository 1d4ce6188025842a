import { sql, type SQL } from 'drizzle-orm';
import { roleCodesFromIds, type Actor } from '@atrium/domain';
import { preparedPerShape, prepareSql, rowsOf, type Db } from '../../db/client';

export type UserRecord = Actor & {
  roleIds: string[];
  profileId: number | null;
  userName: string | null;
  employeeType: string | null;
  oktaId: string | null;
  dashStaffId: number | null;
  status: number;
  /** Whether the user has a masquerade not yet ended (checked further only then). */
  masquerading: boolean;
};

const userRecordFields = {
  id: sql<number>`u.id`,
  email: sql<string>`u.email`,
  firstName: sql<string>`u.first_name`,
  lastName: sql<string>`u.last_name`,
  profileId: sql<number | null>`u.profile_id`,
  userName: sql<string | null>`u.user_name`,
  employeeType: sql<string | null>`u.employee_type`,
  oktaId: sql<string | null>`u.okta_id`,
  dashStaffId: sql<number | null>`u.dash_staff_id`,
  status: sql<number>`u.status`,
  isAssociatedWithBuilding: sql<boolean>`u.is_associated_with_building`,
  roleIds: sql<
    string[]
  >`coalesce((select array_agg(role_key order by role_key) from user_roles where user_id = u.id), '{}')`,
  officeIds: sql<
    number[]
  >`coalesce((select array_agg(office_id order by office_id) from user_offices where user_id = u.id), '{}')`,
  agentIds: sql<
    number[]
  >`coalesce((select array_agg(agent_id order by agent_id) from user_agents where user_id = u.id), '{}')`,
  salesTeamIds: sql<
    number[]
  >`coalesce((select array_agg(sales_team_id order by sales_team_id) from user_sales_teams where user_id = u.id), '{}')`,
  masquerading: sql<boolean>`exists(select 1 from masquerade_sessions m where m.real_user_id = u.id and m.ended_at is null)`,
};

/** Answered as plain rows (no per-field mapping by the builder): this runs on every request. */
type UserRecordRow = { [K in keyof typeof userRecordFields]: (typeof userRecordFields)[K]['_']['type'] };

const userRecordQuery = (db: Db, where: SQL, name: string) =>
  prepareSql(
    db,
    name,
    sql`select ${sql.join(
      Object.entries(userRecordFields).map(([alias, field]) => sql`${field} as ${sql.identifier(alias)}`),
      sql`, `,
    )} from users u where ${where} limit 1`,
  );
const byEmail = preparedPerShape((db: Db) =>
  userRecordQuery(db, sql`lower(u.email) = lower(${sql.placeholder('email')})`, 'user_record_by_email'),
);
const byId = preparedPerShape((db: Db) =>
  userRecordQuery(db, sql`u.id = ${sql.placeholder('id')}`, 'user_record_by_id'),
);

/** Loads a user with roles and associations in one query (this runs on every request). */
export async function findUserRecord(
  db: Db,
  by: { email: string } | { id: number },
): Promise<UserRecord | null> {
  const [row] = rowsOf<UserRecordRow>(await ('email' in by ? byEmail(db).execute(by) : byId(db).execute(by)));
  if (!row) return null;
  return {
    userId: Number(row.id),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleIds: row.roleIds,
    roles: roleCodesFromIds(row.roleIds),
    officeIds: row.officeIds.map(Number),
    agentIds: row.agentIds.map(Number),
    salesTeamIds: row.salesTeamIds.map(Number),
    isAssociatedWithBuilding: Boolean(row.isAssociatedWithBuilding),
    profileId: row.profileId == null ? null : Number(row.profileId),
    userName: row.userName ?? null,
    employeeType: row.employeeType ?? null,
    oktaId: row.oktaId ?? null,
    dashStaffId: row.dashStaffId == null ? null : Number(row.dashStaffId),
    status: Number(row.status),
    masquerading: Boolean(row.masquerading),
  };
}
