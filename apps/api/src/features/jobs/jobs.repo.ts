import type { Job, JobState } from '@atrium/domain';
import type { Database } from '../../db/client';

type JobRow = {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The error pg-boss keeps in `output` of a failed run: `{ message, stack }` or a value. */
function errorOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  const value = typeof output === 'string' ? safeParse(output) : output;
  if (value && typeof value === 'object' && 'message' in value)
    return String((value as { message: unknown }).message);
  return JSON.stringify(value);
}
const safeParse = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** pg-boss's own table (schema pgboss), read for the administrators' page. */
export async function listJobs(
  database: Database,
  state: JobState | undefined,
  limit: number,
): Promise<Job[]> {
  const { rows } = await database.executeSql(
    `select id, name, state::text as state, retry_count, retry_limit, created_on, started_on, completed_on, output
       from pgboss.job
      where ($1::text is null or state::text = $1::text) and name not like '\\_\\_%'
      order by created_on desc, id
      limit $2`,
    [state ?? null, limit],
  );
  return (rows as JobRow[]).map((r) => ({
    id: r.id,
    name: r.name,
    state: r.state,
    retryCount: Number(r.retry_count),
    retryLimit: Number(r.retry_limit),
    createdOn: iso(r.created_on)!,
    startedOn: iso(r.started_on),
    completedOn: iso(r.completed_on),
    error: r.state === 'completed' ? null : errorOf(r.output),
  }));
}

export async function countJobs(database: Database): Promise<Partial<Record<JobState, number>>> {
  const { rows } = await database.executeSql(
    `select state::text as state, count(*)::int as n from pgboss.job where name not like '\\_\\_%' group by state`,
    [],
  );
  return Object.fromEntries(
    (rows as Array<{ state: JobState; n: number }>).map((r) => [r.state, Number(r.n)]),
  );
}

export async function findJob(database: Database, id: string) {
  const { rows } = await database.executeSql(
    `select name, state::text as state from pgboss.job where id = $1`,
    [id],
  );
  return rows[0] as { name: string; state: JobState } | undefined;
}
