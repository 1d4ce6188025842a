import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { IMAGE_RENDITIONS, meetsSize, MIN_IMAGE_SIZE } from '@atrium/domain';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../client';
import { floorPlanSvg, photoSvg, seededRandom } from './demo-photo-art';

/**
 * The demo photos: a few hundred distinct pictures drawn on the first start (no download), with
 * their small and medium renditions made at once, stored once and shared by the listings. Each
 * listing has its own image and files rows; its files rows name the shared objects, which is
 * why an object is deleted only with the last files row naming it.
 */

export type DemoPictureCounts = { photos: number; floorPlans: number };
export type DemoImageType = 'mainPhoto' | 'floorPlan';
type Rendition = 'original' | 'small' | 'medium';
const RENDITIONS: Rendition[] = ['original', 'small', 'medium'];

export type DemoPictureFile = {
  key: string;
  sizeBytes: number;
  sha256: string;
  width: number;
  height: number;
};
export type DemoPicture = {
  imageType: DemoImageType;
  /** 1-based number of the picture among those of its type; its plate shows it. */
  n: number;
  /** The file name without '.jpg'; the renditions add '-small' and '-medium'. */
  stem: string;
  files: Record<Rendition, DemoPictureFile>;
};

/** Too small for an upload (imported long ago): they raise the listing's 'photos too small' flag. */
const TOO_SMALL = [
  [1500, 1000],
  [1200, 800],
  [1000, 1500],
] as const;

/**
 * The size of demo photo n: of every 20, 15 are 1800x1200, 1 is 3600x2400 (drawing one costs
 * as much as four of the others), 3 are 1200x1800 (portrait) and 1 is below the minimum resolution.
 */
export function demoPhotoSize(n: number): { width: number; height: number } {
  const slot = (n - 1) % 20;
  if (slot < 15) return { width: 1800, height: 1200 };
  if (slot < 16) return { width: 3600, height: 2400 };
  if (slot < 19) return { width: 1200, height: 1800 };
  const [width, height] = TOO_SMALL[Math.floor((n - 1) / 20) % TOO_SMALL.length];
  return { width, height };
}

export const isDemoPhotoTooSmall = (n: number) => {
  const { width, height } = demoPhotoSize(n);
  return !meetsSize(width, height, MIN_IMAGE_SIZE);
};

const floorPlanSize = (n: number) =>
  n % 3 === 0 ? { width: 2000, height: 1500 } : { width: 1800, height: 1200 };

