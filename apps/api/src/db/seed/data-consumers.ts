import type { ConsumerRequirement, DataConsumerKind } from '@atrium/domain';
import type { Db } from '../client';
import * as t from '../schema';

const published: ConsumerRequirement[] = [
  { kind: 'noFlag', flag: 'notPublished' },
  { kind: 'notPrivate' },
  { kind: 'onMarket' },
];
const validAddress: ConsumerRequirement = { kind: 'noFlag', flag: 'invalidAddress' };
const photos = (count: number): ConsumerRequirement => ({ kind: 'minPhotos', count });
const minPrice = (amount: number): ConsumerRequirement => ({ kind: 'minPrice', amount });

type ConsumerSeed = {
  name: string;
  kind: DataConsumerKind;
  website: string;
  requirements: ConsumerRequirement[];
};

/**
 * The demo catalogue of data consumers: the large listing portals (which want a valid address
 * and an MLS number), a rentals site, and the luxury partner sites (which want a price above
 * their floor, full-resolution photos and the price shown). A real installation keeps its own.
 */
export const DATA_CONSUMER_CATALOGUE: ConsumerSeed[] = [
  {
    name: 'Zillow',
    kind: 'portal',
    website: 'https://www.zillow.com',
    requirements: [validAddress, { kind: 'noFlag', flag: 'missingMlsNumber' }, photos(5), ...published],
  },
  {
    name: 'Realtor.com',
    kind: 'portal',
    website: 'https://www.realtor.com',
    requirements: [validAddress, { kind: 'noFlag', flag: 'missingMlsNumber' }, photos(1), ...published],
  },
  {
    name: 'Homes.com',
    kind: 'portal',
    website: 'https://www.homes.com',
    requirements: [validAddress, photos(3), ...published],
  },
  {
    name: 'Apartments.com',
    kind: 'portal',
    website: 'https://www.apartments.com',
    requirements: [{ kind: 'listingType', listingType: 'Rental' }, validAddress, photos(3), ...published],
  },
  {
    name: 'Mansion Global',
    kind: 'partner',
    website: 'https://www.mansionglobal.com',
    requirements: [
      { kind: 'listingType', listingType: 'Sale' },
      minPrice(2_000_000),
      { kind: 'noFlag', flag: 'priceHidden' },
      photos(10),
      { kind: 'noFlag', flag: 'photosTooSmall' },
      ...published,
    ],
  },
  {
    name: 'JamesEdition',
    kind: 'partner',
    website: 'https://www.jamesedition.com',
    requirements: [minPrice(1_000_000), photos(8), { kind: 'noFlag', flag: 'photosTooSmall' }, ...published],
  },
  {
    name: 'LuxuryPortfolio',
    kind: 'partner',
    website: 'https://www.luxuryportfolio.com',
    requirements: [
      minPrice(1_000_000),
      photos(10),
      { kind: 'noFlag', flag: 'requiredDataMissing' },
      ...published,
    ],
  },
  {
    name: 'Wall Street Journal',
    kind: 'partner',
    website: 'https://www.wsj.com/real-estate',
    requirements: [
      { kind: 'listingType', listingType: 'Sale' },
      minPrice(1_500_000),
      { kind: 'noFlag', flag: 'addressHidden' },
      photos(10),
      ...published,
    ],
  },
  {
    name: 'Juwai',
    kind: 'partner',
    website: 'https://www.juwai.com',
    requirements: [
      { kind: 'listingType', listingType: 'Sale' },
      { kind: 'noFlag', flag: 'priceHidden' },
      photos(5),
      ...published,
    ],
  },
  {
    name: 'Properstar',
    kind: 'partner',
    website: 'https://www.properstar.com',
    requirements: [validAddress, photos(5), ...published],
  },
];

/** Fills the demo catalogue of data consumers (only while the table is empty). */
export async function seedDataConsumers(db: Db) {
  const existing = await db.select({ id: t.dataConsumers.id }).from(t.dataConsumers).limit(1);
  if (existing.length) return;
  await db
    .insert(t.dataConsumers)
    .values(DATA_CONSUMER_CATALOGUE.map((c, i) => ({ ...c, displayOrder: i + 1 })));
}
