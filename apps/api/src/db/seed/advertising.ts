import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Db } from '../client';
import type { Storage } from '../../adapters/storage/storage';
import { advertisements, files, mediaOutlets } from '../schema';

/**
 * The demo media outlets (luxury magazines and newspapers, each with a small drawn logo) and
 * their advertisements, run dates around today. Deterministic: the same names, dates and costs
 * on every seed.
 */
const OUTLETS = [
  { name: 'Robb Report', color: '#1f3a5f', statusId: 1 },
  { name: 'Architectural Digest', color: '#7a1f2b', statusId: 1 },
  { name: 'The Wall Street Journal Mansion', color: '#222222', statusId: 1 },
  { name: 'Town & Country', color: '#8a6d3b', statusId: 1 },
  { name: 'Hamptons Magazine', color: '#2e6b5e', statusId: 1 },
  { name: 'Coastal Living Quarterly', color: '#5a6b7a', statusId: 2 },
] as const;

/** [outlet index, name, type, frequency, location, edition, days from today, cost, publish] */
const ADS: Array<[number, string, string, string, string, string, number, number, boolean]> = [
  [0, 'Winter Estates Showcase', 'Full page', 'Monthly', 'Inside front cover', 'January', 20, 18500, true],
  [0, 'Waterfront Collection', 'Half page', 'Monthly', 'Real estate section', 'December', -12, 9200, true],
  [1, 'Modern Masterpieces', 'Double spread', 'Monthly', 'Feature well', 'Spring', 45, 32000, true],
  [1, 'Design District Lofts', 'Full page', 'Monthly', 'Back of book', 'Winter', 6, 14750, false],
  [
    2,
    'Mansion Weekend Listings',
    'Quarter page',
    'Weekly',
    'Friday Mansion section',
    'Weekend',
    3,
    6400,
    true,
  ],
  [2, 'Penthouse Portfolio', 'Half page', 'Weekly', 'Friday Mansion section', 'Weekend', -4, 11800, true],
  [3, 'Country Houses of Distinction', 'Full page', 'Monthly', 'Property pages', 'Holiday', 28, 15900, true],
  [3, 'Equestrian Estates', 'Half page', 'Monthly', 'Property pages', 'Spring', -30, 8700, false],
  [4, 'Summer Rentals Preview', 'Full page', 'Seasonal', 'Opening spread', 'Memorial Day', 60, 12400, true],
  [4, 'Oceanfront Sanctuaries', 'Full page', 'Seasonal', 'Real estate guide', 'Labor Day', -18, 12400, true],
];

const day = (today: Date, offset: number) =>
  new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A 240x120 logo: the outlet's initials on its colour, its name underneath. */
function drawLogo(name: string, color: string) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 3)
    .map((w) => w[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120">
    <rect width="240" height="120" fill="${color}"/>
    <text x="120" y="68" font-family="serif" font-size="44" fill="#ffffff" text-anchor="middle">${initials}</text>
    <text x="120" y="102" font-family="sans-serif" font-size="13" fill="#f0e6d2" text-anchor="middle">${escapeXml(name)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The same file id on every seed, shaped as a version 4 UUID. */
function stableUuid(seed: string) {
  const h = crypto.createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function seedAdvertising(db: Db, storage: Storage, today: Date) {
  const outletIds: number[] = [];
  for (const o of OUTLETS) {
    const [row] = await db
      .insert(mediaOutlets)
      .values({ name: o.name, statusId: o.statusId })
      .returning({ id: mediaOutlets.id });
    outletIds.push(row.id);
    const data = await drawLogo(o.name, o.color);
    const id = stableUuid(`mediaOutlet-logo-${o.name}`);
    const key = `files/${id}/original`;
    await storage.put(key, Readable.from(data), { contentType: 'image/png', size: data.length });
    await db.insert(files).values({
      id,
      entityType: 'mediaOutlet',
      entityId: row.id,
      place: 'logo',
      fileName: `${o.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-logo.png`,
      contentType: 'image/png',
      sizeBytes: data.length,
      width: 240,
      height: 120,
      sha256: crypto.createHash('sha256').update(data).digest('hex'),
      storageKey: key,
    });
  }
  await db.insert(advertisements).values(
    ADS.map(([outlet, name, type, frequency, location, edition, offset, totalCost, publish]) => ({
      mediaOutletId: outletIds[outlet],
      name,
      type,
      frequency,
      location,
      edition,
      runDate: day(today, offset),
      reservationDeadline: day(today, offset - 14),
      totalCost,
      publish,
      notes: null,
    })),
  );
}
