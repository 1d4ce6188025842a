import { z } from 'zod';

/** The MLS detail import: a listing's record at the MLS source, and the request to import it. */

/** GET listing/{id}/mlsdetails: the MLS's record of the listing, keyed by its MLS number. */
export const MlsDetailsSchema = z
  .object({
    listingId: z.int(),
    listingKey: z.string(),
    /** 'sandbox' when the embedded sandbox generated the record (no MLS source configured). */
    source: z.enum(['sandbox', 'mls']),
    listPrice: z.number(),
    bedrooms: z.int(),
    fullBaths: z.int(),
    halfBaths: z.int(),
    livingArea: z.int(),
    description: z.string(),
  })
  .meta({ id: 'MlsDetails' });
export type MlsDetails = z.infer<typeof MlsDetailsSchema>;

/** POST listing/{id}/mlsimport: the listing key the details were read with, forced, and from where. */
export const MlsImportSchema = z.strictObject({
  listingKey: z.string().trim().min(1).max(50),
  forceImport: z.literal(true),
  source: z.string().trim().min(1).max(100),
});
export type MlsImportInput = z.input<typeof MlsImportSchema>;

/** What the import writes on the listing, from the MLS record. */
export function listingFieldsFromMls(r: Omit<MlsDetails, 'listingId' | 'source' | 'listingKey'>) {
  return {
    mlsPrice: r.listPrice,
    currentPrice: r.listPrice,
    bedrooms: r.bedrooms,
    fullBaths: r.fullBaths,
    halfBaths: r.halfBaths,
    interiorSize: r.livingArea,
  };
}
