import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { Id, Timestamp } from '../http';
import { FAIR_HOUSING_CATEGORIES } from './fair-housing.rules';
import { adCopyTextLength } from './ad-copy.rules';

/** An ad copy size: its tab name, headline and body lengths (null: no limit of its own). */
export const AdCopySizeSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    headlineLength: z.int().nullable(),
    bodyLength: z.int().nullable(),
    displayOrder: z.int(),
  })
  .meta({ id: 'AdCopySize' });
export type AdCopySize = z.infer<typeof AdCopySizeSchema>;

export const AdCopyLanguageSchema = z
  .object({ id: z.int(), name: z.string() })
  .meta({ id: 'AdCopyLanguage' });
export type AdCopyLanguage = z.infer<typeof AdCopyLanguageSchema>;

/** GET adcopy/lookups: the sizes in tab order and the languages, English first. */
export const AdCopyLookupsSchema = z
  .object({ sizes: z.array(AdCopySizeSchema), languages: z.array(AdCopyLanguageSchema) })
  .meta({ id: 'AdCopyLookups' });
export type AdCopyLookups = z.infer<typeof AdCopyLookupsSchema>;

const Person = z.object({ userId: z.int(), name: z.string() }).nullable();

/** A stored ad copy; `aiAdcopy` when its body came from an AI draft a person approved by saving. */
export const AdCopySchema = z
  .object({
    id: z.int(),
    listingId: z.int(),
    adCopySizeId: z.int(),
    languageId: z.int(),
    headline: z.string().nullable(),
    body: z.string().nullable(),
    aiAdcopy: z.boolean(),
    generatedBy: Person,
    approvedBy: Person,
    updatedAt: Timestamp,
  })
  .meta({ id: 'AdCopy' });
export type AdCopy = z.infer<typeof AdCopySchema>;

/** GET listing/{id}/adcopy: the listing's ad copies, its title and its ad copy import flag. */
export const ListingAdCopiesSchema = z
  .object({
    listingId: z.int(),
    title: z.string().nullable(),
    suppressAdCopyImport: z.boolean(),
    adCopies: z.array(AdCopySchema),
  })
  .meta({ id: 'ListingAdCopies' });
export type ListingAdCopies = z.infer<typeof ListingAdCopiesSchema>;

/** The body's markup is cleaned by the server; this bound only keeps a request reasonable. */
const BODY_MARKUP_MAX = LIMITS.adCopyBodyDefault * 8;

const Headline = z
  .string()
  .max(1000, { error: MSG.adCopyHeadlineMax(1000) })
  .nullable()
  .optional()
  .transform((v) => v?.trim() || null);
const Body = z
  .string()
  .max(BODY_MARKUP_MAX, { error: MSG.adCopyOverLimit(LIMITS.adCopyBodyDefault) })
  .nullable()
  .optional()
  .transform((v) => (v && adCopyTextLength(v) > 0 ? v : null));

/**
 * PUT adcopy/{id}: the headline and body (the size's lengths are checked by the server, which
 * knows the size). `aiDraftId` names the AI draft the body came from: saving it is the approval.
 */
export const AdCopyUpdateSchema = z.object({
  headline: Headline,
  body: Body,
  aiDraftId: Id.nullable().optional(),
});
export type AdCopyUpdate = z.input<typeof AdCopyUpdateSchema>;

/** POST adcopy: a new ad copy of a listing in a size and language. */
export const AdCopyCreateSchema = AdCopyUpdateSchema.extend({
  listingId: Id,
  adCopySizeId: Id,
  languageId: Id,
});
export type AdCopyCreate = z.input<typeof AdCopyCreateSchema>;

/** What a save answers: the ad copy, or null when it was empty and so removed (or not created). */
export const AdCopySavedSchema = z
  .object({ adCopy: AdCopySchema.nullable(), message: z.string() })
  .meta({ id: 'AdCopySaved' });
export type AdCopySaved = z.infer<typeof AdCopySavedSchema>;

/** PUT adcopy/{id}/togglesuppressimport, where {id} is the listing's id. */
export const AdCopyToggleSchema = z.object({ toggleStatus: z.boolean() });

/** PUT listing/{id}/title from the ad copy area: at most 40 characters, no '|' or backslash. */
export const AdCopyTitleSchema = z.object({
  title: z
    .string({ error: MSG.required(['Title']) })
    .trim()
    .min(1, { error: MSG.required(['Title']) })
    .max(LIMITS.adCopyTitleMax, { error: MSG.maxLength('Title', LIMITS.adCopyTitleMax) })
    .refine((v) => !/[|\\]/.test(v), { error: MSG.titlePipe }),
});
export type AdCopyTitleBody = z.infer<typeof AdCopyTitleSchema>;

/** POST adcopy/openai: the listing and, optionally, a person's wishes for the tone. */
export const AdCopyDraftRequestSchema = z.object({
  listingId: Id,
  prompt: z
    .string()
    .max(LIMITS.adCopyPromptMax, { error: MSG.maxLength('Prompt', LIMITS.adCopyPromptMax) })
    .nullable()
    .optional(),
});
export type AdCopyDraftRequest = z.input<typeof AdCopyDraftRequestSchema>;

export const FairHousingFlagSchema = z.object({
  text: z.string(),
  phrase: z.string(),
  category: z.enum(Object.keys(FAIR_HOUSING_CATEGORIES) as [keyof typeof FAIR_HOUSING_CATEGORIES]),
  reason: z.string(),
  sentence: z.string(),
  start: z.int(),
  end: z.int(),
});

/**
 * An AI draft, never saved as ad copy: the text, its body markup, who wrote it (the sandbox or
 * the model), the flags of the fair-housing check and whether it is over the first size's limit.
 */
export const AdCopyDraftSchema = z
  .object({
    draftId: z.int(),
    text: z.string(),
    body: z.string(),
    source: z.enum(['sandbox', 'ai']),
    model: z.string().nullable(),
    generatedBy: z.object({ userId: z.int(), name: z.string() }),
    createdAt: Timestamp,
    flags: z.array(FairHousingFlagSchema),
    length: z.int(),
    limit: z.int(),
    isOverLimit: z.boolean(),
  })
  .meta({ id: 'AdCopyDraft' });
export type AdCopyDraft = z.infer<typeof AdCopyDraftSchema>;
