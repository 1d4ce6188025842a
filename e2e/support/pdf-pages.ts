import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';

/** Renders pages of a PDF to PNG with pdf.js (the way a viewer draws them), `width` pixels wide. */
export async function pdfPagesAsPng(data: Uint8Array, pages: number[], width = 1275): Promise<Buffer[]> {
  const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const require = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
  const dir = path.dirname(require.resolve('pdfjs-dist/package.json'));
  lib.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(dir, 'legacy/build/pdf.worker.mjs')).href;
  const doc = await lib.getDocument({
    data,
    verbosity: lib.VerbosityLevel.ERRORS,
    standardFontDataUrl: `${path.join(dir, 'standard_fonts')}/`,
  }).promise;
  const out: Buffer[] = [];
  for (const n of pages) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
    await page.render({ canvas: canvas as never, viewport }).promise;
    out.push(canvas.toBuffer('image/png'));
  }
  await doc.destroy();
  return out;
}

export async function pdfPageCount(data: Uint8Array): Promise<number> {
  const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await lib.getDocument({ data, verbosity: lib.VerbosityLevel.ERRORS }).promise;
  const n = doc.numPages;
  await doc.destroy();
  return n;
}
