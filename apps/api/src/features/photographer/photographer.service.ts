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
  /** Every request that e-mails an address typed: registrations and reset links together. */
  mailThrottle: LoginThrottle;
  publicUrl: string;
  brand: string;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function toProfile(a: repo.PhotographerAccount) {
  return { id: a.id, email: a.email, firstName: a.firstName, lastName: a.lastName };
}

/**
 * Registers a photographer without telling whether the address already has an account: the
 * answer is always the same, and what differs goes by e-mail to the address. A new address gets
 * an account with no usable password and a link to choose one (so only whoever reads that
 * mailbox can ever sign in with it); a known one gets a notice that someone tried to register
 * with it, with the ways to sign in. Both take the same work: one password hash, one link, one
 * e-mail. Limited like reset e-mails, per address typed and per client address.
 */
export async function register(
  deps: PhotographerDeps,
  body: z.output<typeof PhotographerRegisterSchema>,
  address: string,
) {
  spendMailRequest(deps, body.email, address);
  const created = await repo.insertAccount(deps.db, {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash: await hashPassword(randomBytes(32).toString('hex')),
  });
  const account = created ?? (await repo.findAccountByEmail(deps.db, body.email));
  if (!account) return { message: MSG.photographerRegisterSent };
  const link = await passwordLink(deps, account.id);
  if (created)
    await deps.mailer.sendTemplate(account.email, 'photographerWelcome', {
      firstName: account.firstName,
      link,
    });
  else
    await deps.mailer.sendTemplate(account.email, 'photographerAlreadyRegistered', {
      firstName: account.firstName,
      link,
    });
  return { message: MSG.photographerRegisterSent };
}

/** Counts a request that e-mails `email`, or refuses it with 429 when the limits are reached. */
function spendMailRequest(deps: PhotographerDeps, email: string, address: string) {
  const wait = deps.mailThrottle.retryAfterSeconds(email, address);
  if (wait > 0) throw new TooManyAttempts(wait, MSG.photographerTooManyRequests);
  deps.mailThrottle.recordFailure(email, address);
}

/** A new single-use link to choose a password (it replaces the account's earlier ones); only its SHA-256 is stored. */
async function passwordLink(deps: PhotographerDeps, accountId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PHOTOGRAPHER_RESET_MINUTES * 60_000);
  await repo.insertReset(deps.db, accountId, sha256(token), expiresAt);
  return `${deps.publicUrl}/photographer/resetpassword?token=${token}`;
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

/** Sends a single-use reset link when the account exists; the answer is the same either way. */
export async function forgotPassword(
  deps: PhotographerDeps,
  body: z.output<typeof PhotographerForgotSchema>,
  address: string,
) {
  spendMailRequest(deps, body.email, address);
  const account = await repo.findAccountByEmail(deps.db, body.email);
  if (account) {
    const link = await passwordLink(deps, account.id);
    await deps.mailer.sendTemplate(account.email, 'photographerReset', {
      firstName: account.firstName,
      link,
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
