import { MSG, type Actor, type OpenHouseBody, type ShowingBody } from '@atrium/domain';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { notFound } from '../../lib/http-error';
import { requireVisibleListing, writeListing } from '../listings';
import {
  deleteOpenHouseRow,
  deleteShowingRow,
  findOpenHouse,
  findOpenHouses,
  findShowing,
  findShowings,
  insertOpenHouse,
  insertShowing,
  updateOpenHouseRow,
  updateShowingRow,
} from './showings.repo';

/**
 * Showings and open houses are part of the listing: each change goes through the listing's write
 * path (its lock, Listing Edit, the section's disabling right) and is audited as a related change.
 */

const SHOWINGS = { section: 'Showings' as const, expectedVersion: null };
const OPEN_HOUSE = { section: 'OpenHouse' as const, expectedVersion: null };

export async function getShowings(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  return findShowings(db, listingId);
}

export async function addShowing(db: Db, actor: Actor, listingId: number, body: ShowingBody) {
  const { result } = await writeListing(db, actor, listingId, SHOWINGS, async (tx) => {
    const id = await insertShowing(tx, listingId, body);
    return {
      action: 'showings.add',
      related: [{ field: `showing.${id}`, oldValue: null, newValue: body }],
      result: id,
    };
  });
  return { ...(await findShowing(db, result))!, message: MSG.showingSaved };
}

/** The row and its listing, or 404; the listing's scope is checked by the write that follows. */
async function existing<T>(db: DbOrTx, id: number, find: (db: DbOrTx, id: number) => Promise<T | undefined>) {
  const row = await find(db, id);
  if (!row) throw notFound();
  return row;
}

export async function updateShowing(db: Db, actor: Actor, id: number, body: ShowingBody) {
  const before = await existing(db, id, findShowing);
  await writeListing(db, actor, before.listingId, SHOWINGS, async (tx) => {
    await updateShowingRow(tx, id, body);
    return {
      action: 'showings.update',
      related: [{ field: `showing.${id}`, oldValue: before, newValue: body }],
    };
  });
  return { ...(await findShowing(db, id))!, message: MSG.showingSaved };
}

export async function deleteShowing(db: Db, actor: Actor, id: number) {
  const before = await existing(db, id, findShowing);
  await writeListing(db, actor, before.listingId, SHOWINGS, async (tx) => {
    await deleteShowingRow(tx, id);
    return {
      action: 'showings.delete',
      related: [{ field: `showing.${id}`, oldValue: before, newValue: null }],
    };
  });
}

export async function getOpenHouses(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  return findOpenHouses(db, listingId);
}

export async function addOpenHouse(db: Db, actor: Actor, listingId: number, body: OpenHouseBody) {
  const { result } = await writeListing(db, actor, listingId, OPEN_HOUSE, async (tx) => {
    const id = await insertOpenHouse(tx, listingId, body);
    return {
      action: 'openHouses.add',
      related: [{ field: `openHouse.${id}`, oldValue: null, newValue: body }],
      result: id,
    };
  });
  return { ...(await findOpenHouse(db, result))!, message: MSG.openHouseSaved };
}

export async function updateOpenHouse(db: Db, actor: Actor, id: number, body: OpenHouseBody) {
  const before = await existing(db, id, findOpenHouse);
  await writeListing(db, actor, before.listingId, OPEN_HOUSE, async (tx) => {
    await updateOpenHouseRow(tx, id, body);
    return {
      action: 'openHouses.update',
      related: [{ field: `openHouse.${id}`, oldValue: before, newValue: body }],
    };
  });
  return { ...(await findOpenHouse(db, id))!, message: MSG.openHouseSaved };
}

export async function deleteOpenHouse(db: Db, actor: Actor, id: number) {
  const before = await existing(db, id, findOpenHouse);
  await writeListing(db, actor, before.listingId, OPEN_HOUSE, async (tx) => {
    await deleteOpenHouseRow(tx, id);
    return {
      action: 'openHouses.delete',
      related: [{ field: `openHouse.${id}`, oldValue: before, newValue: null }],
    };
  });
}