/** A uuid that follows from a name, so the demo's object keys are the same on every machine. */
function namedUuid(name: string) {
  const h = crypto.createHash('sha1').update(`atrium-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type DrawnFile = { data: Uint8Array; width: number; height: number; sha256: string };

/**
 * Draws and stores the demo pictures. The drawing runs on a worker thread (draw-worker.mjs), so
 * it goes on while the seed's database work holds the main thread; each picture is drawn once
 * and its renditions are resized from its pixels. The main thread only stores what comes back.
 */
export async function makeDemoPictures(storage: Storage, counts: DemoPictureCounts): Promise<DemoPicture[]> {
  const todo = [
    ...Array.from({ length: counts.photos }, (_, i) => ['mainPhoto', i + 1] as const),
    ...Array.from({ length: counts.floorPlans }, (_, i) => ['floorPlan', i + 1] as const),
  ].map(([imageType, n], index) => {
    const { width, height } = imageType === 'mainPhoto' ? demoPhotoSize(n) : floorPlanSize(n);
    const svg = (imageType === 'mainPhoto' ? photoSvg : floorPlanSvg)(n, width, height);
    const widths = RENDITIONS.map((r) => (r === 'original' ? width : Math.min(width, IMAGE_RENDITIONS[r])));
    return { index, imageType, n, svg, width, height, widths };
  });
  if (!todo.length) return [];
  const worker = new Worker(new URL('./draw-worker.mjs', import.meta.url));
  const stored: Array<Promise<DemoPicture>> = [];
  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`the demo picture drawing stopped (exit ${code})`)));
      worker.on('message', (m: { done?: boolean; index: number; files: DrawnFile[] }) => {
        if (m.done) return resolve();
        stored.push(storePicture(storage, todo[m.index], m.files));
      });
      worker.postMessage({
        jobs: todo.map(({ index, svg, width, height, widths }) => ({ index, svg, width, height, widths })),
      });
    });
  } finally {
    await worker.terminate();
  }
  const done = await Promise.all(stored);
  return done.sort((a, b) => a.imageType.localeCompare(b.imageType) || a.n - b.n);
}

async function storePicture(
  storage: Storage,
  picture: { imageType: DemoImageType; n: number },
  drawn: DrawnFile[],
): Promise<DemoPicture> {
  const id = namedUuid(`${picture.imageType}-${picture.n}`);
  const stem = picture.imageType === 'mainPhoto' ? `demo-photo-${picture.n}` : `demo-floor-plan-${picture.n}`;
  const files = {} as Record<Rendition, DemoPictureFile>;
  for (const [i, rendition] of RENDITIONS.entries()) {
    const { data, width, height, sha256 } = drawn[i];
    const key = `files/${id}/${rendition}`;
    await storage.put(key, Readable.from(Buffer.from(data)), {
      contentType: 'image/jpeg',
      size: data.length,
    });
    files[rendition] = { key, sizeBytes: data.length, sha256, width, height };
  }
  return { imageType: picture.imageType, n: picture.n, stem, files };
}

/** The pictures a listing shows: photo and floor plan numbers, in order. */
export type ListingPictures = { listingId: number; photos: number[]; floorPlans: number[] };

/**
 * The pictures of one listing, from the listing's draw (0 to 45): a few listings have none, some
 * fewer than ten, most 10 to 25; about a third have floor plans, and about one in twelve shows a
 * photo that is too small. The persona listings (ids up to 20) all have photos.
 */
export function listingPictures(listingId: number, draw: number, counts: DemoPictureCounts): ListingPictures {
  const r = seededRandom(listingId * 2654435761);
  const all = Array.from({ length: counts.photos }, (_, i) => i + 1);
  const regular = all.filter((n) => !isDemoPhotoTooSmall(n));
  const tooSmall = all.filter(isDemoPhotoTooSmall);
  const wanted = draw <= 1 && listingId > 20 ? 0 : draw <= 7 ? 3 + (draw % 7) : 10 + ((draw - 8) % 16);
  const count = Math.min(wanted, regular.length);
  // a run through the catalogue from a random start with a stride prime to its length: no repeat
  const start = r.int(0, Math.max(0, regular.length - 1));
  const stride = [1, 3, 7, 11, 13].find((s, i) => i >= r.int(0, 4) && gcd(s, regular.length) === 1) ?? 1;
  const photos = Array.from({ length: count }, (_, i) => regular[(start + i * stride) % regular.length]);
  if (count && tooSmall.length && r.next() < 0.08) photos[r.int(0, count - 1)] = r.pick(tooSmall);
  const floorCount =
    counts.floorPlans && count && r.next() < 0.35 ? r.int(1, Math.min(3, counts.floorPlans)) : 0;
  const floorStart = r.int(0, Math.max(0, counts.floorPlans - 1));
  const floorPlans = Array.from({ length: floorCount }, (_, i) => ((floorStart + i) % counts.floorPlans) + 1);
  return { listingId, photos, floorPlans };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The uuid of a demo image (part 0) or of one of its files (1 original, 2 small, 3 medium): the
 * listing, the type and place, and the part, in a valid version 5 layout that an uploaded file's
 * random (version 4) uuid never takes. Rising with the listing, they fill the key's index at its end.
 */
const orderedUuid = (listing: string, type: string, order: string, part: string) =>
  sql.raw(`(lpad(to_hex(${listing}), 8, '0') || '-' || lpad(to_hex(case ${type} when 'mainPhoto' then 0 else 2048 end + ${order}), 4, '0')
    || '-5000-a000-' || lpad(${part}::text, 12, '0'))::uuid`);

/**
 * The image and files rows of every listing's pictures, written by the database from a compact
 * plan (one JSON parameter per batch of listings): a files row per rendition naming the shared
 * object, and an image row pointing at its three files rows. Ids follow from listing, type and
 * place, so the same seed makes the same rows.
 */
export async function insertListingPictures(db: Db, pictures: DemoPicture[], plan: ListingPictures[]) {
  const catalogue = pictures.map((p) => ({
    t: p.imageType,
    n: p.n,
    stem: p.stem,
    w: p.files.original.width,
    h: p.files.original.height,
    ...Object.fromEntries(
      RENDITIONS.flatMap((r) => [
        [`${r}_key`, p.files[r].key],
        [`${r}_size`, p.files[r].sizeBytes],
        [`${r}_sha`, p.files[r].sha256],
        [`${r}_w`, p.files[r].width],
        [`${r}_h`, p.files[r].height],
      ]),
    ),
  }));
  const rows = plan.flatMap((l) => [
    ...l.photos.map((n, i) => ({ l: l.listingId, t: 'mainPhoto', n, o: i + 1 })),
    ...l.floorPlans.map((n, i) => ({ l: l.listingId, t: 'floorPlan', n, o: i + 1 })),
  ]);
  const catalogueJson = JSON.stringify(catalogue);
  const renditionColumns = RENDITIONS.map(
    (r) => `${r}_key text, ${r}_size bigint, ${r}_sha text, ${r}_w int, ${r}_h int`,
  ).join(', ');
  for (let i = 0; i < rows.length; i += 20_000) {
    const batch = JSON.stringify(rows.slice(i, i + 20_000));
    await db.execute(sql`
      with pic as (
        select * from jsonb_to_recordset(${catalogueJson}::jsonb)
          as c(t text, n int, stem text, w int, h int, ${sql.raw(renditionColumns)})
      ), img as (
        select p.l, p.o, pic.*
        from jsonb_to_recordset(${batch}::jsonb) as p(l int, t text, n int, o int)
        join pic on pic.t = p.t and pic.n = p.n
      ), r as (
        select img.*, x.rendition,
          ${orderedUuid('img.l', 'img.t', 'img.o', 'x.no')} as file_id
        from img cross join (values ('original', 1), ('small', 2), ('medium', 3)) as x(rendition, no)
      )
      insert into files (id, entity_type, entity_id, place, file_name, content_type, size_bytes,
        width, height, sha256, storage_key)
      select file_id, 'listing', l, case when t = 'floorPlan' then 'floorPlan' else 'photo' end,
        case rendition when 'original' then stem || '.jpg' else stem || '-' || rendition || '.jpg' end,
        'image/jpeg',
        case rendition when 'original' then original_size when 'small' then small_size else medium_size end,
        case rendition when 'original' then original_w when 'small' then small_w else medium_w end,
        case rendition when 'original' then original_h when 'small' then small_h else medium_h end,
        case rendition when 'original' then original_sha when 'small' then small_sha else medium_sha end,
        case rendition when 'original' then original_key when 'small' then small_key else medium_key end
      from r`);
    await db.execute(sql`
      insert into images (id, entity_type, entity_id, image_type, order_no, width, height,
        original_file_id, small_file_id, medium_file_id)
      select ${orderedUuid('p.l', 'p.t', 'p.o', '0')}, 'listing', p.l, p.t, p.o,
        pic.w, pic.h,
        ${orderedUuid('p.l', 'p.t', 'p.o', '1')},
        ${orderedUuid('p.l', 'p.t', 'p.o', '2')},
        ${orderedUuid('p.l', 'p.t', 'p.o', '3')}
      from jsonb_to_recordset(${batch}::jsonb) as p(l int, t text, n int, o int)
      join jsonb_to_recordset(${catalogueJson}::jsonb) as pic(t text, n int, w int, h int)
        on pic.t = p.t and pic.n = p.n`);
  }
}
