import {
  canManageSpots,
  canTake,
  isSystemAdmin,
  lowestNumberOfSpots,
  MSG,
  NOTIFICATION_TYPE,
  reservationAgentCost,
  splitAgentCost,
  SPOT_ENTITY_TYPE,
  type Actor,
  type EndpointBody,
  type SpotSaveBody,
  type spotEndpoints,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mail';
import { recordAudit, type DbOrTx } from '../../db/audited-write';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { todayIso } from '../../lib/today';
import { actorName, notify } from '../notifications';
import {
  advertisementExists,
  advertisementsOfOutlet,
  assignmentExists,
  deleteAssignment,
  deleteSpotRow,
  findBookableListing,
  findSpot,
  findSpotDetails,
  insertAssignment,
  insertRequest,
  insertSpot,
  listAssignments,
  lockSpot,
  marketingStaffEmails,
  outletsWithSpots,
  searchSpots,
  updateSpotRow,
} from './spots.repo';
import {
  deleteReservationRow,
  findReservation,
  findReservationById,
  insertReservation,
  listAgentCosts,
  listReservations,
  replaceCosts,
  reservableEntities,
  updateReservation,
} from './spot-reservations.repo';
import { searchSpotListings, spotStats } from './spot-listings.repo';

/**
 * Advertising spots: marketing staff keep the spots of an advertisement, reserve them for offices
 * or agents and set the agents' costs; bookers book listings into open spots; other agents request
 * one. Every write that takes spots locks the spot's row first, so the counts read are the counts
 * written against, and the last open spot goes to exactly one booking or reservation.
 */

type E = typeof spotEndpoints;
type Body<K extends keyof E> = EndpointBody<E[K]>;
export type SpotDeps = { db: Db; mailer: Mailer };

const conflict = (message: string) => new HttpError(409, message);
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

async function requireSpot(db: DbOrTx, actor: Actor, id: number) {
  const spot = await findSpot(db, actor, id);
  if (!spot) throw notFound();
  return spot;
}

export const getSpot = (db: Db, actor: Actor, id: number) => requireSpot(db, actor, id);

export async function getSpotDetails(db: Db, actor: Actor, id: number) {
  const spot = await findSpotDetails(db, actor, id);
  if (!spot) throw notFound();
  return spot;
}

export async function listSpots(db: Db, actor: Actor, advertisementId: number, q: Body<'listSpots'>) {
  if (!(await advertisementExists(db, advertisementId))) throw notFound();
  return searchSpots(db, actor, advertisementId, q);
}

/** The offices a spot names must exist. */
async function checkOffices(db: DbOrTx, actor: Actor, officeIds: number[]) {
  const unique = [...new Set(officeIds)];
  if (!unique.length) return unique;
  const found = await reservableEntities(db, actor, SPOT_ENTITY_TYPE.office, unique, true);
  if (found.length !== unique.length) throw fieldError('officeIds', MSG.spotEntityUnknown);
  return unique;
}

export async function saveSpot(db: Db, actor: Actor, body: SpotSaveBody) {
  const values = { ...body, officeIds: await checkOffices(db, actor, body.officeIds) };
  if (!body.id) {
    if (!(await advertisementExists(db, body.advertisementId))) throw notFound();
    const id = await db.transaction(async (tx) => {
      const newId = await insertSpot(tx, values, actor.userId);
      await audit(tx, actor, newId, 'create', { name: body.name, numberOfSpots: body.numberOfSpots });
      return newId;
    });
    return { id, message: MSG.spotCreated };
  }
  const id = body.id;
  await db.transaction(async (tx) => {
    const spot = await lockSpot(tx, actor, id);
    if (!spot || spot.advertisementId !== body.advertisementId) throw notFound();
    const lowest = lowestNumberOfSpots({
      reserved: spot.numberOfSpotsReserved,
      assigned: spot.numberOfSpotsAssigned,
    });
    if (body.numberOfSpots < lowest) throw fieldError('numberOfSpots', MSG.spotBelowTaken(lowest));
    await updateSpotRow(tx, id, values);
    await audit(tx, actor, id, 'update', { name: body.name, numberOfSpots: body.numberOfSpots });
  });
  return { id, message: MSG.spotUpdated };
}

export async function deleteSpot(db: Db, actor: Actor, advertisementId: number, spotId: number) {
  await requireSpot(db, actor, spotId);
  await db.transaction(async (tx) => {
    if (!(await deleteSpotRow(tx, advertisementId, spotId))) throw notFound();
    await audit(tx, actor, spotId, 'delete', {});
  });
}

/** Books a listing into an open spot; the spot's row is locked, so two bookings take turns. */
export async function assignListing(db: Db, actor: Actor, body: Body<'assignSpotListing'>) {
  await db.transaction(async (tx) => {
    const spot = await lockSpot(tx, actor, body.spotId);
    if (!spot) throw notFound();
    const listing = await findBookableListing(tx, actor, body.listingId);
    if (!listing) throw fieldError('listingId', MSG.spotListingUnknown);
    if (await assignmentExists(tx, spot.id, body.listingId)) throw conflict(MSG.spotListingAlreadyAssigned);
    const taken = {
      numberOfSpots: spot.numberOfSpots,
      reserved: spot.numberOfSpotsReserved,
      assigned: spot.numberOfSpotsAssigned,
    };
    if (!canTake(taken, 1)) throw conflict(MSG.spotNoneAvailable);
    await insertAssignment(tx, {
      spotId: spot.id,
      listingId: body.listingId,
      agentId: listing.agent_id == null ? null : Number(listing.agent_id),
      spotTypeId: body.spotTypeId ?? null,
      runDate: body.runDate ?? null,
      userId: actor.userId,
    });
    await audit(tx, actor, spot.id, 'assign', { listingId: body.listingId });
  });
  return { message: MSG.spotAssigned };
}

export async function removeListing(db: Db, actor: Actor, spotId: number, listingId: number) {
  await requireSpot(db, actor, spotId);
  await db.transaction(async (tx) => {
    if (!(await deleteAssignment(tx, actor, spotId, listingId, canManageSpots(actor)))) throw notFound();
    await audit(tx, actor, spotId, 'unassign', { listingId });
  });
}

export async function getAssignments(
  db: Db,
  actor: Actor,
  spotId: number,
  page: Body<'listSpotAssignments'>,
) {
  await requireSpot(db, actor, spotId);
  return listAssignments(db, actor, spotId, canManageSpots(actor), page);
}

/**
 * An agent asks for a spot: the request is kept and the marketing coordinators of the listing's
 * office (else of the spot's offices, else of the agent's offices) get an e-mail.
 */
export async function requestSpot(deps: SpotDeps, actor: Actor, body: Body<'requestSpot'>) {
  const spot = await requireSpot(deps.db, actor, body.spotId);
  if (!spot.canAgentRequest && !canManageSpots(actor)) throw fieldError('spotId', MSG.spotNotRequestable);
  const listing = body.listingId ? await findBookableListing(deps.db, actor, body.listingId) : null;
  if (body.listingId && !listing) throw fieldError('listingId', MSG.spotListingUnknown);
  await insertRequest(deps.db, {
    spotId: spot.id,
    listingId: body.listingId ?? null,
    userId: actor.userId,
    notes: body.notes,
  });
  await notify(deps.db, {
    typeId: NOTIFICATION_TYPE.spotRequested,
    entityId: listing ? Number(listing.id) : null,
    text: `${actorName(actor)} requested the spot "${spot.name}"${listing ? ` for ${listing.address1 ?? `listing ${listing.id}`}` : ''}`,
  });
  const offices = listing?.office_id
    ? [Number(listing.office_id)]
    : spot.officeIds.length
      ? spot.officeIds
      : actor.officeIds;
  const details = await findSpotDetails(deps.db, actor, spot.id);
  const who = `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
  for (const to of await marketingStaffEmails(deps.db, offices))
    await deps.mailer.send({
      to,
      subject: `Spot request: ${spot.name}`,
      replyTo: actor.email,
      text: [
        `${who} (${actor.email}) requested the spot "${spot.name}"`,
        `of ${details?.advertisementName ?? 'an advertisement'} in ${details?.mediaOutletName ?? 'a media outlet'}.`,
        listing ? `Listing: ${listing.address1 ?? `#${listing.id}`}` : null,
        body.notes ? `Notes: ${body.notes}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
    });
}

