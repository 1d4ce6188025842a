import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../db/client';
import { ADMIN, bearerFor, createSeededDatabase, databaseKinds, stressCount } from './stress-support';
import { freePort, startServerProcess, type ServerProcess } from './server-process';

/**
 * Crash: while about 200 writes per second run, the API process is killed with SIGKILL 20
 * times and started again. Each write carries a unique marker (the new title of one of ten
 * listings); the client records the acknowledged ones. Afterwards every acknowledged write is
 * in the database exactly once, and no write is there twice. With PGlite the embedded database
 * dies with the process: its data folder must reopen and hold every acknowledged write.
 */
const RATE_PER_SECOND = 200;
const LISTINGS = 10;

describe.each(databaseKinds())('crash under write load (%s)', (kind) => {
  const KILLS = stressCount(kind, 'STRESS_KILLS', 20);
  let db: Awaited<ReturnType<typeof createSeededDatabase>>;
  beforeAll(async () => {
    db = await createSeededDatabase(kind);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it(`${KILLS} SIGKILLs during ~${RATE_PER_SECOND} writes/s lose no acknowledged write and apply none twice`, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const auth = await bearerFor(db.dataDir, url, ADMIN);
    const logFile = path.join(db.dataDir, 'server.log');
    const acknowledged = new Set<string>();
    const refused: string[] = [];
    const perCycle: number[] = [];
    let sent = 0;
    let inFlight = 0;
    let running = true;

    const write = async (seq: number) => {
      const marker = `Crash write ${seq}`;
      inFlight++;
      try {
        const res = await fetch(`${url}/api/listing/${(seq % LISTINGS) + 1}/title`, {
          method: 'PUT',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ title: marker }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 204) acknowledged.add(marker);
        else if (res.status < 500) refused.push(`${marker}: ${res.status} ${await res.text()}`);
        else await res.arrayBuffer();
      } catch {
        /* connection refused or reset by the kill: not acknowledged */
      } finally {
        inFlight--;
      }
    };
    // a steady ~200 writes/s whatever the server's state (at most 64 in flight)
    const load = (async () => {
      const started = Date.now();
      while (running) {
        const due = Math.floor(((Date.now() - started) / 1000) * RATE_PER_SECOND);
        while (sent < due && inFlight < 64) void write(sent++);
        await new Promise((r) => setTimeout(r, 5));
      }
      while (inFlight > 0) await new Promise((r) => setTimeout(r, 20));
    })();

    let server: ServerProcess | null = null;
    try {
      for (let cycle = 1; cycle <= KILLS; cycle++) {
        server = await startServerProcess({
          dataDir: db.dataDir,
          databaseUrl: db.databaseUrl,
          logFile,
          port,
        });
        const before = acknowledged.size;
        // kill in the middle of the load: once this life of the server acknowledged some writes,
        // after a further 0 to 0.5 s
        const deadline = Date.now() + 60_000;
        while (acknowledged.size - before < 20 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 10));
        await new Promise((r) => setTimeout(r, (cycle * 97) % 500));
        await server.kill();
        perCycle.push(acknowledged.size - before);
      }
    } finally {
      running = false;
      await load;
      await server?.kill();
    }

    expect(refused).toEqual([]);
    // every kill happened while writes were being acknowledged
    expect(perCycle.filter((n) => n === 0)).toEqual([]);

    // the database reopens (PGlite: the embedded database that died with the process)
    const database = await openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
    try {
      const stored = rowsOf<{ marker: string; times: number }>(
        await database.db.execute(sql`
          select c->>'newValue' as marker, count(*)::int as times
          from audits a, jsonb_array_elements(a.changes) c
          where a.entity_type = 'listing' and c->>'field' = 'title' and c->>'newValue' like 'Crash write %'
          group by 1`),
      );
      const times = new Map(stored.map((r) => [r.marker, Number(r.times)]));
      const missing = [...acknowledged].filter((m) => !times.has(m));
      const twice = stored.filter((r) => Number(r.times) > 1).map((r) => r.marker);
      expect(missing).toEqual([]);
      expect(twice).toEqual([]);
      expect(stored.length).toBeGreaterThanOrEqual(acknowledged.size);

      // each listing's title is the last audited one: the update and its audit row commit together
      const drift = rowsOf<{ id: number }>(
        await database.db.execute(sql`
          select l.id from listings l
          where l.id <= ${LISTINGS} and l.title is distinct from (
            select c->>'newValue' from audits a, jsonb_array_elements(a.changes) c
            where a.entity_type = 'listing' and a.entity_id = l.id and c->>'field' = 'title'
            order by a.id desc limit 1)`),
      );
      expect(drift).toEqual([]);
      console.log(
        `crash (${kind}): ${KILLS} kills, ${sent} writes sent, ${acknowledged.size} acknowledged, ` +
          `${stored.length} stored (the rest were in flight at a kill), acknowledged per cycle ${perCycle.join(' ')}`,
      );
    } finally {
      await database.close();
    }
  });
});
