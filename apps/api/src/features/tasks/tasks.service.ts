import {
  daysUntil,
  LISTING_STATUS_LABEL,
  TASK_GROUPS,
  TASK_LIMITS,
  taskLink,
  type Actor,
  type ListingStatusId,
  type MyTasks,
  type TaskGroupKey,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import {
  findExpiringListings,
  findIncompleteListings,
  findPendingAccessRequests,
  type TaskRow,
} from './tasks.repo';

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const status = (r: TaskRow) => LISTING_STATUS_LABEL[Number(r.status_id) as ListingStatusId] ?? '';

/** What each group says of its row. */
const DETAIL: Record<TaskGroupKey, (r: TaskRow, today: string) => string> = {
  expiringListings: (r, today) => {
    const days = daysUntil(today, r.date!);
    const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
    return `${status(r)}, expires ${when}`;
  },
  incompleteListings: (r) => `${status(r)}, required data missing`,
  privateAccessRequests: (r) => `Access asked by ${r.extra || 'a visitor'}`,
};

/** The user's task groups, each with its count and first items, within the listings in sight. */
export async function getMyTasks(db: Db, actor: Actor, today: string): Promise<MyTasks> {
  const found: Record<TaskGroupKey, TaskRow[]> = {
    expiringListings: await findExpiringListings(
      db,
      actor,
      today,
      addDays(today, TASK_LIMITS.expiringWithinDays),
    ),
    incompleteListings: await findIncompleteListings(db, actor),
    privateAccessRequests: await findPendingAccessRequests(db, actor),
  };
  return {
    groups: TASK_GROUPS.map((g) => {
      const rows = found[g.key];
      return {
        key: g.key,
        title: g.title,
        action: g.action,
        count: rows.length ? Number(rows[0]!.total) : 0,
        items: rows.map((r) => ({
          listingId: Number(r.listing_id),
          title: r.title,
          detail: DETAIL[g.key](r, today),
          date: r.date,
          link: taskLink(g.key, Number(r.listing_id)),
          remindersOff: Boolean(r.reminders_off),
        })),
      };
    }),
  };
}