/** Reserves spots (or changes a reservation) within what is open, and splits an agent cost evenly. */
export async function reserve(db: Db, actor: Actor, body: Body<'reserveSpot'>) {
  const entityIds = [...new Set(body.entityIds)];
  await db.transaction(async (tx) => {
    const spot = await lockSpot(tx, actor, body.spotId);
    if (!spot) throw notFound();
    const before = body.id ? await findReservation(tx, spot.id, body.id) : null;
    if (body.id && !before) throw notFound();
    const found = await reservableEntities(tx, actor, body.entityTypeId, entityIds, isSystemAdmin(actor));
    if (found.length !== entityIds.length) throw fieldError('entityIds', MSG.spotEntityUnknown);
    const taken = {
      numberOfSpots: spot.numberOfSpots,
      reserved: spot.numberOfSpotsReserved - (before?.numberOfSpotsReserved ?? 0),
      assigned: spot.numberOfSpotsAssigned,
    };
    if (!canTake(taken, body.numberOfSpotsReserved))
      throw fieldError(
        'numberOfSpotsReserved',
        MSG.spotNotEnoughAvailable(Math.max(0, taken.numberOfSpots - taken.reserved - taken.assigned)),
      );
    const values = {
      numberOfSpotsReserved: body.numberOfSpotsReserved,
      entityTypeId: body.entityTypeId,
      entityIds,
      spotTypeId: body.spotTypeId ?? null,
    };
    const id = before
      ? before.id
      : await insertReservation(tx, { spotId: spot.id, userId: actor.userId, ...values });
    if (before) await updateReservation(tx, { id, ...values });
    const shares =
      body.entityTypeId === SPOT_ENTITY_TYPE.agent
        ? splitAgentCost(reservationAgentCost(spot.agentCost, body.numberOfSpotsReserved), entityIds.length)
        : [];
    await replaceCosts(
      tx,
      id,
      shares.map((cost, i) => ({ agentId: entityIds[i], cost })),
    );
    await audit(tx, actor, spot.id, before ? 'reservation update' : 'reserve', {
      reservationId: id,
      ...values,
    });
  });
  return { message: MSG.spotReserved };
}

