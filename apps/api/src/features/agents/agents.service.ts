import sanitizeHtml from 'sanitize-html';
import {
  AGENT_FIELD_LABELS,
  AGENT_TYPES,
  AGENT_STATUS_LABEL,
  MSG,
  agentFieldLocks,
  applyAgentLocks,
  type Actor,
  type AgentBioBody,
  type AgentDescription,
  type AgentSearchCriteria,
  type ExpertiseKind,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audited-write';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { TestimonialsError, type Testimonials } from '../../adapters/testimonials/testimonials';
import { AgentSitesError, type AgentSites } from '../../adapters/agent-sites/agent-sites';
import { writeListing } from '../listings';
import * as repo from './agents.repo';

/**
 * Agents and profiles: every call opens the agent through the scope (404 outside it); the
 * description's locks are applied here, whatever the client sends.
 */

export async function searchAgents(db: Db, actor: Actor, c: AgentSearchCriteria) {
  const page = await repo.searchAgents(db, actor, c);
  return { currentPage: c.currentPage, itemsPerPage: c.itemsPerPage, ...page };
}

export function listLookups() {
  return {
    statuses: Object.entries(AGENT_STATUS_LABEL).map(([id, name]) => ({ id: Number(id), name })),
    agentTypes: [...AGENT_TYPES],
  };
}

/** The agent, or 404 when it does not exist or lies outside the actor's scope. */
export async function requireAgent(db: Db, actor: Actor, agentId: number) {
  const agent = await repo.findAgentInScope(db, actor, agentId);
  if (!agent) throw notFound();
  return agent;
}

async function requireProfile(db: Db, actor: Actor, profileId: number) {
  const agentId = await repo.findAgentIdByProfile(db, profileId);
  if (!agentId) throw notFound();
  return requireAgent(db, actor, agentId);
}

export async function getHeader(db: Db, actor: Actor, agentId: number) {
  const a = await requireAgent(db, actor, agentId);
  return {
    agentId: a.id,
    profileId: repo.profileIdOf(a),
    firstName: a.firstName,
    lastName: a.lastName,
    officeName: a.officeName,
    status: AGENT_STATUS_LABEL[a.statusId] ?? 'Inactive',
    tridentId: a.tridentId,
    isValid: a.isValid,
    publish: a.publish,
  };
}

const locksOf = (actor: Actor, a: repo.AgentRecord) =>
  agentFieldLocks(actor, { tridentId: a.tridentId, values: repo.descriptionOf(a) });

export async function getDetailSummary(db: Db, actor: Actor, agentId: number) {
  const a = await requireAgent(db, actor, agentId);
  const team = await repo.findAgentTeam(db, a.id);
  return {
    agentId: a.id,
    profileId: repo.profileIdOf(a),
    tridentId: a.tridentId,
    mlsNumber: a.mlsNumber,
    status: AGENT_STATUS_LABEL[a.statusId] ?? 'Inactive',
    team: team?.name ?? null,
    salesTeamId: team?.id ?? null,
    dashStaffId: a.dashStaffId,
    areaOfExpertise: a.areaOfExpertise,
    suppressMlsImport: a.suppressMlsImport,
    isValid: a.isValid,
    description: repo.descriptionOf(a),
    locks: locksOf(actor, a) as Record<string, string>,
    version: a.version,
  };
}

/** The required fields still empty: the Data Complete flag is true when none is. */
export function missingFields(d: ReturnType<typeof repo.descriptionOf>) {
  const required = [
    'firstName',
    'lastName',
    'agentTypeId',
    'tridentOfficeId',
    'address1',
    'city',
    'regionId',
    'zip',
    'workPhone',
    'brandEmail',
  ] as const;
  return required.filter((f) => d[f] == null || d[f] === '').map((f) => AGENT_FIELD_LABELS[f]);
}

export async function validateAgent(db: Db, actor: Actor, agentId: number) {
  const a = await requireAgent(db, actor, agentId);
  const missing = missingFields(repo.descriptionOf(a));
  return { isValid: missing.length === 0, missing };
}

export async function saveDescription(
  db: Db,
  agentSites: AgentSites,
  actor: Actor,
  agentId: number,
  profileId: number,
  body: AgentDescription,
  expectedVersion: number | null,
) {
  const a = await requireAgent(db, actor, agentId);
  if (repo.profileIdOf(a) !== profileId) throw notFound();
  const stored = repo.descriptionOf(a);
  const kept = applyAgentLocks(body, stored, locksOf(actor, a));
  const changes = await repo.descriptionColumns(db, kept);
  const isValid = missingFields({ ...stored, ...kept } as typeof stored).length === 0;
  return db.transaction(async (tx) => {
    const { row } = await repo.updateAgentRow(tx, {
      id: a.id,
      expectedVersion,
      changes: { ...changes, isValid },
      actor,
    });
    // the agent site sorts the select solds the same way: told before the save commits, so a
    // refusal leaves both as they were
    if (kept.sortField && kept.sortField !== stored.sortField)
      await agentSites.saveSelectSoldsSort(tx, 'agent', a.id, kept.sortField).catch((err: unknown) => {
        throw err instanceof AgentSitesError ? new HttpError(503, MSG.failedListingOptions) : err;
      });
    return row;
  });
}

export async function siteStatus(db: Db, agentSites: AgentSites, actor: Actor, agentId: number) {
  const a = await requireAgent(db, actor, agentId);
  try {
    return { ...(await agentSites.siteStatus(db, 'agent', a.id)), mode: agentSites.mode };
  } catch (err) {
    if (err instanceof AgentSitesError) throw new HttpError(503, MSG.agentSiteStatusError);
    throw err;
  }
}

const BIO_TAGS = ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li'];
/** A biography body keeps simple formatting only: no scripts, links, styles or attributes. */
export function sanitizeBio(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: BIO_TAGS,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
    transformTags: { strong: 'b', em: 'i', div: 'p' },
  }).trim();
  return clean.replace(/<[^>]*>/g, '').trim() ? clean : null;
}

