import type { Db } from '../../db/client';
import type { ActorResolver } from '../../plugins/access';
import { findUserRecord } from './actor.repo';

/**
 * Maps verified token claims to the acting user: by the e-mail claim (the embedded provider and
 * most external ones send it), else by the subject when it is an e-mail.
 */
export function createActorResolver(db: Db): ActorResolver {
  return async (claims) => {
    const email = claims.email ?? (claims.sub?.includes('@') ? claims.sub : undefined);
    if (!email) return null;
    const user = await findUserRecord(db, { email });
    if (!user || user.status !== 1) return null;
    return user;
  };
}
