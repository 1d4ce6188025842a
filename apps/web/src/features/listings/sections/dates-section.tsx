import { daysOnMarket, formatListingDate } from '@atrium/domain';
import type { SectionViewProps } from './section-contract';
import { ReadGrid } from '../../../components/record-page/read-grid';

export const DATE_FIELDS = [
  ['listingDate', 'Listing date'],
  ['expirationDate', 'Expiration date'],
  ['projectedListDate', 'Projected list date'],
  ['contractDate', 'Contract date'],
  ['closedDate', 'Closed date'],
  ['canceledDate', 'Cancel date'],
] as const;

const today = () => new Date().toISOString().slice(0, 10);

export function DatesReadView({ listing }: SectionViewProps) {
  return (
    <ReadGrid
      items={[
        ...DATE_FIELDS.map(([name, label]) => [label, formatListingDate(listing[name])] as [string, string]),
        ['Days on market', daysOnMarket(listing.listingDate, today())],
      ]}
    />
  );
}