const bioOf = (agentId: number, profileId: number, row: Awaited<ReturnType<typeof repo.findBio>>) => ({
  id: row?.id ?? null,
  profileId,
  languageId: row?.languageId ?? null,
  headline: row?.headline ?? null,
  body: row?.body ?? null,
});

export async function getBio(db: Db, actor: Actor, agentId: number) {
  const a = await requireAgent(db, actor, agentId);
  return bioOf(a.id, repo.profileIdOf(a), await repo.findBio(db, a.id));
}

/** Saves the biography (one per agent): POST creates it, PUT changes it; the body is sanitized. */
export async function saveBio(
  db: Db,
  actor: Actor,
  body: AgentBioBody & { headline: string | null; body: string | null },
) {
  const a = await requireProfile(db, actor, body.profileId);
  const values = {
    headline: body.headline,
    body: sanitizeBio(body.body),
    languageId: body.languageId ?? null,
  };
  const saved = await db.transaction(async (tx) => {
    await repo.upsertBio(tx, a.id, values, actor);
    return repo.findBio(tx, a.id);
  });
  return { ...bioOf(a.id, repo.profileIdOf(a), saved), message: MSG.agentBiographyUpdated };
}

export async function saveAreaOfExpertise(db: Db, actor: Actor, profileId: number, text: string | null) {
  const a = await requireProfile(db, actor, profileId);
  await db.transaction((tx) =>
    repo.updateAgentRow(tx, { id: a.id, expectedVersion: null, changes: { areaOfExpertise: text }, actor }),
  );
  return { message: MSG.agentDataUpdated };
}

export async function getExpertise(db: Db, actor: Actor, agentId: number, kind: ExpertiseKind) {
  const a = await requireAgent(db, actor, agentId);
  return repo.findExpertise(db, a.id, kind);
}

export async function saveExpertise(
  db: Db,
  actor: Actor,
  profileId: number,
  kind: ExpertiseKind,
  list: number[],
) {
  const a = await requireProfile(db, actor, profileId);
  const unique = [...new Set(list)];
  if ((await repo.countKnown(db, kind, unique)) !== unique.length) throw badRequest(MSG.agentUnknownLookup);
  return db.transaction(async (tx) => {
    const before = await repo.findExpertise(tx, a.id, kind);
    await repo.replaceExpertise(tx, a.id, kind, unique);
    await recordAudit(tx, {
      entityType: 'agent',
      entityId: a.id,
      action: `${kind}.set`,
      actor,
      changes: [{ field: kind, oldValue: before.map((x) => x.id), newValue: unique }],
    });
    return repo.findExpertise(tx, a.id, kind);
  });
}

export async function getAssistants(db: Db, actor: Actor, agentId: number) {
  const a = await requireAgent(db, actor, agentId);
  return repo.findAssistants(db, a.id);
}

/** Users offered as assistants: active, not already assigned, not the agent's own user. */
export async function assistantCandidates(db: Db, actor: Actor, agentId: number, text: string) {
  const a = await requireAgent(db, actor, agentId);
  const exclude = [
    ...(await repo.findAssistants(db, a.id)).map((x) => x.userId),
    ...(await repo.findAgentUserIds(db, a.id)),
  ];
  return repo.findCandidateUsers(db, text, exclude);
}

export async function addAssistant(db: Db, actor: Actor, agentId: number, userId: number) {
  const a = await requireAgent(db, actor, agentId);
  if (!(await repo.userExists(db, userId))) throw notFound();
  if ((await repo.findAgentUserIds(db, a.id)).includes(userId)) throw badRequest(MSG.agentAssistantIsSelf);
  if ((await repo.findAssistants(db, a.id)).some((x) => x.userId === userId))
    throw badRequest(MSG.agentAssistantAlready);
  const id = await db.transaction(async (tx) => {
    const newId = await repo.insertAssistant(tx, a.id, userId);
    await recordAudit(tx, {
      entityType: 'agent',
      entityId: a.id,
      action: 'assistant.add',
      actor,
      changes: [{ field: 'assistant', oldValue: null, newValue: userId }],
    });
    return newId;
  });
  const [saved] = await repo.findAssistants(db, a.id, id);
  return { ...saved, message: MSG.agentAssistantAdded };
}

