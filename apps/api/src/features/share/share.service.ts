import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  isPdfImage,
  MSG,
  SHARE_LINK_DAYS,
  shareBoxFor,
  shareSizesFor,
  type Actor,
  type ShareSendSchema,
  type ShareSent,
  type ShareSize,
} from '@atrium/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mail';
import type { Storage } from '../../adapters/storage/storage';
import { badRequest, notFound } from '../../lib/http-error';
import { fileEntity, zipStream, type ZipEntry } from '../files';
import * as repo from './share.repo';

export type ShareDeps = { db: Db; storage: Storage; mailer: Mailer };
type ShareBody = z.output<typeof ShareSendSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Quality of the resized JPEGs: indistinguishable from the original at the sizes offered. */
const JPEG_QUALITY = 90;

/** Only the SHA-256 of a link's token is stored: a copy of the table opens no link. */
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The record's address as one line: the street, then city, state and zip; the title without one. */
function addressLine(record: NonNullable<Awaited<ReturnType<typeof repo.findShareRecord>>>) {
  const place = [record.city, [record.state, record.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [record.address1, place].filter(Boolean).join(', ') || record.title || 'the property';
}

/**
 * Shares images by e-mail: every image must exist (404) and belong to one record (400) the actor
 * may see (404 otherwise), the size must be offered for the record's sales region (400). The
 * share is recorded with the SHA-256 of a random token, then the e-mail (title as subject, the
 * message, the record's address and the link) is written to the outbox; a share whose e-mail
 * could not be recorded is withdrawn.
 */
export async function sendShare(deps: ShareDeps, actor: Actor, body: ShareBody): Promise<ShareSent> {
  const ids = [...new Set(body.imageIds)];
  const rows = await repo.findShareImages(deps.db, ids);
  if (rows.length !== ids.length) throw notFound();
  const owners = new Set(rows.map((r) => `${r.entityType}:${r.entityId}`));
  if (owners.size > 1)
    throw badRequest(MSG.shareOneRecord, [{ field: 'imageIds', message: MSG.shareOneRecord }]);
  const { entityType, entityId } = rows[0]!;
  await fileEntity(entityType).requireVisible(deps.db, actor, entityId);
  const record = await repo.findShareRecord(deps.db, entityType, entityId);
  if (!record) throw notFound();
  if (!shareSizesFor(record.salesRegionId).includes(body.size))
    throw badRequest(MSG.shareSizeNotOffered, [{ field: 'size', message: MSG.shareSizeNotOffered }]);

  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SHARE_LINK_DAYS * DAY_MS).toISOString();
  const share = await repo.insertShare(deps.db, {
    tokenHash: hashOf(token),
    entityType,
    entityId,
    imageIds: ids,
    size: body.size,
    email: body.email,
    title: body.title,
    message: body.message,
    sharedBy: actor.userId,
    expiresAt,
  });
  try {
    await deps.mailer.sendTemplate(body.email, 'imageShare', {
      title: body.title,
      message: body.message,
      sharerName: `${actor.firstName} ${actor.lastName}`.trim() || actor.email,
      sharerEmail: actor.email,
      address: addressLine(record),
      imageCount: ids.length,
      token,
      expiresOn: share.expiresAt.slice(0, 10),
    });
  } catch (err) {
    await repo.deleteShare(deps.db, share.id);
    throw err;
  }
  return share;
}

/** An image brought down to fit within the size's box (never enlarged), upright, as a JPEG. */
function resized(source: Readable, box: { width: number; height: number }): Readable {
  const resize = sharp()
    .rotate()
    .resize({ ...box, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: JPEG_QUALITY });
  source.on('error', (err) => resize.destroy(err));
  return source.pipe(resize);
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;

function entryOf(storage: Storage, image: repo.ShareImage, size: ShareSize): ZipEntry {
  // a PDF floor plan goes as it is: a drawing has no pixel size to bring down
  const box = isPdfImage(image) ? null : shareBoxFor(size, image);
  const mtime = new Date(image.createdDate);
  if (!box)
    return { name: image.fileName, size: image.sizeBytes, mtime, open: () => storage.get(image.storageKey) };
  return {
    name: jpegName(image.fileName),
    mtime,
    open: async () => resized(await storage.get(image.storageKey), box),
  };
}

/**
 * The zip of a share's images at its size, for anyone holding the link's token while it works
 * (404 otherwise, and when none of the images is left); images deleted since are left out.
 */
export async function downloadShare(deps: Omit<ShareDeps, 'mailer'>, token: string) {
  const share = await repo.findLiveShare(deps.db, hashOf(token));
  if (!share) throw notFound(MSG.shareLinkNotFound);
  const found = new Map(
    (await repo.findShareImages(deps.db, share.imageIds))
      .filter((i) => i.entityType === share.entityType && i.entityId === share.entityId)
      .map((i) => [i.id, i]),
  );
  const kept = share.imageIds.flatMap((id) => found.get(id) ?? []);
  if (!kept.length) throw notFound(MSG.shareImagesGone);
  return {
    fileName: `shared-images-${share.id}.zip`,
    stream: zipStream(kept.map((image) => entryOf(deps.storage, image, share.size as ShareSize))),
  };
}
