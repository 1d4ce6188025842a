import sanitizeHtml from 'sanitize-html';
import {
  canCreateSalesTeam,
  canEditSalesTeam,
  isSystemAdmin,
  MSG,
  renumber,
  SALES_TEAM_LIMITS,
  SALES_TEAM_STATUS,
  SALES_TEAM_STATUS_TEXT,
  statusForMemberCount,
  type Actor,
  type SalesTeamDescription,
  type SalesTeamSearchCriteria,
  type SalesTeamTestimonial,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, type DbOrTx } from '../../db/audited-write';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import { AgentSitesError, type AgentSites } from '../../adapters/agent-sites/agent-sites';
import { searchUsers } from '../users';
import * as repo from './sales-teams.repo';

export type SalesTeamDeps = { db: Db; agentSites: AgentSites };

const ENTITY = 'salesTeam';

/** The description keeps bold, italic, paragraphs, line breaks and lists; everything else is dropped. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['b', 'i', 'p', 'br', 'ul', 'ol', 'li'],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
    transformTags: { strong: 'b', em: 'i', div: 'p' },
  }).trim();
}

/** The team, when the actor may open it; 404 otherwise (a team out of scope is not told apart). */
async function requireTeam(db: DbOrTx, actor: Actor, id: number) {
  const found = await repo.findTeam(db, id);
  if (!found || !canEditSalesTeam(actor, { salesTeamId: id, officeId: found.team.officeId }))
    throw notFound();
  return found;
}

/** Marketing staff keep a team inside their own offices; the office must exist. */
async function checkOffice(db: DbOrTx, actor: Actor, officeId: number, currentOfficeId: number | null) {
  if (!(await repo.officeExists(db, officeId)))
    throw badRequest(MSG.salesTeamOfficeUnknown, [
      { field: 'officeId', message: MSG.salesTeamOfficeUnknown },
    ]);
  const isMarketingOnly = !isSystemAdmin(actor) && !actor.roles.includes('agent');
  if (isMarketingOnly && officeId !== currentOfficeId && !actor.officeIds.includes(officeId))
    throw forbidden();
}

function columnsOf(d: SalesTeamDescription) {
  return {
    name: d.name!,
    email: d.email,
    officeId: d.officeId,
    description: sanitizeDescription(d.description),
    websiteUrl: d.websiteUrl,
    mlsNumber: d.mlsNumber,
    phone: d.phone,
    phoneNumberDisplay: d.phoneNumberDisplay,
    phoneNoDisplayOrder: d.phoneNoDisplayOrder,
    linkedInUrl: d.linkedInUrl,
    facebookUrl: d.facebookUrl,
    twitterUrl: d.twitterUrl,
    instagramUrl: d.instagramUrl,
    youtubeUrl: d.youtubeUrl,
    canShareProperties: d.canShareProperties,
    accoladesTitle: d.accoladesTitle,
    accolades: d.accolades,
  };
}

export async function getTeam(db: Db, actor: Actor, id: number) {
  const { team, office } = await requireTeam(db, actor, id);
  const [teamMembers, salesTeamAssistants] = await Promise.all([
    repo.findMembers(db, id),
    repo.findAssistants(db, id),
  ]);
  return {
    version: team.version,
    details: {
      id: team.id,
      name: team.name,
      description: team.description,
      officeId: team.officeId,
      office,
      mlsNumber: team.mlsNumber,
      email: team.email,
      websiteUrl: team.websiteUrl,
      phone: team.phone,
      phoneNumberDisplay: team.phoneNumberDisplay,
      phoneNoDisplayOrder: team.phoneNoDisplayOrder,
      linkedInUrl: team.linkedInUrl,
      facebookUrl: team.facebookUrl,
      twitterUrl: team.twitterUrl,
      instagramUrl: team.instagramUrl,
      youtubeUrl: team.youtubeUrl,
      canShareProperties: team.canShareProperties,
      statusId: team.statusId,
      status: SALES_TEAM_STATUS_TEXT[team.statusId] ?? 'Inactive',
      isValid: team.isValid,
      accolades: team.accolades,
      accoladesTitle: team.accoladesTitle,
      dashId: team.dashId,
      createdDate: team.createdDate,
      lastUpdated: team.updatedAt,
      teamMembers,
      salesTeamAssistants,
    },
  };
}

