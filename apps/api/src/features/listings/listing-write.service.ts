import {
  canEditListing,
  canMoveListingToOffice,
  canPublishListing,
  canViewListing,
  isSectionEditDisabled,
  MSG,
  showcaseAfterShowAddressChange,
  statusDerivedFields,
  validateListing,
  type Actor,
  type ListingEditSectionKey,
} from '@atrium/domain';
import { diffFields, recordAudit, type DbOrTx, type FieldChange } from '../../db/audited-write';
import { badRequest, forbidden, notFound, staleVersion } from '../../lib/http-error';
import {
  findAccessFacts,
  findOfficeRegion,
  findListingShowcaseSite,
  findStateCode,
  lockListingRow,
  updateListingRow,
  updateListingShowcaseSite,
  type ListingRow,
} from './listings.repo';
import { completenessFacts, findCompletenessCounts } from './listing-validation.repo';
import { todayIso } from '../../lib/today';

/** What a section's change sets: listing columns, and the audit of related rows it already wrote. */
export type ListingChange<T = undefined> = {
  fields?: Partial<ListingRow>;
  related?: FieldChange[];
  /** The audit action ('update' unless the section names its own, e.g. 'agents.add'). */
  action?: string;
  /** Whatever the section answers besides the new version (the agents list, say). */
  result?: T;
};

export type ListingWriteOptions = {
  expectedVersion: number | null;
  /** The right the change needs on this listing: Listing Edit (default) or Publish Listing. */
  right?: 'edit' | 'publish';
  /** A section whose disabling permission (Disable Listing Price Edit...) refuses the change. */
  section?: ListingEditSectionKey;
};

/**
 * The one way to change a listing. In one transaction: lock the row, check the actor may see (404)
 * and change it (403), compare If-Match (412), let the section apply its change (related rows
 * included), derive what follows from it (sales region and state, last asking price, pending as
 * active, the data-complete flag), write the changed columns with a new version, and audit the
 * change with the acting and the real user. Nothing is written when nothing changed.
 */
export async function writeListing<T = undefined>(
  db: DbOrTx,
  actor: Actor,
  id: number,
  opts: ListingWriteOptions,
  apply: (tx: DbOrTx, current: ListingRow) => Promise<ListingChange<T>>,
): Promise<{ row: ListingRow; result: T }> {
  return db.transaction(async (tx) => {
    const current = await lockListingRow(tx, id);
    const facts = current && (await findAccessFacts(tx, id));
    if (!current || !facts || !canViewListing(actor, facts)) throw notFound();
    const may = opts.right === 'publish' ? canPublishListing : canEditListing;
    if (!may(actor, facts)) throw forbidden();
    if (opts.section && isSectionEditDisabled(actor, opts.section)) throw forbidden();
    if (opts.expectedVersion != null && current.version !== opts.expectedVersion) throw staleVersion();

    const change = await apply(tx, current);
    const fields = await withDerivedFields(tx, actor, current, change.fields ?? {});
    const changes = diffFields(current, fields);
    const related = [...(change.related ?? []), ...(await showcaseAfterListingChange(tx, current, fields))];
    const next = { ...current, ...fields } as ListingRow;
    const isValid = validateListing(
      completenessFacts(next, await findCompletenessCounts(tx, id)),
      todayIso(),
    ).isValid;
    if (!changes.length && !related.length && isValid === current.isValid)
      return { row: current, result: change.result as T };

    const set = Object.fromEntries(changes.map((c) => [c.field, c.newValue]));
    const row = await updateListingRow(tx, id, { ...set, isValid });
    if (changes.length || related.length)
      await recordAudit(tx, {
        entityType: 'listing',
        entityId: id,
        action: change.action ?? 'update',
        actor,
        changes: [...changes, ...related],
      });
    return { row, result: change.result as T };
  });
}

/** The section's fields plus those that follow from them. */
async function withDerivedFields(
  tx: DbOrTx,
  actor: Actor,
  current: ListingRow,
  fields: Partial<ListingRow>,
): Promise<Partial<ListingRow>> {
  const out: Partial<ListingRow> = { ...fields };
  if (fields.officeId !== undefined && fields.officeId !== current.officeId) {
    if (fields.officeId == null) throw badRequest(MSG.required(['Office']));
    if (!canMoveListingToOffice(actor, fields.officeId)) throw forbidden(MSG.officeChangeForbidden);
    const office = await findOfficeRegion(tx, fields.officeId);
    if (!office) throw badRequest(MSG.unknownOffice, [{ field: 'officeId', message: MSG.unknownOffice }]);
    out.salesRegionId = office.salesRegionId;
  }
  if (fields.regionId !== undefined && fields.regionId !== current.regionId) {
    out.state = fields.regionId == null ? null : await findStateCode(tx, fields.regionId);
    if (fields.regionId != null && out.state == null)
      throw badRequest(MSG.unknownState, [{ field: 'regionId', message: MSG.unknownState }]);
  }
  const next = { ...current, ...out };
  return { ...out, ...statusDerivedFields(current, next) };
}

/**
 * What a listing change does to its showcase site: unchecking Show Address while the site is
 * published sets the site's status to 2 and an address headline option to 'other'. Whatever path
 * changes showAddress, the site follows in the same transaction and audit.
 */
async function showcaseAfterListingChange(
  tx: DbOrTx,
  current: ListingRow,
  fields: Partial<ListingRow>,
): Promise<FieldChange[]> {
  if (fields.showAddress === undefined || fields.showAddress === current.showAddress) return [];
  const site = await findListingShowcaseSite(tx, current.id);
  const next = site && showcaseAfterShowAddressChange(current.showAddress, fields.showAddress, site);
  if (!site || !next) return [];
  await updateListingShowcaseSite(tx, site.id, next);
  return diffFields(site, next).map((c) => ({ ...c, field: `showcase.${c.field}` }));
}
