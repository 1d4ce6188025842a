import { z } from 'zod';
import { LIMITS } from '../constants';
import { Timestamp } from '../http';
import { MSG } from '../messages';

/** Virtual tour, additional MLS and notes (spec/001 sections 2, 3, 5). */

/** The example host of the virtual-tour message. */
export const VIRTUAL_TOUR_EXAMPLE = 'https://www.example.com';

const TourUrl = z
  .string()
  .trim()
  .max(2000)
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v == null || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    error: MSG.virtualTourHttps(VIRTUAL_TOUR_EXAMPLE),
  });

/** PUT listing/{id}/tours: virtual tour links must start with https. */
export const VirtualTourSchema = z.object({ virtualTourUrl: TourUrl, virtualTour3dUrl: TourUrl });
export type VirtualTour = z.input<typeof VirtualTourSchema>;

/** PUT listing/{id}/additionalMls: the extra MLS names and numbers of a listing. */
export const AdditionalMlsSchema = z.object({
  additionalMls: z
    .array(
      z.object({
        mlsName: z
          .string()
          .trim()
          .min(1, { error: MSG.required(['MLS name']) })
          .max(255),
        mlsNumber: z
          .string()
          .trim()
          .min(1, { error: MSG.required(['MLS number']) })
          .max(255),
      }),
    )
    .max(20),
});
export type AdditionalMlsBody = z.infer<typeof AdditionalMlsSchema>;

/** The text of a rich-text note, without its markup (the 3000 limit counts this). */
export function noteTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x')
    .trim().length;
}

/** POST listing/{id}/notes: rich text limited to bold, italic and lists; 3000 characters of text. */
export const ListingNoteSchema = z.object({
  note: z
    .string({ error: MSG.noteRequired })
    .max(LIMITS.notesMax * 4, { error: MSG.noteMax })
    .refine((v) => noteTextLength(v) > 0, { error: MSG.noteRequired })
    .refine((v) => noteTextLength(v) <= LIMITS.notesMax, { error: MSG.noteMax }),
});
export type ListingNoteBody = z.infer<typeof ListingNoteSchema>;

/** The markup a note may keep: bold, italic, bulleted and numbered lists, paragraphs, breaks. */
export const NOTE_ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'p', 'br', 'div'] as const;
/** A note as the API answers it, with its author's name (null when the author is gone). */
export const ListingNote = z
  .object({
    id: z.int(),
    note: z.string(),
    userId: z.int().nullable(),
    createdDate: Timestamp,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    listingId: z.int(),
  })
  .meta({ id: 'ListingNote' });
export type ListingNote = z.infer<typeof ListingNote>;
