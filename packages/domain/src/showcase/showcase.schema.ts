import { z } from 'zod';
import { MSG } from '../messages';
import { Id, IdFromText, Timestamp } from '../http';
import { SHOWCASE_LIMITS } from './showcase.rules';

/** Showcase sites and their domains: what the API accepts and answers. */

export const RegistrarMode = z.enum(['sandbox', 'real']);

export const DomainInfoSchema = z.object({
  id: z.number().int(),
  orderId: z.string().nullable(),
  domainUrl: z.string(),
  entityId: z.number().int(),
  siteType: z.number().int(),
  expirationDate: Timestamp.nullable(),
  renewDeadline: Timestamp.nullable(),
  redeemDeadline: Timestamp.nullable(),
  status: z.number().int(),
  isRenewable: z.boolean(),
  isRedeemable: z.boolean(),
  /** The STATUS as shown (RENEWABLE / REDEEMABLE windows) and the actions offered now. */
  statusDisplay: z.string(),
  canRenew: z.boolean(),
  canRedeem: z.boolean(),
});
export type DomainInfo = z.infer<typeof DomainInfoSchema>;

const tabTitle = z
  .string()
  .trim()
  .min(1, { error: MSG.required(['Tab title']) })
  .max(SHOWCASE_LIMITS.tabTitleMax);
export const CustomTabInputSchema = z.strictObject({
  title: tabTitle,
  body: z.string().max(SHOWCASE_LIMITS.tabBodyMax),
});
export const CustomTabSchema = z.object({
  tabId: z.number().int(),
  orderNo: z.number().int(),
  title: z.string(),
  body: z.string(),
});

const trackingId = z.string().trim().max(SHOWCASE_LIMITS.trackingIdMax).nullable().optional();

/** The site settings the form saves (Main Menu, Tracking, Custom Tabs). */
export const ShowcaseSettingsSchema = z.strictObject({
  headerOptions: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  customHeader: z
    .string()
    .trim()
    .max(SHOWCASE_LIMITS.customHeaderMax, { error: MSG.showcaseCustomHeaderMax })
    .nullable()
    .optional(),
  headline: z.string().trim().max(SHOWCASE_LIMITS.headlineMax).nullable().optional(),
  subheadline: z.string().trim().max(SHOWCASE_LIMITS.headlineMax).nullable().optional(),
  showPrice: z.boolean(),
  titleOption: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  customTitle: z.string().trim().max(SHOWCASE_LIMITS.headlineMax).nullable().optional(),
  displayOptions: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .nullable()
    .optional(),
  googleAnalyticsTrackingId: trackingId,
  hotjarTrackingId: trackingId,
  googleTagManager: trackingId,
  customTabs: z
    .array(CustomTabInputSchema)
    .max(SHOWCASE_LIMITS.customTabsMax, { error: MSG.showcaseCustomTabsMax }),
  /** The Private Showcase Site tab's settings; omitted = unchanged. */
  privateSite: z.boolean().optional(),
  privateListingAccessEmailOption: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  autoGenerateCode: z.boolean().optional(),
});
export type ShowcaseSettings = z.infer<typeof ShowcaseSettingsSchema>;
export const ShowcaseSettingsUpdateSchema = ShowcaseSettingsSchema.extend({ listingId: Id });

export const ShowcaseSiteSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  domainId: z.number().int().nullable(),
  domainUrl: z.string().nullable(),
  headerOptions: z.number().int(),
  customHeader: z.string().nullable(),
  headline: z.string().nullable(),
  /** The headline shown: the stored one, else the address or 'city,state'. */
  headlineShown: z.string(),
  subheadline: z.string().nullable(),
  showPrice: z.boolean(),
  titleOption: z.number().int(),
  customTitle: z.string().nullable(),
  displayOptions: z.number().int(),
  publish: z.boolean(),
  status: z.number().int(),
  googleAnalyticsTrackingId: z.string().nullable(),
  hotjarTrackingId: z.string().nullable(),
  googleTagManager: z.string().nullable(),
  privateSite: z.boolean(),
  privateListingAccessEmailOption: z.number().int(),
  autoGenerateCode: z.boolean(),
  alreadyOwned: z.boolean(),
  showcaseVideoUrl: z.string().nullable(),
  customTabs: z.array(CustomTabSchema),
  domain: DomainInfoSchema.nullable(),
});
export type ShowcaseSite = z.infer<typeof ShowcaseSiteSchema>;

export const ShowcasePublishSchema = z.strictObject({ publish: z.boolean() });

export const DomainQuerySchema = z.strictObject({
  domain: z.string().trim().min(1, { error: MSG.domainNotValid }).max(253),
});
export const DomainIdQuerySchema = z.strictObject({ id: IdFromText });
/** Domain info: the short form of a domain (getDomainInfo). */
export const DomainSummarySchema = DomainInfoSchema.pick({
  id: true,
  domainUrl: true,
  expirationDate: true,
  renewDeadline: true,
  status: true,
});
export const DomainByEntityQuerySchema = z.strictObject({
  entityId: z.coerce.number().int().min(1),
  siteType: z.coerce.number().int().min(0).max(0).default(0),
});
export const DomainAvailabilitySchema = z.object({
  domain: z.string(),
  available: z.boolean(),
  message: z.string(),
  registrarMode: RegistrarMode,
});
export const EligibilitySchema = z.object({ eligible: z.literal(true), registrarMode: RegistrarMode });

export const DomainPurchaseSchema = z.strictObject({
  domain: z.string().trim().min(1, { error: MSG.domainNotValid }).max(253),
  entityId: Id,
  siteType: z.literal(0).default(0),
  /** The showcase site starts private (the domain request's privateSite); off when omitted. */
  privateSite: z.boolean().optional(),
});
export const DomainEntitySchema = z.strictObject({ entityId: Id, siteType: z.literal(0).default(0) });
export const DomainPurchaseResultSchema = z.object({
  successful: z.boolean(),
  domainId: z.number().int().nullable(),
  code: z.number().int(),
  message: z.string(),
});
export const DomainActionResultSchema = z.object({ message: z.string(), domain: DomainInfoSchema });
