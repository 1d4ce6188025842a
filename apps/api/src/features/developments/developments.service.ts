import {
  canCreateDevelopment,
  canOpenDevelopment,
  hasRoomOnSide,
  isSystemAdmin,
  MSG,
  renumberAgents,
  unitSummary,
  type Actor,
  type DevelopmentAdCopyBody,
  type DevelopmentCreateBody,
  type DevelopmentDetailsBody,
  type DevelopmentSearchBody,
  type DevelopmentUpdateBody,
  type EndpointBody,
  type EndpointQuery,
  type developmentEndpoints,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, type DbOrTx } from '../../db/audited-write';
import { badRequest, notFound } from '../../lib/http-error';
import { sanitizeAdCopyBody } from '../ad-copy';
import {
  amenityDetails,
  associateListings,
  bumpDevelopmentVersion,
  deleteDevelopmentAgent,
  dissociateListing,
  findActiveAgent,
  findDevelopment,
  findDevelopmentFacts,
  findStateCode,
  insertDevelopment,
  insertDevelopmentAgent,
  knownAmenityIds,
  listDevelopmentAgents,
  listingPage,
  listingsInScope,
  listStates,
  lockDevelopment,
  lookupOffices,
  replaceAmenities,
  searchDevelopments,
  setAgentOrders,
  unitListings,
  updateDevelopmentRow,
} from './developments.repo';

/**
 * Developments: who may open one (canOpenDevelopment) may change it; SA, CME, MC and staff create
 * them in their offices. The details, ad copy and publish flag are versioned and audited writes
 * of the development row; agents, listings and amenities change under a lock of that row, which
 * then moves to a new version.
 */

type AgentBody = EndpointBody<typeof developmentEndpoints.addDevelopmentAgent>;
type OrderBody = EndpointBody<typeof developmentEndpoints.reorderDevelopmentAgents>;
type AmenitiesBody = EndpointBody<typeof developmentEndpoints.saveDevelopmentAmenities>;
type ListingQuery = EndpointQuery<typeof developmentEndpoints.getDevelopmentListings>;

const officeScope = (actor: Actor) => (isSystemAdmin(actor) ? null : actor.officeIds);
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** A development the actor may open, or 404 (one outside the scope is not told apart). */
export async function requireDevelopment(db: DbOrTx, actor: Actor, id: number) {
  const facts = await findDevelopmentFacts(db, id);
  if (!facts || !canOpenDevelopment(actor, facts)) throw notFound();
  return facts;
}

/** Runs a change of a development's parts: the row locked, the actor checked, a new version. */
export function changeDevelopment<T>(db: Db, actor: Actor, id: number, apply: (tx: DbOrTx) => Promise<T>) {
  return db.transaction(async (tx) => {
    if (!(await lockDevelopment(tx, id))) throw notFound();
    await requireDevelopment(tx, actor, id);
    const result = await apply(tx);
    await bumpDevelopmentVersion(tx, id);
    return result;
  });
}

/** The checks that need the database: the office is one the actor may use, the state exists. */
async function detailColumns(
  db: DbOrTx,
  actor: Actor,
  body: DevelopmentDetailsBody,
  currentOfficeId?: number,
) {
  const officeId = body.officeId!;
  if (officeId !== currentOfficeId) {
    const [office] = await lookupOffices(db, officeScope(actor), [officeId]);
    if (!office) throw fieldError('officeId', MSG.developmentOfficeNotAllowed);
  }
  const state = await findStateCode(db, body.regionId!);
  if (!state) throw fieldError('regionId', MSG.developmentStateUnknown);
  const { officeId: _o, regionId, ...rest } = body;
  return { ...rest, officeId, regionId, state, title: body.title! };
}

export async function createDevelopment(db: Db, actor: Actor, body: DevelopmentCreateBody) {
  if (!canCreateDevelopment(actor, body.officeId))
    throw fieldError('officeId', MSG.developmentOfficeNotAllowed);
  const { amenityIds, adCopyHeadline, adCopyBody, ...details } = body;
  const columns = await detailColumns(db, actor, details);
  const known = await knownAmenityIds(db, amenityIds);
  if (known.length !== amenityIds.length) throw fieldError('amenityIds', MSG.developmentAmenityUnknown);
  const id = await db.transaction(async (tx) => {
    const values = { ...columns, adCopyHeadline, adCopyBody: adCopyBody && sanitizeAdCopyBody(adCopyBody) };
    const newId = await insertDevelopment(tx, values);
    await replaceAmenities(
      tx,
      newId,
      amenityIds.map((amenityId) => ({ amenityId, text: null })),
    );
    await recordAudit(tx, {
      entityType: 'development',
      entityId: newId,
      action: 'create',
      actor,
      changes: Object.entries(values)
        .filter(([, v]) => v != null)
        .map(([field, newValue]) => ({ field, oldValue: null, newValue })),
    });
    return newId;
  });
  return { id, message: MSG.developmentCreated };
}

export const listDevelopments = (db: Db, actor: Actor, body: DevelopmentSearchBody) =>
  searchDevelopments(db, actor, body);

export async function developmentLookups(db: Db, actor: Actor, officeIds?: number[]) {
  const [offices, states] = await Promise.all([
    lookupOffices(db, officeScope(actor), officeIds),
    listStates(db),
  ]);
  return { offices, states };
}

