import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { createDiskStorage, createS3Storage, type Storage } from './storage';

/** The same expectations for both implementations; S3 runs against s3rver started here. */
const implementations: Array<{
  name: string;
  open: () => Promise<{ storage: Storage; close: () => Promise<void> }>;
}> = [
  {
    name: 'disk',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-disk-'));
      return {
        storage: createDiskStorage(dir),
        close: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-s3rver-'));
      const server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: dir,
        configureBuckets: [{ name: 'atrium-test' }],
      });
      const { port } = await server.run();
      const storage = createS3Storage(
        {
          endpoint: `http://127.0.0.1:${port}`,
          bucket: 'atrium-test',
          region: 'us-east-1',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
        },
        300,
      );
      return {
        storage,
        close: async () => {
          storage.close();
          await server.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

describe.each(implementations)('storage: $name', ({ name, open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await open()));
  afterAll(() => close());

  it('stores an object from a stream and reads it back byte for byte', async () => {
    const data = Buffer.alloc(6 * 1024 * 1024 + 7, 0x5a); // more than one 5 MB part
    data.write('head', 0);
    await storage.put('files/0a0b/original', Readable.from([data]), { contentType: 'image/png' });
    expect(await storage.head('files/0a0b/original')).toEqual({ size: data.length });
    const back = await buffer(await storage.get('files/0a0b/original'));
    expect(back.equals(data)).toBe(true);
  });

  it('answers null for a missing object and deletes an object', async () => {
    expect(await storage.head('files/none/original')).toBeNull();
    await storage.put('files/gone/original', Readable.from([Buffer.from('x')]), {
      contentType: 'text/plain',
    });
    await storage.delete('files/gone/original');
    expect(await storage.head('files/gone/original')).toBeNull();
    await expect(storage.get('files/gone/original')).rejects.toThrow();
  });

  it('refuses a key that could leave its folder', async () => {
    await expect(
      storage.put('../escape', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }),
    ).rejects.toThrow(/invalid object key/);
    await expect(storage.get('files/../../etc/passwd')).rejects.toThrow(/invalid object key/);
  });

  it('signs a short-lived URL that serves the object on S3 (on disk the API streams it instead)', async () => {
    if (name === 'disk') {
      expect(storage.signedUrl).toBeUndefined();
      return;
    }
    await storage.put('files/sign/original', Readable.from([Buffer.from('signed body')]), {
      contentType: 'text/plain',
    });
    const url = await storage.signedUrl!('files/sign/original', {
      fileName: 'a.txt',
      contentType: 'text/plain',
    });
    expect(url).toContain('X-Amz-Expires=300');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('signed body');
    // s3rver serves anonymous reads, so the refusal of an unsigned URL is not provable here
    expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
  });
});
