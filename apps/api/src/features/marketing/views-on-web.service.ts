import type { FastifyRequest } from 'fastify';
import {
  isSiteNameTaken,
  MSG,
  SHOWCASE_SITE_NAME,
  UPLOAD_PLACES,
  type Actor,
  type ListingViewsOnWeb,
  type ViewsGraphDay,
  type ViewsSite,
  type ViewsSiteBody,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import type { Storage } from '../../adapters/storage/storage';
import { badRequest, notFound } from '../../lib/http-error';
import { todayIso } from '../../lib/today';
import { deleteFileRows, insertFile, storeUpload, withUpload } from '../files';
import { requireEditableListing, requireVisibleListing, writeListing } from '../listings';
import {
  addShowcaseView,
  deleteViewsSiteRow,
  findListingDomainUrl,
  findShowcaseViews,
  findViewsSite,
  findViewsSites,
  insertViewsSite,
  updateViewsSiteRow,
  type ViewsSiteRow,
} from './views-on-web.repo';

/**
 * Views on web: the sites a listing is shown on, their totals and the graph. Each change is a
 * change of the listing (its lock, Listing Edit, audited as viewsOnWeb.add|update|delete). The
 * showcase website is not a row: its views are the showcase page's own daily visits.
 */

export type ViewsOnWebDeps = { db: Db; storage: Storage; publicUrl: string; uploadTmpDir: string };

const WRITE = { expectedVersion: null };

const toSite = (r: ViewsSiteRow): ViewsSite => ({
  id: r.id,
  listingId: r.listingId,
  siteName: r.siteName,
  deepLink: r.deepLink,
  totalViews: r.totalViews,
  url: r.logoFileId ? `/api/files/${r.logoFileId}` : null,
  logoFileId: r.logoFileId,
  entryDate: r.entryDate,
  isShowcase: false,
  listTrac: false,
});

/** What the audit keeps of a site (a logo change is audited on its own line). */
const audited = (r: Pick<ViewsSiteRow, 'siteName' | 'deepLink' | 'totalViews'>) => ({
  siteName: r.siteName,
  deepLink: r.deepLink,
  totalViews: r.totalViews,
});

/** The showcase website's name and address: its domain when one was bought, else the page under /site. */
async function showcaseIdentity(db: DbOrTx, publicUrl: string, listingId: number) {
  const domain = await findListingDomainUrl(db, listingId);
  return domain
    ? { siteName: domain, deepLink: `http://${domain}` }
    : { siteName: SHOWCASE_SITE_NAME, deepLink: `${publicUrl.replace(/\/$/, '')}/site/${listingId}` };
}

export async function getViewsOnWeb(
  deps: ViewsOnWebDeps,
  actor: Actor,
  listingId: number,
): Promise<ListingViewsOnWeb> {
  await requireVisibleListing(deps.db, actor, listingId);
  return viewsOnWebOf(deps, listingId);
}

/** A listing's sites, counts and graph, for a caller that has checked who may read them. */
export async function viewsOnWebOf(
  deps: Pick<ViewsOnWebDeps, 'db' | 'publicUrl'>,
  listingId: number,
): Promise<ListingViewsOnWeb> {
  const rows = await findViewsSites(deps.db, listingId);
  const visits = await findShowcaseViews(deps.db, listingId);
  const sites = rows.map(toSite);
  const days = new Map<string, ViewsGraphDay>();
  const add = (eventDate: string, siteName: string, totalViews: number) => {
    const day = days.get(eventDate) ?? { eventDate, details: [] };
    day.details.push({ siteName, totalViews });
    days.set(eventDate, day);
  };
  const showcaseViews = visits.reduce((sum, v) => sum + v.views, 0);
  if (showcaseViews > 0) {
    const showcase = await showcaseIdentity(deps.db, deps.publicUrl, listingId);
    sites.unshift({
      id: 0,
      listingId,
      ...showcase,
      totalViews: showcaseViews,
      url: null,
      logoFileId: null,
      entryDate: visits[0].day,
      isShowcase: true,
      listTrac: false,
    });
    for (const v of visits) add(v.day, showcase.siteName, v.views);
  }
  for (const r of rows) add(r.entryDate, r.siteName, r.totalViews);
  return {
    sites,
    counts: { sites: sites.length, totalViews: sites.reduce((sum, s) => sum + s.totalViews, 0) },
    graph: [...days.values()].sort((a, b) => a.eventDate.localeCompare(b.eventDate)),
  };
}

/** The name must be free among the listing's sites, the showcase website's included (checked under the lock). */
async function requireFreeName(
  tx: DbOrTx,
  publicUrl: string,
  listingId: number,
  siteName: string,
  selfId: number | null,
) {
  const sites = [
    ...(await findViewsSites(tx, listingId)),
    { id: 0, ...(await showcaseIdentity(tx, publicUrl, listingId)) },
  ];
  if (isSiteNameTaken(sites, siteName, selfId))
    throw badRequest(MSG.viewsSiteNameTaken, [{ field: 'siteName', message: MSG.viewsSiteNameTaken }]);
}

const saved = (row: ViewsSiteRow) => ({ ...toSite(row), message: MSG.viewsSiteSaved });

export async function addViewsSite(
  deps: ViewsOnWebDeps,
  actor: Actor,
  listingId: number,
  body: ViewsSiteBody,
) {
  const { result } = await writeListing(deps.db, actor, listingId, WRITE, async (tx) => {
    await requireFreeName(tx, deps.publicUrl, listingId, body.siteName, null);
    const row = await insertViewsSite(tx, listingId, body, todayIso(), actor.userId);
    return {
      action: 'viewsOnWeb.add',
      related: [{ field: `viewsOnWeb.${row.id}`, oldValue: null, newValue: audited(row) }],
      result: row,
    };
  });
  return saved(result);
}

async function existing(db: DbOrTx, id: number) {
  const row = await findViewsSite(db, id);
  if (!row) throw notFound();
  return row;
}

export async function updateViewsSite(deps: ViewsOnWebDeps, actor: Actor, id: number, body: ViewsSiteBody) {
  const before = await existing(deps.db, id);
  const { result } = await writeListing(deps.db, actor, before.listingId, WRITE, async (tx) => {
    await requireFreeName(tx, deps.publicUrl, before.listingId, body.siteName, id);
    const row = await updateViewsSiteRow(tx, id, body);
    return {
      action: 'viewsOnWeb.update',
      related: [{ field: `viewsOnWeb.${id}`, oldValue: audited(before), newValue: audited(row) }],
      result: row,
    };
  });
  return saved(result);
}

/** Deletes the objects no file row names any more, once the rows' transaction is over. */
async function removeObjects(storage: Storage, keys: string[]) {
  for (const key of keys) await storage.delete(key).catch(() => {});
}

export async function deleteViewsSite(deps: ViewsOnWebDeps, actor: Actor, id: number) {
  const before = await existing(deps.db, id);
  const { result: keys } = await writeListing(deps.db, actor, before.listingId, WRITE, async (tx) => {
    await deleteViewsSiteRow(tx, id);
    const keys = before.logoFileId ? await deleteFileRows(tx, [before.logoFileId]) : [];
    return {
      action: 'viewsOnWeb.delete',
      related: [{ field: `viewsOnWeb.${id}`, oldValue: audited(before), newValue: null }],
      result: keys,
    };
  });
  await removeObjects(deps.storage, keys);
}

/**
 * A site's logo: JPG or PNG by content (the logo upload place), stored before the row; the
 * file row and the site's link are written in the listing's write, and the old logo goes with it.
 */
export async function uploadViewsSiteLogo(
  deps: ViewsOnWebDeps,
  actor: Actor,
  id: number,
  req: FastifyRequest,
) {
  const before = await existing(deps.db, id);
  await requireEditableListing(deps.db, actor, before.listingId);
  const { accept, refusal } = UPLOAD_PLACES.logo;
  const owner = { entityType: 'listing' as const, entityId: before.listingId, place: 'logo' as const };
  const { row, keys } = await withUpload(req, { accept, refusal, tmpDir: deps.uploadTmpDir }, (upload) =>
    storeUpload(deps.storage, upload, { ...owner, createdBy: actor.userId }, async (values) => {
      const { result } = await writeListing(deps.db, actor, before.listingId, WRITE, async (tx) => {
        const current = await findViewsSite(tx, id);
        if (!current) throw notFound();
        const file = await insertFile(tx, values);
        const row = await updateViewsSiteRow(tx, id, { logoFileId: file.id });
        const keys = current.logoFileId ? await deleteFileRows(tx, [current.logoFileId]) : [];
        return {
          action: 'viewsOnWeb.update',
          related: [
            {
              field: `viewsOnWeb.${id}.logoFileId`,
              oldValue: current.logoFileId,
              newValue: file.id,
            },
          ],
          result: { row, keys },
        };
      });
      return result;
    }),
  );
  await removeObjects(deps.storage, keys);
  return { ...toSite(row), message: MSG.viewsLogoSaved };
}

/** One more view of the listing's showcase page today (UTC). */
export async function countShowcaseView(db: DbOrTx, listingId: number) {
  await addShowcaseView(db, listingId, todayIso());
}
