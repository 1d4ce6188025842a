import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, NOTIFICATION_TYPE as N, type UserNotification } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  assignNotification,
  createAdvertisement,
  createAgent,
  createListing,
  createMediaOutlet,
  createNotification,
  createOffice,
  createSpot,
  createUser,
} from '../../db/factories';
import { listingReminderOptOuts, listings, notifications } from '../../db/schema';
import { createAdministrator } from '../identity/sign-in.service';
import { notifyExpiringListings } from './notifications.service';

/** Notifications through HTTP: fan-out to assigned users, own rows only, paging, assignments, events. */

let t: TestApp;
let officeId: number;
let admin: { id: number; email: string };
let staff1: { id: number; email: string };
let staff2: { id: number; email: string };
let reader: { id: number; email: string };
let agentUser: { id: number; email: string };
let agentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  officeId = (await createOffice(db, { name: 'Notice Office' })).id;
  agentId = (await createAgent(db, { officeId, firstName: 'Nia', lastName: 'Notice' })).id;
  admin = await createUser(db, { roles: ['systemAdmin'] });
  staff1 = await createUser(db, { roles: ['staff'], officeIds: [officeId] });
  staff2 = await createUser(db, { roles: ['staff'], officeIds: [officeId] });
  reader = await createUser(db, { roles: ['staff'], officeIds: [officeId] });
  agentUser = await createUser(db, { roles: ['agent'], officeIds: [officeId], agentIds: [agentId] });
}, 120_000);
afterAll(() => t?.close());

const call = (method: string, url: string, as: string, body?: unknown) => t.call({ method, url, as, body });
const mine = async (as: string, body: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/user/notifications', as, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: UserNotification[]; totalRecords: number }>();
};
const count = async (as: string) =>
  (await call('GET', '/api/notifications/count', as)).json<{ count: number }>().count;
const rowsOf = (userId: number, typeId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.typeId, typeId)));

