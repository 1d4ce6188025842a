import { mlsNameChoices, MSG, type MlsEmailValues } from '@atrium/domain';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import {
  deleteMlsEmailRow,
  findMlsEmails,
  findMlsNames,
  insertMlsEmail,
  isEmailTaken,
  updateMlsEmail,
} from './mls-emails.repo';

export const getMlsEmails = (db: Db, mls: string) => findMlsEmails(db, mls);

export const getMlsNames = async (db: Db) => mlsNameChoices(await findMlsNames(db));

/** Creates (no id) or updates a contact; an e-mail the MLS already lists is a 409. */
export async function saveMlsEmail(db: Db, v: MlsEmailValues) {
  if (await isEmailTaken(db, v))
    throw new HttpError(409, MSG.mlsEmailTaken, [{ field: 'email', message: MSG.mlsEmailTaken }]);
  if (v.id == null) return { id: await insertMlsEmail(db, v), message: MSG.mlsEmailSaved };
  if (!(await updateMlsEmail(db, v.id, v))) throw notFound();
  return { id: v.id, message: MSG.mlsEmailSaved };
}

export async function deleteMlsEmail(db: Db, id: number) {
  if (!(await deleteMlsEmailRow(db, id))) throw notFound();
}
