import { z } from 'zod';
import { Id, IdFromText, Timestamp } from '../http';
import { MSG } from '../messages';
import { EMAIL_PATTERN } from '../users/user.schema';
import { withHttp } from '../listings/listing-fields';
import { descriptionLength, SALES_TEAM_LIMITS as L } from './sales-team.rules';

/** The sales team fields in form order, with the label the messages use. */
export const SALES_TEAM_LABELS = {
  name: 'Name',
  email: 'Email',
  officeId: 'Office',
  description: 'Description',
  websiteUrl: 'Website',
  mlsNumber: 'MLS Number',
  phone: 'Phone',
  phoneNumberDisplay: 'Custom phone display',
  linkedInUrl: 'LinkedIn',
  facebookUrl: 'Facebook',
  twitterUrl: 'Twitter',
  instagramUrl: 'Instagram',
  youtubeUrl: 'Youtube',
  accoladesTitle: 'Accolades title',
  accolades: 'Accolades',
} as const;
type Label = keyof typeof SALES_TEAM_LABELS;

const text = (field: Label, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(SALES_TEAM_LABELS[field], max) })
    .nullish()
    .transform((v) => (v ? v : null));

/** A web address: its limit, and http:// added when it has no scheme. */
const url = (field: Label, max: number) => text(field, max).transform((v) => (v ? withHttp(v) : null));

/**
 * The sales team's description form (POST SalesTeam creates with it, PUT SalesTeam/{id} saves it).
 * Required: name, e-mail, office and description (an empty editor counts as empty); one message
 * lists the missing ones. The description's limit counts its text, not its markup.
 */
export const SalesTeamDescriptionSchema = z
  .object({
    name: text('name', L.nameMax),
    email: text('email', L.emailMax),
    officeId: z.union([Id, z.null()]).optional(),
    description: z
      .string()
      .max(L.descriptionMax * 4, { error: MSG.maxLength('Description', L.descriptionMax) })
      .nullish(),
    websiteUrl: url('websiteUrl', L.websiteMax),
    mlsNumber: text('mlsNumber', L.mlsMax),
    phone: text('phone', L.phoneMax),
    phoneNumberDisplay: text('phoneNumberDisplay', L.phoneMax),
    phoneNoDisplayOrder: z
      .union([z.literal(1), z.literal(2), z.literal(3)], { error: MSG.invalidValue })
      .optional()
      .default(1),
    linkedInUrl: url('linkedInUrl', L.socialUrlMax),
    facebookUrl: url('facebookUrl', L.socialUrlMax),
    twitterUrl: url('twitterUrl', L.socialUrlMax),
    instagramUrl: url('instagramUrl', L.socialUrlMax),
    youtubeUrl: url('youtubeUrl', L.socialUrlMax),
    canShareProperties: z.boolean().optional().default(false),
    accoladesTitle: text('accoladesTitle', L.accoladesTitleMax),
    accolades: text('accolades', L.accoladesMax),
  })
  .superRefine((v, ctx) => {
    const missing = (['name', 'email', 'officeId', 'description'] as const).filter((f) =>
      f === 'description' ? descriptionLength(v.description) === 0 : !v[f],
    );
    missing.forEach((field, i) =>
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message:
          i === 0
            ? MSG.required(missing.map((f) => SALES_TEAM_LABELS[f]))
            : MSG.required([SALES_TEAM_LABELS[field]]),
      }),
    );
    if (v.email && !EMAIL_PATTERN.test(v.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.userEmailNotValid });
    if (descriptionLength(v.description) > L.descriptionMax)
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: MSG.maxLength('Description', L.descriptionMax),
      });
  })
  .transform((v) => ({ ...v, officeId: v.officeId as number, description: v.description ?? '' }));
export type SalesTeamDescriptionBody = z.input<typeof SalesTeamDescriptionSchema>;
export type SalesTeamDescription = z.output<typeof SalesTeamDescriptionSchema>;

/** A member of the team, in display order. */
export const SalesTeamMember = z
  .object({
    id: z.int(),
    agentId: z.int(),
    name: z.string(),
    officeId: z.int().nullable(),
    office: z.string().nullable(),
    displayOrder: z.int(),
  })
  .meta({ id: 'SalesTeamMember' });
export type SalesTeamMember = z.infer<typeof SalesTeamMember>;

/** An assistant of the team: a user, named by brand e-mail and name. */
export const SalesTeamAssistant = z
  .object({
    id: z.int(),
    salesTeamId: z.int(),
    userId: z.int(),
    brandEmail: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'SalesTeamAssistant' });
export type SalesTeamAssistant = z.infer<typeof SalesTeamAssistant>;

