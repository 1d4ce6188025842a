import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost: m=19456 KiB, t=2, p=1. */
export const hashPassword = (password: string) => hash(password);

/** A hash nobody's password matches: an unknown account costs the same time as a wrong password. */
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hash(randomBytes(16).toString('hex')));

/**
 * Whether the password matches the stored hash. Without a hash (no such account, or one without
 * a password) a dummy hash is verified instead, so every refusal takes about the same time.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return verify(await timingDummy(), password).then(() => false);
  return verify(passwordHash, password).catch(() => false);
}
