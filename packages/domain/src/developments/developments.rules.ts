import { type Actor, hasAnyRole, isAgent, isSystemAdmin } from '../actor';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

/**
 * Development rules (spec/002 sections 3, 4, 5, 6 and 9): statuses, lot size units, agent sides,
 * the limits and required fields of the details form, who may see and change a development, and
 * the unit summary of its associated listings. Pure data and functions.
 */

/** The development's status (not shown in the spec: chosen, like offices). */
export const DEVELOPMENT_STATUS = { active: 1, inactive: 2 } as const;
export const DEVELOPMENT_STATUSES = [
  { id: 1, name: 'Active' },
  { id: 2, name: 'Inactive' },
] as const;
export const developmentStatusName = (id: number) => (id === 2 ? 'Inactive' : 'Active');

/** Lot size unit types: 1 Acreage, 2 Sq. Ft. */
export const LOT_SIZE_TYPES = [
  { id: 1, name: 'Acreage' },
  { id: 2, name: 'Sq. Ft' },
] as const;

/**
 * The sides of a development's agents ('at most 20 agents per side'): the listing side markets
 * the development for its sponsor, the sales side works with buyers (as a listing's list and sale
 * sides, ids 1 and 2). An agent is on one side of a development at a time.
 */
export const DEVELOPMENT_SIDES = [
  { id: 1, name: 'Listing side' },
  { id: 2, name: 'Sales side' },
] as const;
export type DevelopmentSideId = (typeof DEVELOPMENT_SIDES)[number]['id'];
export const developmentSideName = (id: number) => DEVELOPMENT_SIDES.find((s) => s.id === id)?.name ?? '';

/** The sections of the amenity catalogue a development chooses from (those that describe a building). */
export const DEVELOPMENT_AMENITY_SECTIONS = [
  'BUILDING',
  'PARKING',
  'OUTDOOR',
  'ASSOCIATION',
  'GREEN',
] as const;

export const DEVELOPMENT_LIMITS = {
  titleMax: 50,
  siraIdMax: 255,
  ownerNameMax: 50,
  addressMax: 255,
  cityMax: 80,
  zipDigits: 5,
  websiteUrlMax: 247,
  adCopyBodyMax: 4000,
  adCopyHeadlineMax: 100, // chosen: the headline's limit is not shown
  agentsPerSide: 20,
  pageSize: LIMITS.defaultListSize,
  listingPageSize: 10,
  listingSearchPageSize: 30,
  listingSearchDebounceMs: 500,
  imagesMax: 50,
  logoMinSide: 70,
  pickerPageSize: 1000,
  maxNumeric: LIMITS.maxNumeric,
} as const;

/** Input limits of the numeric fields, in characters (digits and an optional decimal point). */
export const DEVELOPMENT_NUMBER_FIELDS = {
  totalUnits: { label: 'Total units', maxChars: 4, isWhole: true },
  totalDollarValue: { label: 'Development value', maxChars: 11, isWhole: false },
  minimumPricePerUnit: { label: 'Minimum offering price per unit', maxChars: 11, isWhole: false },
  maxFinancing: { label: 'Max financing', maxChars: 3, isWhole: false },
  interiorSize: { label: 'Interior size', maxChars: 4, isWhole: true },
  exteriorSize: { label: 'Outdoor size', maxChars: 4, isWhole: true },
  lotSize: { label: 'Lot size', maxChars: 10, isWhole: false },
  yearBuilt: { label: 'Year built', maxChars: 4, isWhole: true },
} as const;
export type DevelopmentNumberField = keyof typeof DEVELOPMENT_NUMBER_FIELDS;

/**
 * The sentence refusing a numeric input, or null: digits with an optional decimal point (at most
 * two decimals), within the field's input length and at most 2147483647; the year has four digits.
 */
export function developmentNumberRefusal(field: DevelopmentNumberField, text: string): string | null {
  const { label, maxChars, isWhole } = DEVELOPMENT_NUMBER_FIELDS[field];
  if (field === 'yearBuilt') return /^\d{4}$/.test(text) ? null : MSG.yearFourDigits;
  if (!(isWhole ? /^\d+$/ : /^\d+(\.\d{1,2})?$|^\.\d{1,2}$/).test(text))
    return isWhole ? MSG.wholeNumber(label) : MSG.notANumber(label);
  if (text.length > maxChars) return MSG.developmentDigitsMax(label, maxChars);
  if (Number(text) > LIMITS.maxNumeric) return MSG.maxValue(label, LIMITS.maxNumeric);
  return null;
}

/** The details the form requires, in the form's order, with their labels. */
export const DEVELOPMENT_REQUIRED = [
  ['title', 'Title'],
  ['officeId', 'Office'],
  ['address1', 'Address'],
  ['city', 'City'],
  ['regionId', 'State'],
  ['zip', 'Zip'],
  ['listDate', 'List date'],
  ['expirationDate', 'Expiration date'],
  ['agreementDate', 'Agreement date'],
  ['websiteUrl', 'Website URL'],
  ['totalUnits', 'Total units'],
  ['totalDollarValue', 'Development value'],
  ['minimumPricePerUnit', 'Minimum offering price per unit'],
] as const;
export type DevelopmentRequiredField = (typeof DEVELOPMENT_REQUIRED)[number][0];