/** A new team starts without members, so inactive until it has two. */
export async function createTeam(db: Db, actor: Actor, body: SalesTeamDescription) {
  if (!canCreateSalesTeam(actor)) throw forbidden();
  await checkOffice(db, actor, body.officeId, null);
  const id = await db.transaction(async (tx) => {
    const id = await repo.insertTeam(tx, { ...columnsOf(body), statusId: SALES_TEAM_STATUS.inactive });
    await recordAudit(tx, { entityType: ENTITY, entityId: id, action: 'create', actor, changes: [] });
    return id;
  });
  return { id, message: MSG.salesTeamCreated };
}

export async function updateTeam(
  db: Db,
  actor: Actor,
  id: number,
  body: SalesTeamDescription,
  expectedVersion: number | null,
) {
  const { team } = await requireTeam(db, actor, id);
  await checkOffice(db, actor, body.officeId, team.officeId);
  return db.transaction(async (tx) => {
    const { row } = await repo.updateTeamVersioned(tx, {
      entityType: ENTITY,
      id,
      expectedVersion,
      changes: columnsOf(body),
      actor,
    });
    return row;
  });
}

export async function searchTeams(db: Db, actor: Actor, criteria: SalesTeamSearchCriteria) {
  const page = await repo.searchTeams(db, actor, criteria);
  return { currentPage: criteria.currentPage, itemsPerPage: criteria.itemsPerPage, ...page };
}

/**
 * A change of the members, in one transaction: the change, the order renumbered from 1, the status
 * from the member count, the team's users in step, the version bumped and audited.
 */
async function changeMembers(
  db: Db,
  actor: Actor,
  id: number,
  expectedVersion: number | null,
  change: (tx: DbOrTx) => Promise<{ action: string; agentId?: number }>,
) {
  await requireTeam(db, actor, id);
  return db.transaction(async (tx) => {
    const { action, agentId } = await change(tx);
    const members = await repo.findMembers(tx, id);
    await repo.setMemberOrders(tx, id, renumber(members));
    const statusId = statusForMemberCount(members.length);
    const { row } = await repo.updateTeamVersioned(tx, {
      entityType: ENTITY,
      id,
      expectedVersion,
      changes: { statusId },
      actor,
      forceVersionBump: true,
    });
    await repo.syncTeamUsers(tx, id);
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: id,
      action,
      actor,
      changes: agentId ? [{ field: 'agentId', oldValue: null, newValue: agentId }] : [],
    });
    return { version: row.version, statusId, teamMembers: renumber(members) };
  });
}

export function addMember(db: Db, actor: Actor, id: number, agentId: number, expectedVersion: number | null) {
  return changeMembers(db, actor, id, expectedVersion, async (tx) => {
    if (!(await repo.activeAgentExists(tx, agentId)))
      throw badRequest(MSG.salesTeamAgentAddError, [
        { field: 'agentId', message: MSG.salesTeamAgentAddError },
      ]);
    if (!(await repo.insertMember(tx, id, agentId))) throw new HttpError(409, MSG.salesTeamMemberExists);
    return { action: 'addMember', agentId };
  });
}

export function removeMember(
  db: Db,
  actor: Actor,
  id: number,
  agentId: number,
  expectedVersion: number | null,
) {
  return changeMembers(db, actor, id, expectedVersion, async (tx) => {
    if (!(await repo.deleteMember(tx, id, agentId))) throw notFound();
    return { action: 'removeMember', agentId };
  });
}

/** The new order lists every member once; display orders are renumbered from 1 in that order. */
export function reorderMembers(
  db: Db,
  actor: Actor,
  id: number,
  order: Array<{ agentId: number; displayOrder: number }>,
  expectedVersion: number | null,
) {
  return changeMembers(db, actor, id, expectedVersion, async (tx) => {
    const current = await repo.findMembers(tx, id);
    const given = new Set(order.map((o) => o.agentId));
    if (
      given.size !== order.length ||
      given.size !== current.length ||
      current.some((m) => !given.has(m.agentId))
    )
      throw badRequest(MSG.salesTeamReorderMismatch);
    const sorted = [...order].sort((a, b) => a.displayOrder - b.displayOrder);
    await repo.setMemberOrders(tx, id, renumber(sorted));
    return { action: 'reorderMembers' };
  });
}

