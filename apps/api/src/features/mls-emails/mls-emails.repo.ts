import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { MlsEmail, MlsEmailValues } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { mlsEmails, officeAdditionalMls, offices } from '../../db/schema';

const columns = {
  id: mlsEmails.id,
  email: mlsEmails.email,
  mls: mlsEmails.mls,
  filterValue: mlsEmails.filterValue,
  insertOnly: mlsEmails.insertOnly,
};

/** The contacts of one MLS (its name compared without case), by e-mail. */
export function findMlsEmails(db: DbOrTx, mls: string): Promise<MlsEmail[]> {
  return db
    .select(columns)
    .from(mlsEmails)
    .where(sql`lower(${mlsEmails.mls}) = lower(${mls})`)
    .orderBy(asc(mlsEmails.email), asc(mlsEmails.id));
}

/** Every MLS name the product knows: the offices' primary and additional MLS, and the contacts'. */
export async function findMlsNames(db: DbOrTx): Promise<string[]> {
  const [primary, additional, kept] = await Promise.all([
    db.selectDistinct({ name: offices.primaryMlsName }).from(offices),
    db.selectDistinct({ name: officeAdditionalMls.mlsName }).from(officeAdditionalMls),
    db.selectDistinct({ name: mlsEmails.mls }).from(mlsEmails),
  ]);
  return [...primary, ...additional, ...kept].map((r) => r.name ?? '');
}

/** Whether another contact of the MLS has this e-mail. */
export async function isEmailTaken(db: DbOrTx, v: MlsEmailValues): Promise<boolean> {
  const rows = await db
    .select({ id: mlsEmails.id })
    .from(mlsEmails)
    .where(
      and(
        eq(mlsEmails.mls, v.mls),
        eq(mlsEmails.email, v.email),
        v.id == null ? undefined : ne(mlsEmails.id, v.id),
      ),
    );
  return rows.length > 0;
}

const fieldsOf = (v: MlsEmailValues) => ({
  email: v.email,
  mls: v.mls,
  filterValue: v.filterValue,
  insertOnly: v.insertOnly,
});

export async function insertMlsEmail(db: DbOrTx, v: MlsEmailValues): Promise<number> {
  const [row] = await db.insert(mlsEmails).values(fieldsOf(v)).returning({ id: mlsEmails.id });
  return row.id;
}

/** Answers whether the contact existed. */
export async function updateMlsEmail(db: DbOrTx, id: number, v: MlsEmailValues): Promise<boolean> {
  const rows = await db
    .update(mlsEmails)
    .set({ ...fieldsOf(v), version: sql`${mlsEmails.version} + 1`, updatedAt: new Date().toISOString() })
    .where(eq(mlsEmails.id, id))
    .returning({ id: mlsEmails.id });
  return rows.length > 0;
}

export async function deleteMlsEmailRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(mlsEmails).where(eq(mlsEmails.id, id)).returning({ id: mlsEmails.id });
  return rows.length > 0;
}
