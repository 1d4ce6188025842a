import { marketingTypeName } from '../marketing/marketing.rules';
import { DEAL_TYPE_TEXT, LISTING_STATUS_LABEL, type DealTypeId, type ListingStatusId } from '../constants';

/**
 * How a listing's change history reads: field names as the forms label them, ids as their
 * names, yes/no for flags, owners by name and rental terms by price, never raw JSON.
 */
const FIELD_LABEL: Record<string, string> = {
  listingStatusId: 'Status',
  dealTypeId: 'Deal type',
  ownerInfo: 'Owners',
  listingRentalDetails: 'Rental terms',
  currentPrice: 'Current price',
  mlsNumber: 'MLS number',
  zip: 'Zip',
  virtualTourUrl: 'Virtual tour URL',
  virtualTour3dUrl: '3D virtual tour URL',
  additionalMls: 'Additional MLS',
  sendToSirOnly: 'Send to brand sites only',
  dataConsumers: 'Syndication',
};

const MARKETING_FIELD = /^marketing\.(\d+)\.(\w+)$/;

export function historyFieldLabel(field: string): string {
  // a marketing item's field: 'marketing.12.emailsSent' reads 'Marketing item 12: Emails Sent'
  const marketing = MARKETING_FIELD.exec(field);
  if (marketing) return `Marketing item ${marketing[1]}: ${historyFieldLabel(marketing[2])}`;
  return (
    FIELD_LABEL[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

const money = (n: unknown) =>
  typeof n === 'number' || (typeof n === 'string' && n.trim() !== '' && !Number.isNaN(Number(n)))
    ? `$${Number(n).toLocaleString('en-US', { maximumFractionDigits: 2 })}`
    : null;

function itemText(item: unknown): string {
  if (item == null || typeof item !== 'object') return String(item ?? '');
  const o = item as Record<string, unknown>;
  const name = [o.firstName, o.lastName].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  if (name) return name;
  if (typeof o.name === 'string') return o.name;
  if ('price' in o) {
    const details = [o.yearInfo, o.description].filter((p) => typeof p === 'string' && p.trim());
    return [money(o.price) ?? '—', ...details].join(' · ');
  }
  return Object.entries(o)
    .filter(([, v]) => v != null && v !== '')
    .map(([k, v]) => `${historyFieldLabel(k)}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

export function historyValueText(field: string, value: unknown): string {
  if (value == null || value === '') return '—';
  if (field === 'listingStatusId')
    return LISTING_STATUS_LABEL[Number(value) as ListingStatusId] ?? String(value);
  if (field === 'dealTypeId') return DEAL_TYPE_TEXT[Number(value) as DealTypeId] ?? String(value);
  if (/^marketing\.\d+\.marketingTypeId$/.test(field))
    return marketingTypeName(Number(value)) || String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (/price$/i.test(field)) return money(value) ?? String(value);
  if (Array.isArray(value)) return value.length ? value.map(itemText).join('; ') : '—';
  if (typeof value === 'object') return itemText(value);
  return String(value)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
