/**
 * A fault injection point for the atomicity tests (apps/api/src/stress): throws when the test
 * environment names this point in ATRIUM_FAULT. Outside NODE_ENV=test it does nothing, so a
 * production process can never be made to fail through it.
 */
export function faultPoint(name: string): void {
  if (process.env.NODE_ENV !== 'test') return;
  if (process.env.ATRIUM_FAULT === name) throw new Error(`Injected fault at ${name}`);
}
