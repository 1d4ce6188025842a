import {
  COMMISSION_TYPE_LABEL,
  NOTIFICATION_TYPE,
  normalizeCommissions,
  type Actor,
  type CommissionExport,
  type CommissionSearch,
  type ListingCommissionBody,
  type ListingCommissionRow,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { exportFile, type XlsxColumn } from '../../lib/xlsx-export';
import { writeListing } from './listing-write.service';
import { searchCommissions } from './listing-commissions.repo';
import { actorName, notify } from '../notifications';

const EXPORT_MAX_ROWS = 20_000;

export async function listCommissions(db: Db, actor: Actor, q: CommissionSearch) {
  const { rows, total } = await searchCommissions(db, actor, q, {
    limit: q.itemsPerPage,
    offset: (q.currentPage - 1) * q.itemsPerPage,
  });
  return { currentPage: q.currentPage, itemsPerPage: q.itemsPerPage, totalRecords: total, results: rows };
}

/** PUT listing/{id}/commission: the rules of spec/000 section 5.4; Disable Listing Price Edit refuses. */
export async function saveCommission(
  db: Db,
  actor: Actor,
  listingId: number,
  body: ListingCommissionBody,
  expectedVersion: number | null,
) {
  const { doNotDisplayBuyerCommission, ...commissions } = body;
  const fields = {
    ...normalizeCommissions(commissions),
    ...(doNotDisplayBuyerCommission !== undefined
      ? { displayBuyerCommissionOnWebsite: !doNotDisplayBuyerCommission }
      : {}),
  };
  const opts = { expectedVersion, section: 'Prices' as const };
  const { row } = await writeListing(db, actor, listingId, opts, async () => ({ fields }));
  return row;
}

const COLUMNS: XlsxColumn<ListingCommissionRow>[] = [
  { header: 'Listing Number', width: 14, value: (r) => r.listingNumber },
  { header: 'MLS Number', width: 14, value: (r) => r.mlsNumber },
  { header: 'Address', width: 40, value: (r) => r.address },
  { header: 'Office', width: 26, value: (r) => r.office },
  { header: 'List Agent', width: 22, value: (r) => r.listAgent },
  { header: 'Current Price', width: 14, value: (r) => r.currentPrice },
  { header: 'Listing Date', width: 12, value: (r) => r.listingDate },
  { header: 'Listing Commission', width: 12, value: (r) => r.listingCommission },
  {
    header: 'Listing Commission Type',
    width: 14,
    value: (r) => COMMISSION_TYPE_LABEL[r.listingCommissionType ?? 1],
  },
  { header: 'Buyer Commission', width: 12, value: (r) => r.buyerCommission },
  {
    header: 'Buyer Commission Type',
    width: 24,
    value: (r) => COMMISSION_TYPE_LABEL[r.buyerCommissionType ?? 1],
  },
  {
    header: 'Display Buyer Commission',
    width: 10,
    value: (r) => (r.doNotDisplayBuyerCommission ? 'No' : 'Yes'),
  },
];

/** CSV or XLSX of the tab, every text cell guarded; the export is told once the file is made. */
export async function exportCommissions(db: Db, actor: Actor, q: CommissionExport) {
  const { rows } = await searchCommissions(db, actor, q, { limit: EXPORT_MAX_ROWS, offset: 0 });
  const isRental = q.businessPurposeTypeId === 2;
  const name = `listing-commissions-${isRental ? 'rentals' : 'sales'}`;
  const file = await exportFile(q.format, name, isRental ? 'Rentals' : 'Sales', COLUMNS, rows);
  await notify(db, {
    typeId: NOTIFICATION_TYPE.commissionExport,
    entityId: null,
    text: `${actorName(actor)} exported the ${isRental ? 'rental' : 'sale'} commissions (${rows.length} listings)`,
  });
  return file;
}
