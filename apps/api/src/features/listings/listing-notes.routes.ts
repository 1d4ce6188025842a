import { IdParams, ListingNoteSchema, MSG } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { actorOf } from '../../plugins/access';
import { addListingNote, getListingNotes } from './listing-notes.service';

/** GET/POST listing/{id}/notes: rich text sanitized on the server. */
export const listingNotesRoutes: FeatureRoutes = (app, { database: { db } }) => {
  app.get(
    '/api/listing/:id/notes',
    { config: { allow: 'signedIn' }, schema: { tags: ['listing notes'], params: IdParams } },
    (req) => getListingNotes(db, actorOf(req), req.params.id),
  );
  app.post(
    '/api/listing/:id/notes',
    {
      config: { allow: ['systemAdmin', 'listingEdit'] },
      schema: { tags: ['listing notes'], params: IdParams, body: ListingNoteSchema },
    },
    async (req) => ({
      ...(await addListingNote(db, actorOf(req), req.params.id, req.body.note)),
      message: MSG.noteSaved,
    }),
  );
};
