import type { Db } from '../client';
import { createMlsEmail } from '../factories';

/** A few MLS e-mail contacts on the demo offices' MLS names (a filter value, an insert-only one). */
const CONTACTS: Array<[mls: string, email: string, filterValue: string | null, insertOnly: boolean]> = [
  ['NY Regional MLS', 'listings@nyrmls.example', null, false],
  ['NY Regional MLS', 'manhattan.desk@nyrmls.example', 'Manhattan', true],
  ['FL Regional MLS', 'data@flrmls.example', null, false],
  ['CA Regional MLS', 'updates@carmls.example', 'Residential', false],
  ['CO Regional MLS', 'new.listings@cormls.example', null, true],
];

export async function seedMlsImports(db: Db) {
  for (const [mls, email, filterValue, insertOnly] of CONTACTS)
    await createMlsEmail(db, { mls, email, filterValue, insertOnly });
}
