import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { IdParams } from '../http';
import { ListingNote, ListingNoteSchema } from './listing-extras.schema';

/** The notes of a listing: rich text kept to bold, italic and lists by the server. */

const tags = ['listing notes'] as const;

export const listingNoteEndpoints = defineEndpoints({
  getListingNotes: {
    method: 'GET',
    path: '/api/listing/:id/notes',
    summary: 'The notes of a listing, newest first, with their authors',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(ListingNote),
    refusals: [404],
  },
  addListingNote: {
    method: 'POST',
    path: '/api/listing/:id/notes',
    summary: 'Add a note to a listing (its markup cleaned); answers the note',
    tags,
    allow: ['systemAdmin', 'listingEdit'],
    params: IdParams,
    body: ListingNoteSchema,
    response: ListingNote.extend({ message: z.string() }),
    refusals: [404],
  },
});
