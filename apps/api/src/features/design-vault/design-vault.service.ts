import sharp from 'sharp';
import {
  canManageOfficeDesignVault,
  canOpenDesignTool,
  formatMoney,
  MSG,
  UNTITLED_LISTING,
  type Actor,
  type DesignTemplate,
  type DesignVaultListing,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import type { DesignTool } from '../../adapters/design-tool/design-tool';
import { renderSandboxPage } from '../../adapters/design-tool/sandbox-page';
import { forbidden, notFound } from '../../lib/http-error';
import { requireVisibleListing } from '../listings';
import {
  findDesignListing,
  findOfficeTemplates,
  findStorageKey,
  findTemplate,
  isEnabledForOffice,
  officeExists,
  saveOfficeSwitch,
} from './design-vault.repo';

export type DesignVaultDeps = { db: Db; storage: Storage; designTool: DesignTool; brand: string };

/** 404 for an office that does not exist, 403 for one the actor may not manage. */
async function requireManagedOffice(db: Db, actor: Actor, officeId: number) {
  if (!(await officeExists(db, officeId))) throw notFound();
  if (!canManageOfficeDesignVault(actor, officeId)) throw forbidden();
}

/**
 * An office's templates with their switches (for those who manage the office), or the templates
 * enabled for a listing's office (for whoever may see the listing: its gallery).
 */
export async function getTemplates(
  db: Db,
  actor: Actor,
  query: { officeId?: number; listingId?: number },
): Promise<DesignTemplate[]> {
  if (query.officeId != null) {
    await requireManagedOffice(db, actor, query.officeId);
    return findOfficeTemplates(db, query.officeId, false);
  }
  const listing = await requireVisibleListing(db, actor, query.listingId!);
  return findOfficeTemplates(db, listing.officeId, true);
}

export async function toggleTemplate(
  db: Db,
  actor: Actor,
  p: { officeId: number; templateId: number; flag: boolean },
) {
  await requireManagedOffice(db, actor, p.officeId);
  if (!(await findTemplate(db, p.templateId))) throw notFound();
  await saveOfficeSwitch(db, p.officeId, p.templateId, p.flag, actor.userId);
}

const joinNonEmpty = (parts: Array<string | null | undefined>, sep: string) =>
  parts.filter((p) => p && p.trim()).join(sep);

/**
 * The listing for the design tool, for whoever may see it; a listing outside the system (or the
 * actor's scope) is the not-in-system answer. The tool's link only for those who may open it.
 */
export async function getDesignListing(
  deps: DesignVaultDeps,
  actor: Actor,
  id: number,
  now = new Date(),
): Promise<DesignVaultListing> {
  const notInSystem = () => notFound(MSG.designVaultNotInSystem(deps.designTool.name));
  const facts = await requireVisibleListing(deps.db, actor, id).catch(() => {
    throw notInSystem();
  });
  const found = await findDesignListing(deps.db, id);
  if (!found) throw notInSystem();
  const { listing, photos, agents } = found;
  const canOpen = canOpenDesignTool(actor, facts);
  return {
    id: listing.id,
    listingNumber: listing.listingNumber,
    title: listing.title,
    address1: listing.address1,
    address2: listing.address2,
    city: listing.city,
    state: listing.state,
    zip: listing.zip,
    price: listing.priceUponRequest ? null : (listing.currentPrice ?? null),
    officeId: listing.officeId,
    officeName: listing.officeName ?? null,
    photos: photos.map((p) => ({ fileId: p.mediumFileId ?? p.originalFileId, smallFileId: p.smallFileId })),
    agents: agents.map((a) => ({ id: a.id, name: `${a.firstName} ${a.lastName}`.trim() })),
    canOpenDesignTool: canOpen,
    designTool: {
      name: deps.designTool.name,
      isSandbox: deps.designTool.mode === 'sandbox',
      url: canOpen ? deps.designTool.listingUrl(listing, now) : null,
    },
  };
}

async function photoDataUri(deps: DesignVaultDeps, fileId: string | undefined): Promise<string | null> {
  if (!fileId) return null;
  const key = await findStorageKey(deps.db, fileId);
  if (!key) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await deps.storage.get(key)) chunks.push(Buffer.from(chunk as Uint8Array));
    const jpeg = await sharp(Buffer.concat(chunks))
      .resize({ width: 1200, height: 800, fit: 'cover' })
      .jpeg({ quality: 78 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null; // the page still shows the template, with an empty photo frame
  }
}

/**
 * The sandbox design tool's page for a signed link: the template (enabled for the listing's
 * office) filled with the listing. A wrong or expired token, an unknown or disabled template
 * and an unknown listing are all the same 404.
 */
export async function sandboxPage(
  deps: DesignVaultDeps,
  p: { templateId: number; listingId: number; token: string },
  now = new Date(),
): Promise<string> {
  if (deps.designTool.mode !== 'sandbox' || !deps.designTool.verifyToken(p.listingId, p.token, now))
    throw notFound();
  const [template, found] = await Promise.all([
    findTemplate(deps.db, p.templateId),
    findDesignListing(deps.db, p.listingId),
  ]);
  if (!template || !found) throw notFound();
  if (!(await isEnabledForOffice(deps.db, found.listing.officeId, template.id))) throw notFound();
  const { listing } = found;
  const first = found.photos[0];
  return renderSandboxPage({
    toolName: deps.designTool.name,
    brand: deps.brand,
    template: { name: template.name, category: template.category, pageCount: template.pageCount },
    listing: {
      address: joinNonEmpty([listing.address1, listing.address2], ', ') || listing.title || UNTITLED_LISTING,
      place: joinNonEmpty([listing.city, joinNonEmpty([listing.state, listing.zip], ' ')], ', '),
      price:
        listing.priceUponRequest || listing.currentPrice == null
          ? 'Price upon request'
          : formatMoney(listing.currentPrice),
      listingNumber: listing.listingNumber,
      agents: found.agents.map((a) => `${a.firstName} ${a.lastName}`.trim()),
    },
    photo: await photoDataUri(deps, first ? (first.mediumFileId ?? first.originalFileId) : undefined),
  });
}
