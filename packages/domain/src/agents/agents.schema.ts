import { z } from 'zod';
import { Id, IdFromText, OptionalId } from '../http';
import { MSG } from '../messages';
import { EMAIL_PATTERN } from '../users/user.schema';

/** Limits of the agent forms (spec/002 sections 5 and 9). */
export const AGENT_LIMITS = {
  nameMax: 50,
  textMax: 255,
  headlineMax: 30,
  bodyMax: 4000,
  expertiseMax: 140,
  designationsShown: 3,
  pageSize: 20,
} as const;

export const AGENT_STATUS = { active: 1, inactive: 2 } as const;
export const AGENT_STATUS_LABEL: Record<number, string> = { 1: 'Active', 2: 'Inactive' };
/** Agent types: the spec names the field only; chosen. */
export const AGENT_TYPES = [
  { id: 1, name: 'Agent' },
  { id: 2, name: 'Broker' },
  { id: 3, name: 'Manager' },
  { id: 4, name: 'Staff' },
] as const;
export const AGENT_SORT_FIELDS = ['closedDate', 'price'] as const;

/** The description's fields in form order, with the label a message names. */
export const AGENT_FIELD_LABELS = {
  salutationTypeId: 'Salutation',
  statusId: 'Status',
  publish: 'Publish',
  licenseNumber: 'License Number',
  startDate: 'Start Date',
  primaryMls: 'Primary MLS',
  webOfficeId: 'Web Office',
  tridentOfficeId: 'Trident Office',
  primaryBrokerageOfficeId: 'Primary Brokerage Office',
  agentOfficeIds: 'Agent Offices',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  preferredFirstName: 'Preferred First Name',
  preferredLastName: 'Preferred Last Name',
  agentTypeId: 'Agent Type',
  title: 'Title',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  regionId: 'State',
  zip: 'Zip',
  workPhone: 'Work Phone',
  mobilePhone: 'Mobile Phone',
  homePhone: 'Home Phone',
  fax: 'Fax',
  brandEmail: 'Brand Email',
  personalEmail: 'Personal Email',
  alternateEmail: 'Alternate Email',
  brandSiteEmail: 'Brand Site Email',
  websiteUrl: 'Website URL',
  agentRedirectUrl: 'Agent Redirect URL',
  linkedInUrl: 'LinkedIn',
  facebookUrl: 'Facebook',
  twitterUrl: 'Twitter',
  instagramUrl: 'Instagram',
  youtubeUrl: 'Youtube',
  sortField: 'Sort Field',
  defaultSelectSale: 'Default Select Sale',
} as const;
export type AgentField = keyof typeof AGENT_FIELD_LABELS;

const REQUIRED = [
  'firstName',
  'lastName',
  'agentTypeId',
  'tridentOfficeId',
  'address1',
  'city',
  'regionId',
  'zip',
  'workPhone',
  'brandEmail',
] as const satisfies readonly AgentField[];

const text = (field: AgentField, max: number = AGENT_LIMITS.textMax) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(AGENT_FIELD_LABELS[field], max) })
    .nullish()
    .transform((v) => (v ? v : null));
const nameText = (field: AgentField) => text(field, AGENT_LIMITS.nameMax);
/** Phones and fax: empty is null; dots are taken out of the work phone. */
const phone = (field: AgentField) =>
  text(field).transform((v) => (v && field === 'workPhone' ? v.replace(/\./g, '') || null : v));
