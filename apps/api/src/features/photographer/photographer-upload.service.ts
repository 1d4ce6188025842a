import type { FastifyRequest } from 'fastify';
import { MSG } from '@atrium/domain';
import { HttpError, notFound } from '../../lib/http-error';
import {
  countPhotographerImages,
  findPhotographerImageFile,
  listPhotographerImages,
  savePhotographerImage,
  type ImageDeps,
} from '../images';
import * as repo from './photographer.repo';

/**
 * What a signed-in photographer does with the listings they are invited to: upload images into
 * a listing's photographer images (checked exactly like the staff's uploads), see them, count
 * them, and open their files. A listing they are not invited to answers 404, as if it did not
 * exist. A photographer sees only the images they uploaded themselves: several photographers
 * invited to one listing do not see each other's work (the listing's staff see all of it).
 */
export function photographerUploads(deps: ImageDeps) {
  /** The account's address; 401 once the account is gone. */
  async function emailOf(accountId: number) {
    const account = await repo.findAccount(deps.db, accountId);
    if (!account) throw new HttpError(401, MSG.photographerSignInRequired);
    return account.email;
  }
  async function requireInvited(accountId: number, listingId: number) {
    if (!(await repo.isInvited(deps.db, await emailOf(accountId), listingId))) throw notFound();
  }
  return {
    async upload(accountId: number, listingId: number, req: FastifyRequest) {
      await requireInvited(accountId, listingId);
      return savePhotographerImage(deps, listingId, accountId, req);
    },
    async images(accountId: number, listingId: number) {
      await requireInvited(accountId, listingId);
      return listPhotographerImages(deps, listingId, accountId);
    },
    async imageCount(accountId: number) {
      const listings = await repo.findInvitedListings(deps.db, await emailOf(accountId));
      return countPhotographerImages(
        deps,
        listings.map((l) => l.listingId),
        accountId,
      );
    },
    async file(accountId: number, fileId: string) {
      const found = await findPhotographerImageFile(deps, fileId, accountId);
      if (!found) throw notFound();
      await requireInvited(accountId, found.listingId);
      return found.file;
    },
  };
}