describe('assignments', () => {
  it('are read and changed by the system admin only', async () => {
    expect((await call('GET', '/api/notifications', staff1.email)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/notification/${N.commissionExport}/assignments`, staff1.email)).statusCode,
    ).toBe(403);
    const refused = await call('PUT', `/api/notification/${N.commissionExport}/assignments`, staff1.email, {
      userIds: [staff1.id],
    });
    expect(refused.statusCode).toBe(403);
  });

  it('replace the list of users of a type, refusing unknown users, unknown types and unknown fields', async () => {
    const url = `/api/notification/${N.commissionExport}/assignments`;
    const unknown = await call('PUT', url, admin.email, { userIds: [staff1.id, 2_000_000_000] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MSG.notificationUnknownUsers);
    expect((await call('PUT', url, admin.email, { userIds: [], extra: 1 })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/notification/99/assignments', admin.email, { userIds: [] })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/notification/99/assignments', admin.email)).statusCode).toBe(404);

    const saved = await call('PUT', url, admin.email, { userIds: [staff1.id, staff2.id, staff2.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(MSG.notificationAssignmentsSaved);
    const list = (await call('GET', url, admin.email)).json<Array<{ userId: number; email: string }>>();
    expect(list.map((u) => u.userId).sort()).toEqual([staff1.id, staff2.id].sort());
    expect(list.find((u) => u.userId === staff1.id)?.email).toBe(staff1.email);

    const types = (await call('GET', '/api/notifications', admin.email)).json<
      Array<{ id: number; name: string; assignedCount: number; linkKind: string }>
    >();
    expect(types.find((x) => x.id === N.commissionExport)).toMatchObject({
      name: 'Commission export',
      assignedCount: 2,
      linkKind: 'none',
    });
  });
});

describe('events and a user’s notifications', () => {
  it('a commission export notifies every assigned user once, and only them', async () => {
    const before = await count(staff2.email);
    const res = await call('POST', '/api/listing/commissionExport', staff1.email, {
      businessPurposeTypeId: 1,
      format: 'csv',
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(staff1.id, N.commissionExport)).toHaveLength(1);
    expect(await rowsOf(staff2.id, N.commissionExport)).toHaveLength(1);
    expect(await rowsOf(reader.id, N.commissionExport)).toHaveLength(0);
    expect(await count(staff2.email)).toBe(before + 1);
    const [n] = (await mine(staff2.email)).results.filter((x) => x.typeId === N.commissionExport);
    expect(n).toMatchObject({ typeName: 'Commission export', entityId: null, dismissedAt: null });
    expect(n.text).toContain('exported the sale commissions');
  });

  it('dismisses only the caller’s own notifications', async () => {
    const [own] = await rowsOf(staff1.id, N.commissionExport);
    const [other] = await rowsOf(staff2.id, N.commissionExport);
    const res = await call('PUT', '/api/user/notification/dismiss', staff1.email, {
      ids: [own.id, other.id],
    });
    expect(res.statusCode).toBe(204);
    expect((await rowsOf(staff1.id, N.commissionExport))[0].dismissedAt).not.toBeNull();
    expect((await rowsOf(staff2.id, N.commissionExport))[0].dismissedAt).toBeNull();
    expect((await mine(staff1.email)).results.some((x) => x.id === own.id)).toBe(false);
    const dismissed = (await mine(staff1.email, { dismissedStatus: true })).results.find(
      (x) => x.id === own.id,
    );
    expect(dismissed?.dismissedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await call('PUT', '/api/user/notification/dismiss', staff1.email, { ids: [] })).statusCode).toBe(
      400,
    );
  });

  it('pages the caller’s notifications newest first, 50 by default and 100 at most', async () => {
    const db = t.database.db;
    for (let i = 0; i < 60; i++)
      await createNotification(db, {
        userId: reader.id,
        text: `Note ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
    const first = await mine(reader.email);
    expect(first.totalRecords).toBe(60);
    expect(first.results).toHaveLength(50);
    expect(first.results[0].text).toBe('Note 59');
    // instants as ISO strings in UTC, as the schema gives every other instant
    expect(first.results[0].createdAt).toBe('2026-01-01T00:59:00.000Z');
    const second = await mine(reader.email, { currentPage: 2 });
    expect(second.results.map((r) => r.text)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${9 - i}`));
    expect((await mine(reader.email, { itemsPerPage: 100 })).results).toHaveLength(60);
    expect(
      (await call('POST', '/api/user/notifications', reader.email, { itemsPerPage: 101 })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/user/notifications', reader.email, { page: 1 })).statusCode).toBe(400);
    expect(await count(reader.email)).toBe(60);
  });

  it('lets only a system admin read another user’s notifications', async () => {
    const other = await call('POST', '/api/user/notifications', staff1.email, { profileId: reader.id });
    expect(other.statusCode).toBe(403);
    expect((await mine(admin.email, { profileId: reader.id })).totalRecords).toBe(60);
    expect((await mine(staff1.email, { profileId: staff1.id, dismissedStatus: null })).totalRecords).toBe(1);
  });

  it('a spot request notifies the assigned users about the listing', async () => {
    const db = t.database.db;
    await assignNotification(db, N.spotRequested, [reader.id]);
    const listingId = (
      await createListing(db, { officeId, address1: '9 Notice Lane', agents: [{ agentId, sideTypeId: 1 }] })
    ).id;
    const outlet = await createMediaOutlet(db);
    const ad = await createAdvertisement(db, { mediaOutletId: outlet.id, publish: true });
    const spot = await createSpot(db, { advertisementId: ad.id, canAgentRequest: true, name: 'Back page' });
    const res = await call('PUT', '/api/Spot/agentSpotRequest', agentUser.email, {
      spotId: spot.id,
      listingId,
    });
    expect(res.statusCode, res.body).toBe(204);
    const [n] = await rowsOf(reader.id, N.spotRequested);
    expect(n).toMatchObject({ entityId: listingId });
    expect(n.text).toContain('requested the spot "Back page" for 9 Notice Lane');
  });

  it('a listing created and a user created notify their assigned users', async () => {
    const db = t.database.db;
    await assignNotification(db, N.listingCreated, [staff2.id]);
    await assignNotification(db, N.userCreated, [staff2.id]);
    const created = await call('POST', '/api/listing/create', admin.email, { officeId });
    expect(created.statusCode, created.body).toBe(200);
    const [listingNote] = await rowsOf(staff2.id, N.listingCreated);
    expect(listingNote.entityId).toBe(created.json().id);

    const made = await createAdministrator(
      db,
      {
        email: 'new.admin@factory.example',
        firstName: 'Nova',
        lastName: 'Admin',
        password: 'A-long-passphrase-42!',
      },
      { update: false },
    );
    expect('userId' in made).toBe(true);
    const [userNote] = await rowsOf(staff2.id, N.userCreated);
    expect(userNote).toMatchObject({ entityId: 'userId' in made ? made.userId : -1 });
    expect(userNote.text).toContain('new.admin@factory.example');
  });
});

describe('the daily expiring-listings job', () => {
  it('notifies once per listing and expiration date, however often it runs', async () => {
    const db = t.database.db;
    const watcher = await createUser(db, { roles: ['staff'] });
    await assignNotification(db, N.listingExpiring, [watcher.id]);
    const now = new Date('2026-06-10T12:00:00Z');
    const soon = await createListing(db, {
      officeId,
      listingStatusId: 1,
      expirationDate: '2026-06-15',
      title: 'Soon House',
    });
    await createListing(db, { officeId, listingStatusId: 1, expirationDate: '2026-06-30' });
    await createListing(db, { officeId, listingStatusId: 4, expirationDate: '2026-06-12' });
    await notifyExpiringListings(db, now, 'UTC');
    await notifyExpiringListings(db, now, 'UTC');
    await notifyExpiringListings(db, new Date('2026-06-11T12:00:00Z'), 'UTC');
    const rows = await rowsOf(watcher.id, N.listingExpiring);
    expect(rows.filter((r) => r.entityId === soon.id)).toHaveLength(1);
    expect(rows.find((r) => r.entityId === soon.id)?.text).toBe('Soon House expires on 06/15/2026');
    // a new expiration date is a new expiry
    await db.update(listings).set({ expirationDate: '2026-06-16' }).where(eq(listings.id, soon.id));
    await notifyExpiringListings(db, now, 'UTC');
    expect((await rowsOf(watcher.id, N.listingExpiring)).filter((r) => r.entityId === soon.id)).toHaveLength(
      2,
    );
  });
});

describe('listing reminders (listing/{id}/Notification/)', () => {
  it('reminds the list-side agents too, and skips whoever opted out of that listing, until they opt back in', async () => {
    const db = t.database.db;
    const watcher = await createUser(db, { roles: ['staff'], officeIds: [officeId] });
    await assignNotification(db, N.listingExpiring, [watcher.id]);
    const sellSideAgent = (await createAgent(db, { officeId })).id;
    const sellSideUser = await createUser(db, {
      roles: ['agent'],
      officeIds: [officeId],
      agentIds: [sellSideAgent],
    });
    const house = await createListing(db, {
      officeId,
      listingStatusId: 1,
      expirationDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      title: 'Reminder House',
      agents: [
        { agentId, sideTypeId: 1 },
        { agentId: sellSideAgent, sideTypeId: 2 },
      ],
    });
    const expiring = async (userId: number) =>
      (await rowsOf(userId, N.listingExpiring)).filter((r) => r.entityId === house.id);

    const off = await call('PUT', `/api/listing/${house.id}/Notification/`, watcher.email);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ listingId: house.id, optedOut: true });
    // twice is the same as once, and the path answers without its trailing slash too
    expect((await call('PUT', `/api/listing/${house.id}/Notification`, watcher.email)).statusCode).toBe(200);

    await notifyExpiringListings(db, new Date(), 'UTC');
    expect(await expiring(watcher.id)).toHaveLength(0);
    expect(await expiring(agentUser.id)).toHaveLength(1);
    expect(await expiring(sellSideUser.id)).toHaveLength(0);

    // the agent's tasks say their reminders are on; the watcher's say off
    const task = async (as: string) =>
      (await call('GET', '/api/mytasks', as))
        .json<{ groups: { key: string; items: { listingId: number; remindersOff: boolean }[] }[] }>()
        .groups.find((g) => g.key === 'expiringListings')!
        .items.find((i) => i.listingId === house.id);
    expect((await task(agentUser.email))?.remindersOff).toBe(false);
    expect((await task(watcher.email))?.remindersOff).toBe(true);

    const on = await call('POST', `/api/listing/${house.id}/Notification/`, watcher.email);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ listingId: house.id, optedOut: false });
    await notifyExpiringListings(db, new Date(), 'UTC');
    expect(await expiring(watcher.id)).toHaveLength(1);
    expect(await expiring(agentUser.id)).toHaveLength(1);

    // the notification list says whose reminders of that listing are off
    const listed = async (as: string) =>
      (await call('POST', '/api/user/notifications', as, {}))
        .json<{ results: { entityId: number; typeId: number; remindersOff: boolean }[] }>()
        .results.find((n) => n.entityId === house.id && n.typeId === N.listingExpiring);
    expect((await listed(watcher.email))?.remindersOff).toBe(false);
    await call('PUT', `/api/listing/${house.id}/Notification`, watcher.email);
    expect((await listed(watcher.email))?.remindersOff).toBe(true);
    expect((await listed(agentUser.email))?.remindersOff).toBe(false);
  });

  it('answers 404 for a listing outside the caller’s scope or missing, and 401 without a session', async () => {
    const db = t.database.db;
    const elsewhere = (await createOffice(db, { name: 'Elsewhere Office' })).id;
    const far = await createListing(db, { officeId: elsewhere, listingStatusId: 1 });
    expect((await call('PUT', `/api/listing/${far.id}/Notification/`, reader.email)).statusCode).toBe(404);
    expect((await call('POST', `/api/listing/999999/Notification/`, reader.email)).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/api/listing/${far.id}/Notification/` })).statusCode).toBe(
      401,
    );
    const stored = await db
      .select()
      .from(listingReminderOptOuts)
      .where(eq(listingReminderOptOuts.listingId, far.id));
    expect(stored).toHaveLength(0);
  });
});
