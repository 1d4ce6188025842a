/**
 * The notification types: what a user can be assigned to and notified of. The ids are the
 * product's (listing links for 1 to 5, 8 to 12, 17 and 18; a user for 6; an agent for 7; an AI
 * area for 26); 23 (commission export) links nowhere.
 */
export const NOTIFICATION_LINK_KINDS = ['listing', 'user', 'agent', 'aiArea', 'none'] as const;
export type NotificationLinkKind = (typeof NOTIFICATION_LINK_KINDS)[number];

export const NOTIFICATION_TYPE = {
  mlsListingCreated: 1,
  mlsListingUpdated: 2,
  listingExpiring: 3,
  spotRequested: 4,
  userCreated: 6,
  agentCreated: 7,
  listingCreated: 8,
  commissionExport: 23,
  aiAreaToReview: 26,
} as const;
export type NotificationTypeId = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

export const NOTIFICATION_TYPES: ReadonlyArray<{ id: NotificationTypeId; name: string }> = [
  { id: 1, name: 'MLS listing created' },
  { id: 2, name: 'MLS listing updated' },
  { id: 3, name: 'Listing expiring' },
  { id: 4, name: 'Spot requested' },
  { id: 6, name: 'User created' },
  { id: 7, name: 'Agent created' },
  { id: 8, name: 'Listing created' },
  { id: 23, name: 'Commission export' },
  { id: 26, name: 'AI area to review' },
];

export const NOTIFICATION_TYPE_IDS = NOTIFICATION_TYPES.map((t) => t.id);

export const isNotificationType = (id: number): id is NotificationTypeId =>
  (NOTIFICATION_TYPE_IDS as readonly number[]).includes(id);

export const notificationTypeName = (id: number) =>
  NOTIFICATION_TYPES.find((t) => t.id === id)?.name ?? `Notification ${id}`;

/** Page sizes: 50 by default, 100 at most. */
export const NOTIFICATION_LIMITS = {
  pageSize: 50,
  pageSizeMax: 100,
  dismissMax: 100,
  assigneesMax: 500,
} as const;

const LISTING_IDS: readonly number[] = [1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 17, 18];

/** What a notification of this type links to. */
export function notificationLinkKind(typeId: number): NotificationLinkKind {
  if (LISTING_IDS.includes(typeId)) return 'listing';
  if (typeId === 6) return 'user';
  if (typeId === 7) return 'agent';
  if (typeId === 26) return 'aiArea';
  return 'none';
}

/** The screen a notification opens (under /eng), or null when it names nothing to open. */
export function notificationLink(typeId: number, entityId: number | null): string | null {
  if (entityId == null) return null;
  switch (notificationLinkKind(typeId)) {
    case 'listing':
      return `/eng/listing/${entityId}`;
    case 'user':
      return `/eng/user/${entityId}`;
    case 'agent':
      return `/eng/agent/${entityId}`;
    case 'aiArea':
      return `/eng/aiNeighborhood/?search=${encodeURIComponent(String(entityId))}`;
    default:
      return null;
  }
}
