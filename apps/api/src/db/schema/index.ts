export * from './organisation';
export * from './users';
export * from './lookups';
export * from './listings';
export * from './platform';
export * from './photographer';
export * from './identity';
export * from './search';
