/** AI areas (neighborhoods): their statuses, limits, the list's defaults and the parent rule. Pure. */
import { MSG } from '../messages';

/** 0 is the filter's "all"; an area itself is approved, rejected or not yet reviewed. */
export const AI_AREA_STATUSES = [
  { id: 1, name: 'Approved' },
  { id: 2, name: 'Rejected' },
  { id: 3, name: 'Not reviewed' },
] as const;
export const AI_AREA_STATUS_IDS = [1, 2, 3] as const;
export type AiAreaStatusId = (typeof AI_AREA_STATUS_IDS)[number];
export const AI_AREA_STATUS = { approved: 1, rejected: 2, notReviewed: 3 } as const;

/** A rejected area is not offered where a listing's AI area is chosen. */
export const AI_AREA_OFFERED_STATUSES = [AI_AREA_STATUS.approved, AI_AREA_STATUS.notReviewed] as const;

export function aiAreaStatusName(id: number): string {
  return AI_AREA_STATUSES.find((s) => s.id === id)?.name ?? '';
}

export const AI_AREA_LIMITS = {
  /** A listing stores its AI area's name in a field of this length. */
  nameMax: 80,
  aliasMax: 80,
  summaryMax: 500,
  descriptionMax: 4000,
  textMax: 100,
  pageSize: 50,
  /** The parent picker reads every area of a region at once. */
  pickListSize: 1000,
} as const;

export const AI_AREA_SORT_COLUMNS = [
  'name',
  'alias',
  'salesRegion',
  'parent',
  'status',
  'listingsCount',
] as const;
export type AiAreaSortColumn = (typeof AI_AREA_SORT_COLUMNS)[number];

/** An area as the parent rule sees it. */
export type AreaNode = { id: number; salesRegionId: number; parentNeighborhood: number | null };

/**
 * Why `parent` cannot be the parent of `area`, or null when it can: not the area itself, in the
 * same sales region, and no loop (walking up from the parent never reaches the area). `parentOf`
 * answers the current parent of any area on the chain (null at the top, undefined when unknown).
 * An area not yet saved (id null) cannot be on any chain.
 */
export function parentProblem(
  area: { id: number | null; salesRegionId: number },
  parent: { id: number; salesRegionId: number },
  parentOf: (id: number) => number | null | undefined,
): string | null {
  if (area.id != null && parent.id === area.id) return MSG.aiAreaParentSelf;
  if (parent.salesRegionId !== area.salesRegionId) return MSG.aiAreaParentRegion;
  if (area.id == null) return null;
  const seen = new Set<number>([parent.id]);
  let current = parentOf(parent.id);
  while (current != null) {
    if (current === area.id) return MSG.aiAreaParentLoop;
    // a loop that does not pass through the area is not this change's doing; stop walking it
    if (seen.has(current)) return null;
    seen.add(current);
    current = parentOf(current);
  }
  return null;
}

/** The same rule over a list of areas (what the server reads and what a table test writes). */
export function parentProblemIn(
  areas: AreaNode[],
  areaId: number | null,
  salesRegionId: number,
  parentId: number,
) {
  const byId = new Map(areas.map((a) => [a.id, a]));
  const parent = byId.get(parentId);
  if (!parent) return MSG.aiAreaParentUnknown;
  return parentProblem({ id: areaId, salesRegionId }, parent, (id) => byId.get(id)?.parentNeighborhood);
}
