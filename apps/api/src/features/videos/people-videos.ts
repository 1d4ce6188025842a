import { registerPeopleFileEntities } from '../images';

/**
 * The videos of agents (type 5) and sales teams (type 6) use the shared slot flow; who may see and
 * change them is the records' file access, registered here too so the videos do not depend on the
 * images routes being registered first.
 */
export function registerPeopleVideoOwners() {
  registerPeopleFileEntities();
}
