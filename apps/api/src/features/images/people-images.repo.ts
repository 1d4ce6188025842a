import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isLowResolution, PEOPLE_PHOTO_SIZE } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { agents, images, offices, salesTeams } from '../../db/schema';

/** The records with one photo, by the entity type of their images. */
const TABLES = { agent: agents, salesTeam: salesTeams, office: offices } as const;
export type PeopleEntityType = keyof typeof TABLES;

/** The office an agent works from, or undefined when there is no such agent. */
export const findAgentOffice = async (db: DbOrTx, id: number) =>
  (await db.select({ officeId: agents.officeId }).from(agents).where(eq(agents.id, id)))[0];

/** The office of a sales team, or undefined when there is no such team. */
export const findSalesTeamOffice = async (db: DbOrTx, id: number) =>
  (await db.select({ officeId: salesTeams.officeId }).from(salesTeams).where(eq(salesTeams.id, id)))[0];

export const officeExists = async (db: DbOrTx, id: number) =>
  (await db.select({ id: offices.id }).from(offices).where(eq(offices.id, id))).length > 0;

/** Locks the record an image change belongs to; false when it does not exist. */
export async function lockPeopleOwner(tx: DbOrTx, type: PeopleEntityType, id: number) {
  const table = TABLES[type];
  return (await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update')).length > 0;
}

/** A new version (ETag) and change time of the record. */
export async function bumpPeopleOwnerVersion(tx: DbOrTx, type: PeopleEntityType, id: number) {
  const table = TABLES[type];
  await tx
    .update(table)
    .set({ version: sql`${table.version} + 1`, updatedAt: sql`now()` })
    .where(eq(table.id, id));
}

/** What the agent list shows of an agent's photo. */
export type AgentPhotoFacts = {
  agentId: number;
  imageId: string;
  /** The small rendition once made, the original until then (served by GET files/{id}). */
  fileId: string;
  /** Below the agent photo's minimum (840x1120): only imported photos can be. */
  isUndersized: boolean;
};

/** The photo of each of these agents that has one (agents without a photo are left out). */
export async function agentPhotoFacts(db: DbOrTx, agentIds: number[]): Promise<AgentPhotoFacts[]> {
  if (!agentIds.length) return [];
  const rows = await db
    .select({
      agentId: images.entityId,
      imageId: images.id,
      original: images.originalFileId,
      small: images.smallFileId,
      width: images.width,
      height: images.height,
    })
    .from(images)
    .where(
      and(
        eq(images.entityType, 'agent'),
        eq(images.imageType, 'photo'),
        inArray(images.entityId, [...new Set(agentIds)]),
      ),
    );
  return rows.map((r) => ({
    agentId: r.agentId,
    imageId: r.imageId,
    fileId: r.small ?? r.original,
    isUndersized: isLowResolution(r.width, r.height, PEOPLE_PHOTO_SIZE),
  }));
}

/**
 * The agent list's 'undersized image' filter as a condition on the agents' id column: the agent
 * has a photo below 840x1120 (served by the images_entity_idx index).
 */
export function agentPhotoUndersizedSql(agentId: SQL | typeof agents.id): SQL {
  const { minLongSide, minShortSide } = PEOPLE_PHOTO_SIZE;
  return sql`exists (select 1 from ${images} where ${images.entityType} = 'agent'
    and ${images.imageType} = 'photo' and ${images.entityId} = ${agentId}
    and (greatest(${images.width}, ${images.height}) < ${minLongSide}
      or least(${images.width}, ${images.height}) < ${minShortSide}))`;
}
