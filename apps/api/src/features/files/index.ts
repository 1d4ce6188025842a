/**
 * What the files feature shares with other features: registering the kinds of record files
 * belong to, their access checks, the one upload path and the object key of a file.
 */
export { registerFileEntity, fileEntity } from './file-entities';
export { withUpload, withUploadForm, type CheckedUpload } from './upload';
export { objectKey, storeUpload, zipStream, type ZipEntry } from './files.service';
export {
  deleteFileRows,
  findFile,
  findFiles,
  insertFile,
  newestFileOfEach,
  setFilesPlace,
} from './files.repo';
export { asciiName, sendDownload, sendStoredFile } from './file-reply';
