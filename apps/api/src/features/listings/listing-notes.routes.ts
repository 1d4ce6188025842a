import { listingNoteEndpoints as E, MSG } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { actorOf } from '../../plugins/access';
import { addListingNote, getListingNotes } from './listing-notes.service';

/** GET/POST listing/{id}/notes: rich text sanitized on the server. */
export const listingNotesRoutes: FeatureRoutes = (app, { database: { db } }) => {
  registerEndpoints(app, E, {
    getListingNotes: (req) => getListingNotes(db, actorOf(req), req.params.id),
    addListingNote: async (req) => ({
      ...(await addListingNote(db, actorOf(req), req.params.id, req.body.note)),
      message: MSG.noteSaved,
    }),
  });
};