/** PUT agent/{agentId}/profile/{profileId}: the description (rules of spec/002 section 5). */
export const AgentDescriptionSchema = z
  .strictObject({
    salutationTypeId: OptionalId,
    statusId: z.union([z.literal(1), z.literal(2)]),
    publish: z.boolean(),
    licenseNumber: text('licenseNumber'),
    startDate: text('startDate'),
    primaryMls: text('primaryMls'),
    webOfficeId: OptionalId,
    tridentOfficeId: OptionalId,
    primaryBrokerageOfficeId: OptionalId,
    agentOfficeIds: z.array(Id).max(50).default([]),
    firstName: nameText('firstName'),
    middleName: nameText('middleName'),
    lastName: nameText('lastName'),
    preferredFirstName: nameText('preferredFirstName'),
    preferredLastName: nameText('preferredLastName'),
    agentTypeId: OptionalId,
    title: text('title'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    regionId: OptionalId,
    zip: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v == null || String(v).trim() === '' ? null : String(v).trim())),
    workPhone: phone('workPhone'),
    mobilePhone: phone('mobilePhone'),
    homePhone: phone('homePhone'),
    fax: phone('fax'),
    brandEmail: text('brandEmail'),
    personalEmail: text('personalEmail'),
    alternateEmail: text('alternateEmail'),
    brandSiteEmail: text('brandSiteEmail'),
    websiteUrl: text('websiteUrl'),
    agentRedirectUrl: text('agentRedirectUrl'),
    linkedInUrl: text('linkedInUrl'),
    facebookUrl: text('facebookUrl'),
    twitterUrl: text('twitterUrl'),
    instagramUrl: text('instagramUrl'),
    youtubeUrl: text('youtubeUrl'),
    sortField: z.enum(AGENT_SORT_FIELDS).default('closedDate'),
    defaultSelectSale: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const missing = REQUIRED.filter((f) => v[f] == null || v[f] === '');
    missing.forEach((field, i) =>
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message:
          i === 0
            ? MSG.required(missing.map((f) => AGENT_FIELD_LABELS[f]))
            : MSG.required([AGENT_FIELD_LABELS[field]]),
      }),
    );
    if (v.zip && !/^\d{5}$/.test(v.zip))
      ctx.addIssue({ code: 'custom', path: ['zip'], message: MSG.zipFiveDigits });
    if (v.workPhone && !/^\d{10}$/.test(v.workPhone))
      ctx.addIssue({ code: 'custom', path: ['workPhone'], message: MSG.agentWorkPhoneTenDigits });
    if (v.brandEmail && !EMAIL_PATTERN.test(v.brandEmail))
      ctx.addIssue({ code: 'custom', path: ['brandEmail'], message: MSG.agentBrandEmailNotValid });
  });
export type AgentDescriptionBody = z.input<typeof AgentDescriptionSchema>;
export type AgentDescription = z.output<typeof AgentDescriptionSchema>;

const nullableText = z.string().nullable();
const nullableId = z.int().nullable();
/** The description as stored (what the form starts from). */
export const AgentDescriptionValues = z.object({
  salutationTypeId: nullableId,
  statusId: z.int(),
  publish: z.boolean(),
  licenseNumber: nullableText,
  startDate: nullableText,
  primaryMls: nullableText,
  webOfficeId: nullableId,
  tridentOfficeId: nullableId,
  primaryBrokerageOfficeId: nullableId,
  agentOfficeIds: z.array(z.int()),
  firstName: z.string(),
  middleName: nullableText,
  lastName: z.string(),
  preferredFirstName: nullableText,
  preferredLastName: nullableText,
  agentTypeId: nullableId,
  title: nullableText,
  address1: nullableText,
  address2: nullableText,
  city: nullableText,
  regionId: nullableId,
  zip: nullableText,
  workPhone: nullableText,
  mobilePhone: nullableText,
  homePhone: nullableText,
  fax: nullableText,
  brandEmail: nullableText,
  personalEmail: nullableText,
  alternateEmail: nullableText,
  brandSiteEmail: nullableText,
  websiteUrl: nullableText,
  agentRedirectUrl: nullableText,
  linkedInUrl: nullableText,
  facebookUrl: nullableText,
  twitterUrl: nullableText,
  instagramUrl: nullableText,
  youtubeUrl: nullableText,
  sortField: z.enum(AGENT_SORT_FIELDS),
  defaultSelectSale: z.boolean(),
});
export type AgentDescriptionValues = z.infer<typeof AgentDescriptionValues>;

