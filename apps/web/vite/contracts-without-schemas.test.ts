import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewrite } from './contracts-without-schemas';
import { MSG, SHELL_MSG } from '@atrium/domain';
import { classicScripts, entryKey, staticClosure } from './manifest';

const ENDPOINTS = `import { z } from 'zod';
import { defineEndpoints, FileDownload, NoContent } from '../contract';
import { Row } from './row.schema';

const tags = ['users'] as const;
const read = (path: string, response: z.ZodType) => ({ method: 'GET', path, tags, allow: 'signedIn', response }) as const;
export const Filter = z.object({ text: z.string().max(200) }).strict();
const Request = z.object({ method: z.string(), path: z.string() });

export const userEndpoints = defineEndpoints({
  search: { method: 'POST', path: '/api/user/search', summary: 'Users', tags, allow: ['systemAdmin'], body: Filter, response: z.array(Row), refusals: [404] },
  exportUsers: { method: 'PUT', path: '/api/users/active', summary: 'Export', tags, allow: 'signedIn', body: Filter, response: FileDownload },
  remove: { method: 'DELETE', path: '/api/user/:id', summary: 'Remove', tags, allow: 'signedIn', params: z.object({ id: z.int() }), response: NoContent, versioned: true, multipart: false },
  audit: { ...read('/api/user/audit', Row), answers: { 503: Row } },
  replay: { method: 'POST', path: \`/api/replay/\${'x'}\`, allow: 'signedIn', body: z.object({ method: z.literal('GET'), path: z.string() }), response: Request },
});
`;

describe('the web build of a contract module', () => {
  const out = rewrite('/x/users.endpoints.ts', ENDPOINTS);

  it.each([
    ['the method and path', "method: 'POST', path: '/api/user/search'"],
    ['who may call it', "allow: ['systemAdmin']"],
    ['a file answer', 'response: FileDownload'],
    ['versioned and multipart', 'versioned: true, multipart: false'],
    ['a spread endpoint', "...read('/api/user/audit', Row)"],
    ['a schema whose fields are named method and path', 'z.object({ method: z.string(), path: z.string() })'],
  ])('keeps %s', (_what, kept) => {
    expect(out).toContain(kept);
  });

  it.each([
    ['a body schema', 'body: Filter'],
    ['a response schema', 'response: z.array(Row)'],
    ['a params schema', 'params: z.object'],
    ['a no-content response', 'response: NoContent'],
    ['a summary', "summary: 'Users'"],
    ['the refusals', 'refusals: [404]'],
    ['an extra answer beside a spread', 'answers: { 503: Row }'],
    ['a body holding fields named method and path', "body: z.object({ method: z.literal('GET')"],
    ['a response named by an identifier', 'response: Request'],
  ])('leaves out %s', (_what, dropped) => {
    expect(out).not.toContain(dropped);
  });

  it('wraps each declaration that calls something in a pure call, and only those', () => {
    expect(out).toContain(
      'export const Filter = /* @__PURE__ */ (() => (z.object({ text: z.string().max(200) }).strict()))();',
    );
    expect(out).toContain('export const userEndpoints = /* @__PURE__ */ (() => (defineEndpoints({');
    expect(out).toContain("const tags = ['users'] as const;");
  });

  it('turns FileDownload into a plain marker in contract.ts', () => {
    const contract = rewrite(
      '/x/contract.ts',
      "import { z } from 'zod';\nexport const FileDownload = z.unknown().meta({ format: 'binary' });\n",
    );
    expect(contract).toContain("export const FileDownload = Object.freeze({ answers: 'a file' });");
  });

  it('refuses a module it cannot parse', () => {
    expect(() => rewrite('/x/broken.endpoints.ts', "import { z } from 'zod';\nexport const = ;")).toThrow(
      /broken\.endpoints\.ts/,
    );
  });
});

