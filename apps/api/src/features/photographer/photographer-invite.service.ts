import { MSG, type Actor, type PhotographerInviteSchema } from '@atrium/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mail';
import { badRequest, notFound } from '../../lib/http-error';
import { requireEditableListing, requireVisibleListing } from '../listings';
import * as repo from './photographer.repo';

export type InviteDeps = { db: Db; mailer: Mailer };

type InviteBody = z.output<typeof PhotographerInviteSchema>;

const sameNumber = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The listing's address as one line: the street, then city, state and zip; the title without one. */
function addressLine(l: NonNullable<Awaited<ReturnType<typeof repo.findListingForInvite>>>, id: number) {
  const place = [l.city, [l.state, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [l.address1, place].filter(Boolean).join(', ') || l.title || `listing ${id}`;
}

/**
 * Invites photographers to a listing the actor may change: each address not yet invited is
 * stored and gets one e-mail (a link to sign in or register); the answer lists the addresses
 * that were already invited. An address may name the listing's number after a comma, which must
 * then be this listing's. The e-mail names the signed-in user as the one inviting (not the
 * body's fromName and fromAddress, so nobody sends mail in another person's name) and the
 * listing's stored address.
 */
export async function invitePhotographers(deps: InviteDeps, actor: Actor, body: InviteBody) {
  await requireEditableListing(deps.db, actor, body.listingId);
  const listing = await repo.findListingForInvite(deps.db, body.listingId);
  if (!listing) throw notFound();
  const mismatch = body.toAddress.find(
    (a) => a.listingNumber != null && !sameNumber(a.listingNumber, listing.listingNumber),
  );
  if (mismatch)
    throw badRequest(MSG.inviteListingMismatch, [{ field: 'toAddress', message: MSG.inviteListingMismatch }]);

  const emails = body.toAddress.map((a) => a.email);
  const invited = await deps.db.transaction(async (tx) => {
    const existing = new Set(
      (await repo.findInvitesOfListing(tx, body.listingId)).map((i) => i.email.toLowerCase()),
    );
    return repo.insertInvites(
      tx,
      body.listingId,
      emails.filter((e) => !existing.has(e)),
      { message: body.message, invitedBy: actor.userId },
    );
  });

  // the e-mails are recorded after the invitations are committed (the outbox writes on its own
  // connection); an invitation whose e-mail could not be recorded is withdrawn, so it can be sent again
  const mail = {
    inviterName: `${actor.firstName} ${actor.lastName}`.trim() || actor.email,
    inviterEmail: actor.email,
    message: body.message,
    address: addressLine(listing, body.listingId),
  };
  for (const [i, email] of invited.entries()) {
    try {
      await deps.mailer.sendTemplate(email, 'photographerInvite', mail);
    } catch (err) {
      await repo.deleteInvites(deps.db, body.listingId, invited.slice(i));
      throw err;
    }
  }
  const isNew = new Set(invited);
  return emails.filter((e) => !isNew.has(e));
}

/** The addresses invited to a listing the actor may see. */
export async function invitedPhotographers(deps: Pick<InviteDeps, 'db'>, actor: Actor, listingId: number) {
  await requireVisibleListing(deps.db, actor, listingId);
  return repo.findInvitesOfListing(deps.db, listingId);
}
