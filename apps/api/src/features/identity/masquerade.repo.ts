import { sql } from 'drizzle-orm';
import { LIMITS } from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';

/** How often the last activity of a masquerade is written (not on every request). */
const TOUCH_AFTER_MS = 30_000;

export type ActiveMasquerade = { id: number; targetUserId: number; startedAt: string };

/**
 * The real user's running masquerade, if any. One idle longer than LIMITS.masqueradeTimeoutMs
 * is ended here ('timeout'); a live one has its last activity refreshed.
 */
export async function findActiveMasquerade(db: Db, realUserId: number): Promise<ActiveMasquerade | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select id, target_user_id, started_at,
        last_activity_at < now() - (${LIMITS.masqueradeTimeoutMs} * interval '1 millisecond') as is_expired,
        last_activity_at < now() - (${TOUCH_AFTER_MS} * interval '1 millisecond') as is_stale
      from masquerade_sessions
      where real_user_id = ${realUserId} and ended_at is null
      order by id desc limit 1`),
  );
  if (!row) return null;
  const id = Number(row.id);
  if (row.is_expired) {
    await endMasquerades(db, realUserId, 'timeout');
    return null;
  }
  if (row.is_stale)
    await db.execute(sql`update masquerade_sessions set last_activity_at = now() where id = ${id}`);
  return { id, targetUserId: Number(row.target_user_id), startedAt: String(row.started_at) };
}

export async function insertMasquerade(db: DbOrTx, realUserId: number, targetUserId: number) {
  await db.execute(sql`
    insert into masquerade_sessions (real_user_id, target_user_id) values (${realUserId}, ${targetUserId})`);
}

/** Ends every running masquerade of the real user; answers the target ids that were ended. */
export async function endMasquerades(db: DbOrTx, realUserId: number, reason: string): Promise<number[]> {
  const rows = rowsOf(
    await db.execute(sql`
      update masquerade_sessions set ended_at = now(), end_reason = ${reason}
      where real_user_id = ${realUserId} and ended_at is null
      returning target_user_id`),
  );
  return rows.map((r) => Number(r.target_user_id));
}

export type MasqueradeCandidate = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
};

/** Active users matching a name or e-mail, without the caller's own e-mail. */
export async function searchMasqueradeCandidates(
  db: Db,
  opts: { text: string; excludeEmail: string; limit: number },
): Promise<MasqueradeCandidate[]> {
  const text = opts.text.trim();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = rowsOf(
    await db.execute(sql`
      select u.id, u.first_name, u.last_name, u.email,
        coalesce((select array_agg(r.value order by r.grouping, r.value)
          from user_roles ur join roles r on r.key = ur.role_key where ur.user_id = u.id), '{}') as roles
      from users u
      where u.status = 1 and lower(u.email) <> lower(${opts.excludeEmail})
        and (${text === ''} or u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like})
      order by u.last_name, u.first_name, u.id
      limit ${opts.limit}`),
  );
  return rows.map((r) => ({
    userId: Number(r.id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    email: String(r.email),
    roles: (r.roles as string[]) ?? [],
  }));
}
