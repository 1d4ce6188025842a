import {
  canRedeemDomain,
  canRenewDomain,
  domainProblem,
  domainStatusDisplay,
  domainWindows,
  DOMAIN_STATUS,
  isSectionEditDisabled,
  isShowcaseEligible,
  MSG,
  normalizeDomain,
  renumberCustomTabs,
  showcaseDisplayOptions,
  showcaseHeadline,
  SHOWCASE_MARKETING_TYPE,
  type Actor,
  type DomainInfo,
  type EndpointBody,
  type ShowcaseSite,
  type showcaseEndpoints,
} from '@atrium/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { DbOrTx, FieldChange } from '../../db/audited-write';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error';
import { databaseRefusal } from '../../plugins/errors';
import { requireEditableListing, requireVisibleListing, sanitizeNote, writeListing } from '../listings';
import { addMarketingItemIn, EMPTY_MARKETING_FIELDS } from '../marketing';
import { toVideo } from '../videos';

import { RegistrarError, type Registrar } from '../../adapters/registrar/registrar';
import {
  deleteDomain,
  deleteShowcaseSite,
  findDomainById,
  findHeroVideo,
  findListingDomain,
  findShowcaseListingFacts,
  findShowcaseSite,
  insertDomain,
  insertShowcaseSite,
  replaceCustomTabs,
  updateDomain,
  updateShowcaseSite,
  type DomainRow,
} from './showcase.repo';

type Deps = {
  db: Db;
  registrar: Registrar;
  brand: string;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'error'>;
};
type SettingsBody = EndpointBody<typeof showcaseEndpoints.updateShowcaseSite>;

const SECTION = { section: 'ShowcaseWebsite' as const, expectedVersion: null };
const nowOf = (d: Deps) => (d.now ? d.now() : new Date());

/**
 * A domain as answered: its STATUS as shown now and the actions offered now (Renew never for a
 * site whose domain is already owned).
 */
export function domainInfo(row: DomainRow, now: Date, alreadyOwned = false): DomainInfo {
  const facts = { ...row, alreadyOwned };
  return {
    id: row.id,
    orderId: row.orderId,
    domainUrl: row.domainUrl,
    entityId: row.entityId,
    siteType: row.siteType,
    expirationDate: row.expirationDate,
    renewDeadline: row.renewDeadline,
    redeemDeadline: row.redeemDeadline,
    status: row.status,
    isRenewable: row.isRenewable,
    isRedeemable: row.isRedeemable,
    statusDisplay: domainStatusDisplay(facts, now),
    canRenew: canRenewDomain(facts, now),
    canRedeem: canRedeemDomain(facts, now),
  };
}

/** 403 'Listing is not eligible for showcase site' unless the listing may have a showcase site. */
async function requireEligible(db: DbOrTx, listingId: number) {
  const facts = await findShowcaseListingFacts(db, listingId);
  if (!facts || !isShowcaseEligible(facts)) throw new HttpError(403, MSG.showcaseNotEligible);
  return facts;
}

/** The domain cleaned, or 400 'Not a valid domain' / the company-word policy. */
function validDomain(input: string, brand: string): string {
  const problem = domainProblem(input, brand);
  const message =
    problem === 'invalid'
      ? MSG.domainNotValid
      : problem === 'brand'
        ? MSG.domainBrandPolicy(brand.toLowerCase())
        : null;
  if (message) throw badRequest(message, [{ field: 'domain', message }]);
  return normalizeDomain(input);
}

/** A registrar failure answers the action's own message (503); everything else passes. */
async function viaRegistrar<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof RegistrarError) throw new HttpError(503, message);
    throw e;
  }
}

export async function getEligibility(d: Deps, actor: Actor, listingId: number) {
  await requireVisibleListing(d.db, actor, listingId);
  await requireEligible(d.db, listingId);
  return { eligible: true as const, registrarMode: d.registrar.mode };
}

export async function checkAvailability(d: Deps, domainInput: string) {
  const domain = validDomain(domainInput, d.brand);
  const available = await viaRegistrar(MSG.domainCheckError, () => d.registrar.isAvailable(d.db, domain));
  return {
    domain,
    available,
    message: available ? MSG.domainAvailable : MSG.domainNotAvailable,
    registrarMode: d.registrar.mode,
  };
}

