import { z } from 'zod';
import { MSG } from '../messages';
import { EMAIL_PATTERN } from '../users/user.schema';

/** At most this many addresses are invited in one go. */
export const PHOTOGRAPHER_INVITE_MAX = 5;
export const PHOTOGRAPHER_INVITE_LIMITS = {
  emailMax: 255,
  nameMax: 100,
  messageMax: 4000,
  addressMax: 255,
  listingNumberMax: 50,
} as const;

/** One entry of toAddress: 'email,listingNumber' (the listing number may be left out). */
export type InviteAddress = { email: string; listingNumber: string | null };

/** Splits 'email,listingNumber' at its first comma; the e-mail is trimmed and lowercased. */
export function parseInviteAddress(entry: string): InviteAddress {
  const comma = entry.indexOf(',');
  const email = (comma < 0 ? entry : entry.slice(0, comma)).trim().toLowerCase();
  const listingNumber = comma < 0 ? '' : entry.slice(comma + 1).trim();
  return { email, listingNumber: listingNumber || null };
}

/** The entry the web sends for an address of a listing. */
export const inviteAddressEntry = (email: string, listingNumber: string | null) =>
  `${email.trim().toLowerCase()},${listingNumber ?? ''}`;

/**
 * The sentence that refuses a list of addresses, or null: at least one and at most five, each a
 * valid e-mail, none twice (compared lowercased).
 */
export function inviteAddressesRefusal(emails: readonly string[]): string | null {
  if (emails.length === 0) return MSG.inviteAddressRequired;
  if (emails.length > PHOTOGRAPHER_INVITE_MAX) return MSG.inviteAddressesMax(PHOTOGRAPHER_INVITE_MAX);
  const seen = new Set<string>();
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    if (!email || email.length > PHOTOGRAPHER_INVITE_LIMITS.emailMax || !EMAIL_PATTERN.test(email))
      return MSG.inviteAddressNotValid(raw.trim() || '(empty)');
    if (seen.has(email)) return MSG.inviteAddressDuplicate(email);
    seen.add(email);
  }
  return null;
}

const Text = (max: number) => z.string().trim().max(max);
const OptionalText = (max: number) => Text(max).nullable().optional();

/**
 * POST photographer/invite: the addresses to invite to one listing ('email,listingNumber'), who
 * invites them, the message (required) and the listing's address as the form shows it.
 */
export const PhotographerInviteSchema = z.object({
  toAddress: z
    .array(
      z.string().max(PHOTOGRAPHER_INVITE_LIMITS.emailMax + PHOTOGRAPHER_INVITE_LIMITS.listingNumberMax + 1),
    )
    .transform((entries, ctx) => {
      const parsed = entries.map(parseInviteAddress);
      const refusal = inviteAddressesRefusal(parsed.map((p) => p.email));
      if (refusal) {
        ctx.addIssue({ code: 'custom', message: refusal });
        return z.NEVER;
      }
      return parsed;
    }),
  fromAddress: z
    .string()
    .trim()
    .toLowerCase()
    .max(PHOTOGRAPHER_INVITE_LIMITS.emailMax, { error: MSG.userEmailNotValid })
    .refine((v) => EMAIL_PATTERN.test(v), { error: MSG.userEmailNotValid }),
  fromName: Text(PHOTOGRAPHER_INVITE_LIMITS.nameMax).min(1, { error: MSG.required(['From name']) }),
  message: z
    .string({ error: MSG.required(['Message']) })
    .trim()
    .min(1, { error: MSG.required(['Message']) })
    .max(PHOTOGRAPHER_INVITE_LIMITS.messageMax, {
      error: MSG.userTextMax('Message', PHOTOGRAPHER_INVITE_LIMITS.messageMax),
    }),
  listingId: z.int().positive(),
  address: OptionalText(PHOTOGRAPHER_INVITE_LIMITS.addressMax),
  city: OptionalText(PHOTOGRAPHER_INVITE_LIMITS.addressMax),
  state: OptionalText(PHOTOGRAPHER_INVITE_LIMITS.addressMax),
  zip: OptionalText(PHOTOGRAPHER_INVITE_LIMITS.addressMax),
});
export type PhotographerInviteBody = z.input<typeof PhotographerInviteSchema>;

/** The invite form of the web: up to five address fields and the message. */
export const PhotographerInviteFormSchema = z.object({
  addresses: z.array(z.object({ email: z.string() })).superRefine((rows, ctx) => {
    const refusal = inviteAddressesRefusal(rows.map((r) => r.email));
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  }),
  message: PhotographerInviteSchema.shape.message,
});
export type PhotographerInviteForm = z.input<typeof PhotographerInviteFormSchema>;