export async function getDevelopment(db: Db, actor: Actor, id: number) {
  await requireDevelopment(db, actor, id);
  return (await findDevelopment(db, id))!;
}

/** The unit summary, or null (204) when no associated listing is active, pending or sold. */
export async function getUnits(db: Db, actor: Actor, id: number) {
  await requireDevelopment(db, actor, id);
  return unitSummary(id, await unitListings(db, id));
}

export async function getAgents(db: Db, actor: Actor, id: number) {
  await requireDevelopment(db, actor, id);
  return listDevelopmentAgents(db, id);
}

export async function getListings(db: Db, actor: Actor, id: number, q: ListingQuery) {
  await requireDevelopment(db, actor, id);
  return listingPage(db, id, q);
}

export async function getAmenities(db: Db, actor: Actor, id: number) {
  await requireDevelopment(db, actor, id);
  return amenityDetails(db, id);
}

export async function updateDevelopment(db: Db, actor: Actor, body: DevelopmentUpdateBody) {
  const { id, ...details } = body;
  const facts = await requireDevelopment(db, actor, id);
  const columns = await detailColumns(db, actor, details, facts.officeId);
  await db.transaction((tx) => updateDevelopmentRow(tx, actor, id, columns));
}

export async function saveAdCopy(db: Db, actor: Actor, id: number, body: DevelopmentAdCopyBody) {
  await requireDevelopment(db, actor, id);
  const changes = {
    adCopyHeadline: body.adCopyHeadline,
    adCopyBody: body.adCopyBody && (sanitizeAdCopyBody(body.adCopyBody) || null),
  };
  await db.transaction((tx) => updateDevelopmentRow(tx, actor, id, changes));
}

export async function togglePublish(db: Db, actor: Actor, id: number) {
  await requireDevelopment(db, actor, id);
  await db.transaction(async (tx) => {
    const row = (await findDevelopment(tx, id))!;
    await updateDevelopmentRow(tx, actor, id, { publish: !row.publish });
  });
}

export async function addAgent(db: Db, actor: Actor, id: number, body: AgentBody) {
  if (!(await findActiveAgent(db, body.agentId))) throw fieldError('agentId', MSG.developmentAgentUnknown);
  await changeDevelopment(db, actor, id, async (tx) => {
    const agents = await listDevelopmentAgents(tx, id);
    if (agents.some((a) => a.agentId === body.agentId))
      throw fieldError('agentId', MSG.developmentAgentTwice);
    if (!hasRoomOnSide(agents.filter((a) => a.sideTypeId === body.sideTypeId).length))
      throw fieldError('agentId', MSG.developmentAgentsPerSide);
    await insertDevelopmentAgent(tx, {
      developmentId: id,
      agentId: body.agentId,
      sideTypeId: body.sideTypeId,
    });
  });
  return (await listDevelopmentAgents(db, id)).find((a) => a.agentId === body.agentId)!;
}

export async function removeAgent(db: Db, actor: Actor, id: number, agentId: number) {
  await changeDevelopment(db, actor, id, async (tx) => {
    if (!(await deleteDevelopmentAgent(tx, id, agentId))) throw notFound();
    const rest = await listDevelopmentAgents(tx, id);
    await setAgentOrders(tx, id, renumberAgents(rest, rest));
  });
}

export async function reorderAgents(db: Db, actor: Actor, id: number, order: OrderBody) {
  await changeDevelopment(db, actor, id, async (tx) => {
    const agents = await listDevelopmentAgents(tx, id);
    const known = new Set(agents.map((a) => a.agentId));
    if (order.some((o) => !known.has(o.agentId))) throw notFound();
    await setAgentOrders(tx, id, renumberAgents(agents, order));
  });
}

export async function addListings(db: Db, actor: Actor, id: number, listingIds: number[]) {
  await changeDevelopment(db, actor, id, async (tx) => {
    const allowed = await listingsInScope(tx, listingIds, actor);
    if (allowed.length !== listingIds.length)
      throw fieldError('listingIds', MSG.developmentListingNotAllowed);
    await associateListings(tx, id, listingIds);
  });
  return { message: MSG.developmentListingsAdded };
}

export async function removeListing(db: Db, actor: Actor, id: number, listingId: number) {
  await changeDevelopment(db, actor, id, async (tx) => {
    if (!(await dissociateListing(tx, id, listingId))) throw notFound();
  });
}

export async function saveAmenities(db: Db, actor: Actor, id: number, body: AmenitiesBody) {
  const chosen = body.amenities.filter((a) => a.selected);
  const known = await knownAmenityIds(
    db,
    chosen.map((a) => a.amenityId),
  );
  if (known.length !== new Set(chosen.map((a) => a.amenityId)).size)
    throw fieldError('amenities', MSG.developmentAmenityUnknown);
  await changeDevelopment(db, actor, id, (tx) =>
    replaceAmenities(tx, id, [
      ...new Map(chosen.map((a) => [a.amenityId, { amenityId: a.amenityId, text: a.text ?? null }])).values(),
    ]),
  );
  return { message: MSG.developmentAmenitiesSaved };
}
