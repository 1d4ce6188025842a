import type { Faker } from '@faker-js/faker';
import type { Db } from '../client';

export type Progress = (message: string) => void;
export type SeedContext = { db: Db; f: Faker; today: Date; progress: Progress };
export type OfficeSeed = {
  id: number;
  salesRegionId: number;
  city: string;
  state: string;
  zipPrefix: string;
  neighborhoods: string[];
};
export type AgentSeed = { id: number; officeId: number; name: string };
export type TeamSeed = { id: number; officeId: number; agentIds: number[] };

/** Inserts in batches that stay under PostgreSQL's 65,535 bind parameters. */
export async function insertMany(
  db: Db,
  table: any,
  rows: Record<string, unknown>[],
  progress?: Progress,
  label?: string,
) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]).length;
  const size = Math.max(1, Math.min(5000, Math.floor(60000 / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
    if (progress && label && rows.length > 20000 && (i / size) % 20 === 0)
      progress(`${label}: ${Math.min(i + size, rows.length)}/${rows.length}`);
  }
}
