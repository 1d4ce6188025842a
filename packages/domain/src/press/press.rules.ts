/** Press items: their types, limits and the list's defaults. Pure data and functions. */

export const PRESS_TYPES = [
  { id: 1, name: 'Press Release' },
  { id: 2, name: 'Listings in the Media' },
  { id: 3, name: 'Company in the Media' },
] as const;
export const PRESS_TYPE_IDS = [1, 2, 3] as const;
export type PressTypeId = (typeof PRESS_TYPE_IDS)[number];

export function pressTypeName(id: number): string {
  return PRESS_TYPES.find((t) => t.id === id)?.name ?? '';
}

export const PRESS_LIMITS = {
  titleMax: 255,
  urlMax: 2000,
  textMax: 100,
  pageSize: 20,
} as const;

export const PRESS_SORT_COLUMNS = ['date', 'title', 'pressType', 'mediaOutlet', 'publish'] as const;
export type PressSortColumn = (typeof PRESS_SORT_COLUMNS)[number];

/** The list opens on published items, newest first. */
export const PRESS_LIST_DEFAULTS = {
  publish: true,
  sortColumn: 'date',
  sortDirection: 'desc',
} as const satisfies { publish: boolean; sortColumn: PressSortColumn; sortDirection: 'asc' | 'desc' };

/** A press item names at most one agent or one listing (or neither, for company news). */
export function isOneEntity(entity: { agentId: number | null; listingId: number | null }): boolean {
  return entity.agentId == null || entity.listingId == null;
}