export async function getDomainByEntity(d: Deps, actor: Actor, listingId: number) {
  await requireVisibleListing(d.db, actor, listingId);
  const row = await findListingDomain(d.db, listingId);
  if (!row) throw notFound(MSG.showcaseNotAvailable);
  const site = await findShowcaseSite(d.db, listingId);
  return domainInfo(row, nowOf(d), site?.site.alreadyOwned);
}

/** Domain info by the domain's id: 404 unless its listing is visible to the actor. */
export async function getDomainInfo(d: Deps, actor: Actor, domainId: number) {
  const row = await findDomainById(d.db, domainId);
  if (!row) throw notFound(MSG.showcaseNotAvailable);
  await requireVisibleListing(d.db, actor, row.entityId);
  return {
    id: row.id,
    domainUrl: row.domainUrl,
    expirationDate: row.expirationDate,
    renewDeadline: row.renewDeadline,
    status: row.status,
  };
}

/**
 * Buys the domain and creates the showcase site (unpublished, header option 1). The registrar is
 * called outside the listing's transaction (a slow registrar must not hold the listing's lock):
 * everything that can refuse is checked first, then the purchase, then the rows are written in
 * the transaction; if that write fails the domain is released at the registrar again and the
 * error answered. The marketing entry of type 16 'Showcase Website' is kept in the listing's
 * history until a marketing table exists (docs/decisions/0027).
 */
export async function purchaseDomain(
  d: Deps,
  actor: Actor,
  body: EndpointBody<typeof showcaseEndpoints.purchaseDomain>,
  ipAddress = '',
) {
  const domain = validDomain(body.domain, d.brand);
  const listingId = body.entityId;
  await requireEditableListing(d.db, actor, listingId);
  if (isSectionEditDisabled(actor, SECTION.section)) throw forbidden();
  const listing = await requireEligible(d.db, listingId);
  const privateSite = body.privateSite ?? false;
  if (await findListingDomain(d.db, listingId)) throw new HttpError(409, MSG.showcaseDomainExists);
  if (!(await viaRegistrar(MSG.domainNotPurchased, () => d.registrar.isAvailable(d.db, domain))))
    throw new HttpError(409, MSG.domainNotAvailable);
  const request = {
    ipAddress,
    createdBy: actor.userId,
    userEmail: actor.email,
    entityId: listingId,
    siteType: body.siteType,
    officeId: listing.officeId,
    privateSite,
  };
  const bought = await viaRegistrar(MSG.domainNotPurchased, () =>
    d.registrar.purchase(domain, nowOf(d), request),
  );

  try {
    const { result } = await writeListing(d.db, actor, listingId, SECTION, async (tx) => {
      // checked again under the listing's lock: another request may have bought one meanwhile
      await requireEligible(tx, listingId);
      if (await findListingDomain(tx, listingId)) throw new HttpError(409, MSG.showcaseDomainExists);
      const row = await insertDomain(tx, {
        domainUrl: domain,
        orderId: bought.orderId,
        entityId: listingId,
        siteType: 0,
        registrar: d.registrar.mode,
        status: DOMAIN_STATUS.active,
        createdBy: actor.userId,
        ...domainWindows(bought.expiration),
      });
      await insertShowcaseSite(tx, { listingId, domainId: row.id, privateSite });
      const marketing = await addMarketingItemIn(tx, actor, listingId, {
        ...EMPTY_MARKETING_FIELDS,
        marketingTypeId: SHOWCASE_MARKETING_TYPE.id,
        description: SHOWCASE_MARKETING_TYPE.name,
        date: nowOf(d).toISOString().slice(0, 10),
        url: `http://${domain}`,
      });
      return {
        action: 'showcase.purchase',
        related: [{ field: 'domain', oldValue: null, newValue: domain }, ...marketing],
        result: row.id,
      };
    });
    return { successful: true, domainId: result, code: 200, message: MSG.domainPurchased };
  } catch (err) {
    await d.registrar
      .release(domain)
      .catch((releaseErr: unknown) =>
        d.log?.error(
          { err: releaseErr, domain, orderId: bought.orderId },
          'a domain bought for a showcase site that could not be saved was not released at the registrar',
        ),
      );
    // the same domain saved for another listing meanwhile
    if (databaseRefusal(err)?.sqlState === '23505') throw new HttpError(409, MSG.domainNotAvailable);
    throw err;
  }
}

