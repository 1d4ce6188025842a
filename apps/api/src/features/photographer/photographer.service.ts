import { createHash, randomBytes } from 'node:crypto';
import {
  MSG,
  PHOTOGRAPHER_RESET_MINUTES,
  type PhotographerForgotSchema,
  type PhotographerLoginSchema,
  type PhotographerRegisterSchema,
  type PhotographerResetSchema,
} from '@atrium/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mail';
import { badRequest, HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LoginThrottle } from '../../lib/login-throttle';
import type { PhotographerTokens } from './photographer-token';
import * as repo from './photographer.repo';

export type PhotographerDeps = {
  db: Db;
  mailer: Mailer;
  tokens: PhotographerTokens;
  throttle: LoginThrottle;
  resetThrottle: LoginThrottle;
  publicUrl: string;
  brand: string;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function toProfile(a: repo.PhotographerAccount) {
  return { id: a.id, email: a.email, firstName: a.firstName, lastName: a.lastName };
}

export async function register(deps: PhotographerDeps, body: z.output<typeof PhotographerRegisterSchema>) {
  const created = await repo.insertAccount(deps.db, {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash: await hashPassword(body.password),
  });
  if (!created) throw new HttpError(409, MSG.photographerEmailTaken);
  return session(deps, created);
}

async function session(deps: PhotographerDeps, account: repo.PhotographerAccount) {
  const { token, expiresAt } = await deps.tokens.sign({ accountId: account.id, email: account.email });
  return { token, expiresAt, photographer: toProfile(account) };
}

/**
 * Signs a photographer in. An unknown e-mail and a wrong password get the same answer, take
 * about the same time and count against the same limits (per e-mail typed and per address).
 */
export async function login(
  deps: PhotographerDeps,
  body: z.output<typeof PhotographerLoginSchema>,
  address: string,
) {
  const wait = deps.throttle.retryAfterSeconds(body.email, address);
  if (wait > 0) throw new TooManyAttempts(wait);
  const account = await repo.findAccountByEmail(deps.db, body.email);
  const isValid = await verifyPassword(account?.passwordHash ?? null, body.password);
  if (!account || !isValid) {
    deps.throttle.recordFailure(body.email, address);
    throw new HttpError(401, MSG.photographerInvalidLogin);
  }
  deps.throttle.clearAccount(body.email);
  await repo.touchLastLogin(deps.db, account.id);
  return session(deps, account);
}

/** 429 with the seconds to wait (the route sends them as Retry-After). */
export class TooManyAttempts extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MSG.photographerTooManyAttempts,
  ) {
    super(429, message);
  }
}

/**
 * Sends a single-use reset link when the account exists; the answer is the same either way.
 * Only the link's SHA-256 is stored.
 */
export async function forgotPassword(
  deps: PhotographerDeps,
  body: z.output<typeof PhotographerForgotSchema>,
  address: string,
) {
  const wait = deps.resetThrottle.retryAfterSeconds(body.email, address);
  if (wait > 0) throw new TooManyAttempts(wait, MSG.photographerTooManyRequests);
  deps.resetThrottle.recordFailure(body.email, address);
  const account = await repo.findAccountByEmail(deps.db, body.email);
  if (account) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PHOTOGRAPHER_RESET_MINUTES * 60_000);
    await repo.insertReset(deps.db, account.id, sha256(token), expiresAt);
    const link = `${deps.publicUrl}/photographer/resetpassword?token=${token}`;
    await deps.mailer.sendMail({
      to: account.email,
      subject: `${deps.brand} photographer access: reset your password`,
      text: [
        `Hello ${account.firstName},`,
        '',
        `Someone asked to reset the password of your ${deps.brand} photographer account.`,
        `Open this link to choose a new password (it works once and expires in ${PHOTOGRAPHER_RESET_MINUTES} minutes):`,
        link,
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(account.firstName)},</p><p>Someone asked to reset the password of your ${escapeHtml(deps.brand)} photographer account.</p><p><a href="${link}">Choose a new password</a> (the link works once and expires in ${PHOTOGRAPHER_RESET_MINUTES} minutes).</p><p>If you did not ask for this, ignore this message: your password stays as it is.</p>`,
    });
  }
  return { message: MSG.photographerResetSent };
}

export async function resetPassword(deps: PhotographerDeps, body: z.output<typeof PhotographerResetSchema>) {
  const passwordHash = await hashPassword(body.password);
  const accountId = await deps.db.transaction(async (tx) => {
    const id = await repo.consumeReset(tx, sha256(body.token));
    if (id) await repo.setPasswordHash(tx, id, passwordHash);
    return id;
  });
  if (!accountId)
    throw badRequest(MSG.photographerResetInvalid, [
      { field: 'token', message: MSG.photographerResetInvalid },
    ]);
  const account = await repo.findAccount(deps.db, accountId);
  if (account) deps.throttle.clearAccount(account.email.toLowerCase());
  return { message: MSG.photographerPasswordReset };
}

export async function invitedListings(deps: PhotographerDeps, accountId: number) {
  const account = await repo.findAccount(deps.db, accountId);
  if (!account) throw new HttpError(401, MSG.photographerSignInRequired);
  return {
    photographer: toProfile(account),
    listings: await repo.findInvitedListings(deps.db, account.email),
  };
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
