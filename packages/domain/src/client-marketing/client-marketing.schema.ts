import { z } from 'zod';
import { LIMITS } from '../constants';
import { Id, IdFromText } from '../http';
import { MSG } from '../messages';
import { MarketingItemSchema } from '../marketing/marketing.schema';
import { OpenHouse, Showing } from '../showings/showings.schema';
import { noteTextLength } from '../listings/listing-extras.schema';
import { REPORT_SECTION_NAMES } from './client-marketing.rules';

const ReportSectionBase = z.object({
  id: z.int(),
  sectionId: z.int(),
  name: z.string(),
  displayName: z.string(),
  displaySection: z.boolean(),
  sortOrder: z.int(),
  type: z.enum(['container', 'text']),
});
export const ReportSectionSchema = ReportSectionBase.extend({
  childSections: z.array(
    ReportSectionBase.extend({
      childSections: z
        .array(z.object({ id: z.int() }))
        .max(0)
        .meta({ description: 'Always empty: a child section holds none' }),
    }),
  ),
}).meta({ id: 'ReportSection' });
/** A section of a listing's report as the builder shows it (children one level deep). */
export type ReportSection = z.infer<typeof ReportSectionSchema>;
export type ReportChildSection = ReportSection['childSections'][number];

/** PUT clientmarketing/sortorder: the whole tree of a listing's report after a drop, in order. */
const SortNode = z.strictObject({ id: Id });
export const ReportSortOrderSchema = z.strictObject({
  listingId: Id,
  sections: z
    .array(
      SortNode.extend({
        childSections: z
          .array(SortNode.extend({ childSections: z.array(SortNode).max(0).optional() }))
          .max(50),
      }),
    )
    .max(50),
});
export type ReportSortOrderBody = z.infer<typeof ReportSortOrderSchema>;

/** PUT clientmarketing/{id}/toggledisplaysection: whether the section appears in the report. */
export const ReportToggleSchema = z.strictObject({ displaySection: z.boolean() });

/** PUT clientmarketing/{id}/introduction: the notes' rich text, 3000 characters of text. */
export const ReportIntroductionSchema = z.strictObject({
  remark: z
    .string()
    .max(LIMITS.notesMax * 4, { error: MSG.reportNotesMax })
    .refine((v) => noteTextLength(v) <= LIMITS.notesMax, { error: MSG.reportNotesMax }),
});

/** The report's header: the listing's address and office, and its cover photo or video. */
export const ReportHeaderSchema = z
  .object({
    listingId: z.int(),
    streetAddress: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    videoUrl: z.string().nullable(),
    videoPosterUrl: z.string().nullable(),
    videoSelected: z.boolean(),
    /** The cover photo's stored file (read through GET files/{id}); null without a photo. */
    photoUrl: z.string().nullable(),
    photoAssetId: z.string().nullable(),
    photoIsLandscape: z.boolean(),
    salesRegionId: z.int().nullable(),
    officeId: z.int(),
    listingDate: z.string().nullable(),
    office: z.string().nullable(),
    /** Whether the user may change the report (order, display, notes, cover). */
    allowEditing: z.boolean(),
  })
  .meta({ id: 'ReportHeader' });
export type ReportHeader = z.infer<typeof ReportHeaderSchema>;

export const REPORT_MEDIA_TYPES = ['image', 'video'] as const;

/** A photo or video the cover may be chosen from. `url` is a stored file id for a photo. */
export const ReportListingImageSchema = z
  .object({
    assetId: z.string(),
    mediaType: z.enum(REPORT_MEDIA_TYPES),
    url: z.string().nullable(),
    posterUrl: z.string().nullable(),
    caption: z.string().nullable(),
    landscapeRatio: z.number(),
    isSelected: z.boolean(),
  })
  .meta({ id: 'ReportListingImage' });
export type ReportListingImage = z.infer<typeof ReportListingImageSchema>;

/** PUT clientmarketingmedia/{listingNumber}/select: the cover photo (image id) or video (video id). */
export const ReportMediaSelectSchema = z.strictObject({
  assetId: z.string().trim().min(1).max(64),
  mediaType: z.enum(REPORT_MEDIA_TYPES),
});

/** GET clientmarketing/{listingId}/{section}: what the right pane shows for one section. */
export const ReportPanelSchema = z
  .object({
    section: z.enum(REPORT_SECTION_NAMES),
    sectionRowId: z.int(),
    /** Items of the section's marketing type (advertisements, campaigns, placements, promotions). */
    marketingItems: z.array(MarketingItemSchema),
    showings: z.array(Showing),
    openHouses: z.array(OpenHouse),
    /** The notes' rich text. */
    remark: z.string().nullable(),
    /** Whether the user may edit or delete the items shown here. */
    allowEditing: z.boolean(),
  })
  .meta({ id: 'ReportPanel' });
export type ReportPanel = z.infer<typeof ReportPanelSchema>;

export const ReportListingParams = z.object({ listingId: IdFromText });
export const ReportPanelParams = z.object({
  listingId: IdFromText,
  section: z.enum(REPORT_SECTION_NAMES, { error: MSG.reportUnknownSection }),
});
export const ReportListingNumberParams = z.object({ listingNumber: IdFromText });
