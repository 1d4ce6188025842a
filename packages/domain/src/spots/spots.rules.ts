import { hasAnyRole, isSystemAdmin, type Actor } from '../actor';
import { LISTING_STATUS } from '../constants';

/**
 * Advertising spots: how many of a spot are left, who may book or only request one, and how an
 * agent reservation's cost is shared. Pure rules, tested row by row.
 */

export const SPOT_TABS = [
  { index: 0, key: 'viewAssignments', label: 'Assignments' },
  { index: 1, key: 'bookOpenSpots', label: 'Book open spots' },
  { index: 2, key: 'reserveSpots', label: 'Reservations' },
  { index: 3, key: 'agentCost', label: 'Agent cost' },
] as const;
export type SpotTabKey = (typeof SPOT_TABS)[number]['key'];

/** Who a reservation holds spots for: offices (3) or agents (4). */
export const SPOT_ENTITY_TYPE = { office: 3, agent: 4 } as const;
export type SpotEntityTypeId = (typeof SPOT_ENTITY_TYPE)[keyof typeof SPOT_ENTITY_TYPE];

/** The spot table's row sub-action that opens the agent cost tab. */
export const SPOT_SUB_ACTION_AGENT_COST = 3;

export const SPOT_LIMITS = {
  /** The spot list of an advertisement. */
  pageSize: 20,
  /** The listing search of the booking screen. */
  listingPageSize: 100,
  nameMax: 255,
  descriptionMax: 4000,
  billingCodeMax: 50,
  entityIdsMax: 200,
  requestNotesMax: 1000,
} as const;

/** The listing search of the booking screen starts on active and pending sales, by address. */
export const SPOT_LISTING_SEARCH_DEFAULTS = {
  status: [LISTING_STATUS.active, LISTING_STATUS.pending],
  businessPurposeTypeId: 1 as const,
  currentPage: 1,
  itemsPerPage: SPOT_LIMITS.listingPageSize,
  sortColumn: 'address1' as const,
  sortDirection: 'asc' as const,
};

/** The spot list starts on its first page of 20, by name. */
export const SPOT_LIST_DEFAULTS = {
  currentPage: 1,
  itemsPerPage: SPOT_LIMITS.pageSize,
  sortColumn: 'name' as const,
  sortDirection: 'asc' as const,
};

/** The marketing staff who maintain spots, reservations and agent costs. */
export const SPOT_MANAGERS = ['corporateMarketingEmployee', 'marketingCoordinator', 'systemAdmin'] as const;
/** Who may book a spot for a listing: the booking permission, staff and the marketing staff. */
export const SPOT_BOOKERS = ['agentSpotBooking', 'staff', ...SPOT_MANAGERS] as const;
/** Who opens the booking screen: everyone who books, and agents who may only request. */
export const SPOT_BOOKING_SCREEN = ['agent', ...SPOT_BOOKERS] as const;

export function canManageSpots(actor: Pick<Actor, 'roles'>): boolean {
  return hasAnyRole(actor, SPOT_MANAGERS);
}
/** With Agent Spot Booking (or as staff) a user books; any other agent may only request. */
export function canBookSpot(actor: Pick<Actor, 'roles'>): boolean {
  return hasAnyRole(actor, SPOT_BOOKERS);
}
export function spotBookingAction(actor: Pick<Actor, 'roles'>): 'book' | 'request' | null {
  if (canBookSpot(actor)) return 'book';
  return hasAnyRole(actor, ['agent']) ? 'request' : null;
}

/**
 * A spot is for the offices it names, or for every office when it names none; a system
 * administrator sees every spot.
 */
export function isSpotInScope(actor: Pick<Actor, 'roles' | 'officeIds'>, spotOfficeIds: readonly number[]) {
  if (isSystemAdmin(actor) || spotOfficeIds.length === 0) return true;
  return spotOfficeIds.some((id) => actor.officeIds.includes(id));
}

/**
 * The spots left to book: the spots less those reserved and those booked, never below zero and
 * never above the number of spots (a spot whose count was lowered under what is taken shows 0).
 */
export function availableSpots(spot: { numberOfSpots: number; reserved: number; assigned: number }): number {
  const total = Math.max(0, spot.numberOfSpots);
  return Math.min(total, Math.max(0, total - Math.max(0, spot.reserved) - Math.max(0, spot.assigned)));
}

/** Whether `wanted` more spots can be taken (reserved or booked) without going over. */
export function canTake(
  spot: { numberOfSpots: number; reserved: number; assigned: number },
  wanted: number,
): boolean {
  return wanted >= 1 && availableSpots(spot) >= wanted;
}

/** The count of a spot stays at or above what is already reserved and booked. */
export function lowestNumberOfSpots(taken: { reserved: number; assigned: number }): number {
  return Math.max(0, taken.reserved) + Math.max(0, taken.assigned);
}

/** A reservation's agent cost: the spot's agent cost for each spot reserved. */
export function reservationAgentCost(agentCost: number | null, numberOfSpotsReserved: number): number {
  return Math.round((agentCost ?? 0) * 100 * numberOfSpotsReserved) / 100;
}

/**
 * Splits a cost evenly among the agents, each share rounded to 2 decimals, so that the shares add
 * up to the cost exactly: the cents left over go one each to the first agents in the list (the
 * order the reservation names them).
 */
export function splitAgentCost(total: number, agentCount: number): number[] {
  if (agentCount <= 0) return [];
  const cents = Math.round(total * 100);
  const sign = cents < 0 ? -1 : 1;
  const abs = Math.abs(cents);
  const base = Math.floor(abs / agentCount);
  const extra = abs - base * agentCount;
  return Array.from({ length: agentCount }, (_, i) => (sign * (base + (i < extra ? 1 : 0))) / 100);
}