async function extendDomain(
  d: Deps,
  actor: Actor,
  listingId: number,
  kind: 'renew' | 'redeem',
): Promise<{ message: string; domain: DomainInfo }> {
  await requireVisibleListing(d.db, actor, listingId);
  const { result } = await writeListing(d.db, actor, listingId, SECTION, async (tx) => {
    const row = await findListingDomain(tx, listingId);
    if (!row) throw notFound(MSG.showcaseNotAvailable);
    const now = nowOf(d);
    const owned = (await findShowcaseSite(tx, listingId))?.site.alreadyOwned ?? false;
    const facts = { ...row, alreadyOwned: owned };
    const allowed = kind === 'renew' ? canRenewDomain(facts, now) : canRedeemDomain(facts, now);
    if (!allowed) throw badRequest(kind === 'renew' ? MSG.domainNotRenewable : MSG.domainNotRedeemable);
    const from = new Date(row.expirationDate ?? now.toISOString());
    const done = await viaRegistrar(kind === 'renew' ? MSG.domainRenewError : MSG.domainRedeemError, () =>
      d.registrar[kind](row.domainUrl, from),
    );
    const windows = domainWindows(done.expiration);
    await updateDomain(tx, row.id, { ...windows, status: DOMAIN_STATUS.active });
    return {
      action: `showcase.${kind}`,
      related: [
        { field: 'domain.expirationDate', oldValue: row.expirationDate, newValue: windows.expirationDate },
      ],
      result: domainInfo({ ...row, ...windows, status: DOMAIN_STATUS.active }, now, owned),
    };
  });
  return { message: kind === 'renew' ? MSG.domainRenewed : MSG.domainRedeemed, domain: result };
}

export const renewDomain = (d: Deps, actor: Actor, listingId: number) =>
  extendDomain(d, actor, listingId, 'renew');
export const redeemDomain = (d: Deps, actor: Actor, listingId: number) =>
  extendDomain(d, actor, listingId, 'redeem');

/** Releases the domain at the registrar, deletes the showcase site and resets the domain data. */
export async function releaseDomain(d: Deps, actor: Actor, listingId: number) {
  await requireVisibleListing(d.db, actor, listingId);
  await writeListing(d.db, actor, listingId, SECTION, async (tx) => {
    const row = await findListingDomain(tx, listingId);
    const site = await findShowcaseSite(tx, listingId);
    if (!row && !site) throw notFound(MSG.showcaseNotAvailable);
    if (row) await viaRegistrar(MSG.domainReleaseError, () => d.registrar.release(row.domainUrl));
    await deleteShowcaseSite(tx, listingId);
    if (row) await deleteDomain(tx, row.id);
    return {
      action: 'showcase.release',
      related: [{ field: 'domain', oldValue: row?.domainUrl ?? null, newValue: null }],
    };
  });
}