/** What GET agent/{id}/detailsummary answers: the description with the record's facts. */
export const AgentDetailSummary = z
  .object({
    agentId: z.int(),
    profileId: z.int(),
    tridentId: z.string().nullable(),
    mlsNumber: z.string().nullable(),
    status: z.string(),
    team: z.string().nullable(),
    salesTeamId: z.int().nullable(),
    dashStaffId: z.int().nullable(),
    areaOfExpertise: z.string().nullable(),
    suppressMlsImport: z.boolean(),
    isValid: z.boolean(),
    description: AgentDescriptionValues,
    /** The fields this user cannot change, each with the short reason shown beside it. */
    locks: z.record(z.string(), z.string()),
    version: z.int(),
  })
  .meta({ id: 'AgentDetailSummary' });
export type AgentDetailSummary = z.infer<typeof AgentDetailSummary>;

export const AGENT_SEARCH_SORT = [
  'firstName',
  'lastName',
  'officeName',
  'agentType',
  'status',
  'mlsNumber',
] as const;

const flag = z.union([z.literal(0), z.literal(1), z.boolean(), z.null()]).optional();

/** POST agent/search: the default filter is active, data complete and published, first name ascending, 20 a page. */
export const AgentSearchSchema = z.strictObject({
  currentPage: z.coerce.number().int().min(1).max(100000).optional().default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).optional().default(AGENT_LIMITS.pageSize),
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .optional()
    .default(1),
  name: z.string().trim().max(200).nullish(),
  officeName: z.string().trim().max(200).nullish(),
  isValid: flag.default(1),
  isPublished: flag.default(1),
  withUndersizedImage: z.boolean().optional().default(false),
  sortColumn: z
    .string()
    .optional()
    .transform((v) => {
      const key = (v ?? 'firstName').replace(/^./, (c) => c.toLowerCase());
      return (AGENT_SEARCH_SORT as readonly string[]).includes(key)
        ? (key as (typeof AGENT_SEARCH_SORT)[number])
        : 'firstName';
    }),
  sortDirection: z
    .string()
    .optional()
    .transform((v) => (v?.toLowerCase() === 'desc' ? 'desc' : 'asc') as 'asc' | 'desc'),
});
export type AgentSearchBody = z.input<typeof AgentSearchSchema>;
export type AgentSearchCriteria = z.output<typeof AgentSearchSchema>;

export const AgentRow = z
  .object({
    agentId: z.int(),
    imageUrlId: z.string().nullable(),
    isValid: z.boolean(),
    publish: z.boolean(),
    mlsNumber: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    agentType: z.string(),
    officeName: z.string().nullable(),
    status: z.string(),
  })
  .meta({ id: 'AgentRow' });
export type AgentRow = z.infer<typeof AgentRow>;

/** POST/PUT agent/agentBio: headline 30, body 4000 (HTML, sanitized on the server). */
export const AgentBioSchema = z.strictObject({
  id: Id.nullish(),
  profileId: Id,
  languageId: Id.nullish(),
  headline: z
    .string()
    .trim()
    .max(AGENT_LIMITS.headlineMax, { error: MSG.maxLength('Headline', AGENT_LIMITS.headlineMax) })
    .nullish()
    .transform((v) => v || null),
  body: z
    .string()
    .max(AGENT_LIMITS.bodyMax, { error: MSG.maxLength('Biography', AGENT_LIMITS.bodyMax) })
    .nullish()
    .transform((v) => v || null),
});
export type AgentBioBody = z.input<typeof AgentBioSchema>;
export const AgentBio = z.object({
  id: z.int().nullable(),
  profileId: z.int(),
  languageId: z.int().nullable(),
  headline: z.string().nullable(),
  body: z.string().nullable(),
});
export type AgentBio = z.infer<typeof AgentBio>;

