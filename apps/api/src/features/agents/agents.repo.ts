import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  AGENT_STATUS_LABEL,
  AGENT_TYPES,
  isAgent,
  isSystemAdmin,
  isMarketingStaff,
  type Actor,
  type AgentDescription,
  type AgentDescriptionValues,
  type AgentSearchCriteria,
  type ExpertiseKind,
  type NamedItem,
} from '@atrium/domain';
import { rowsOf, type Db } from '../../db/client';
import { recordAudit, updateVersioned, type DbOrTx } from '../../db/audited-write';
import * as t from '../../db/schema';
import { agentPhotoFacts, agentPhotoUndersizedSql } from '../images';

const ids = (list: readonly number[]) =>
  list.length
    ? sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;

/**
 * The agents an actor may open, as a condition on alias `a` (the rule of canEditAgent, in the
 * query): admins every agent, agents their own agent ids, marketing staff their offices' agents.
 */
export function agentScopeSql(actor: Actor): SQL {
  if (isSystemAdmin(actor)) return sql`true`;
  const own = isAgent(actor) && actor.agentIds.length ? sql`a.id in (${ids(actor.agentIds)})` : sql`false`;
  const offices =
    isMarketingStaff(actor) && actor.officeIds.length
      ? sql`(a.office_id in (${ids(actor.officeIds)}) or a.web_office_id in (${ids(actor.officeIds)})
          or a.primary_brokerage_office_id in (${ids(actor.officeIds)}) or a.agent_office_ids && array[${ids(actor.officeIds)}]::integer[])`
      : sql`false`;
  return sql`(${own} or ${offices})`;
}

/** Whether the agent's photo is below the agent photo minimum (the photo facts of the images feature). */
export function undersizedImageSql(): SQL {
  return agentPhotoUndersizedSql(sql`a.id`);
}

const TYPE_NAME = sql.raw(
  `case a.agent_type_id ${AGENT_TYPES.map((x) => `when ${x.id} then '${x.name}'`).join(' ')} else 'Agent' end`,
);
const SORT: Record<AgentSearchCriteria['sortColumn'], SQL> = {
  firstName: sql`a.first_name`,
  lastName: sql`a.last_name`,
  officeName: sql`o.name`,
  agentType: TYPE_NAME,
  status: sql`a.status_id`,
  mlsNumber: sql`a.mls_number`,
};
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const flagSql = (column: SQL, value: AgentSearchCriteria['isValid']) =>
  value === null || value === undefined ? sql`true` : sql`${column} = ${value === 1 || value === true}`;

export async function searchAgents(db: Db, actor: Actor, c: AgentSearchCriteria) {
  const direction = c.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = rowsOf(
    await db.execute(sql`
      select a.id, a.first_name, a.last_name, a.mls_number, a.is_valid, a.publish, a.status_id,
        ${TYPE_NAME} as agent_type, o.name as office_name, count(*) over () as total
      from agents a left join offices o on o.id = a.office_id
      where ${agentScopeSql(actor)}
        and (${c.status} = 0 or a.status_id = ${c.status})
        and ${flagSql(sql`a.is_valid`, c.isValid)} and ${flagSql(sql`a.publish`, c.isPublished)}
        and ${c.name ? sql`a.search_text like ${likeOf(c.name)}` : sql`true`}
        and ${c.officeName ? sql`lower(o.name) like ${likeOf(c.officeName)}` : sql`true`}
        and ${c.withUndersizedImage ? undersizedImageSql() : sql`true`}
      order by ${SORT[c.sortColumn]} ${direction}, a.id
      limit ${c.itemsPerPage} offset ${(c.currentPage - 1) * c.itemsPerPage}`),
  );
  const photos = new Map(
    (
      await agentPhotoFacts(
        db,
        rows.map((r) => Number(r.id)),
      )
    ).map((p) => [p.agentId, p.fileId]),
  );
  return {
    totalRecords: rows.length ? Number(rows[0].total) : 0,
    results: rows.map((r) => ({
      agentId: Number(r.id),
      imageUrlId: photos.get(Number(r.id)) ?? null,
      isValid: Boolean(r.is_valid),
      publish: Boolean(r.publish),
      mlsNumber: r.mls_number as string | null,
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      agentType: String(r.agent_type),
      officeName: r.office_name as string | null,
      status: AGENT_STATUS_LABEL[Number(r.status_id)] ?? 'Inactive',
    })),
  };
}

