import { CONCIERGE_REDIRECT_SOURCE, MSG, type Actor, type ConciergeLoginInput } from '@atrium/domain';
import type { Db } from '../../db/client';
import { diffFields, recordAudit } from '../../db/audited-write';
import type { Concierge } from '../../adapters/concierge/concierge';
import { renderConciergeSandboxPage } from '../../adapters/concierge/sandbox-page';
import { HttpError, notFound } from '../../lib/http-error';
import { findConciergeLogin, upsertConciergeLogin, type ConciergeRow } from './concierge.repo';

export type ConciergeDeps = { db: Db; concierge: Concierge; brand: string };

const answer = (deps: ConciergeDeps, row: ConciergeRow) => ({
  userId: row.userId,
  login: row.login,
  enabled: row.enabled,
  profileId: row.profileId,
  conciergeName: deps.concierge.name,
  mode: deps.concierge.mode,
});

async function requireLogin(deps: ConciergeDeps, userId: number) {
  const row = await findConciergeLogin(deps.db, userId);
  if (!row) throw notFound();
  return row;
}

export async function getUserConcierge(deps: ConciergeDeps, userId: number) {
  return answer(deps, await requireLogin(deps, userId));
}

/** Sets a user's login details; a change is audited on the user record ('concierge'). */
export async function saveUserConcierge(
  deps: ConciergeDeps,
  actor: Actor,
  userId: number,
  input: ConciergeLoginInput,
) {
  const before = await requireLogin(deps, userId);
  await deps.db.transaction(async (tx) => {
    await upsertConciergeLogin(tx, userId, input);
    const changes = diffFields(
      { conciergeLogin: before.login, conciergeEnabled: before.enabled },
      { conciergeLogin: input.login, conciergeEnabled: input.enabled },
    );
    if (changes.length)
      await recordAudit(tx, { entityType: 'user', entityId: userId, action: 'concierge', actor, changes });
  });
  return getUserConcierge(deps, userId);
}

const isOpen = (row: ConciergeRow | null): row is ConciergeRow & { login: string } =>
  Boolean(row?.enabled && row.login);

export async function getConciergeAccess(deps: ConciergeDeps, actor: Actor) {
  const row = await findConciergeLogin(deps.db, actor.userId);
  return { available: isOpen(row), conciergeName: deps.concierge.name, mode: deps.concierge.mode };
}

/**
 * Opens the concierge for the signed-in user (the masqueraded one while masquerading; the audit
 * keeps who really did it): the redirect audit record of spec/000 section 7 on their user record,
 * then the address that signs them in there.
 */
export async function redirectToConcierge(
  deps: ConciergeDeps,
  actor: Actor,
  notes: string | null,
  now = new Date(),
) {
  const row = await findConciergeLogin(deps.db, actor.userId);
  if (!isOpen(row)) throw new HttpError(409, MSG.conciergeNoLogin);
  await recordAudit(deps.db, {
    entityType: 'user',
    entityId: row.userId,
    action: CONCIERGE_REDIRECT_SOURCE,
    actor,
    changes: [
      { field: 'source', oldValue: null, newValue: CONCIERGE_REDIRECT_SOURCE },
      { field: 'notes', oldValue: null, newValue: notes },
      { field: 'profileId', oldValue: null, newValue: row.profileId },
    ],
  });
  return {
    url: deps.concierge.signInUrl({ id: row.userId, login: row.login, profileId: row.profileId }, now),
  };
}

/** The sandbox portal's page for a signed link; a wrong or expired token, or a closed link, is a 404. */
export async function conciergeSandboxPage(
  deps: ConciergeDeps,
  q: { user: number; token: string },
  now = new Date(),
) {
  if (deps.concierge.mode !== 'sandbox' || !deps.concierge.verifyToken(q.user, q.token, now))
    throw notFound();
  const row = await findConciergeLogin(deps.db, q.user);
  if (!isOpen(row)) throw notFound();
  return renderConciergeSandboxPage({
    name: deps.concierge.name,
    brand: deps.brand,
    fullName: `${row.firstName} ${row.lastName}`,
    login: row.login,
  });
}