/** PATCH profile/{profileId}/areaofexpertise: free text, at most 140. */
export const AreaOfExpertiseSchema = z.strictObject({
  areaOfExpertise: z
    .string()
    .trim()
    .max(AGENT_LIMITS.expertiseMax, { error: MSG.maxLength('Area of expertise', AGENT_LIMITS.expertiseMax) })
    .nullish()
    .transform((v) => v || null),
});

/** POST agent/{profileId}/languages|designations|specializations: the whole list of ids. */
export const IdListSchema = z.array(Id).max(200);
export const NamedItem = z.object({ id: z.int(), name: z.string() });
export type NamedItem = z.infer<typeof NamedItem>;
export const EXPERTISE_KINDS = ['languages', 'specializations', 'designations'] as const;
export type ExpertiseKind = (typeof EXPERTISE_KINDS)[number];

export const AgentAssistant = z.object({
  id: z.int(),
  agentId: z.int(),
  userId: z.int(),
  brandEmail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type AgentAssistant = z.infer<typeof AgentAssistant>;
export const AddAssistantSchema = z.strictObject({ userId: Id });
export const AssistantParams = z.object({ id: IdFromText, assistantId: IdFromText });
export const AssistantCandidatesQuery = z.object({ text: z.string().trim().max(200).optional().default('') });

/** The select sales (1) and rentals (2) of an agent: Sold listings, 20 a page, closed date descending. */
export const SELECT_SALE_SORT = ['closedDate', 'price'] as const;
export const SelectSaleSearchSchema = z.strictObject({
  businessPurposeTypeId: z.union([z.literal(1), z.literal(2)]).default(1),
  currentPage: z.number().int().min(1).max(100000).default(1),
  itemsPerPage: z.number().int().min(1).max(100).default(AGENT_LIMITS.pageSize),
  sortColumn: z.enum(SELECT_SALE_SORT).default('closedDate'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
  address: z.string().trim().max(200).nullish(),
});
export type SelectSaleSearchBody = z.input<typeof SelectSaleSearchSchema>;
export const SelectSaleRow = z.object({
  listingId: z.int(),
  listingNumber: z.string().nullable(),
  address: z.string().nullable(),
  price: z.number().nullable(),
  publish: z.boolean(),
  isSelectSale: z.boolean(),
  displayOfferPriceForSelectSold: z.boolean(),
  useAddressAsTitle: z.boolean(),
  showMap: z.boolean(),
  closedDate: z.string().nullable(),
  sideTypeId: z.int(),
  businessPurposeTypeId: z.int(),
  propertyType: z.string().nullable(),
});
export type SelectSaleRow = z.infer<typeof SelectSaleRow>;
/** A select-sale row's toggles: the price, title and map choices only when the row is a select sale. */
export const SelectSaleToggleSchema = z
  .strictObject({
    isSelectSale: z.boolean(),
    displayOfferPriceForSelectSold: z.boolean().default(false),
    useAddressAsTitle: z.boolean().default(false),
    showMap: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.isSelectSale && (v.displayOfferPriceForSelectSold || v.useAddressAsTitle || v.showMap))
      ctx.addIssue({ code: 'custom', path: ['isSelectSale'], message: MSG.agentSelectSaleOnly });
  });
export const SelectSoldExportSchema = z.strictObject({
  agentId: Id,
  businessPurposeTypeId: z.union([z.literal(1), z.literal(2)]).default(1),
  sortColumn: z.enum(SELECT_SALE_SORT).default('closedDate'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});

export const Testimonial = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  rating: z.int().nullable(),
  date: z.string(),
});
export const AgentTestimonials = z.object({
  source: z.enum(['sandbox', 'service']),
  loginUrl: z.string(),
  learnMoreUrl: z.string(),
  testimonials: z.array(Testimonial),
});

export const AgentMarketingRow = z.object({
  id: z.int(),
  listingId: z.int(),
  listingNumber: z.string().nullable(),
  address: z.string().nullable(),
  marketingTypeId: z.int(),
  date: z.string(),
  description: z.string(),
  url: z.string().nullable(),
});

export const SuppressMlsSchema = z.strictObject({ suppressMlsImport: z.boolean() });