export async function getReservations(db: Db, actor: Actor, spotId: number) {
  await requireSpot(db, actor, spotId);
  return listReservations(db, spotId);
}

export async function deleteReservation(
  db: Db,
  actor: Actor,
  p: { advertisementId: number; spotId: number; reservationId: number },
) {
  const spot = await requireSpot(db, actor, p.spotId);
  if (spot.advertisementId !== p.advertisementId) throw notFound();
  await db.transaction(async (tx) => {
    if (!(await deleteReservationRow(tx, p.spotId, p.reservationId))) throw notFound();
    await audit(tx, actor, p.spotId, 'reservation delete', { reservationId: p.reservationId });
  });
}

export async function getAgentCosts(db: Db, actor: Actor, spotId: number) {
  await requireSpot(db, actor, spotId);
  return listAgentCosts(db, spotId);
}

/** Changes the agents' costs of an agent reservation: one cost for each of its agents. */
export async function saveAgentCosts(
  db: Db,
  actor: Actor,
  reservationId: number,
  body: Body<'saveSpotReservationCost'>,
) {
  const spotId = await findReservationById(db, reservationId);
  if (spotId === undefined) throw notFound();
  await requireSpot(db, actor, spotId);
  const reservation = (await findReservation(db, spotId, reservationId))!;
  const named = new Set(body.costs.map((c) => c.agentId));
  const same =
    reservation.entityTypeId === SPOT_ENTITY_TYPE.agent &&
    named.size === body.costs.length &&
    named.size === reservation.entityIds.length &&
    reservation.entityIds.every((id) => named.has(id));
  if (!same) throw fieldError('costs', MSG.spotCostAgentsMismatch);
  await db.transaction(async (tx) => {
    await replaceCosts(tx, reservationId, body.costs);
    await audit(tx, actor, spotId, 'agent cost', { reservationId, costs: body.costs });
  });
  return { message: MSG.spotAgentCostUpdated };
}

export const mediaOutletsWithSpots = (db: Db, actor: Actor, body: Body<'searchSpotMediaOutlets'>) =>
  outletsWithSpots(db, actor, body.name?.trim() || null);

export const outletAdvertisements = (db: Db, actor: Actor, body: Body<'searchOutletAdvertisements'>) =>
  advertisementsOfOutlet(db, actor, body.mediaOutletId);

export const listingsForSpots = (db: Db, actor: Actor, body: Body<'searchSpotListings'>) =>
  searchSpotListings(db, actor, body);

export const agentSpotStats = (db: Db, actor: Actor, today = todayIso()) => spotStats(db, actor, today);

function audit(tx: DbOrTx, actor: Actor, spotId: number, action: string, fields: Record<string, unknown>) {
  return recordAudit(tx, {
    entityType: 'spot',
    entityId: spotId,
    action,
    actor,
    changes: Object.entries(fields).map(([field, newValue]) => ({ field, oldValue: null, newValue })),
  });
}
