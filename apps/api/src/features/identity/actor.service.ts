import type { Db } from '../../db/client';
import type { ActorResolver } from '../../plugins/access';
import { findUserRecord, type UserRecord } from './actor.repo';
import { endMasquerades, findActiveMasquerade } from './masquerade.repo';

/**
 * Maps verified token claims to the acting user: by the e-mail claim (the embedded provider and
 * most external ones send it), else by the subject when it is an e-mail. While the signed-in user
 * masquerades, the actor is the target with `realUserId` naming the signed-in user, so the API
 * acts with the target's roles and scope and every audit row names both.
 */
export function createActorResolver(db: Db): ActorResolver {
  return async (claims) => {
    const email = claims.email ?? (claims.sub?.includes('@') ? claims.sub : undefined);
    if (!email) return null;
    const user = await findUserRecord(db, { email });
    if (!user || user.status !== 1) return null;
    if (!user.masquerading) return user;
    const masquerade = await findActiveMasquerade(db, user.userId);
    if (!masquerade) return user;
    const target = await findUserRecord(db, { id: masquerade.targetUserId });
    if (!target || target.status !== 1) {
      await endMasquerades(db, user.userId, 'targetInactive');
      return user;
    }
    return { ...target, realUserId: user.userId } satisfies UserRecord;
  };
}
