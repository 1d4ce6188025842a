import { and, eq, isNull, lt, or, gt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcStore } from '../../db/schema';

/**
 * The embedded provider's storage (sessions, interactions, grants, codes, tokens) in the
 * `oidc_store` table, so that sign-ins survive a restart and work with several API processes.
 * Rows are keyed `<model>:<id>`; expired rows are ignored on read and swept periodically.
 */
export function createOidcStoreAdapter(db: Db) {
  return class OidcStoreAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const values = {
        kind: this.model,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
      };
      await db
        .insert(oidcStore)
        .values({ id: this.key(id), ...values })
        .onConflictDoUpdate({ target: oidcStore.id, set: values });
    }

    async find(id: string) {
      return this.findWhere(eq(oidcStore.id, this.key(id)));
    }

    async findByUid(uid: string) {
      return this.findWhere(and(eq(oidcStore.kind, this.model), eq(oidcStore.uid, uid)));
    }

    async findByUserCode(userCode: string) {
      return this.findWhere(and(eq(oidcStore.kind, this.model), eq(oidcStore.userCode, userCode)));
    }

    async consume(id: string) {
      await db
        .update(oidcStore)
        .set({ consumedAt: sql`now()` })
        .where(eq(oidcStore.id, this.key(id)));
    }

    async destroy(id: string) {
      await db.delete(oidcStore).where(eq(oidcStore.id, this.key(id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcStore).where(and(eq(oidcStore.kind, this.model), eq(oidcStore.grantId, grantId)));
    }

    private async findWhere(where: ReturnType<typeof and>) {
      const [row] = await db
        .select()
        .from(oidcStore)
        .where(and(where, or(isNull(oidcStore.expiresAt), gt(oidcStore.expiresAt, sql`now()`))))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(new Date(row.consumedAt).getTime() / 1000) }
        : payload;
    }
  };
}

/** Deletes expired rows; the provider never needs them again. */
export async function sweepOidcStore(db: Db) {
  await db.delete(oidcStore).where(lt(oidcStore.expiresAt, sql`now()`));
}