export async function getShowcaseSite(d: Deps, actor: Actor, listingId: number): Promise<ShowcaseSite> {
  await requireVisibleListing(d.db, actor, listingId);
  const found = await findShowcaseSite(d.db, listingId);
  if (!found) throw notFound(MSG.showcaseNotAvailable);
  const { site, tabs } = found;
  const listing = (await findShowcaseListingFacts(d.db, listingId))!;
  const domain = await findListingDomain(d.db, listingId);
  const hero = await findHeroVideo(d.db, listingId);
  return {
    id: site.id,
    listingId,
    domainId: site.domainId,
    domainUrl: domain?.domainUrl ?? null,
    headerOptions: site.headerOptions,
    customHeader: site.customHeader,
    headline: site.headline,
    headlineShown: showcaseHeadline(site.headline, listing),
    subheadline: site.subheadline,
    showPrice: site.showPrice,
    titleOption: site.titleOption,
    customTitle: site.customTitle,
    displayOptions: showcaseDisplayOptions(site.displayOptions, tabs.length),
    publish: site.publish,
    status: site.status,
    googleAnalyticsTrackingId: site.googleAnalyticsTrackingId,
    hotjarTrackingId: site.hotjarTrackingId,
    googleTagManager: site.googleTagManager,
    privateSite: site.privateSite,
    privateListingAccessEmailOption: site.privateListingAccessEmailOption,
    autoGenerateCode: site.autoGenerateCode,
    alreadyOwned: site.alreadyOwned,
    // the Video Section's showcase hero video, once completed
    showcaseVideoUrl: hero ? toVideo(hero).url : null,
    customTabs: tabs.map((t) => ({ tabId: t.id, orderNo: t.orderNo, title: t.title, body: t.body })),
    domain: domain ? domainInfo(domain, nowOf(d), site.alreadyOwned) : null,
  };
}

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Saves the Main Menu, Tracking, Custom Tabs (bodies sanitized like listing notes) and the private settings. */
export async function saveShowcaseSettings(d: Deps, actor: Actor, body: SettingsBody) {
  const { listingId } = body;
  await requireVisibleListing(d.db, actor, listingId);
  await writeListing(d.db, actor, listingId, SECTION, async (tx) => {
    const found = await findShowcaseSite(tx, listingId);
    if (!found) throw notFound(MSG.showcaseNotAvailable);
    const { site, tabs: before } = found;
    const tabs = renumberCustomTabs(
      body.customTabs.map((t) => ({ title: t.title.trim(), body: sanitizeNote(t.body) })),
    );
    const values = {
      headerOptions: body.headerOptions,
      customHeader: blank(body.customHeader),
      headline: blank(body.headline),
      subheadline: blank(body.subheadline),
      showPrice: body.showPrice,
      titleOption: body.titleOption,
      customTitle: blank(body.customTitle),
      displayOptions: body.displayOptions ?? showcaseDisplayOptions(site.displayOptions, tabs.length),
      googleAnalyticsTrackingId: blank(body.googleAnalyticsTrackingId),
      hotjarTrackingId: blank(body.hotjarTrackingId),
      googleTagManager: blank(body.googleTagManager),
      // the Private Showcase Site tab's settings: omitted = unchanged
      privateSite: body.privateSite ?? site.privateSite,
      privateListingAccessEmailOption:
        body.privateListingAccessEmailOption ?? site.privateListingAccessEmailOption,
      autoGenerateCode: body.autoGenerateCode ?? site.autoGenerateCode,
    };
    const related: FieldChange[] = [];
    for (const [key, value] of Object.entries(values)) {
      const old = site[key as keyof typeof values] ?? null;
      if (old !== value)
        related.push({ field: `showcase.${key}`, oldValue: old, newValue: value } as FieldChange);
    }
    const summary = (list: Array<{ title: string; body: string }>) =>
      JSON.stringify(list.map((t) => [t.title, t.body]));
    if (summary(before) !== summary(tabs)) {
      await replaceCustomTabs(tx, site.id, tabs);
      related.push({
        field: 'showcase.customTabs',
        oldValue: before.map((t) => t.title).join(', '),
        newValue: tabs.map((t) => t.title).join(', '),
      } as FieldChange);
    }
    await updateShowcaseSite(tx, site.id, values);
    return { action: 'showcase.update', related };
  });
}

/** The ACTIVATE switch: publish the site or take it down. */
export async function publishShowcaseSite(d: Deps, actor: Actor, listingId: number, publish: boolean) {
  await requireVisibleListing(d.db, actor, listingId);
  await writeListing(d.db, actor, listingId, SECTION, async (tx) => {
    const found = await findShowcaseSite(tx, listingId);
    if (!found) throw notFound(MSG.showcaseNotAvailable);
    if (found.site.publish === publish) return {};
    await updateShowcaseSite(tx, found.site.id, { publish });
    return {
      action: 'showcase.publish',
      related: [
        { field: 'showcase.publish', oldValue: found.site.publish, newValue: publish } as FieldChange,
      ],
    };
  });
}
