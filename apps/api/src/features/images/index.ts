/**
 * What the images feature shares with other features: the photographer area stores and reads
 * the photographer images of the listings a photographer is invited to through these.
 */
export {
  countPhotographerImages,
  findPhotographerImageFile,
  listPhotographerImages,
  registerImageOwner,
  savePhotographerImage,
  type ImageDeps,
} from './images.service';
export { agentPhotoFacts, agentPhotoUndersizedSql, type AgentPhotoFacts } from './people-images.repo';
export { registerPeopleFileEntities } from './people-images';
