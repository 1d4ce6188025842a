/** What the identity feature shares with other features. */
export type { SigningKeys } from './signing-keys';
export { findUserRecord } from './actor.repo';
