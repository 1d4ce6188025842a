import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const precompress = path.resolve(import.meta.dirname, '../../../../web/scripts/precompress.mjs');
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets/app-1a2b.js'), script);
  execFileSync(process.execPath, [precompress, dist]);
  t = await createTestApp({ seed: false, webDist: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web assets', () => {
  it('are sent pre-compressed with brotli or gzip as the browser accepts, and plain otherwise', async () => {
    const url = '/assets/app-1a2b.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('leave small files uncompressed and answer client routes with index.html', async () => {
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(false);
    const page = await t.app.inject({ url: '/eng/listings', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<div id="root">');
  });
});
