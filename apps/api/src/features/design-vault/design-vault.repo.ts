import { and, asc, eq, sql } from 'drizzle-orm';
import type { DesignTemplate, DesignTemplateCategory } from '@atrium/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import {
  agents,
  designTemplates,
  files,
  images,
  listingAgents,
  listings,
  officeDesignTemplates,
  offices,
} from '../../db/schema';

type TemplateRow = {
  id: number;
  name: string;
  category: string;
  page_count: number;
  is_enabled: boolean;
  preview_file_ids: string[];
};

/**
 * The templates with an office's switches (a template the office never switched is enabled),
 * each with its page previews in page order; only the enabled ones when asked.
 */
export async function findOfficeTemplates(
  db: Db,
  officeId: number | null,
  onlyEnabled: boolean,
): Promise<DesignTemplate[]> {
  const rows = rowsOf<TemplateRow>(
    await db.execute(sql`
      select t.id, t.name, t.category, t.page_count,
        coalesce(o.is_enabled, true) as is_enabled,
        coalesce((select json_agg(f.id order by f.file_name, f.id) from files f
          where f.entity_type = 'designTemplate' and f.entity_id = t.id and f.place = 'preview'), '[]'::json)
          as preview_file_ids
      from design_templates t
      left join office_design_templates o on o.template_id = t.id and o.office_id = ${officeId}
      where ${onlyEnabled ? sql`coalesce(o.is_enabled, true)` : sql`true`}
      order by t.display_order, t.id`),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category as DesignTemplateCategory,
    pageCount: r.page_count,
    previewFileIds: r.preview_file_ids,
    isEnabled: r.is_enabled,
  }));
}

export async function officeExists(db: Db, officeId: number) {
  return (await db.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId))).length > 0;
}

export async function findTemplate(db: Db, templateId: number) {
  return (await db.select().from(designTemplates).where(eq(designTemplates.id, templateId)))[0] ?? null;
}

/** Whether an office offers a template (no stored switch: enabled). */
export async function isEnabledForOffice(db: Db, officeId: number | null, templateId: number) {
  if (officeId == null) return true;
  const [row] = await db
    .select({ isEnabled: officeDesignTemplates.isEnabled })
    .from(officeDesignTemplates)
    .where(
      and(eq(officeDesignTemplates.officeId, officeId), eq(officeDesignTemplates.templateId, templateId)),
    );
  return row?.isEnabled ?? true;
}

export async function saveOfficeSwitch(
  db: Db,
  officeId: number,
  templateId: number,
  isEnabled: boolean,
  userId: number,
) {
  await db
    .insert(officeDesignTemplates)
    .values({ officeId, templateId, isEnabled, modifiedBy: userId })
    .onConflictDoUpdate({
      target: [officeDesignTemplates.officeId, officeDesignTemplates.templateId],
      set: { isEnabled, modifiedBy: userId, modifiedDate: sql`now()` },
    });
}

/** What the design tool receives of a listing: its address, price, office, photos and agents. */
export async function findDesignListing(db: Db, id: number) {
  const [listing] = await db
    .select({
      id: listings.id,
      listingNumber: listings.listingNumber,
      title: listings.title,
      address1: listings.address1,
      address2: listings.address2,
      city: listings.city,
      state: listings.state,
      zip: listings.zip,
      currentPrice: listings.currentPrice,
      priceUponRequest: listings.priceUponRequest,
      officeId: listings.officeId,
      officeName: offices.name,
    })
    .from(listings)
    .leftJoin(offices, eq(offices.id, listings.officeId))
    .where(eq(listings.id, id));
  if (!listing) return null;
  const [photos, agentRows] = await Promise.all([
    db
      .select({
        originalFileId: images.originalFileId,
        mediumFileId: images.mediumFileId,
        smallFileId: images.smallFileId,
      })
      .from(images)
      .where(
        and(eq(images.entityType, 'listing'), eq(images.entityId, id), eq(images.imageType, 'mainPhoto')),
      )
      .orderBy(asc(images.orderNo))
      .limit(30),
    db
      .selectDistinctOn([agents.id], {
        id: agents.id,
        firstName: agents.firstName,
        lastName: agents.lastName,
        sideTypeId: listingAgents.sideTypeId,
        displayOrder: listingAgents.displayOrder,
      })
      .from(listingAgents)
      .innerJoin(agents, eq(agents.id, listingAgents.agentId))
      .where(eq(listingAgents.listingId, id))
      .orderBy(asc(agents.id), asc(listingAgents.sideTypeId)),
  ]);
  agentRows.sort((a, b) => a.sideTypeId - b.sideTypeId || a.displayOrder - b.displayOrder);
  return { listing, photos, agents: agentRows };
}

export async function findStorageKey(db: Db, fileId: string) {
  return (await db.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId)))[0]?.key ?? null;
}
