import { createHash, randomBytes } from 'node:crypto';
import {
  MSG,
  NOTIFICATION_TYPE,
  PASSWORD_MAX,
  USER_PASSWORD_RESET_HOURS,
  type Actor,
  type NewAdministrator,
  type SignInMode,
  type SignInUserRow,
  type UserSearchCriteria,
} from '@atrium/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import type { Mailer } from '../../adapters/mail/mail';
import { notFound } from '../../lib/http-error';
import type { LoginThrottle } from '../../lib/login-throttle';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { searchUsers } from '../users';
import { notify } from '../notifications';
import * as repo from './sign-in.repo';

export type SignInDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Failed password sign-ins per e-mail and address pair, and per address. */
  throttle: LoginThrottle;
};

/**
 * How staff sign in. The external provider when OIDC_ISSUER is set; one-click demo sign-in only
 * while both the configuration (SEED_DEMO_DATA not 'false') and the database (the demo network
 * was created in it) say this is the demo; e-mail and password otherwise. A real deployment
 * sets SEED_DEMO_DATA=false and so can never fall into demo mode, whatever its data.
 */
export async function signInMode(db: Db, config: Config): Promise<SignInMode> {
  if (config.oidc.issuer) return 'external';
  if (!config.seedDemoData) return 'password';
  return (await repo.hasDemoDataMarker(db)) ? 'demo' : 'password';
}

export type PasswordCheck =
  | { ok: true; userId: number }
  | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

/**
 * Checks an e-mail and password typed on the sign-in page. An unknown e-mail, an inactive user,
 * a user without a password and a wrong password get the same answer, cost one argon2
 * verification each and count against the same limits.
 */
export async function checkPassword(
  deps: SignInDeps,
  input: { email: string; password: string },
  address: string,
): Promise<PasswordCheck> {
  const email = input.email.trim().toLowerCase();
  const wait = deps.throttle.retryAfterSeconds(email, address);
  if (wait > 0)
    return { ok: false, status: 429, message: MSG.signInTooManyAttempts, retryAfterSeconds: wait };
  // An overlong password is refused like a wrong one, after the same work.
  const isTooLong = input.password.length > PASSWORD_MAX;
  const credential = email && !isTooLong ? await repo.findSignInCredential(deps.db, email) : null;
  const isValid = await verifyPassword(credential?.passwordHash ?? null, isTooLong ? '' : input.password);
  if (!credential || !isValid) {
    deps.throttle.recordFailure(email, address);
    return { ok: false, status: 401, message: MSG.signInIncorrect };
  }
  deps.throttle.clearAccount(email, address);
  await repo.touchLastLogin(deps.db, credential.userId);
  return { ok: true, userId: credential.userId };
}

async function requireUser(db: Db, id: number) {
  const user = await repo.findPasswordUser(db, id);
  if (!user) throw notFound();
  return user;
}

/** A system administrator sets a user's password; audited without the password or its hash. */
export async function setUserPassword(deps: SignInDeps, actor: Actor, userId: number, password: string) {
  const user = await requireUser(deps.db, userId);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const hadPassword = await repo.hasPassword(tx, userId);
    await repo.savePasswordHash(tx, userId, passwordHash, actor.realUserId ?? actor.userId);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      action: 'passwordSet',
      actor,
      changes: [{ field: 'password', oldValue: hadPassword ? 'set' : 'none', newValue: 'set' }],
    });
  });
  deps.throttle.clearAccount(user.email.toLowerCase());
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The page of the built-in identity provider where a reset link's user chooses a password. */
export const resetLinkPath = '/oidc/password/reset';

/**
 * Sends the user a single-use link to choose a password, valid USER_PASSWORD_RESET_HOURS. Only
 * the link's SHA-256 is stored; the audit names the recipient, never the link.
 */
