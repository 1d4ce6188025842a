import { z } from 'zod';
import { MSG } from '../messages';
import { Id, Timestamp } from '../http';
import { ACCESS_CODE_LENGTH, PRIVATE_USER_STATUSES, privateUserProblem } from './private-site.rules';

/** Access codes of a private showcase site: what the API accepts and answers. */

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date as YYYY-MM-DD' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v || null);

const privateUserFields = {
  listingId: Id,
  name: z.string().trim().max(100),
  accessCode: z
    .string()
    .trim()
    .max(ACCESS_CODE_LENGTH, { error: `The access code has at most ${ACCESS_CODE_LENGTH} characters` }),
  email: z
    .union([z.literal(''), z.email({ error: 'Enter a valid e-mail' }).max(254)])
    .nullable()
    .optional()
    .transform((v) => v || null),
  phone: optionalText(30),
  customDate: z.boolean(),
  /** Days (YYYY-MM-DD): access opens at 00:00:00 of the start day and closes at 23:59:59 of the end day. */
  startDate: IsoDay.nullable().optional(),
  endDate: IsoDay.nullable().optional(),
};

function checkPrivateUser(
  v: {
    name: string;
    accessCode: string;
    customDate: boolean;
    startDate?: string | null;
    endDate?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  const problem = privateUserProblem(v);
  if (problem === 'required')
    ctx.addIssue({
      code: 'custom',
      message: MSG.privateUserRequired,
      path: [v.name.trim() ? 'accessCode' : 'name'],
    });
  if (problem === 'endBeforeStart')
    ctx.addIssue({ code: 'custom', message: MSG.privateUserEndBeforeStart, path: ['endDate'] });
}

/** A code added by an agent: approved at once. */
export const PrivateSiteUserCreateSchema = z.strictObject(privateUserFields).superRefine(checkPrivateUser);
export type PrivateSiteUserCreate = z.infer<typeof PrivateSiteUserCreateSchema>;

/** An edit of a code; `expire: true` ends it yesterday instead (the other fields are kept as sent). */
export const PrivateSiteUserUpdateSchema = z
  .strictObject({
    ...privateUserFields,
    id: Id,
    approved: z.boolean().optional(),
    expire: z.boolean().optional(),
  })
  .superRefine(checkPrivateUser);
export type PrivateSiteUserUpdate = z.infer<typeof PrivateSiteUserUpdateSchema>;

export const PrivateSiteUserSchema = z.object({
  id: z.number().int(),
  showcaseSiteId: z.number().int(),
  name: z.string(),
  accessCode: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  approved: z.boolean(),
  customDate: z.boolean(),
  startDate: Timestamp.nullable(),
  endDate: Timestamp.nullable(),
  createdDate: Timestamp,
  /** The status shown now: Pending Approval, Active, Inactive or Expired. */
  status: z.enum(PRIVATE_USER_STATUSES),
  /** Edit and expire are offered while the end date is missing or ahead. */
  canEdit: z.boolean(),
  totalLogins: z.number().int(),
  privateSiteUserAudits: z.array(z.object({ loginDate: Timestamp })),
});
export type PrivateSiteUser = z.infer<typeof PrivateSiteUserSchema>;

export const PrivateSiteUserSavedSchema = z.object({ message: z.string(), user: PrivateSiteUserSchema });

/** The approval link's values, as e-mailed to the agents, with the server's signature over them. */
export const ApproveAccessCodeSchema = z.strictObject({
  email: z.string().max(254),
  accessCode: z.string().max(ACCESS_CODE_LENGTH),
  listingTitle: z.string().max(300),
  userName: z.string().max(100),
  siteUrl: z.string().max(500),
  agentEmail: z.string().max(254),
  signature: z.string().max(100),
});
export type ApproveAccessCode = z.infer<typeof ApproveAccessCodeSchema>;
export const ApproveAccessCodeResultSchema = z.object({ message: z.string() });
