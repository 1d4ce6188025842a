import { hasAnyRole, type Actor } from '../actor';

/**
 * Media outlets and advertisements: the limits, statuses, file places and the few rules the
 * screens and the API share.
 */

export const ADVERTISEMENT_LIMITS = {
  /** The advertisement list's page size. */
  pageSize: 20,
  nameMax: 255,
  typeMax: 100,
  frequencyMax: 100,
  locationMax: 255,
  editionMax: 255,
  notesMax: 4000,
  /** Total cost as typed: digits and the decimal point. */
  costLengthMax: 12,
} as const;

/** A media outlet's status: deleting one is a deactivation (status 2). */
export const MEDIA_OUTLET_STATUS = { active: 1, inactive: 2 } as const;
export const MEDIA_OUTLET_STATUS_FILTERS = [
  { id: 0, name: 'All' },
  { id: 1, name: 'Active' },
  { id: 2, name: 'Inactive' },
] as const;
export type MediaOutletStatusFilter = (typeof MEDIA_OUTLET_STATUS_FILTERS)[number]['id'];
export const mediaOutletStatusName = (statusId: number) => (statusId === 1 ? 'Active' : 'Inactive');

/** The files of a media outlet, by upload place: two images and a media kit (JPG, PNG or PDF). */
export const MEDIA_OUTLET_FILE_PLACES = ['image', 'logo', 'mediaKit'] as const;
export type MediaOutletFilePlace = (typeof MEDIA_OUTLET_FILE_PLACES)[number];
export const MEDIA_OUTLET_FILE_LABEL: Record<MediaOutletFilePlace, string> = {
  image: 'Image',
  logo: 'Logo',
  mediaKit: 'Media kit',
};

/** An advertisement's files by fileType: 1 the ad image, 2 the tear sheet. */
export const ADVERTISEMENT_FILE_TYPES = [
  { id: 1, place: 'image', label: 'Ad image', urlField: 'adImageUrl' },
  { id: 2, place: 'tearSheet', label: 'Tear sheet', urlField: 'tearSheetUrl' },
] as const;
export type AdvertisementFileTypeId = (typeof ADVERTISEMENT_FILE_TYPES)[number]['id'];
export type AdvertisementFilePlace = (typeof ADVERTISEMENT_FILE_TYPES)[number]['place'];

export function advertisementFileType(id: number) {
  return ADVERTISEMENT_FILE_TYPES.find((t) => t.id === id);
}

/** The download address of a stored file (the files feature answers it to whoever may see it). */
export const fileUrl = (fileId: string | null | undefined) => (fileId ? `/api/files/${fileId}` : null);

const COPY_PREFIX = 'Copy of ';

/**
 * The name of a copied advertisement: 'Copy of <name>', cut to the name's limit so a copy of a
 * copy still saves; a copy of 'Copy of X' becomes 'Copy of Copy of X' (each copy tells its origin).
 */
export function copiedAdvertisementName(name: string, max: number = ADVERTISEMENT_LIMITS.nameMax): string {
  return `${COPY_PREFIX}${name.trim()}`.slice(0, max).trimEnd();
}

/** A reservation deadline after the run date cannot be kept: spots close before the ad runs. */
export function isDeadlineAfterRunDate(runDate: string | null, reservationDeadline: string | null): boolean {
  return runDate !== null && reservationDeadline !== null && reservationDeadline > runDate;
}

/** The run-date filter of the list: both ends optional, the start not after the end. */
export function isRunDateRangeValid(from: string | null, to: string | null): boolean {
  return from === null || to === null || from <= to;
}

/** Who may create, change, copy and delete advertisements (everyone signed in may read them). */
export const ADVERTISEMENT_WRITERS = [
  'systemAdmin',
  'corporateMarketingEmployee',
  'marketingCoordinator',
] as const;

export function canWriteAdvertisements(actor: Pick<Actor, 'roles'>): boolean {
  return hasAnyRole(actor, ADVERTISEMENT_WRITERS);
}