/** The labels of the required details left empty, in the form's order. */
export function missingDevelopmentFields(v: Partial<Record<DevelopmentRequiredField, unknown>>): string[] {
  return DEVELOPMENT_REQUIRED.filter(([field]) => {
    const value = v[field];
    return value == null || (typeof value === 'string' && value.trim() === '');
  }).map(([, label]) => label);
}

/** The roles that manage developments within their offices. */
const DEVELOPMENT_STAFF = ['corporateMarketingEmployee', 'marketingCoordinator', 'staff'] as const;

/** The facts of a development the access rules read. */
export type DevelopmentFacts = { officeId: number; agentIds: readonly number[] };

/**
 * Who may open (and so change) a development: a system admin any; marketing staff and staff
 * those of their offices; an agent with development access (associated with a building) those
 * they are an agent of.
 */
export function canOpenDevelopment(actor: Actor, d: DevelopmentFacts): boolean {
  if (isSystemAdmin(actor)) return true;
  if (hasAnyRole(actor, DEVELOPMENT_STAFF) && actor.officeIds.includes(d.officeId)) return true;
  return (
    isAgent(actor) && actor.isAssociatedWithBuilding && d.agentIds.some((id) => actor.agentIds.includes(id))
  );
}

/** Who may create a development in an office: a system admin, or marketing staff and staff of that office. */
export function canCreateDevelopment(actor: Actor, officeId?: number | null): boolean {
  if (isSystemAdmin(actor)) return true;
  if (!hasAnyRole(actor, DEVELOPMENT_STAFF)) return false;
  return officeId == null || actor.officeIds.includes(officeId);
}

/** Whether one more agent fits on a side that holds `count` agents. */
export const hasRoomOnSide = (count: number) => count < DEVELOPMENT_LIMITS.agentsPerSide;

/** The associated-listing row's type: Sale when the business purpose is 1, else Rental. */
export const developmentListingType = (businessPurposeTypeId: number): 'Sale' | 'Rental' =>
  businessPurposeTypeId === 1 ? 'Sale' : 'Rental';

/** The unit summary of a development's associated listings, by status. */
export type DevelopmentUnits = {
  buildingId: number;
  numberOfActiveUnits: number;
  totalActiveUnits: number;
  numberOfPendingUnits: number;
  totalPendingUnits: number;
  numberOfSoldUnits: number;
  totalSoldUnits: number;
};

/** Listing statuses counted as active, pending and sold units. */
export const UNIT_STATUSES = { active: [1, 7], pending: [3], sold: [4] } as const;

/**
 * Counts and price totals of the associated listings by status (sold ones at their sold price
 * when known), or null when none of them is active, pending or sold.
 */
export function unitSummary(
  buildingId: number,
  listings: ReadonlyArray<{ statusId: number; currentPrice: number | null; soldPrice: number | null }>,
): DevelopmentUnits | null {
  const sum = (statuses: readonly number[], sold = false) => {
    const rows = listings.filter((l) => statuses.includes(l.statusId));
    const total = rows.reduce(
      (t, l) => t + ((sold ? (l.soldPrice ?? l.currentPrice) : l.currentPrice) ?? 0),
      0,
    );
    return [rows.length, Math.round(total * 100) / 100] as const;
  };
  const [na, ta] = sum(UNIT_STATUSES.active);
  const [np, tp] = sum(UNIT_STATUSES.pending);
  const [ns, ts] = sum(UNIT_STATUSES.sold, true);
  if (na + np + ns === 0) return null;
  return {
    buildingId,
    numberOfActiveUnits: na,
    totalActiveUnits: ta,
    numberOfPendingUnits: np,
    totalPendingUnits: tp,
    numberOfSoldUnits: ns,
    totalSoldUnits: ts,
  };
}

/**
 * The display orders after a reorder: each side numbered from 1 in the order given (agents left
 * out of the list keep their relative order after those given).
 */
export function renumberAgents<T extends { agentId: number; sideTypeId: number }>(
  current: readonly T[],
  order: ReadonlyArray<{ agentId: number; displayOrder: number }>,
): Array<T & { displayOrder: number }> {
  const rank = new Map(order.map((o) => [o.agentId, o.displayOrder]));
  const sorted = [...current].sort(
    (a, b) => (rank.get(a.agentId) ?? Infinity) - (rank.get(b.agentId) ?? Infinity),
  );
  const next = new Map<number, number>();
  return sorted.map((a) => {
    const n = (next.get(a.sideTypeId) ?? 0) + 1;
    next.set(a.sideTypeId, n);
    return { ...a, displayOrder: n };
  });
}
