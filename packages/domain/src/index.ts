export * from './constants';
export * from './messages';
export * from './roles';
export * from './actor';
export * from './permissions';
export * from './http';
export * from './listings/listing.permissions';
export * from './listings/listing.schema';
