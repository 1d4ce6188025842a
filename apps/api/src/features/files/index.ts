/** What the files feature shares with other features: registering the kinds of record files belong to. */
export { registerFileEntity } from './file-entities';
