/**
 * Office rules (spec/002 sections 3, 4, 5 and 9): statuses, regions, the settings flags and the
 * defaults they give a new listing, phone and zip shapes, the required fields. Pure data and
 * functions, shared by the forms, the API and the tests.
 */

export const OFFICE_STATUS = { active: 1, inactive: 2 } as const;
export type OfficeStatusId = (typeof OFFICE_STATUS)[keyof typeof OFFICE_STATUS];

/** The search bar's Office Status choices: 0 All, 1 Active, 2 Inactive. */
export const OFFICE_STATUS_FILTERS = [
  { id: 0, name: 'All' },
  { id: 1, name: 'Active' },
  { id: 2, name: 'Inactive' },
] as const;
export type OfficeStatusFilter = (typeof OFFICE_STATUS_FILTERS)[number]['id'];

/** A status as stored or read (an id or a name): inactive is 2, anything else 1. */
export function officeStatusId(status: number | string | null | undefined): OfficeStatusId {
  if (status === OFFICE_STATUS.inactive) return OFFICE_STATUS.inactive;
  if (typeof status === 'string' && /^\s*(inactive|2)\s*$/i.test(status)) return OFFICE_STATUS.inactive;
  return OFFICE_STATUS.active;
}

export function officeStatusName(status: number): 'Active' | 'Inactive' {
  return officeStatusId(status) === OFFICE_STATUS.inactive ? 'Inactive' : 'Active';
}

/** Offices named 'inactive' or without a sales region stay out of office groupings. */
export function isInOfficeGrouping(office: { name: string; salesRegionId: number | null }): boolean {
  return office.salesRegionId != null && !/inactive/i.test(office.name);
}

/**
 * The office regions (the spec names the field, not its values): chosen, a catalogue of the
 * network's areas, kept here like the sales regions.
 */
export const OFFICE_REGIONS = [
  { id: 1, name: 'Northeast' },
  { id: 2, name: 'Southeast' },
  { id: 3, name: 'Midwest' },
  { id: 4, name: 'Southwest' },
  { id: 5, name: 'Pacific' },
  { id: 6, name: 'Rocky Mountain' },
  { id: 7, name: 'International' },
] as const;

export function officeRegionName(id: number | null | undefined): string | null {
  return OFFICE_REGIONS.find((r) => r.id === id)?.name ?? null;
}

/** The 13 settings flags in the spec's order, with the labels of the Settings section. */
export const OFFICE_SETTINGS_FLAGS = [
  ['defaultPublish', 'Default publish'],
  ['allowSoldsToDisplaySoldPrice', 'Allow solds to display sold price'],
  ['allowDraftSendToTrident', 'Allow draft send to Trident'],
  ['allowRentalSendToTrident', 'Allow rental send to Trident'],
  ['defaultShowAddress', 'Default show address'],
  ['allowTridentBuyerSideRentals', 'Allow Trident buyer-side rentals'],
  ['defaultSelectSale', 'Default select sale'],
  ['showAgentTitle', 'Show agent title'],
  ['allowNewMlsListings', 'Allow new MLS listings'],
  ['suppressMlsImport', 'Suppress MLS import'],
  ['suppressMlsPhotoImport', 'Suppress MLS photo import'],
  ['suppressMlsAdCopyImport', 'Suppress MLS ad copy import'],
  ['suppressMlsAgentImport', 'Suppress MLS agent import'],
] as const;
export type OfficeSettingsFlag = (typeof OFFICE_SETTINGS_FLAGS)[number][0];
export type OfficeSettingsFlags = Record<OfficeSettingsFlag, boolean>;

/**
 * The flags of an office that never saved its settings (chosen): what a new listing got before
 * offices had settings (not published, address shown, not a select sale, MLS imports on), sold
 * prices shown, agent titles shown, new MLS listings allowed, nothing sent to Trident early.
 */
export const OFFICE_SETTINGS_DEFAULTS: OfficeSettingsFlags = {
  defaultPublish: false,
  allowSoldsToDisplaySoldPrice: true,
  allowDraftSendToTrident: false,
  allowRentalSendToTrident: false,
  defaultShowAddress: true,
  allowTridentBuyerSideRentals: false,
  defaultSelectSale: false,
  showAgentTitle: true,
  allowNewMlsListings: true,
  suppressMlsImport: false,
  suppressMlsPhotoImport: false,
  suppressMlsAdCopyImport: false,
  suppressMlsAgentImport: false,
};

/**
 * What a new listing in the office starts with, from the office's settings (selectSale is the
 * list-side agent's row: a listing is a select sale through its agents).
 */
export function newListingDefaults(s: OfficeSettingsFlags) {
  return {
    publish: s.defaultPublish,
    showAddress: s.defaultShowAddress,
    selectSale: s.defaultSelectSale,
    suppressMlsImport: s.suppressMlsImport,
    suppressPhotoImport: s.suppressMlsPhotoImport,
    suppressAdCopyImport: s.suppressMlsAdCopyImport,
    suppressAgentImport: s.suppressMlsAgentImport,
  };
}

/** Phone and fax as typed: spaces, dots, dashes and brackets dropped; '' stays ''. */
export function phoneDigits(text: string): string {
  return text.replace(/[\s.()-]/g, '');
}
export function isTenDigitPhone(text: string): boolean {
  return /^\d{10}$/.test(phoneDigits(text));
}

export const OFFICE_LIMITS = {
  nameMax: 50,
  mlsIdMax: 50,
  addressMax: 255,
  zipMax: 5,
  emailMax: 255,
  socialUrlMax: 255,
  historyMax: 8000,
  managerTitleMax: 100, // chosen
  pageSize: 20,
} as const;

/** The required fields of the office details form, in the form's order, with their labels. */
export const OFFICE_REQUIRED = [
  ['name', 'Name'],
  ['officeRegionId', 'Office region'],
  ['salesRegionId', 'Sales region'],
  ['address1', 'Address 1'],
  ['city', 'City'],
  ['regionId', 'State'],
  ['zip', 'Zip'],
  ['phoneNumber', 'Phone number'],
  ['fax', 'Fax'],
  ['email', 'Email'],
] as const;

/** The labels of the required fields left empty (null, undefined or blank text). */
export function missingOfficeFields(v: Record<string, unknown>): string[] {
  return OFFICE_REQUIRED.filter(([field]) => {
    const value = v[field];
    return value == null || (typeof value === 'string' && value.trim() === '');
  }).map(([, label]) => label);
}
