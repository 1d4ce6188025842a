import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The text of each page of a PDF, read with pdf.js (what a reader's viewer would show). */
export async function pdfPageTexts(data: Buffer): Promise<string[]> {
  const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const dir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  lib.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(dir, 'legacy/build/pdf.worker.mjs')).href;
  const doc = await lib.getDocument({
    data: new Uint8Array(data),
    verbosity: lib.VerbosityLevel.ERRORS,
    standardFontDataUrl: `${path.join(dir, 'standard_fonts')}/`,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}
