import { z } from 'zod';
import { Id, IdFromText } from '../http';
import { FileId } from '../files/files.schema';
import { DESIGN_TEMPLATE_CATEGORIES, parseToggleFlag } from './design-vault.rules';

/** Design vault: what the office page, the listing gallery, the API and its answers share. */

/** A template as an office (or a listing's office) offers it, with its page previews in order. */
export const DesignTemplateSchema = z
  .object({
    id: Id,
    name: z.string(),
    category: z.enum(DESIGN_TEMPLATE_CATEGORIES),
    pageCount: z.int(),
    /** The preview image of each page (stored files, read through GET files/{id}). */
    previewFileIds: z.array(FileId),
    isEnabled: z.boolean(),
  })
  .meta({ id: 'DesignTemplate' });
export type DesignTemplate = z.infer<typeof DesignTemplateSchema>;

/**
 * GET designvault/templates: an office's templates with their switches (officeId), or the
 * templates enabled for a listing's office (listingId, for the listing's gallery). Exactly one.
 */
export const DesignVaultTemplatesQuery = z
  .strictObject({ officeId: IdFromText.optional(), listingId: IdFromText.optional() })
  .refine((q) => (q.officeId == null) !== (q.listingId == null), {
    error: 'Give either an officeId or a listingId',
  });
export type DesignVaultTemplatesInput = z.input<typeof DesignVaultTemplatesQuery>;

/** PUT designvault/{officeId}/{templateId}/toggleenable/{flag}: flag is true or false. */
export const DesignVaultToggleParams = z.object({
  officeId: IdFromText,
  templateId: IdFromText,
  flag: z
    .string()
    .refine((v) => parseToggleFlag(v) != null, { error: 'The flag must be true or false' })
    .transform((v) => parseToggleFlag(v) as boolean),
});

/** The listing as the design tool receives it: address, price, photos, agents. */
export const DesignVaultListingSchema = z
  .object({
    id: Id,
    listingNumber: z.string().nullable(),
    title: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    /** The asking price; null when the price is given upon request. */
    price: z.number().nullable(),
    officeId: z.int().nullable(),
    officeName: z.string().nullable(),
    photos: z.array(z.object({ fileId: FileId, smallFileId: FileId.nullable() })),
    agents: z.array(z.object({ id: Id, name: z.string() })),
    /** The listing's agents, those who may edit it and system admins may open the design tool. */
    canOpenDesignTool: z.boolean(),
    designTool: z.object({
      name: z.string(),
      isSandbox: z.boolean(),
      /** The address that opens a template for this listing, with {templateId} to fill; null without the right. */
      url: z.string().nullable(),
    }),
  })
  .meta({ id: 'DesignVaultListing' });
export type DesignVaultListing = z.infer<typeof DesignVaultListingSchema>;

/** The sandbox design tool's page: its signed link's token. */
export const DesignToolSandboxQuery = z.object({ token: z.string().max(200) });
export const DesignToolSandboxParams = z.object({ templateId: IdFromText, listingId: IdFromText });
