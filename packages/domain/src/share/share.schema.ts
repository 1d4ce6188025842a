import { z } from 'zod';
import { MSG } from '../messages';
import { Timestamp } from '../http';
import { ImageId } from '../images/images.schema';
import { EMAIL_PATTERN } from '../users/user.schema';
import { SHARE_SIZE_NAMES } from './share.rules';

/** The share form's limits: the e-mail, the title and the message each at most 500 characters. */
export const SHARE_LIMITS = { emailMax: 500, titleMax: 500, messageMax: 500, imagesMax: 200 } as const;

/**
 * The share form: the address the images go to (a valid e-mail), the e-mail's title (required),
 * an optional message and the size the images are sent at.
 */
export const ShareFormSchema = z.object({
  email: z
    .string({ error: MSG.required(['Email']) })
    .trim()
    .toLowerCase()
    .min(1, { error: MSG.required(['Email']) })
    .max(SHARE_LIMITS.emailMax, { error: MSG.userTextMax('Email', SHARE_LIMITS.emailMax) })
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: MSG.userEmailNotValid }),
  title: z
    .string({ error: MSG.required(['Title']) })
    .trim()
    .min(1, { error: MSG.required(['Title']) })
    .max(SHARE_LIMITS.titleMax, { error: MSG.userTextMax('Title', SHARE_LIMITS.titleMax) }),
  message: z
    .string()
    .trim()
    .max(SHARE_LIMITS.messageMax, { error: MSG.userTextMax('Message', SHARE_LIMITS.messageMax) })
    .nullable()
    .optional()
    .transform((v) => v || null),
  size: z.enum(SHARE_SIZE_NAMES, { error: MSG.required(['Size']) }),
});
export type ShareForm = z.input<typeof ShareFormSchema>;
export type ShareFormValues = z.output<typeof ShareFormSchema>;

/** POST share/Send: the form and the images shared, all of one record. */
export const ShareSendSchema = ShareFormSchema.extend({
  imageIds: z
    .array(ImageId)
    .min(1, { error: MSG.shareNoImages })
    .max(SHARE_LIMITS.imagesMax, { error: MSG.shareTooManyImages(SHARE_LIMITS.imagesMax) }),
});
export type ShareSendBody = z.input<typeof ShareSendSchema>;

/** The answer of a share: its id and when its link stops working. */
export const ShareSentSchema = z.object({ id: z.int(), expiresAt: Timestamp }).meta({ id: 'ShareSent' });
export type ShareSent = z.infer<typeof ShareSentSchema>;
