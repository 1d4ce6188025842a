import {
  canEditListing,
  checkConsumerRequirements,
  isAllSelected,
  isSendOnlyCombined,
  MSG,
  requirementText,
  sendOnlyLabel,
  validateListing,
  type Actor,
  type ListingSyndicationView,
  type SaveListingSyndicationSchema,
} from '@atrium/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { badRequest, notFound } from '../../lib/http-error';
import { todayIso } from '../../lib/today';
import { findCompletenessFacts, requireVisibleListing, writeListing, type ListingRow } from '../listings';
import type { ListingCompletenessFacts } from '@atrium/domain';
import {
  findActiveConsumers,
  findSelections,
  replaceSelections,
  type DataConsumerRow,
} from './syndication.repo';

type SaveBody = z.output<typeof SaveListingSyndicationSchema>;

/** Each consumer with whether the listing meets its requirements (from the completeness rules). */
function consumerChecks(consumers: DataConsumerRow[], facts: ListingCompletenessFacts, today: string) {
  const validation = validateListing(facts, today);
  return consumers.map((c) => ({
    consumer: c,
    check: checkConsumerRequirements(c.requirements, facts, validation),
  }));
}

/** The consumers' names selected, for the listing's history ('—' for none). */
const selectedNames = (consumers: DataConsumerRow[], ids: Iterable<number>) => {
  const chosen = new Set(ids);
  return (
    consumers
      .filter((c) => chosen.has(c.id))
      .map((c) => c.name)
      .join(', ') || null
  );
};

function view(
  listing: ListingRow,
  checks: ReturnType<typeof consumerChecks>,
  selections: Array<{ dataConsumerId: number; selected: boolean }>,
  canEdit: boolean,
): ListingSyndicationView {
  const offered = new Set(checks.map((c) => c.consumer.id));
  const listingSyndication = selections.filter((s) => offered.has(s.dataConsumerId));
  const selectedIds = listingSyndication.filter((s) => s.selected).map((s) => s.dataConsumerId);
  const selectableIds = checks.filter((c) => c.check.meetsRequirements).map((c) => c.consumer.id);
  return {
    id: listing.id,
    listingNumber: listing.listingNumber,
    title: listing.title,
    address1: listing.address1,
    address2: listing.address2,
    city: listing.city,
    state: listing.state,
    zip: listing.zip,
    listingType: listing.listingType,
    listingStatusId: listing.listingStatusId,
    sendToSirOnly: listing.sendToSirOnly,
    all: !listing.sendToSirOnly && isAllSelected(selectedIds, selectableIds),
    canEdit,
    listingSyndication,
    dataConsumers: checks.map(({ consumer, check }) => ({
      id: consumer.id,
      name: consumer.name,
      kind: consumer.kind,
      website: consumer.website,
      requirements: consumer.requirements.map(requirementText),
      ...check,
    })),
  };
}

async function load(db: DbOrTx, listingId: number) {
  const found = await findCompletenessFacts(db, listingId);
  if (!found) throw notFound();
  return found;
}

/** GET ListingSyndication/{id}: 404 outside the caller's view scope. */
export async function getSyndication(db: Db, actor: Actor, listingId: number, today = todayIso()) {
  const access = await requireVisibleListing(db, actor, listingId);
  const { listing, facts } = await load(db, listingId);
  const checks = consumerChecks(await findActiveConsumers(db), facts, today);
  return view(listing, checks, await findSelections(db, listingId), canEditListing(actor, access));
}

/**
 * POST ListingSyndication: through the listing's one write path (404 outside the scope, 403
 * without Listing Edit on it), in one transaction: the listing number must be the listing's,
 * every consumer named must be offered, send-only excludes selected consumers, and a consumer is
 * selected only when the listing meets its requirements (400 naming the consumer and what is
 * missing). The send-only flag and the consumers selected are recorded in the listing's history.
 */
export async function saveSyndication(
  db: Db,
  actor: Actor,
  brand: string,
  body: SaveBody,
  today = todayIso(),
): Promise<ListingSyndicationView> {
  if (isSendOnlyCombined(body.sendToSirOnly, body.dataConsumerInfos)) {
    const message = MSG.syndicationSendOnlyExclusive(sendOnlyLabel(brand));
    throw badRequest(message, [{ field: 'sendToSirOnly', message }]);
  }
  await writeListing(db, actor, body.listingId, { expectedVersion: null }, async (tx, current) => {
    if ((body.listingNumber ?? '') !== (current.listingNumber ?? ''))
      throw badRequest(MSG.invalidListingNumber, [
        { field: 'listingNumber', message: MSG.invalidListingNumber },
      ]);
    const { facts } = await load(tx, body.listingId);
    const checks = consumerChecks(await findActiveConsumers(tx), facts, today);
    const byId = new Map(checks.map((c) => [c.consumer.id, c]));
    const unknown = body.dataConsumerInfos.find((d) => !byId.has(d.dataConsumerId));
    if (unknown) {
      const message = MSG.syndicationUnknownConsumer(unknown.dataConsumerId);
      throw badRequest(message, [{ field: 'dataConsumerInfos', message }]);
    }
    const refused = body.dataConsumerInfos
      .filter((d) => d.status && !byId.get(d.dataConsumerId)!.check.meetsRequirements)
      .map((d) => {
        const { consumer, check } = byId.get(d.dataConsumerId)!;
        return MSG.syndicationRequirementsNotMet(
          consumer.name,
          check.unmet.map((u) => u.text),
        );
      });
    if (refused.length)
      throw badRequest(
        refused.join(' '),
        refused.map((message) => ({ field: 'dataConsumerInfos', message })),
      );

    const consumers = checks.map((c) => c.consumer);
    const before = selectedNames(
      consumers,
      (await findSelections(tx, body.listingId)).filter((s) => s.selected).map((s) => s.dataConsumerId),
    );
    await replaceSelections(
      tx,
      body.listingId,
      body.dataConsumerInfos.map((d) => ({ dataConsumerId: d.dataConsumerId, selected: d.status })),
    );
    const after = selectedNames(
      consumers,
      body.dataConsumerInfos.filter((d) => d.status).map((d) => d.dataConsumerId),
    );
    return {
      action: 'syndication',
      fields: { sendToSirOnly: body.sendToSirOnly },
      related: before === after ? [] : [{ field: 'dataConsumers', oldValue: before, newValue: after }],
    };
  });
  return getSyndication(db, actor, body.listingId, today);
}
