import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { FILE_KIND_CONTENT_TYPE, MSG, UPLOAD_MAX_PIXELS } from '@atrium/domain';
import type { Storage } from '../../adapters/storage/storage';
import { badRequest } from '../../lib/http-error';
import type { FileRow } from './images.repo';

/**
 * A PDF floor plan is measured and rendered at 200 dpi: an A4 page (1652x2338) and a Letter
 * page (1700x2200) pass the 1800x1200 minimum of images, while an A0 sheet (6622x9362, 62 MP)
 * stays under the pixel limit of images.
 */
export const PDF_RENDER_DPI = 200;
const SCALE = PDF_RENDER_DPI / 72;
/** A floor plan PDF with more pages than this is refused (only the first page is shown). */
export const PDF_MAX_PAGES = 100;
/** The longest side a canvas can have; a rendering above it or the pixel limit is refused. */
const MAX_SIDE = 32_767;
export const PDF_CONTENT_TYPE = FILE_KIND_CONTENT_TYPE.pdf;

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

let loading: Promise<Pdfjs> | undefined;
/** pdf.js's folder in node_modules (its worker, fonts, cmaps, wasm), found on first use. */
let pdfjsDir = '';

/**
 * pdf.js (with @napi-rs/canvas, which it loads itself) is imported on the first PDF, not when
 * the server starts. In Node it runs its worker code in this thread from the worker module named
 * by its path, which holds from tsx and from the bundle alike (pdfjs-dist stays a package there).
 */
function pdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
    pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    lib.GlobalWorkerOptions.workerSrc = pathToFileURL(
      path.join(pdfjsDir, 'legacy/build/pdf.worker.mjs'),
    ).href;
    return lib;
  })().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/**
 * Opens a PDF for reading, hostile input in mind: no script evaluation, no system fonts, embedded
 * images above the pixel limit skipped, errors only in the log. Refused (400) when it cannot be
 * parsed, is encrypted or password protected, or has no pages or too many.
 */
async function openPdf(data: Uint8Array): Promise<PdfDocument> {
  const lib = await pdfjs();
  const task = lib.getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    maxImageSize: UPLOAD_MAX_PIXELS,
    verbosity: lib.VerbosityLevel.ERRORS,
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsDir, 'cmaps')}/`,
    iccUrl: `${path.join(pdfjsDir, 'iccs')}/`,
    wasmUrl: `${path.join(pdfjsDir, 'wasm')}/`,
  });
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {});
    throw badRequest((err as Error).name === 'PasswordException' ? MSG.pdfEncrypted : MSG.pdfUnreadable);
  }
  try {
    if ((await doc.getPermissions()) !== null) throw badRequest(MSG.pdfEncrypted);
    if (doc.numPages < 1) throw badRequest(MSG.pdfNoPages);
    if (doc.numPages > PDF_MAX_PAGES) throw badRequest(MSG.pdfTooManyPages(PDF_MAX_PAGES));
    return doc;
  } catch (err) {
    await doc.destroy().catch(() => {});
    throw err;
  }
}

/** The first page and its size rendered at PDF_RENDER_DPI, refused above the limits before drawing. */
async function firstPage(doc: PdfDocument) {
  const page = await doc.getPage(1).catch(() => {
    throw badRequest(MSG.pdfUnreadable);
  });
  const viewport = page.getViewport({ scale: SCALE });
  const width = Math.floor(viewport.width);
  const height = Math.floor(viewport.height);
  if (!(width >= 1 && height >= 1)) throw badRequest(MSG.pdfUnreadable);
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > UPLOAD_MAX_PIXELS)
    throw badRequest(MSG.pdfPageTooLarge);
  return { page, viewport, width, height };
}

/**
 * The size of a PDF's first page rendered at PDF_RENDER_DPI, the size its renditions are made
 * from; a PDF that cannot be shown is refused (400) without drawing anything.
 */
export async function measurePdf(file: string): Promise<{ width: number; height: number }> {
  const doc = await openPdf(new Uint8Array(await fs.promises.readFile(file)));
  try {
    const { width, height } = await firstPage(doc);
    return { width, height };
  } finally {
    await doc.destroy().catch(() => {});
  }
}

/**
 * The first page of a PDF drawn on white, as raw pixels for sharp: at `width` pixels wide (a
 * rendition's width; never more than PDF_RENDER_DPI), so a large sheet is drawn straight at the
 * size it is shown at instead of at full resolution and then shrunk.
 */
export async function renderFirstPage(data: Uint8Array, width: number): Promise<Sharp> {
  const doc = await openPdf(data);
  try {
    const first = await firstPage(doc);
    const scale = SCALE * Math.min(1, width / first.width);
    const viewport = first.page.getViewport({ scale });
    const w = Math.max(1, Math.floor(viewport.width));
    const h = Math.max(1, Math.floor(viewport.height));
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(w, h);
    await first.page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport,
      background: '#ffffff',
    }).promise;
    const pixels = canvas.getContext('2d').getImageData(0, 0, w, h).data;
    return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
      raw: { width: w, height: h, channels: 4 },
      limitInputPixels: UPLOAD_MAX_PIXELS,
    }).flatten({ background: '#ffffff' });
  } finally {
    await doc.destroy().catch(() => {});
  }
}

/**
 * The picture a rendition of `width` pixels is made from: the stored original itself, or for a
 * PDF its first page drawn at that width (the original stays the PDF).
 */
export async function renditionSource(storage: Storage, original: FileRow, width: number): Promise<Sharp> {
  const input: Readable = await storage.get(original.storageKey);
  if (original.contentType !== PDF_CONTENT_TYPE) return input.pipe(sharp());
  return renderFirstPage(new Uint8Array(await buffer(input)), width);
}