/** GET SalesTeam/{id}: the team with its members and assistants. */
export const SalesTeamDetails = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string().nullable(),
    officeId: z.int().nullable(),
    office: z.string().nullable(),
    mlsNumber: z.string().nullable(),
    email: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    phone: z.string().nullable(),
    phoneNumberDisplay: z.string().nullable(),
    phoneNoDisplayOrder: z.int(),
    linkedInUrl: z.string().nullable(),
    facebookUrl: z.string().nullable(),
    twitterUrl: z.string().nullable(),
    instagramUrl: z.string().nullable(),
    youtubeUrl: z.string().nullable(),
    canShareProperties: z.boolean(),
    statusId: z.int(),
    status: z.string(),
    isValid: z.boolean(),
    accolades: z.string().nullable(),
    accoladesTitle: z.string().nullable(),
    dashId: z.int().nullable(),
    createdDate: Timestamp,
    lastUpdated: Timestamp,
    teamMembers: z.array(SalesTeamMember),
    salesTeamAssistants: z.array(SalesTeamAssistant),
  })
  .meta({ id: 'SalesTeamDetails' });
export type SalesTeamDetails = z.infer<typeof SalesTeamDetails>;

export const SALES_TEAM_SORT_COLUMNS = ['name', 'office', 'status', 'members', 'lastUpdated'] as const;

/** POST SalesTeam/search: 20 per page, name ascending by default. */
export const SalesTeamSearchSchema = z.object({
  name: z.string().trim().max(200).optional().default(''),
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .optional()
    .default(0),
  currentPage: z.int().min(1).max(100_000).optional().default(1),
  itemsPerPage: z.int().min(1).max(100).optional().default(L.pageSize),
  sortColumn: z.enum(SALES_TEAM_SORT_COLUMNS).optional().default('name'),
  sortDirection: z.enum(['asc', 'desc']).optional().default('asc'),
});
export type SalesTeamSearchCriteria = z.output<typeof SalesTeamSearchSchema>;

export const SalesTeamRow = z
  .object({
    id: z.int(),
    name: z.string(),
    officeId: z.int().nullable(),
    office: z.string().nullable(),
    email: z.string().nullable(),
    statusId: z.int(),
    status: z.string(),
    memberCount: z.int(),
    lastUpdated: Timestamp,
  })
  .meta({ id: 'SalesTeamRow' });
export type SalesTeamRow = z.infer<typeof SalesTeamRow>;

export const SalesTeamPage = z.object({
  currentPage: z.int(),
  itemsPerPage: z.int(),
  totalRecords: z.int(),
  results: z.array(SalesTeamRow),
});

/** PUT SalesTeam/{id}/reordermembers: every member once, in the new order (renumbered from 1). */
export const SalesTeamReorderSchema = z
  .array(z.object({ agentId: Id, displayOrder: z.int().min(1).max(1000) }))
  .min(1)
  .max(500);

/** POST SalesTeam/{id}/agent/add. */
export const SalesTeamAddAgentSchema = z.object({ agentId: Id });
/** POST salesteamassistants/{id}/assistant. */
export const SalesTeamAddAssistantSchema = z.object({ userId: Id });

export const SalesTeamAgentParams = z.object({ id: IdFromText, agentId: IdFromText });
export const SalesTeamAssistantParams = z.object({ id: IdFromText, assistantId: IdFromText });

/** The assistant picker: users found by e-mail or name, 30 per page, assistants already assigned left out. */
export const AssistantSearchQuery = z.object({
  text: z.string().trim().max(200).optional().default(''),
  currentPage: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export const AssistantCandidate = z
  .object({ userId: z.int(), email: z.string(), firstName: z.string(), lastName: z.string() })
  .meta({ id: 'AssistantCandidate' });

/** A testimonial of the team, kept here and synchronised to the team's site. */
export const SalesTeamTestimonial = z
  .object({
    author: z
      .string()
      .trim()
      .min(1, { error: MSG.required(['Author']) })
      .max(L.testimonialAuthorMax, { error: MSG.maxLength('Author', L.testimonialAuthorMax) }),
    text: z
      .string()
      .trim()
      .min(1, { error: MSG.required(['Testimonial']) })
      .max(L.testimonialTextMax, { error: MSG.maxLength('Testimonial', L.testimonialTextMax) }),
  })
  .meta({ id: 'SalesTeamTestimonial' });
export type SalesTeamTestimonial = z.infer<typeof SalesTeamTestimonial>;

/** POST SalesTeamTestimonial/{id}/testimonials: the complete list, in display order. */
export const SalesTeamTestimonialsSchema = z.object({
  testimonialList: z
    .array(SalesTeamTestimonial)
    .max(L.testimonialsMax, { error: `At most ${L.testimonialsMax} testimonials` }),
});

export const SalesTeamTestimonials = z.object({
  testimonialList: z.array(SalesTeamTestimonial),
  lastSyncedAt: Timestamp.nullable(),
  siteMode: z.enum(['sandbox', 'real']),
});

/** GET salesTeam/{id}/agentsite/status. */
export const AgentSiteStatus = z
  .object({
    status: z.string(),
    siteUrl: z.string().nullable(),
    mode: z.enum(['sandbox', 'real']),
  })
  .meta({ id: 'AgentSiteStatus' });