export type AgentRecord = typeof t.agents.$inferSelect & {
  officeName: string | null;
  regionFromState: number | null;
};

/** The agent if the actor may open it (scope in the query), else undefined. */
export async function findAgentInScope(
  db: DbOrTx,
  actor: Actor,
  agentId: number,
): Promise<AgentRecord | undefined> {
  const [row] = rowsOf<{ id: number; office_name: string | null; region_from_state: number | null }>(
    await db.execute(sql`
      select a.id, o.name as office_name, (select s.id from states s where s.code = a.state limit 1) as region_from_state
      from agents a left join offices o on o.id = a.office_id
      where a.id = ${agentId} and ${agentScopeSql(actor)}`),
  );
  if (!row) return undefined;
  const [agent] = await db.select().from(t.agents).where(eq(t.agents.id, agentId));
  return {
    ...agent,
    officeName: row.office_name,
    regionFromState: row.region_from_state == null ? null : Number(row.region_from_state),
  };
}

/** The profile id of an agent: its profile, or its own id while the back office gave it none. */
export const profileIdOf = (a: { id: number; profileId: number | null }) => a.profileId ?? a.id;

/** The agent whose profile this is. */
export async function findAgentIdByProfile(db: DbOrTx, profileId: number): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from agents where profile_id = ${profileId}
      union all select id from agents where id = ${profileId} and profile_id is null limit 1`),
  );
  return row ? Number(row.id) : undefined;
}

export function descriptionOf(a: AgentRecord): AgentDescriptionValues {
  return {
    salutationTypeId: a.salutationTypeId,
    statusId: a.statusId,
    publish: a.publish,
    licenseNumber: a.licenseNumber,
    startDate: a.startDate,
    primaryMls: a.primaryMls,
    webOfficeId: a.webOfficeId,
    tridentOfficeId: a.officeId,
    primaryBrokerageOfficeId: a.primaryBrokerageOfficeId,
    agentOfficeIds: a.agentOfficeIds,
    firstName: a.firstName,
    middleName: a.middleName,
    lastName: a.lastName,
    preferredFirstName: a.preferredFirstName,
    preferredLastName: a.preferredLastName,
    agentTypeId: a.agentTypeId,
    title: a.title,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    regionId: a.regionId ?? a.regionFromState,
    zip: a.zip,
    workPhone: a.workPhone,
    mobilePhone: a.mobilePhone,
    homePhone: a.homePhone,
    fax: a.fax,
    brandEmail: a.brandEmail,
    personalEmail: a.personalEmail,
    alternateEmail: a.alternateEmail,
    brandSiteEmail: a.brandSiteEmail,
    websiteUrl: a.websiteUrl,
    agentRedirectUrl: a.agentRedirectUrl,
    linkedInUrl: a.linkedInUrl,
    facebookUrl: a.facebookUrl,
    twitterUrl: a.twitterUrl,
    instagramUrl: a.instagramUrl,
    youtubeUrl: a.youtubeUrl,
    sortField: a.sortField === 'price' ? 'price' : 'closedDate',
    defaultSelectSale: a.defaultSelectSale,
  };
}

/** The description's values as agents columns (tridentOfficeId is office_id; the state code follows regionId). */
export async function descriptionColumns(db: DbOrTx, d: AgentDescription) {
  const { tridentOfficeId, ...rest } = d;
  const [state] = d.regionId
    ? await db.select({ code: t.states.code }).from(t.states).where(eq(t.states.id, d.regionId))
    : [];
  return { ...rest, officeId: tridentOfficeId, state: state?.code ?? null };
}

/** The team an agent belongs to (the first by team id) for the summary. */
export async function findAgentTeam(db: DbOrTx, agentId: number) {
  const [row] = await db
    .select({ id: t.salesTeams.id, name: t.salesTeams.name })
    .from(t.salesTeamMembers)
    .innerJoin(t.salesTeams, eq(t.salesTeams.id, t.salesTeamMembers.salesTeamId))
    .where(eq(t.salesTeamMembers.agentId, agentId))
    .orderBy(asc(t.salesTeams.id))
    .limit(1);
  return row ?? null;
}

export async function findLookups(db: Db) {
  const named = { id: sql<number>`id`, name: sql<string>`name` };
  const [salutations, offices, states, languages, specializations, designations] = await Promise.all([
    db.select(named).from(t.salutations).orderBy(t.salutations.id),
    db.select({ id: t.offices.id, name: t.offices.name }).from(t.offices).orderBy(t.offices.name),
    db
      .select({ id: t.states.id, name: t.states.name, code: t.states.code })
      .from(t.states)
      .orderBy(t.states.name),
    db.select(named).from(t.languages).orderBy(t.languages.name),
    db.select(named).from(t.specializations).orderBy(t.specializations.name),
    db.select(named).from(t.designations).orderBy(t.designations.name),
  ]);
  return {
    salutations,
    agentTypes: [...AGENT_TYPES],
    offices,
    states,
    languages,
    specializations,
    designations,
  };
}

const KIND = {
  languages: { join: t.agentLanguages, col: t.agentLanguages.languageId, lookup: t.languages },
  specializations: {
    join: t.agentSpecializations,
    col: t.agentSpecializations.specializationId,
    lookup: t.specializations,
  },
  designations: { join: t.agentDesignations, col: t.agentDesignations.designationId, lookup: t.designations },
} as const;

export async function findExpertise(db: DbOrTx, agentId: number, kind: ExpertiseKind): Promise<NamedItem[]> {
  const k = KIND[kind];
  const order = kind === 'designations' ? t.agentDesignations.displayOrder : k.lookup.name;
  return db
    .select({ id: k.lookup.id, name: k.lookup.name })
    .from(k.join)
    .innerJoin(k.lookup, eq(k.lookup.id, k.col))
    .where(eq(k.join.agentId, agentId))
    .orderBy(order, k.lookup.id);
}

/** How many of the ids exist in the kind's catalogue. */
export async function countKnown(db: DbOrTx, kind: ExpertiseKind, list: number[]) {
  if (!list.length) return 0;
  const k = KIND[kind];
  const rows = await db.select({ id: k.lookup.id }).from(k.lookup).where(inArray(k.lookup.id, list));
  return rows.length;
}

export async function replaceExpertise(tx: DbOrTx, agentId: number, kind: ExpertiseKind, list: number[]) {
  const k = KIND[kind];
  await tx.delete(k.join).where(eq(k.join.agentId, agentId));
  if (!list.length) return;
  if (kind === 'designations')
    await tx
      .insert(t.agentDesignations)
      .values(list.map((designationId, i) => ({ agentId, designationId, displayOrder: i + 1 })));
  else if (kind === 'languages')
    await tx.insert(t.agentLanguages).values(list.map((languageId) => ({ agentId, languageId })));
  else
    await tx
      .insert(t.agentSpecializations)
      .values(list.map((specializationId) => ({ agentId, specializationId })));
}

export async function findAssistants(db: DbOrTx, agentId: number, assistantId?: number) {
  return db
    .select({
      id: t.agentAssistants.id,
      agentId: t.agentAssistants.agentId,
      userId: t.agentAssistants.userId,
      brandEmail: t.users.email,
      firstName: t.users.firstName,
      lastName: t.users.lastName,
    })
    .from(t.agentAssistants)
    .innerJoin(t.users, eq(t.users.id, t.agentAssistants.userId))
    .where(
      and(
        eq(t.agentAssistants.agentId, agentId),
        assistantId ? eq(t.agentAssistants.id, assistantId) : undefined,
      ),
    )
    .orderBy(t.users.lastName, t.users.firstName, t.agentAssistants.id);
}

/** The users of the agent itself (its own user accounts). */
export async function findAgentUserIds(db: DbOrTx, agentId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: t.userAgents.userId })
    .from(t.userAgents)
    .where(eq(t.userAgents.agentId, agentId));
  return rows.map((r) => r.userId);
}

/** Active users matching the text, except the excluded ones; 30 at most, last name first. */
export async function findCandidateUsers(db: DbOrTx, text: string, exclude: number[]) {
  const like = likeOf(text);
  return db
    .select({
      userId: t.users.id,
      firstName: t.users.firstName,
      lastName: t.users.lastName,
      email: t.users.email,
    })
    .from(t.users)
    .where(
      and(
        eq(t.users.status, 1),
        exclude.length ? notInArray(t.users.id, exclude) : undefined,
        text
          ? sql`(lower(${t.users.firstName} || ' ' || ${t.users.lastName}) like ${like} or lower(${t.users.email}) like ${like})`
          : undefined,
      ),
    )
    .orderBy(t.users.lastName, t.users.firstName, t.users.id)
    .limit(30);
}

export async function findBio(db: DbOrTx, agentId: number) {
  const [row] = await db.select().from(t.agentBios).where(eq(t.agentBios.agentId, agentId));
  return row;
}

export async function findAdditionalMls(db: DbOrTx, agentId: number) {
  return db
    .select({
      id: t.agentAdditionalMls.id,
      mlsName: t.agentAdditionalMls.mlsName,
      mlsNumber: t.agentAdditionalMls.mlsNumber,
    })
    .from(t.agentAdditionalMls)
    .where(eq(t.agentAdditionalMls.agentId, agentId))
    .orderBy(t.agentAdditionalMls.id);
}

export async function replaceAdditionalMls(
  tx: DbOrTx,
  agentId: number,
  rows: Array<{ mlsName: string; mlsNumber: string }>,
) {
  await tx.delete(t.agentAdditionalMls).where(eq(t.agentAdditionalMls.agentId, agentId));
  if (rows.length) await tx.insert(t.agentAdditionalMls).values(rows.map((r) => ({ agentId, ...r })));
}

const SELECT_SORT = {
  closedDate: sql`l.closed_date`,
  price: sql`coalesce(l.sold_price, l.current_price)`,
} as const;

/** The agent's Sold listings of one business purpose (1 sale, 2 rental), with the select-sale options. */
export async function findSelectSales(
  db: DbOrTx,
  agentId: number,
  c: {
    businessPurposeTypeId: 1 | 2;
    sortColumn: 'closedDate' | 'price';
    sortDirection: 'asc' | 'desc';
    address?: string | null;
  },
  page: { limit: number; offset: number } | null,
) {
  const direction = c.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = rowsOf(
    await db.execute(sql`
      select l.id, l.listing_number, concat_ws(', ', l.address1, l.city) as address,
        coalesce(l.sold_price, l.current_price) as price, l.publish, la.select_sale,
        l.display_offer_price_for_select_sold, l.use_address_as_title, l.show_map, l.closed_date::text as closed_date,
        la.side_type_id, pt.name as property_type, count(*) over () as total
      from listing_agents la
        join listings l on l.id = la.listing_id
        left join property_types pt on pt.id = l.property_type_id
      where la.agent_id = ${agentId} and l.listing_status_id = 4
        and l.listing_type = ${c.businessPurposeTypeId === 2 ? 'Rental' : 'Sale'}
        and ${c.address ? sql`lower(concat_ws(' ', l.address1, l.city)) like ${likeOf(c.address)}` : sql`true`}
      order by ${SELECT_SORT[c.sortColumn]} ${direction}, l.id desc, la.side_type_id
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`),
  );
  return {
    totalRecords: rows.length ? Number(rows[0].total) : 0,
    results: rows.map((r) => ({
      listingId: Number(r.id),
      listingNumber: r.listing_number as string | null,
      address: (r.address as string) || null,
      price: r.price == null ? null : Number(r.price),
      publish: Boolean(r.publish),
      isSelectSale: Boolean(r.select_sale),
      displayOfferPriceForSelectSold: Boolean(r.display_offer_price_for_select_sold),
      useAddressAsTitle: Boolean(r.use_address_as_title),
      showMap: Boolean(r.show_map),
      closedDate: r.closed_date as string | null,
      sideTypeId: Number(r.side_type_id),
      businessPurposeTypeId: c.businessPurposeTypeId,
      propertyType: r.property_type as string | null,
    })),
  };
}

export async function setSelectSale(tx: DbOrTx, listingId: number, agentId: number, value: boolean) {
  return tx
    .update(t.listingAgents)
    .set({ selectSale: value })
    .where(and(eq(t.listingAgents.listingId, listingId), eq(t.listingAgents.agentId, agentId)))
    .returning({ id: t.listingAgents.id });
}

/** The marketing items of the listings the agent is on, newest first (100 at most). */
export async function findAgentMarketing(db: DbOrTx, agentId: number) {
  const rows = rowsOf(
    await db.execute(sql`
      select m.id, m.listing_id, l.listing_number, concat_ws(', ', l.address1, l.city) as address,
        m.marketing_type_id, m.date::text as date, m.description, m.url
      from marketing_items m join listings l on l.id = m.listing_id
      where m.listing_id in (select la.listing_id from listing_agents la where la.agent_id = ${agentId})
      order by m.date desc, m.id desc limit 100`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    listingId: Number(r.listing_id),
    listingNumber: r.listing_number as string | null,
    address: (r.address as string) || null,
    marketingTypeId: Number(r.marketing_type_id),
    date: String(r.date),
    description: String(r.description),
    url: r.url as string | null,
  }));
}

/** A versioned change of the agent row (412 when stale, audited). */
export function updateAgentRow(
  tx: DbOrTx,
  opts: { id: number; expectedVersion: number | null; changes: Record<string, unknown>; actor: Actor },
) {
  return updateVersioned<{ version: number }>(tx, { table: t.agents, entityType: 'agent', ...opts });
}

/** Creates or changes the agent's one biography. */
export async function upsertBio(
  tx: DbOrTx,
  agentId: number,
  values: { headline: string | null; body: string | null; languageId: number | null },
  actor: Actor,
) {
  const before = await findBio(tx, agentId);
  if (before) {
    await updateVersioned(tx, {
      table: t.agentBios,
      entityType: 'agentBio',
      id: before.id,
      expectedVersion: null,
      changes: values,
      actor,
    });
    return;
  }
  const [row] = await tx
    .insert(t.agentBios)
    .values({ agentId, ...values })
    .returning({ id: t.agentBios.id });
  await recordAudit(tx, {
    entityType: 'agentBio',
    entityId: row.id,
    action: 'create',
    actor,
    changes: Object.entries(values).map(([field, newValue]) => ({ field, oldValue: null, newValue })),
  });
}

export async function userExists(db: DbOrTx, userId: number) {
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId));
  return Boolean(user);
}

export async function insertAssistant(tx: DbOrTx, agentId: number, userId: number) {
  const [row] = await tx
    .insert(t.agentAssistants)
    .values({ agentId, userId })
    .returning({ id: t.agentAssistants.id });
  return row.id;
}

export async function deleteAssistantRow(tx: DbOrTx, assistantId: number) {
  await tx.delete(t.agentAssistants).where(eq(t.agentAssistants.id, assistantId));
}