export async function deleteAssistant(db: Db, actor: Actor, agentId: number, assistantId: number) {
  const a = await requireAgent(db, actor, agentId);
  const [row] = await repo.findAssistants(db, a.id, assistantId);
  if (!row) throw notFound();
  await db.transaction(async (tx) => {
    await repo.deleteAssistantRow(tx, assistantId);
    await recordAudit(tx, {
      entityType: 'agent',
      entityId: a.id,
      action: 'assistant.delete',
      actor,
      changes: [{ field: 'assistant', oldValue: row.userId, newValue: null }],
    });
  });
}

export async function getCms(db: Db, actor: Actor, agentId: number) {
  const a = await requireAgent(db, actor, agentId);
  return { sortField: a.sortField, defaultSelectSale: a.defaultSelectSale };
}

export async function getLookups(db: Db, actor: Actor, agentId: number) {
  await requireAgent(db, actor, agentId);
  return repo.findLookups(db);
}

export async function searchSelectSales(
  db: Db,
  actor: Actor,
  agentId: number,
  c: {
    businessPurposeTypeId: 1 | 2;
    currentPage: number;
    itemsPerPage: number;
    sortColumn: 'closedDate' | 'price';
    sortDirection: 'asc' | 'desc';
    address?: string | null;
  },
) {
  const a = await requireAgent(db, actor, agentId);
  return repo.findSelectSales(db, a.id, c, {
    limit: c.itemsPerPage,
    offset: (c.currentPage - 1) * c.itemsPerPage,
  });
}

/** The select sales or rentals as a spreadsheet, every row in the chosen order. */
export async function exportSelectSolds(
  db: Db,
  actor: Actor,
  c: {
    agentId: number;
    businessPurposeTypeId: 1 | 2;
    sortColumn: 'closedDate' | 'price';
    sortDirection: 'asc' | 'desc';
  },
) {
  const a = await requireAgent(db, actor, c.agentId);
  const { results } = await repo.findSelectSales(db, a.id, c, null);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(c.businessPurposeTypeId === 2 ? 'Select Rentals' : 'Select Sales');
  const header = [
    'Listing Number',
    'Address',
    'Property Type',
    'Closed Date',
    'Price',
    'Select Sale',
    'Show Offer Price',
    'Address as Title',
    'Show Map',
    'Published',
  ];
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  const yes = (v: boolean) => (v ? 'Yes' : 'No');
  for (const r of results)
    sheet.addRow([
      r.listingNumber,
      r.address,
      r.propertyType,
      r.closedDate,
      r.price,
      yes(r.isSelectSale),
      yes(r.displayOfferPriceForSelectSold),
      yes(r.useAddressAsTitle),
      yes(r.showMap),
      yes(r.publish),
    ]);
  sheet.columns.forEach((col, i) => (col.width = Math.min(40, Math.max(12, header[i].length + 2))));
  return {
    fileName: `agent-${a.id}-select-${c.businessPurposeTypeId === 2 ? 'rentals' : 'sales'}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

export async function getTestimonials(db: Db, actor: Actor, agentId: number, service: Testimonials) {
  const a = await requireAgent(db, actor, agentId);
  try {
    const testimonials = await service.forAgent(a.id);
    return {
      source: service.mode,
      loginUrl: service.loginUrl,
      learnMoreUrl: service.learnMoreUrl,
      testimonials,
    };
  } catch (err) {
    if (err instanceof TestimonialsError) throw new HttpError(503, MSG.agentTestimonialsFailed);
    throw err;
  }
}

export async function getMarketing(db: Db, actor: Actor, agentId: number) {
  const a = await requireAgent(db, actor, agentId);
  return repo.findAgentMarketing(db, a.id);
}

export async function getAdditionalMls(db: Db, actor: Actor, agentId: number) {
  const a = await requireAgent(db, actor, agentId);
  return repo.findAdditionalMls(db, a.id);
}

export async function saveAdditionalMls(
  db: Db,
  actor: Actor,
  agentId: number,
  rows: Array<{ mlsName: string; mlsNumber: string }>,
) {
  const a = await requireAgent(db, actor, agentId);
  return db.transaction(async (tx) => {
    const before = await repo.findAdditionalMls(tx, a.id);
    await repo.replaceAdditionalMls(tx, a.id, rows);
    await recordAudit(tx, {
      entityType: 'agent',
      entityId: a.id,
      action: 'additionalMls.set',
      actor,
      changes: [{ field: 'additionalMls', oldValue: before, newValue: rows }],
    });
    return repo.findAdditionalMls(tx, a.id);
  });
}

/** Suppresses the MLS import of the listing's agents, or not. */
export async function toggleSuppressMlsAgent(db: Db, actor: Actor, listingId: number, value: boolean) {
  await writeListing(db, actor, listingId, { expectedVersion: null }, async () => ({
    fields: { suppressAgentImport: value },
  }));
}
