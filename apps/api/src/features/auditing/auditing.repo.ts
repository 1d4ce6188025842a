import { sql } from 'drizzle-orm';
import type { Actor } from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import { listingScopeSql } from '../listings';

type AuditRow = {
  id: string | number;
  action: string;
  changed_at: string;
  changes: Array<{ field: string; oldValue: unknown; newValue: unknown }>;
  user_id: number | null;
  real_user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  real_first_name: string | null;
  real_last_name: string | null;
  total: string | number;
};

/** Whether the listing exists within the actor's data scope. */
export async function isListingVisible(db: Db, actor: Actor, id: number) {
  const rows = rowsOf(
    await db.execute(sql`select 1 from listings l where l.id = ${id} and ${listingScopeSql(actor)}`),
  );
  return rows.length > 0;
}

/** A page of a record's audits, newest first, with the names of the user and the real user. */
export async function findAuditPage(
  db: Db,
  record: { type: string; id: number },
  page: { pageNumber: number; pageSize: number },
) {
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`
      select a.id, a.action, a.changed_at, a.changes, a.user_id, a.real_user_id,
        u.first_name, u.last_name, r.first_name as real_first_name, r.last_name as real_last_name,
        count(*) over () as total
      from audits a
      left join users u on u.id = a.user_id
      left join users r on r.id = a.real_user_id
      where lower(a.entity_type) = ${record.type} and a.entity_id = ${record.id}
      order by a.id desc
      limit ${page.pageSize} offset ${(page.pageNumber - 1) * page.pageSize}`),
  );
  return {
    totalRecords: rows.length ? Number(rows[0].total) : 0,
    results: rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      changedAt: r.changed_at,
      changes: r.changes,
      userId: r.user_id,
      userName: r.first_name ? `${r.first_name} ${r.last_name}` : null,
      realUserId: r.real_user_id,
      realUserName: r.real_first_name ? `${r.real_first_name} ${r.real_last_name}` : null,
    })),
  };
}
