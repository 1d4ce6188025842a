import { LISTING_STATUS as S, type ListingStatusId } from '../constants';

/**
 * The user's tasks, derived from data: each group names what needs doing and where it is done.
 * Pure data and functions; the API finds the rows within the listings the user may see.
 */

export const TASK_GROUPS = [
  {
    key: 'expiringListings',
    title: 'Listings expiring within a month',
    action: 'Extend the expiration date or update the status',
  },
  {
    key: 'incompleteListings',
    title: 'Listings missing required data',
    action: 'Complete the missing fields',
  },
  {
    key: 'privateAccessRequests',
    title: 'Private site access requests to approve',
    action: 'Approve or remove the access code',
  },
] as const;
export type TaskGroupKey = (typeof TASK_GROUPS)[number]['key'];

export const TASK_LIMITS = {
  /** Listings whose expiration date falls from today to this many days ahead. */
  expiringWithinDays: 30,
  expiringStatuses: [S.active, S.pending] as ListingStatusId[],
  /** Listings still being worked on: a missing field matters for these. */
  incompleteStatuses: [
    S.active,
    S.pending,
    S.comingSoon,
    S.draft,
    S.tempOffMarket,
    S.private,
  ] as ListingStatusId[],
  itemsPerGroup: 50,
} as const;

/** Where a task is resolved: the listing page opened on the section that fixes it. */
export function taskLink(group: TaskGroupKey, listingId: number): string {
  const section = {
    expiringListings: 'Dates',
    incompleteListings: 'Completeness',
    privateAccessRequests: 'ShowcaseWebsite',
  }[group];
  return `/eng/listing/${listingId}?edit=${section}`;
}

/** Whole days from `today` to `date` (negative when past); both ISO dates. */
export function daysUntil(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
