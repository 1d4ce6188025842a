import { sql } from 'drizzle-orm';
import { auditingEndpoints as E, isSystemAdmin } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { rowsOf } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { listingScopeSql } from '../listings/listing-scope';

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

/** Change history: GET auditing/{type}/{id}/audits?pageNumber&pageSize (page size default 100). */
export const auditingRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getAudits: async (req) => {
      const actor = actorOf(req);
      const type = req.params.type.toLowerCase();
      if (type === 'listing') {
        const visible = rowsOf(
          await db.execute(
            sql`select 1 from listings l where l.id = ${req.params.id} and ${listingScopeSql(actor)}`,
          ),
        );
        if (!visible.length) throw notFound();
      } else if (!isSystemAdmin(actor)) {
        throw forbidden();
      }
      const { pageNumber, pageSize } = req.query;
      const rows = rowsOf<AuditRow>(
        await db.execute(sql`
          select a.id, a.action, a.changed_at, a.changes, a.user_id, a.real_user_id,
            u.first_name, u.last_name, r.first_name as real_first_name, r.last_name as real_last_name,
            count(*) over () as total
          from audits a
          left join users u on u.id = a.user_id
          left join users r on r.id = a.real_user_id
          where lower(a.entity_type) = ${type} and a.entity_id = ${req.params.id}
          order by a.id desc
          limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`),
      );
      return {
        currentPage: pageNumber,
        pageSize,
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
    },
  });
};
