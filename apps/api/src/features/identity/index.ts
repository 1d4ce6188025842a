/** What the identity feature shares with other features. */
export type { SigningKeys } from './signing-keys';
