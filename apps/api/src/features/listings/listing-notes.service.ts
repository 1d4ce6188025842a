import sanitizeHtml from 'sanitize-html';
import { MSG, NOTE_ALLOWED_TAGS, noteTextLength, type Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import { badRequest } from '../../lib/http-error';
import { requireEditableListing, requireVisibleListing } from './listing-access.service';
import { findListingNotes, insertListingNote } from './listing-notes.repo';

/** Keeps only bold, italic, lists, paragraphs and breaks; no attributes, no links, no scripts. */
export function sanitizeNote(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...NOTE_ALLOWED_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  }).trim();
}

export async function getListingNotes(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  return findListingNotes(db, listingId);
}

export async function addListingNote(db: Db, actor: Actor, listingId: number, note: string) {
  await requireEditableListing(db, actor, listingId);
  const clean = sanitizeNote(note);
  const length = noteTextLength(clean);
  if (length === 0) throw badRequest(MSG.noteRequired, [{ field: 'note', message: MSG.noteRequired }]);
  return db.transaction(async (tx) => {
    const row = await insertListingNote(tx, listingId, actor.userId, clean);
    await recordAudit(tx, {
      entityType: 'listing',
      entityId: listingId,
      action: 'notes.add',
      actor,
      changes: [{ field: 'note', oldValue: null, newValue: clean }],
    });
    return { ...row, firstName: actor.firstName, lastName: actor.lastName };
  });
}
