import { z } from 'zod';
import { Timestamp } from '../http';
import { MSG } from '../messages';

/** Feedback a signed-in user sends about the application, with the page it was sent from. */
export const FeedbackSchema = z.object({
  message: z
    .string({ error: MSG.required(['Feedback']) })
    .trim()
    .min(1, { error: MSG.required(['Feedback']) })
    .max(4000, { error: 'Feedback should be at most 4000 characters' }),
  page: z.string().trim().max(500).nullish(),
});
export type FeedbackBody = z.input<typeof FeedbackSchema>;

/** A feedback entry with its author, as administrators read it. */
export const FeedbackEntry = z
  .object({
    id: z.int(),
    message: z.string(),
    page: z.string().nullable(),
    createdDate: Timestamp,
    userId: z.int().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'FeedbackEntry' });
export type FeedbackEntry = z.infer<typeof FeedbackEntry>;
