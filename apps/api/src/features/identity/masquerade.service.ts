import { isSystemAdmin, LIMITS, MSG, type Actor } from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { findUserRecord, type UserRecord } from './actor.repo';
import { endMasquerades, insertMasquerade, searchMasqueradeCandidates } from './masquerade.repo';
import { toAuthorizedUser } from './authorized-user';

/** The signed-in person behind the actor (the real user while masquerading). */
const realUserIdOf = (actor: Actor) => actor.realUserId ?? actor.userId;

/** The user of POST user/authorize, with the original user's names while masquerading. */
export async function authorizedUser(db: Db, actor: Actor) {
  const user = await findUserRecord(db, { id: actor.userId });
  if (!user) throw notFound();
  if (!actor.realUserId) return { ...toAuthorizedUser(user), masquerade: null };
  const real = await findUserRecord(db, { id: actor.realUserId });
  return {
    ...toAuthorizedUser(user),
    masquerade: {
      originalUserId: actor.realUserId,
      originalFirstName: real?.firstName ?? '',
      originalLastName: real?.lastName ?? '',
      originalEmail: real?.email ?? '',
      timeoutMs: LIMITS.masqueradeTimeoutMs,
    },
  };
}

export function searchUsersToMasquerade(db: Db, actor: Actor, text: string) {
  return searchMasqueradeCandidates(db, {
    text,
    excludeEmail: actor.email,
    limit: LIMITS.userSearchPageSize,
  });
}

/** Starts masquerading as the target (ending any earlier masquerade of the real user). */
export async function startMasquerade(db: Db, actor: Actor, targetUserId: number) {
  const realUserId = realUserIdOf(actor);
  if (targetUserId === realUserId) throw badRequest(MSG.masqueradeSelf);
  const target = await findUserRecord(db, { id: targetUserId });
  if (!target || target.status !== 1) throw notFound();
  if (isSystemAdmin(target) && !isSystemAdmin(actor)) throw forbidden(MSG.masqueradeSystemAdmin);
  const targetActor: UserRecord = { ...target, realUserId };
  await db.transaction(async (tx) => {
    await endMasquerades(tx, realUserId, 'replaced');
    await insertMasquerade(tx, realUserId, targetUserId);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: targetUserId,
      action: 'masqueradeStart',
      actor: targetActor,
      changes: [{ field: 'masquerade', oldValue: null, newValue: target.email }],
    });
  });
  return authorizedUser(db, targetActor);
}

/** Ends the masquerade and answers the original user (a no-op when there is none). */
export async function endMasquerade(db: Db, actor: Actor) {
  const realUserId = realUserIdOf(actor);
  await db.transaction(async (tx) => {
    const ended = await endMasquerades(tx, realUserId, 'ended');
    for (const targetUserId of ended)
      await recordAudit(tx, {
        entityType: 'user',
        entityId: targetUserId,
        action: 'masqueradeEnd',
        actor: { ...actor, userId: targetUserId, realUserId },
        changes: [{ field: 'masquerade', oldValue: actor.email, newValue: null }],
      });
  });
  const real = await findUserRecord(db, { id: realUserId });
  if (!real) throw notFound();
  return { ...toAuthorizedUser(real), masquerade: null };
}
