/** The lookups feature's public face: the lookups, office lookups and public configuration. */
export * from './lookups-api';
