import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { DesignTemplateCategory } from '@atrium/domain';
import type { Db } from '../client';
import type { Storage } from '../../adapters/storage/storage';
import { files } from '../schema';
import { createDesignTemplate } from '../factories';

/**
 * The default design-vault templates every office starts with (all enabled), each with a page
 * preview per page drawn here from SVG: a title block, a photo frame and the brand word, laid out
 * for the category's format and page.
 */
const TEMPLATES: Array<[name: string, category: DesignTemplateCategory, pages: number, accent: string]> = [
  ['Signature Brochure', 'Brochure', 4, '#1f3a5f'],
  ['Estate Portfolio', 'Brochure', 3, '#2e4a3f'],
  ['Just Listed Postcard', 'Postcard', 2, '#7a1f2b'],
  ['Just Sold Postcard', 'Postcard', 2, '#8a6d3b'],
  ['Open House Flyer', 'Flyer', 2, '#35506b'],
  ['Feature Sheet', 'Flyer', 3, '#4b3f5f'],
  ['Social Spotlight', 'Social', 2, '#1d5c63'],
  ['Window Card Classic', 'Window card', 2, '#2b2b2b'],
];

const SIZE: Record<DesignTemplateCategory, { width: number; height: number }> = {
  Brochure: { width: 600, height: 800 },
  Flyer: { width: 600, height: 800 },
  'Window card': { width: 600, height: 800 },
  Postcard: { width: 840, height: 560 },
  Social: { width: 720, height: 720 },
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Grey lines standing in for body text. */
const lines = (x: number, y: number, width: number, count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<rect x="${x}" y="${y + i * 16}" width="${i === count - 1 ? width * 0.6 : width}" height="7" rx="3" fill="#cfcac1"/>`,
  ).join('');

/** A photo frame: a soft sky and a roof line, so it reads as a picture of a house. */
const photo = (x: number, y: number, w: number, h: number) => `
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#d9dee3"/>
  <polygon points="${x + w * 0.2},${y + h * 0.78} ${x + w * 0.5},${y + h * 0.35} ${x + w * 0.8},${y + h * 0.78}" fill="#b9c1c9"/>
  <rect x="${x + w * 0.3}" y="${y + h * 0.62}" width="${w * 0.4}" height="${h * 0.38}" fill="#a9b2bb"/>
  <rect x="${x}" y="${y + h * 0.92}" width="${w}" height="${h * 0.08}" fill="#9fae9a"/>`;

export function drawTemplatePage(
  name: string,
  category: DesignTemplateCategory,
  accent: string,
  page: number,
  pageCount: number,
  brand: string,
): string {
  const { width: W, height: H } = SIZE[category];
  const m = Math.round(W * 0.06);
  const inner = W - 2 * m;
  let body: string;
  if (page === 0) {
    // the cover: a large photo, the title block, the brand word
    const ph = Math.round(H * 0.55);
    body = `${photo(m, m, inner, ph)}
      <rect x="${m}" y="${m + ph - 2}" width="${inner}" height="${Math.round(H * 0.2)}" fill="${accent}"/>
      <text x="${m + 20}" y="${m + ph + 40}" font-family="serif" font-size="${Math.round(W / 20)}" fill="#ffffff">${escapeXml(name)}</text>
      <text x="${m + 20}" y="${m + ph + 70}" font-family="sans-serif" font-size="${Math.round(W / 40)}" fill="#f0e6d2">${escapeXml(category.toUpperCase())} · YOUR LISTING ADDRESS</text>
      ${lines(m, m + ph + Math.round(H * 0.2) + 24, inner, 2)}`;
  } else if (page === pageCount - 1) {
    // the back: agent block and contact lines
    body = `<rect x="${m}" y="${m}" width="${inner}" height="${Math.round(H * 0.12)}" fill="${accent}"/>
      <text x="${m + 20}" y="${m + Math.round(H * 0.08)}" font-family="serif" font-size="${Math.round(W / 26)}" fill="#ffffff">Presented by</text>
      <circle cx="${m + 60}" cy="${m + Math.round(H * 0.32)}" r="${Math.round(W / 14)}" fill="#d9dee3"/>
      ${lines(m + 130, m + Math.round(H * 0.26), inner - 130, 4)}
      ${photo(m, m + Math.round(H * 0.45), inner, Math.round(H * 0.3))}`;
  } else {
    // an inside page: two photos and text
    const ph = Math.round(H * 0.3);
    const half = Math.round((inner - 16) / 2);
    body = `${photo(m, m, half, ph)}${photo(m + half + 16, m, half, ph)}
      <text x="${m}" y="${m + ph + 44}" font-family="serif" font-size="${Math.round(W / 24)}" fill="${accent}">The residence</text>
      ${lines(m, m + ph + 64, inner, 6)}
      ${photo(m, m + ph + 180, inner, Math.round(H * 0.22))}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="#fbfaf7"/>
    ${body}
    <text x="${W - m}" y="${H - m / 2}" font-family="serif" font-size="${Math.round(W / 34)}" letter-spacing="6" fill="${accent}" text-anchor="end">${escapeXml(brand.toUpperCase())}</text>
    <text x="${m}" y="${H - m / 2}" font-family="sans-serif" font-size="${Math.round(W / 50)}" fill="#8a8580">${page + 1} / ${pageCount}</text>
  </svg>`;
}

/** The same file id on every seed, shaped as a version 4 UUID. */
function stableUuid(seed: string) {
  const h = crypto.createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The default templates with their drawn previews, stored through the storage adapter. */
export async function seedDesignVault(db: Db, storage: Storage, brand = 'Meridian') {
  for (const [i, [name, category, pageCount, accent]] of TEMPLATES.entries()) {
    const template = await createDesignTemplate(db, { name, category, pageCount, displayOrder: i + 1 });
    const { width, height } = SIZE[category];
    for (let page = 0; page < pageCount; page++) {
      const svg = drawTemplatePage(name, category, accent, page, pageCount, brand);
      const data = await sharp(Buffer.from(svg)).png().toBuffer();
      const id = stableUuid(`designTemplate-${name}-page-${page + 1}`);
      const key = `files/${id}/original`;
      await storage.put(key, Readable.from(data), { contentType: 'image/png', size: data.length });
      await db.insert(files).values({
        id,
        entityType: 'designTemplate',
        entityId: template.id,
        place: 'preview',
        fileName: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-page-${page + 1}.png`,
        contentType: 'image/png',
        sizeBytes: data.length,
        width,
        height,
        sha256: crypto.createHash('sha256').update(data).digest('hex'),
        storageKey: key,
      });
    }
  }
}
