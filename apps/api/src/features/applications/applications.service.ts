import type { FastifyRequest } from 'fastify';
import {
  ApplicationInputSchema,
  CLOUD_CMA_NAME,
  MSG,
  readApplicationForm,
  UPLOAD_PLACES,
  type Actor,
  type Application,
  type ApplicationListQuery,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { deleteFileRows, insertFile, storeUpload, withUploadForm, type CheckedUpload } from '../files';
import {
  addFavourite,
  APPLICATION_LOGO,
  deleteApplicationRow,
  findApplication,
  findApplicationLogoIds,
  findApplicationPage,
  findVisibleApplicationByName,
  insertApplication,
  isApplicationVisible,
  missingOffices,
  removeFavourite,
  setApplicationLimits,
  toggleApplicationFlag,
  updateApplication,
} from './applications.repo';

/** What the writes that touch files need besides the database. */
export type ApplicationDeps = { db: Db; storage: Storage; uploadTmpDir: string };

export const listApplications = (db: Db, actor: Actor, q: ApplicationListQuery) =>
  findApplicationPage(db, actor, q);

export async function getApplication(db: Db, actor: Actor, id: number): Promise<Application> {
  const app = await findApplication(db, actor, id);
  if (!app) throw notFound();
  return app;
}

/** Objects no row names any more; one that cannot be removed is a leftover, never an error. */
async function removeObjects(storage: Storage, keys: string[]) {
  for (const key of keys) await storage.delete(key).catch(() => {});
}

/** Zod's first sentence and the field errors, as the API's other 400s answer them. */
function refusalOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const errors = error.issues.map((i) => ({
    field: i.path.map(String).join('.') || 'body',
    message: i.message,
  }));
  return badRequest(errors[0]?.message ?? MSG.applicationAddFailed, errors);
}

/**
 * POST applications: the multipart form's fields checked by the shared schema, the optional logo
 * (JPG or PNG, told by its content) checked as it streams in. Creates the application (no id) or
 * updates it, replaces its offices and roles, and its logo when one is sent (or removes it when
 * asked). The new object is stored before the rows change; replaced objects go after.
 */
export async function saveApplication(deps: ApplicationDeps, actor: Actor, req: FastifyRequest) {
  const { accept, refusal } = UPLOAD_PLACES[APPLICATION_LOGO.place];
  let replaced: string[] = [];
  const saved = await withUploadForm(
    req,
    { accept, refusal, tmpDir: deps.uploadTmpDir, fileField: 'logo' },
    async (fields, logo) => {
      const parsed = ApplicationInputSchema.safeParse(readApplicationForm(fields));
      if (!parsed.success) throw refusalOf(parsed.error);
      const v = parsed.data;
      const missing = await missingOffices(deps.db, v.officeDetails);
      if (missing.length)
        throw badRequest(MSG.invalidId, [{ field: 'officeDetails', message: MSG.invalidId }]);
      const values = {
        name: v.name,
        link: v.link,
        acronym: v.acronym,
        promoted: v.promoted,
        canShow: v.canShow,
      };
      const write = (newLogo: Parameters<typeof insertFile>[1] | null) =>
        deps.db.transaction(async (tx) => {
          let id = v.id;
          if (id == null) id = await insertApplication(tx, values);
          else if (!(await updateApplication(tx, id, values))) throw notFound();
          await setApplicationLimits(tx, id, v.officeDetails, v.roleDetails);
          if (newLogo || v.removeLogo)
            replaced = await deleteFileRows(tx, await findApplicationLogoIds(tx, id));
          if (newLogo) await insertFile(tx, { ...newLogo, entityId: id });
          return { id, message: v.id == null ? MSG.applicationAdded : MSG.applicationSaved };
        });
      if (!logo) return write(null);
      return storeLogo(deps, actor, logo, write);
    },
  );
  await removeObjects(deps.storage, replaced);
  return saved;
}

/** Stores the logo's object, then runs the write with its row (the entity id is set by the write). */
function storeLogo<T>(
  deps: ApplicationDeps,
  actor: Actor,
  logo: CheckedUpload,
  write: (row: Parameters<typeof insertFile>[1]) => Promise<T>,
) {
  return storeUpload(
    deps.storage,
    logo,
    { ...APPLICATION_LOGO, entityId: 0, createdBy: actor.userId },
    (values) => write(values),
  );
}

/** Deletes an application with its logo rows (offices, roles and favourites go by cascade). */
export async function deleteApplication(deps: ApplicationDeps, id: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const removed = await deleteFileRows(tx, await findApplicationLogoIds(tx, id));
    if (!(await deleteApplicationRow(tx, id))) throw notFound();
    return removed;
  });
  await removeObjects(deps.storage, keys);
}

export async function toggleFlag(db: Db, id: number, flag: 'promoted' | 'canShow') {
  const row = await toggleApplicationFlag(db, id, flag);
  if (!row) throw notFound();
  return { ...row, message: MSG.applicationSaved };
}

/** Favourites are the caller's own: another user's id is a 403; an application out of sight a 404. */
export async function setFavourite(db: Db, actor: Actor, id: number, userId: number, isFavourite: boolean) {
  if (userId !== actor.userId) throw forbidden(MSG.applicationFavouriteSelfOnly);
  if (!(await isApplicationVisible(db, actor, id))) throw notFound();
  if (isFavourite) await addFavourite(db, id, userId);
  else await removeFavourite(db, id, userId);
}

/** GET applications/cloudCmaInfo: the Cloud CMA application's link, if the caller may see it. */
export async function getCloudCmaInfo(db: Db, actor: Actor) {
  const row = await findVisibleApplicationByName(db, actor, CLOUD_CMA_NAME);
  if (!row?.link) throw notFound();
  return { name: row.name, link: row.link };
}
