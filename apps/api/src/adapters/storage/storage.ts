import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';

export type StorageConfig = {
  /** Disk storage root (DATA_DIR/files), used when no S3 bucket is configured. */
  dir: string;
  s3: {
    endpoint: string | null;
    bucket: string;
    region: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
  } | null;
  signedUrlSeconds: number;
};

export type ObjectInfo = { size: number };

/**
 * Object storage: local disk (the embedded default) or an S3-compatible bucket. Keys are opaque
 * (`files/<uuid>/<rendition>`) so that a key names no listing, agent or other record.
 */
export type Storage = {
  kind: 'disk' | 's3';
  put: (key: string, body: Readable, opts: { contentType: string; size?: number }) => Promise<void>;
  /** The object's bytes, or only those of a range (inclusive offsets) when given. */
  get: (key: string, range?: { start: number; end: number }) => Promise<Readable>;
  head: (key: string) => Promise<ObjectInfo | null>;
  delete: (key: string) => Promise<void>;
  /** S3 only: a URL that serves the object for a short time without credentials. */
  signedUrl?: (key: string, opts: { fileName: string; contentType: string }) => Promise<string>;
  close: () => void;
};

const KEY = /^[a-z0-9][a-z0-9/_-]*$/;
function checkKey(key: string) {
  if (!KEY.test(key) || key.includes('//') || key.includes('..'))
    throw new Error(`invalid object key ${key}`);
}

export function createStorage(config: StorageConfig): Storage {
  return config.s3 ? createS3Storage(config.s3, config.signedUrlSeconds) : createDiskStorage(config.dir);
}

export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // written beside, then renamed: a reader never sees half an object
      const partial = `${file}.${process.pid}.partial`;
      try {
        await pipeline(body, fs.createWriteStream(partial));
        await fs.promises.rename(partial, file);
      } catch (err) {
        await fs.promises.rm(partial, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      await fs.promises.access(file);
      return fs.createReadStream(file, range);
    },
    async head(key) {
      try {
        return { size: (await fs.promises.stat(fileOf(key))).size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.promises.rm(file, { force: true });
      // an emptied files/<uuid> folder goes too
      await fs.promises.rmdir(path.dirname(file)).catch(() => {});
    },
    close: () => {},
  };
}

/** The AWS SDK, loaded on the first call: half a second at every start of a server that keeps files on disk. */
const loadS3Sdk = async () => {
  const [s3, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
};

export function createS3Storage(s3: NonNullable<StorageConfig['s3']>, signedUrlSeconds: number): Storage {
  let connected: Promise<{ client: S3Client; sdk: Awaited<ReturnType<typeof loadS3Sdk>> }> | null = null;
  const connect = () =>
    (connected ??= loadS3Sdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: s3.region,
        endpoint: s3.endpoint ?? undefined,
        forcePathStyle: Boolean(s3.endpoint),
        credentials:
          s3.accessKeyId && s3.secretAccessKey
            ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = s3.bucket;
  return {
    kind: 's3',
    async put(key, body, { contentType }) {
      checkKey(key);
      const { client, sdk } = await connect();
      // multipart upload in 5 MB parts: the file is never held whole in memory
      await new sdk.Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
      }).done();
    },
    async get(key, range) {
      checkKey(key);
      const { client, sdk } = await connect();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key, Range }));
      return out.Body as Readable;
    },
    async head(key) {
      checkKey(key);
      const { client, sdk } = await connect();
      try {
        const out = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(out.ContentLength ?? 0) };
      } catch (err) {
        if ((err as { name?: string }).name === 'NotFound') return null;
        throw err;
      }
    },
    async delete(key) {
      checkKey(key);
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, { fileName, contentType }) {
      const { client, sdk } = await connect();
      return sdk.getSignedUrl(
        client,
        new sdk.GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: contentType,
          ResponseContentDisposition: `inline; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
        }),
        { expiresIn: signedUrlSeconds },
      );
    },
    close: () => void connected?.then(({ client }) => client.destroy()),
  };
}