export async function sendResetLink(deps: SignInDeps, actor: Actor, userId: number) {
  const user = await requireUser(deps.db, userId);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + USER_PASSWORD_RESET_HOURS * 3600_000);
  const link = `${deps.config.publicUrl}${resetLinkPath}?token=${token}`;
  await deps.db.transaction(async (tx) => {
    await repo.insertReset(tx, {
      userId,
      tokenHash: sha256(token),
      expiresAt,
      createdBy: actor.realUserId ?? actor.userId,
    });
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      action: 'passwordResetLinkSent',
      actor,
      changes: [{ field: 'passwordResetLink', oldValue: null, newValue: { to: user.email, expiresAt } }],
    });
  });
  await deps.mailer.sendTemplate(user.email, 'userPasswordLink', { firstName: user.firstName, link });
  return { message: MSG.passwordResetLinkSentTo(user.email) };
}

/** Whether a reset link can still be used (the page asks before showing its form). */
export async function isResetLinkOpen(db: Db, token: string): Promise<boolean> {
  return (await repo.findOpenReset(db, sha256(token))) !== null;
}

/** Sets the password chosen on a reset link's page; the link is used up. False when it is not valid. */
export async function resetPasswordWithLink(
  deps: SignInDeps,
  input: { token: string; password: string },
): Promise<boolean> {
  // no hashing work for a link that cannot be used (the UPDATE below still decides, race-safe)
  if (!(await isResetLinkOpen(deps.db, input.token))) return false;
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const id = await repo.consumeReset(tx, sha256(input.token));
    if (!id) return null;
    const hadPassword = await repo.hasPassword(tx, id);
    await repo.savePasswordHash(tx, id, passwordHash, null);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: id,
      action: 'passwordReset',
      actor: null,
      changes: [
        { field: 'password', oldValue: hadPassword ? 'set' : 'none', newValue: 'set with a reset link' },
      ],
    });
    return id;
  });
  if (!userId) return false;
  const user = await repo.findPasswordUser(deps.db, userId);
  if (user) deps.throttle.clearAccount(user.email.toLowerCase());
  return true;
}

/** The users of the sign-in administration page: the users search, with whether each has a password. */
export async function searchSignInUsers(db: Db, criteria: UserSearchCriteria) {
  const page = await searchUsers(db, criteria);
  const changed = await repo.passwordChangeTimes(
    db,
    page.results.map((u) => u.id),
  );
  const results: SignInUserRow[] = page.results.map((u) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    status: u.status,
    roles: u.roles,
    hasPassword: changed.has(u.id),
    passwordChangedAt: changed.get(u.id) ?? null,
  }));
  return { ...page, results };
}

/**
 * Creates a system administrator with a password (the admin:create command). An e-mail already
 * in use is refused unless `update` is asked for: then that user gets the password and becomes
 * an active system administrator (the way back in when the last administrator's password is lost).
 */
export async function createAdministrator(
  db: Db,
  body: NewAdministrator,
  opts: { update: boolean },
): Promise<{ userId: number; isNew: boolean } | { error: 'exists' }> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const existing = await repo.findUserIdByEmail(tx, body.email);
    if (existing && !opts.update) return { error: 'exists' as const };
    const userId = existing ?? (await repo.insertAdministrator(tx, body));
    if (existing) await repo.grantAdministrator(tx, existing);
    await repo.savePasswordHash(tx, userId, passwordHash, null);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      action: existing ? 'administratorRestored' : 'administratorCreated',
      actor: null,
      changes: [
        ...(existing ? [] : [{ field: 'email', oldValue: null, newValue: body.email }]),
        { field: 'roles', oldValue: null, newValue: ['System Administrator'] },
        { field: 'password', oldValue: null, newValue: 'set by the admin:create command' },
      ],
    });
    if (!existing)
      await notify(tx, {
        typeId: NOTIFICATION_TYPE.userCreated,
        entityId: userId,
        text: `User ${body.firstName} ${body.lastName} (${body.email}) was created`,
      });
    return { userId, isNew: !existing };
  });
}
