import { z } from 'zod';
import { LISTING_TYPES } from '../constants';
import { Id } from '../http';
import { MSG } from '../messages';
import { COMPLETENESS_SECTION_KEYS, LISTING_FLAGS } from '../listings/listing-validation.rules';

/** The kinds of data consumer: listing portals and the brand's partner sites. */
export const DATA_CONSUMER_KINDS = ['portal', 'partner'] as const;
export type DataConsumerKind = (typeof DATA_CONSUMER_KINDS)[number];

/** A consumer's requirement as stored with the consumer (see ConsumerRequirement). */
export const ConsumerRequirementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('noFlag'), flag: z.enum(LISTING_FLAGS.map((f) => f.key)) }),
  z.object({ kind: z.literal('minPhotos'), count: z.int().min(1).max(500) }),
  z.object({ kind: z.literal('listingType'), listingType: z.enum(LISTING_TYPES) }),
  z.object({ kind: z.literal('onMarket') }),
  z.object({ kind: z.literal('notPrivate') }),
  z.object({ kind: z.literal('minPrice'), amount: z.number().positive() }),
]);

const UnmetRequirementSchema = z.object({
  key: z.string(),
  text: z.string(),
  section: z.enum(COMPLETENESS_SECTION_KEYS).nullable(),
});

/** A data consumer with whether this listing meets its requirements (and what is missing). */
export const DataConsumerView = z
  .object({
    id: z.int(),
    name: z.string(),
    kind: z.enum(DATA_CONSUMER_KINDS),
    website: z.string().nullable(),
    /** Every requirement in words. */
    requirements: z.array(z.string()),
    meetsRequirements: z.boolean(),
    unmet: z.array(UnmetRequirementSchema),
  })
  .meta({ id: 'DataConsumer' });
export type DataConsumerView = z.infer<typeof DataConsumerView>;

/** GET ListingSyndication/{id}: the listing, its selections, the send-only flag and the consumers. */
export const ListingSyndicationView = z
  .object({
    id: z.int(),
    listingNumber: z.string().nullable(),
    title: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    listingType: z.enum(LISTING_TYPES),
    listingStatusId: z.int(),
    /** Send to the brand's own sites only, to no data consumer. */
    sendToSirOnly: z.boolean(),
    /** Every selectable consumer is selected. */
    all: z.boolean(),
    /** Whether the caller may change the syndication of this listing. */
    canEdit: z.boolean(),
    listingSyndication: z.array(z.object({ dataConsumerId: z.int(), selected: z.boolean() })),
    dataConsumers: z.array(DataConsumerView),
  })
  .meta({ id: 'ListingSyndication' });
export type ListingSyndicationView = z.infer<typeof ListingSyndicationView>;

/**
 * POST ListingSyndication: the listing, its number (checked against the listing), the send-only
 * flag and each consumer's status (selected or not; a consumer not named is not selected). That
 * the send-only flag and selected consumers exclude each other is checked by the server, which
 * names the option with the configured brand (isSendOnlyCombined).
 */
export const SaveListingSyndicationSchema = z
  .object({
    listingId: Id,
    listingNumber: z.string().max(50).nullable(),
    sendToSirOnly: z.boolean(),
    dataConsumerInfos: z.array(z.object({ dataConsumerId: Id, status: z.boolean() })).max(200),
  })
  .superRefine((body, ctx) => {
    const ids = body.dataConsumerInfos.map((d) => d.dataConsumerId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({
        code: 'custom',
        path: ['dataConsumerInfos'],
        message: MSG.syndicationDuplicateConsumer,
      });
  });
export type SaveListingSyndicationBody = z.input<typeof SaveListingSyndicationSchema>;
