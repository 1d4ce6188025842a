import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { FeedbackEntry, FeedbackSchema } from './feedback.schema';

/** Feedback: any signed-in user sends it; system administrators read it. */

const tags = ['feedback'] as const;

export const feedbackEndpoints = defineEndpoints({
  sendFeedback: {
    method: 'POST',
    path: '/api/feedback',
    summary: 'Send feedback about the application (and the page it was sent from)',
    tags,
    allow: 'signedIn',
    body: FeedbackSchema,
    response: z.object({ id: z.int() }),
    status: 201,
  },
  getFeedback: {
    method: 'GET',
    path: '/api/feedback',
    summary: 'The latest 500 feedback entries, newest first, with their authors',
    tags,
    allow: ['systemAdmin'],
    response: z.array(FeedbackEntry),
  },
});