describe('the web build', () => {
  let dir: string;
  let manifest: Manifest;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-web-build-'));
    // built as `npm run build` builds it: Vitest's NODE_ENV=test would bring React's development code
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: path.resolve(import.meta.dirname, '..'),
        logLevel: 'warn',
        build: { outDir: dir },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  }, 240_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const files = (keys: Set<string>) => [...keys].map((k) => manifest[k]!.file);

  /** A file's code holds a text: a component's class name, a sentence of the catalogue. */
  const holds = (text: string) => (file: string) =>
    fs.readFileSync(path.join(dir, file), 'utf8').includes(text);
  /** zod's English messages: in the code of whatever chunk holds zod. */
  const holdsZod = holds('Invalid input');

  it('loads no zod with the first screen', () => {
    const first = files(staticClosure(manifest, entryKey(manifest)));
    expect(first.length).toBeGreaterThan(1);
    expect(first.filter(holdsZod)).toEqual([]);
  });

  it('leaves what the first screen shows without to later: tooltips, the search panel, toasts, dialogs, the catalogue', () => {
    const first = files(staticClosure(manifest, entryKey(manifest)));
    // a text of each one's code: Tooltip, Popper.js, Snackbar, Dialog, Drawer, the whole catalogue
    const later = [
      'popperInteractive',
      'preventOverflow',
      'anchorOriginTopCenter',
      'paperWidthFalse',
      'anchorBottom',
      'inputTypeSearch', // MUI's inputs: the header's search box is a plain input
      MSG.maxFileSize,
    ];
    const all = files(new Set(Object.keys(manifest)));
    for (const kept of later) {
      expect(first.filter(holds(kept)), kept).toEqual([]);
      expect(all.some(holds(kept)), kept).toBe(true);
    }
    // the shell's own sentences stay: they are its block of the catalogue
    expect(first.some(holds(SHELL_MSG.failedLookups))).toBe(true);
  });

  it("keeps the first screen's code within its budget: 200 KB with gzip (issue 22, as bench:web sizes it)", () => {
    const first = [
      ...files(staticClosure(manifest, entryKey(manifest))),
      ...classicScripts(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')),
    ];
    expect(first).toContain('early-calls.js');
    const gzipped = first.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(dir, f))).length, 0);
    expect(gzipped / 1024).toBeLessThanOrEqual(200);
  });

  it('preloads with a lazy import only chunks the first screen has not loaded already', () => {
    const first = files(staticClosure(manifest, entryKey(manifest)));
    const entry = fs.readFileSync(path.join(dir, manifest[entryKey(manifest)]!.file), 'utf8');
    const preloaded = JSON.parse(/m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(entry)![1]!) as string[];
    expect(preloaded.length).toBeGreaterThan(10);
    expect(preloaded.filter((f) => first.includes(f))).toEqual([]);
  });

  it('names every chunk of the first screen in the page, so the browser fetches them at once', () => {
    const [entry, ...imported] = files(staticClosure(manifest, entryKey(manifest)));
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(html).toContain(`src="/${entry}"`);
    expect(imported.length).toBeGreaterThan(10);
    expect([...preloaded].sort()).toEqual([...imported].sort());
  });

  /** The chunks a page adds to the first screen's: what the browser fetches when it opens. */
  const pageFiles = (page: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(page))!;
    const first = staticClosure(manifest, entryKey(manifest));
    return files(new Set([...staticClosure(manifest, key)].filter((k) => !first.has(k))));
  };

  it('brings the first screen and the listings page in few files (the libraries grouped: vite/chunk-groups.ts)', () => {
    // left to the bundler: 58 and 60 files, fetched six at a time
    expect(files(staticClosure(manifest, entryKey(manifest))).length).toBeLessThanOrEqual(25);
    expect(pageFiles('features/listings/listing-list-page.tsx').length).toBeLessThanOrEqual(35);
  });

  it('keeps the heavy widgets with the pages that show them: no chart or rich-text code with the listings page', () => {
    const list = pageFiles('features/listings/listing-list-page.tsx');
    // a text of MUI X Charts' code and of TipTap's
    for (const widget of ['MuiChartsSurface', 'ProseMirror']) {
      expect(list.filter(holds(widget)), widget).toEqual([]);
      expect(files(new Set(Object.keys(manifest))).some(holds(widget)), widget).toBe(true);
    }
  });

  it("leaves the 'New listing' form's code (zod, react-hook-form) to when the form opens", () => {
    const list = pageFiles('features/listings/listing-list-page.tsx');
    const form = pageFiles('features/listings/listing-list/create-listing-dialog.tsx');
    // a text of react-hook-form's code
    const holdsForms = holds('shouldUnregister');
    expect(list.filter(holdsZod)).toEqual([]);
    expect(list.filter(holdsForms)).toEqual([]);
    expect(form.some(holdsZod)).toBe(true);
    expect(form.some(holdsForms)).toBe(true);
  });

  it("leaves the listing page's edit forms (react-hook-form) to when a section is opened", () => {
    const page = pageFiles('features/listings/listing-page.tsx');
    const form = pageFiles('features/listings/sections/listing-details-form.tsx');
    const holdsForms = holds('shouldUnregister');
    expect(page.filter(holdsForms)).toEqual([]);
    expect(form.some(holdsForms)).toBe(true);
  });

  it('loads zod with a page that validates a form, and the answer of a download is still told apart', () => {
    const page = Object.keys(manifest).find((k) => k.endsWith('features/offices/office-page.tsx'))!;
    const loaded = files(staticClosure(manifest, page));
    expect(loaded.some(holdsZod)).toBe(true);
    const all = loaded.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
    expect(all).toContain('answers:`a file`');
  });
});
