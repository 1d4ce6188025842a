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
  const brand = escapeHtml(deps.brand);
  if (created) {
    await deps.mailer.sendMail({
      to: account.email,
      subject: `${deps.brand} photographer access: choose your password`,
      text: [
        `Hello ${account.firstName},`,
        '',
        `Your ${deps.brand} photographer account is ready. Open this link to choose your password (it works once and expires in ${PHOTOGRAPHER_RESET_MINUTES} minutes):`,
        `${link}&welcome=1`,
        '',
        `When it has expired, ask for a new one at ${deps.publicUrl}/photographer/forgotpassword.`,
        'If you did not ask for an account, ignore this message: nobody can sign in to it without this link.',
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(account.firstName)},</p><p>Your ${brand} photographer account is ready.</p><p><a href="${link}&amp;welcome=1">Choose your password</a> (the link works once and expires in ${PHOTOGRAPHER_RESET_MINUTES} minutes).</p><p>If you did not ask for an account, ignore this message: nobody can sign in to it without this link.</p>`,
    });
  } else {
    await deps.mailer.sendMail({
      to: account.email,
      subject: `${deps.brand} photographer access: you already have an account`,
      text: [
        `Hello ${account.firstName},`,
        '',
        `Someone tried to create a ${deps.brand} photographer account with this address, which already has one.`,
        `If it was you, sign in at ${deps.publicUrl}/photographer/login, or choose a new password with this link (it works once and expires in ${PHOTOGRAPHER_RESET_MINUTES} minutes):`,
        link,
        '',
        'If it was not you, ignore this message: nothing has changed.',
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(account.firstName)},</p><p>Someone tried to create a ${brand} photographer account with this address, which already has one.</p><p>If it was you, <a href="${deps.publicUrl}/photographer/login">sign in</a>, or <a href="${link}">choose a new password</a> (the link works once and expires in ${PHOTOGRAPHER_RESET_MINUTES} minutes).</p><p>If it was not you, ignore this message: nothing has changed.</p>`,
    });
  }
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
