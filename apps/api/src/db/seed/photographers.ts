import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { LISTING_STATUS } from '@atrium/domain';
import { rowsOf, type Db } from '../client';
import { photographerAccounts, photographerInvites } from '../schema';
import { PHOTOGRAPHER_PERSONA } from './personas';

/**
 * The photographer persona (personas.md): an account with its documented password, invited to
 * the three lowest-numbered active listings so the upload page has something to show.
 */
export async function seedPhotographers(db: Db) {
  const p = PHOTOGRAPHER_PERSONA;
  await db.insert(photographerAccounts).values({
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    passwordHash: await hash(p.password),
  });
  const listings = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from listings where listing_status_id = ${LISTING_STATUS.active} order by id limit 3`,
    ),
  );
  if (listings.length)
    await db.insert(photographerInvites).values(
      listings.map((l) => ({
        email: p.email,
        listingId: Number(l.id),
        message: 'Please photograph the property before the open house.',
      })),
    );
}
