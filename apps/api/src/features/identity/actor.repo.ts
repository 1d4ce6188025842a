import { sql } from 'drizzle-orm';
import { roleCodesFromIds, type Actor } from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';

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

/** Loads a user with roles and associations in one query (this runs on every request). */
export async function findUserRecord(
  db: Db,
  by: { email: string } | { id: number },
): Promise<UserRecord | null> {
  const where = 'email' in by ? sql`lower(u.email) = lower(${by.email})` : sql`u.id = ${by.id}`;
  const result = await db.execute(sql`
    select u.id, u.email, u.first_name, u.last_name, u.profile_id, u.user_name, u.employee_type, u.okta_id,
      u.dash_staff_id, u.status, u.is_associated_with_building,
      coalesce((select array_agg(role_key order by role_key) from user_roles where user_id = u.id), '{}') as role_ids,
      coalesce((select array_agg(office_id order by office_id) from user_offices where user_id = u.id), '{}') as office_ids,
      coalesce((select array_agg(agent_id order by agent_id) from user_agents where user_id = u.id), '{}') as agent_ids,
      coalesce((select array_agg(sales_team_id order by sales_team_id) from user_sales_teams where user_id = u.id), '{}') as team_ids,
      exists(select 1 from masquerade_sessions m where m.real_user_id = u.id and m.ended_at is null) as masquerading
    from users u where ${where} limit 1`);
  const row = rowsOf(result)[0];
  if (!row) return null;
  const roleIds = (row.role_ids as string[]) ?? [];
  return {
    userId: Number(row.id),
    email: String(row.email),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    roleIds,
    roles: roleCodesFromIds(roleIds),
    officeIds: (row.office_ids as number[]).map(Number),
    agentIds: (row.agent_ids as number[]).map(Number),
    salesTeamIds: (row.team_ids as number[]).map(Number),
    isAssociatedWithBuilding: Boolean(row.is_associated_with_building),
    profileId: row.profile_id == null ? null : Number(row.profile_id),
    userName: (row.user_name as string) ?? null,
    employeeType: (row.employee_type as string) ?? null,
    oktaId: (row.okta_id as string) ?? null,
    dashStaffId: row.dash_staff_id == null ? null : Number(row.dash_staff_id),
    status: Number(row.status),
    masquerading: Boolean(row.masquerading),
  };
}
