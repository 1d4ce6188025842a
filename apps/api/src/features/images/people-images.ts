import { canEditAgent, canEditOffice, canEditSalesTeam, type Actor } from '@atrium/domain';
import type { DbOrTx } from '../../db/audited-write';
import { notFound } from '../../lib/http-error';
import { registerFileEntity } from '../files';
import { registerImageOwner, type ImageOwnerWrite } from './images.service';
import {
  bumpPeopleOwnerVersion,
  findAgentOffice,
  findSalesTeamOffice,
  lockPeopleOwner,
  officeExists,
  type PeopleEntityType,
} from './people-images.repo';

/**
 * The photos (and, through the same file access, the videos) of agents, sales teams and offices:
 * who may see and change them (people.permissions: opening one of these records is editing it,
 * so a record outside the actor's scope is 404 for both), and how an image change keeps the
 * record's version (its ETag) in step.
 */

/** An agent the actor may open, read with its office; 404 when missing or out of scope. */
async function requireAgent(db: DbOrTx, actor: Actor, id: number) {
  const row = await findAgentOffice(db, id);
  const facts = row && { agentId: id, officeIds: [row.officeId] };
  if (!facts || !canEditAgent(actor, facts)) throw notFound();
  return facts;
}

async function requireSalesTeam(db: DbOrTx, actor: Actor, id: number) {
  const row = await findSalesTeamOffice(db, id);
  const facts = row && { salesTeamId: id, officeId: row.officeId };
  if (!facts || !canEditSalesTeam(actor, facts)) throw notFound();
  return facts;
}

async function requireOffice(db: DbOrTx, actor: Actor, id: number) {
  if (!(await officeExists(db, id)) || !canEditOffice(actor, id)) throw notFound();
  return { officeId: id };
}

const ACCESS = {
  agent: requireAgent,
  salesTeam: requireSalesTeam,
  office: requireOffice,
} as const satisfies Record<PeopleEntityType, (db: DbOrTx, actor: Actor, id: number) => Promise<unknown>>;

/**
 * The write path of a record's images: the row locked, the actor checked again inside the
 * transaction, the change applied and the record's version bumped (its ETag changes, so an open
 * form sees that its record moved on).
 */
function versionedOwner(type: PeopleEntityType): ImageOwnerWrite {
  return (db, actor, entityId, apply) =>
    db.transaction(async (tx) => {
      if (!(await lockPeopleOwner(tx, type, entityId))) throw notFound();
      await ACCESS[type](tx, actor, entityId);
      const result = await apply(tx);
      await bumpPeopleOwnerVersion(tx, type, entityId);
      return result;
    });
}

const TYPES = Object.keys(ACCESS) as PeopleEntityType[];

/** The file access of agents, sales teams and offices (photos, videos and their downloads). */
export function registerPeopleFileEntities() {
  for (const type of TYPES)
    registerFileEntity(type, { requireVisible: ACCESS[type], requireEditable: ACCESS[type] });
}

/** Registers the file access and the image write paths of agents, sales teams and offices. */
export function registerPeopleImages() {
  registerPeopleFileEntities();
  for (const type of TYPES) registerImageOwner(type, versionedOwner(type));
}
