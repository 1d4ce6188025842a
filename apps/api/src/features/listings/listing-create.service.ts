import {
  canCreateListing,
  COMMISSION_TYPE,
  DEAL_TYPE,
  isAgent,
  isSystemAdmin,
  LISTING_STATUS,
  MSG,
  newListingDefaults,
  NOTIFICATION_TYPE,
  type Actor,
  validateListing,
  type ListingCreateBody,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import { badRequest, forbidden } from '../../lib/http-error';
import {
  findOffice,
  insertListAgent,
  insertListing,
  nextListingId,
  type NewListing,
} from './listing-create.repo';
import { findCompletenessFacts, storeValidity } from './listing-validation.repo';
import { updateListingAgent } from './listing-agents.repo';
import { todayIso } from '../../lib/today';
import { findOfficeSettings } from '../offices';
import { actorName, notify } from '../notifications';

/** The listing number of a new listing: 'L' and the id on seven digits, unique with the id. */
export const listingNumberFor = (id: number) => `L${String(id).padStart(7, '0')}`;

/**
 * POST listing/create: a new listing starts as a draft (spec/000 section 4.1) of type Sale, deal
 * type 'Our List/OB Sale', commission types percentage, in the user's first office (or the
 * office given, when the user may use it) and that office's sales region. An agent who creates
 * a listing is its list-side agent. It takes its office's settings: publish, show address, the MLS
 * import suppressions, and select sale on its list-side agent. The creation is audited.
 */
export async function createListing(db: Db, actor: Actor, body: ListingCreateBody): Promise<{ id: number }> {
  if (!canCreateListing(actor)) throw forbidden();
  const officeId = body.officeId ?? actor.officeIds[0];
  if (officeId === undefined)
    throw badRequest(MSG.required(['Office']), [{ field: 'officeId', message: MSG.required(['Office']) }]);
  if (!isSystemAdmin(actor) && !actor.officeIds.includes(officeId)) throw forbidden();
  return db.transaction(async (tx) => {
    const office = await findOffice(tx, officeId);
    if (!office)
      throw badRequest(MSG.required(['Office']), [{ field: 'officeId', message: MSG.required(['Office']) }]);
    const id = await nextListingId(tx);
    const { selectSale, ...defaults } = newListingDefaults(await findOfficeSettings(tx, office.id));
    const row: NewListing = {
      id,
      listingType: body.listingType,
      listingStatusId: LISTING_STATUS.draft,
      title: body.title || null,
      officeId: office.id,
      salesRegionId: office.salesRegionId,
      listingNumber: listingNumberFor(id),
      dealTypeId: DEAL_TYPE.listSide,
      listingCommissionType: COMMISSION_TYPE.percent,
      buyerCommissionType: COMMISSION_TYPE.percent,
      dataSource: 'Atrium',
      createdBy: actor.userId,
      ...defaults,
    };
    await insertListing(tx, row);
    const listAgentId = isAgent(actor) ? actor.agentIds[0] : undefined;
    if (listAgentId !== undefined) {
      await insertListAgent(tx, id, listAgentId);
      // the office's default select sale marks its list-side agent's row
      if (selectSale) await updateListingAgent(tx, id, listAgentId, 1, { selectSale });
    }
    const facts = await findCompletenessFacts(tx, id);
    if (facts) await storeValidity(tx, [{ id, isValid: validateListing(facts.facts, todayIso()).isValid }]);
    await recordAudit(tx, {
      entityType: 'listing',
      entityId: id,
      action: 'create',
      actor,
      changes: Object.entries({ ...row, listAgentId })
        .filter(([field, v]) => v != null && field !== 'id')
        .map(([field, newValue]) => ({ field, oldValue: null, newValue })),
    });
    // listings of the MLS source raise 'MLS listing created' (1) from the MLS import instead
    await notify(tx, {
      typeId: NOTIFICATION_TYPE.listingCreated,
      entityId: id,
      text: `${actorName(actor)} created the listing ${row.title ?? row.listingNumber}`,
    });
    return { id };
  });
}
