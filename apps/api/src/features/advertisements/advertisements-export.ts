import type { Db } from '../../db/client';
import { exportFile, type XlsxColumn } from '../../lib/xlsx-export';
import { getAdvertisement } from './advertisements.service';
import type { AdvertisementRecord } from './advertisements.repo';

/**
 * The two workbooks of an advertisement: the advertisement itself, and its CIT (cost) sheet.
 * Every text cell is guarded against formula injection (a name typed as '=HYPERLINK(…)' stays
 * text in a spreadsheet program).
 */

type Column = XlsxColumn<AdvertisementRecord>;

const AD_COLUMNS: Column[] = [
  { header: 'Media Outlet', width: 28, value: (a) => a.mediaOutletName },
  { header: 'Name', width: 32, value: (a) => a.name },
  { header: 'Publish', width: 10, value: (a) => (a.publish ? 'Yes' : 'No') },
  { header: 'Type', width: 16, value: (a) => a.type },
  { header: 'Frequency', width: 14, value: (a) => a.frequency },
  { header: 'Location', width: 20, value: (a) => a.location },
  { header: 'Edition', width: 20, value: (a) => a.edition },
  { header: 'Run Date', width: 12, value: (a) => a.runDate },
  { header: 'Reservation Deadline', width: 20, value: (a) => a.reservationDeadline },
  { header: 'Total Cost', width: 14, value: (a) => a.totalCost },
  { header: 'Notes', width: 40, value: (a) => a.notes },
  { header: 'Ad Image', width: 24, value: (a) => a.adImage?.fileName ?? null },
  { header: 'Tear Sheet', width: 24, value: (a) => a.tearSheet?.fileName ?? null },
];

const CIT_COLUMNS: Column[] = [
  { header: 'Media Outlet', width: 28, value: (a) => a.mediaOutletName },
  { header: 'Advertisement', width: 32, value: (a) => a.name },
  { header: 'Edition', width: 20, value: (a) => a.edition },
  { header: 'Run Date', width: 12, value: (a) => a.runDate },
  { header: 'Total Cost', width: 14, value: (a) => a.totalCost },
  { header: 'Tear Sheet', width: 24, value: (a) => a.tearSheet?.fileName ?? null },
];

const fileStem = (ad: AdvertisementRecord) =>
  ad.name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'advertisement';

export async function exportAdvertisement(db: Db, id: number) {
  const ad = await getAdvertisement(db, id);
  return exportFile('xlsx', `advertisement-${fileStem(ad)}`, 'Advertisement', AD_COLUMNS, [ad]);
}

export async function exportAdvertisementCit(db: Db, id: number) {
  const ad = await getAdvertisement(db, id);
  return exportFile('xlsx', `cit-${fileStem(ad)}`, 'CIT', CIT_COLUMNS, [ad]);
}
