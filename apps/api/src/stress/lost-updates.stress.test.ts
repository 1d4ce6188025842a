import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@atrium/domain';
import { rowsOf } from '../db/client';
import { ADMIN, databaseKinds, startHttpApp, stressCount } from './stress-support';

/**
 * Never lose a change: 20 clients read the same listing and write it back with If-Match, round
 * after round, through real HTTP. Exactly one write wins each round, the 19 others get 412, and
 * the audit trail holds every acknowledged title, once, in order.
 */
const CLIENTS = 20;
const LISTING = 7;

describe.each(databaseKinds())('lost updates through HTTP (%s)', (kind) => {
  const ROUNDS = stressCount(kind, 'STRESS_ROUNDS', 1000);
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    t = await startHttpApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${ROUNDS} rounds of ${CLIENTS} concurrent read-then-write: one 204 and ${CLIENTS - 1} 412 per round, every acknowledged change kept`, async () => {
    const auth = await t.bearer(ADMIN);
    const [{ max_id: auditsBefore }] = rowsOf<{ max_id: number }>(
      await t.database.db.execute(sql`select coalesce(max(id), 0)::int as max_id from audits`),
    );
    const [{ version: versionBefore }] = rowsOf<{ version: number }>(
      await t.database.db.execute(sql`select version from listings where id = ${LISTING}`),
    );
    const acknowledged: string[] = [];
    const oddities: string[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      // every client reads the listing (and its ETag) ...
      const etags = await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const res = await fetch(`${t.url}/api/listing/${LISTING}/details`, {
            headers: { authorization: auth },
          });
          await res.arrayBuffer();
          return res.headers.get('etag') ?? '';
        }),
      );
      // ... then all write it back at once, each with its own change and the version it read
      const answers = await Promise.all(
        etags.map(async (etag, client) => {
          const title = `Round ${round} client ${client}`;
          const res = await fetch(`${t.url}/api/listing/${LISTING}/title`, {
            method: 'PUT',
            headers: { authorization: auth, 'content-type': 'application/json', 'if-match': etag },
            body: JSON.stringify({ title }),
          });
          const body = res.status === 204 ? null : ((await res.json()) as { message?: string });
          return { title, status: res.status, message: body?.message };
        }),
      );
      const winners = answers.filter((a) => a.status === 204);
      const stale = answers.filter((a) => a.status === 412 && a.message === MSG.staleVersion);
      if (winners.length !== 1 || stale.length !== CLIENTS - 1)
        oddities.push(`round ${round}: ${answers.map((a) => a.status).join(',')}`);
      acknowledged.push(...winners.map((w) => w.title));
    }

    expect(oddities).toEqual([]);
    expect(acknowledged).toHaveLength(ROUNDS);
    const audited = rowsOf<{ new_value: string }>(
      await t.database.db.execute(sql`
        select c->>'newValue' as new_value from audits a, jsonb_array_elements(a.changes) c
        where a.id > ${auditsBefore} and a.entity_type = 'listing' and a.entity_id = ${LISTING}
          and c->>'field' = 'title'
        order by a.id`),
    ).map((r) => r.new_value);
    expect(audited).toEqual(acknowledged);
    const [after] = rowsOf<{ title: string; version: number }>(
      await t.database.db.execute(sql`select title, version from listings where id = ${LISTING}`),
    );
    expect(after.title).toBe(acknowledged[acknowledged.length - 1]);
    expect(after.version).toBe(versionBefore + ROUNDS);
  });
});
