import { describe, expect, it } from 'vitest';
import { LISTING_STATUS as S } from '../constants';
import { daysUntil, TASK_GROUPS, TASK_LIMITS, taskLink } from './tasks.rules';

describe('tasks', () => {
  it.each([
    ['expiringListings', 7, '/eng/listing/7?edit=Dates'],
    ['incompleteListings', 8, '/eng/listing/8?edit=Completeness'],
    ['privateAccessRequests', 9, '/eng/listing/9?edit=ShowcaseWebsite'],
  ] as const)('a %s task of listing %i opens %s', (group, id, link) =>
    expect(taskLink(group, id)).toBe(link),
  );

  it('has a link for every group', () => {
    for (const g of TASK_GROUPS) expect(taskLink(g.key, 1)).toMatch(/^\/eng\/listing\/1\?edit=\w+$/);
  });

  it.each([
    ['2026-11-28', '2026-11-28', 0],
    ['2026-11-28', '2026-12-28', 30],
    ['2026-02-27', '2026-03-01', 2],
    ['2026-11-28', '2026-11-20', -8],
  ])('from %s to %s is %i days', (today, date, days) => expect(daysUntil(today, date)).toBe(days));

  it('expiring covers active and pending only; incomplete leaves out closed and deleted listings', () => {
    expect(TASK_LIMITS.expiringStatuses).toEqual([S.active, S.pending]);
    for (const s of [S.sold, S.deleted, S.expired, S.permOffMarket])
      expect(TASK_LIMITS.incompleteStatuses).not.toContain(s);
  });
});