export async function getAssistants(db: Db, actor: Actor, id: number) {
  await requireTeam(db, actor, id);
  return repo.findAssistants(db, id);
}

/** Users to offer as assistants: the user search by e-mail or name, 30 a page, assistants already there left out. */
export async function assistantCandidates(
  db: Db,
  actor: Actor,
  id: number,
  text: string,
  currentPage: number,
) {
  await requireTeam(db, actor, id);
  const assigned = new Set((await repo.findAssistants(db, id)).map((a) => a.userId));
  const page = await searchUsers(db, {
    text,
    status: 1,
    currentPage,
    itemsPerPage: SALES_TEAM_LIMITS.assistantSearchPageSize,
    sortColumn: 'email',
    sortDirection: 'asc',
  });
  return page.results
    .filter((u) => !assigned.has(u.id))
    .map((u) => ({ userId: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName }));
}

export async function addAssistant(db: Db, actor: Actor, id: number, userId: number) {
  await requireTeam(db, actor, id);
  if (!(await repo.activeUserExists(db, userId)))
    throw badRequest(MSG.salesTeamAssistantAddError, [
      { field: 'userId', message: MSG.salesTeamAssistantAddError },
    ]);
  const assistantId = await db.transaction(async (tx) => {
    const assistantId = await repo.insertAssistant(tx, id, userId);
    if (assistantId == null) throw new HttpError(409, MSG.salesTeamAssistantExists);
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: id,
      action: 'addAssistant',
      actor,
      changes: [{ field: 'assistantUserId', oldValue: null, newValue: userId }],
    });
    return assistantId;
  });
  const assistant = (await repo.findAssistants(db, id)).find((a) => a.id === assistantId)!;
  return { assistant, message: MSG.salesTeamAssistantAdded };
}

export async function removeAssistant(db: Db, actor: Actor, id: number, assistantId: number) {
  await requireTeam(db, actor, id);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteAssistant(tx, id, assistantId))) throw notFound();
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: id,
      action: 'removeAssistant',
      actor,
      changes: [{ field: 'assistantId', oldValue: assistantId, newValue: null }],
    });
  });
}

async function testimonialsOf(d: SalesTeamDeps, id: number) {
  const rows = await repo.findTestimonials(d.db, id);
  return {
    testimonialList: rows.map((r) => ({ author: r.author, text: r.text })),
    lastSyncedAt: rows[0]?.syncedAt ?? null,
    siteMode: d.agentSites.mode,
  };
}

export async function getTestimonials(d: SalesTeamDeps, actor: Actor, id: number) {
  await requireTeam(d.db, actor, id);
  return testimonialsOf(d, id);
}

/**
 * The testimonials go to the agent-sites service first; they are stored only once it accepted
 * them, so what the screen shows is what the team site has. A refusal or silence answers 503.
 */
export async function saveTestimonials(
  d: SalesTeamDeps,
  actor: Actor,
  id: number,
  list: SalesTeamTestimonial[],
) {
  await requireTeam(d.db, actor, id);
  try {
    await d.agentSites.syncTestimonials(d.db, 'salesTeam', id, actor.userId, list);
  } catch (err) {
    if (err instanceof AgentSitesError) throw new HttpError(503, MSG.salesTeamTestimonialsError);
    throw err;
  }
  await d.db.transaction(async (tx) => {
    await repo.replaceTestimonials(tx, id, list);
    await recordAudit(tx, { entityType: ENTITY, entityId: id, action: 'testimonials', actor, changes: [] });
  });
  return { ...(await testimonialsOf(d, id)), message: MSG.salesTeamTestimonialsSaved };
}

export async function siteStatus(d: SalesTeamDeps, actor: Actor, id: number) {
  await requireTeam(d.db, actor, id);
  try {
    return { ...(await d.agentSites.siteStatus(d.db, 'salesTeam', id)), mode: d.agentSites.mode };
  } catch (err) {
    if (err instanceof AgentSitesError) throw new HttpError(503, MSG.salesTeamSiteStatusError);
    throw err;
  }
}
