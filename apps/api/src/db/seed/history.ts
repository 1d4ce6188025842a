import { sql } from 'drizzle-orm';
import { Faker, en } from '@faker-js/faker';
import { LISTING_STATUS } from '@atrium/domain';
import type { Db } from '../client';
import * as t from '../schema';
import { insertMany } from './seed-support';

type Progress = (message: string) => void;

const NOTE_TEXTS = [
  'Seller asked for a price review after the open house.',
  'Buyer agent requested the floor plans and the offering plan.',
  'Photographer booked for Thursday morning.',
  'Board package submitted; waiting for the interview date.',
  'Owner prefers showings after 2 pm on weekdays.',
  'Price reduction discussed with the seller, decision next week.',
  'Staging completed, new photos to follow.',
  'Two second showings this weekend, strong interest.',
  'Inspection report received; minor items only.',
  'Listing agreement extended by ninety days.',
];

/**
 * Notes and change history in the proportions of a network that has been running for a while:
 * about 60 % of listings carry notes (1 to 4), every listing has a creation audit and 0 to 5
 * later changes (price, status, title, dates, publish). Deterministic like the rest of the seed.
 */
export async function seedHistory(
  db: Db,
  counts: { listings: number; users: number },
  opts: { today?: Date; progress?: Progress } = {},
) {
  const f = new Faker({ locale: [en], seed: 20261122 });
  const today = opts.today ?? new Date();
  const progress = opts.progress ?? (() => {});
  const dayMs = 86_400_000;
  const when = (maxDaysAgo: number) =>
    new Date(today.getTime() - f.number.int({ min: 0, max: maxDaysAgo * dayMs })).toISOString();
  const userId = () => f.number.int({ min: 1, max: Math.max(1, counts.users) });

  const notes: Record<string, unknown>[] = [];
  const audits: Record<string, unknown>[] = [];
  const flush = async () => {
    await insertMany(db, t.listingNotes, notes.splice(0), progress, 'notes');
    await insertMany(db, t.audits, audits.splice(0), progress, 'audits');
  };

  for (let id = 1; id <= counts.listings; id++) {
    if (f.number.int({ min: 1, max: 10 }) <= 6) {
      const n = f.number.int({ min: 1, max: 4 });
      for (let i = 0; i < n; i++)
        notes.push({
          listingId: id,
          userId: userId(),
          note: f.helpers.arrayElement(NOTE_TEXTS),
          createdDate: when(400),
        });
    }
    const created = when(700);
    audits.push({
      entityType: 'listing',
      entityId: id,
      action: 'create',
      userId: userId(),
      changedAt: created,
      changes: [],
    });
    const changes = f.number.int({ min: 0, max: 5 });
    for (let c = 0; c < changes; c++)
      audits.push({
        entityType: 'listing',
        entityId: id,
        action: 'update',
        userId: userId(),
        changedAt: when(400),
        changes: [change(f, today)],
      });
    if (id % 20_000 === 0) {
      await flush();
      progress(`history: ${id}/${counts.listings} listings`);
    }
  }
  await flush();
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('listing_notes', 'id'), coalesce((select max(id) from listing_notes), 0) + 1, false)`,
    ),
  );
  progress('history: notes and audits');
}

function change(f: Faker, today: Date) {
  switch (f.number.int({ min: 1, max: 5 })) {
    case 1: {
      const oldValue = f.number.int({ min: 8, max: 450 }) * 100_000;
      return { field: 'currentPrice', oldValue, newValue: Math.round(oldValue * 0.95) };
    }
    case 2:
      return {
        field: 'listingStatusId',
        oldValue: LISTING_STATUS.comingSoon,
        newValue: LISTING_STATUS.active,
      };
    case 3:
      return { field: 'title', oldValue: 'Draft listing', newValue: `${f.word.adjective()} residence` };
    case 4:
      return {
        field: 'expirationDate',
        oldValue: today.toISOString().slice(0, 10),
        newValue: new Date(today.getTime() + 90 * 86_400_000).toISOString().slice(0, 10),
      };
    default:
      return { field: 'publish', oldValue: false, newValue: true };
  }
}
