import { sql } from 'drizzle-orm';
import { Faker, en } from '@faker-js/faker';
import { OFFICE_REGIONS, roleKey, type RoleCode } from '@atrium/domain';
import type { Db } from '../client';
import * as t from '../schema';
import { agentRow, officeRow } from '../factories';
import { MARKETS, NEWS } from './reference-data';
import { seedReferenceData } from './reference-seed';
import { seedDataConsumers } from './data-consumers';
import { PERSONAS } from './personas';
import { seedApplications } from './applications';
import { seedAdvertising } from './advertising';
import { seedPhotographers } from './photographers';
import { seedHistory } from './history';
import { seedListings } from './listings';
import { insertListingPictures, makeDemoPictures, type DemoPictureCounts } from './demo-photos';
import type { Storage } from '../../adapters/storage/storage';
import {
  insertMany,
  type AgentSeed,
  type OfficeSeed,
  type Progress,
  type SeedContext as Ctx,
  type TeamSeed,
} from './seed-support';
import { seedTestimonials } from './testimonials';
import { seedSpots } from './spots';
import { seedPressAndOtherMarketing } from './press';
import { seedAiAreas } from './ai-areas';
import { seedGoalsAndTasks } from './goals';
import { seedDevelopments } from './developments';
import { seedDesignVault } from './design-vault';
import { seedDashSends } from './dash';
import { seedMlsImports } from './mls-imports';
import { seedNotifications } from './notifications';
import { recomputeListingValidity } from '../../features/listings/listing-validation.service';

export type SeedScale = {
  offices: number;
  agents: number;
  teams: number;
  users: number;
  listings: number;
  /** How many distinct demo pictures the listings share. */
  pictures: DemoPictureCounts;
};
export const SCALES: Record<'test' | 'demo' | 'large', SeedScale> = {
  test: {
    offices: 10,
    agents: 60,
    teams: 8,
    users: 20,
    listings: 300,
    pictures: { photos: 20, floorPlans: 3 },
  },
  demo: {
    offices: 20,
    agents: 400,
    teams: 30,
    users: 60,
    listings: 5000,
    pictures: { photos: 200, floorPlans: 12 },
  },
  large: {
    offices: 500,
    agents: 5000,
    teams: 1000,
    users: 2000,
    listings: 100_000,
    pictures: { photos: 40, floorPlans: 6 },
  },
};

/**
 * Fills an empty database with the deterministic demo network (same seed, same data), and puts
 * the demo pictures in `storage` (the storage the product will serve them from).
 */
export async function seedDemoData(
  db: Db,
  scale: SeedScale,
  opts: { storage: Storage; today?: Date; progress?: Progress },
) {
  const f = new Faker({ locale: [en], seed: 20261121 });
  const today = opts.today ?? new Date();
  const progress = opts.progress ?? (() => {});
  const ctx = { db, f, today, progress };

  // drawn on a worker thread while the rows below are written
  const pictures = makeDemoPictures(opts.storage, scale.pictures);
  pictures.catch(() => {}); // awaited below; this only keeps an early failure from crashing the process
  await seedDemoReferenceData(ctx);
  const offices = await seedOffices(ctx, scale.offices);
  const agents = await seedAgents(ctx, scale.agents, offices);
  await seedOfficeManagers(ctx);
  const teams = await seedTeams(ctx, scale.teams, agents);
  await seedUsers(ctx, scale.users, offices, agents, teams);
  const shown = await seedListings(ctx, scale.listings, offices, agents, scale.pictures);
  // notes and change history in realistic proportions, for the large (benchmark) scale only
  if (scale.listings >= 50_000) await seedHistory(db, scale, { today, progress });
  await resetSequences(db);
  await seedPhotographers(db);
  await seedApplications(db);
  await seedAdvertising(db, opts.storage, today);
  await seedTestimonials(db, agents, today);
  await seedSpots(db, today);
  await seedPressAndOtherMarketing(db, today);
  await seedAiAreas(db);
  await seedGoalsAndTasks(db, today);
  await seedDevelopments(db);
  await seedDesignVault(db, opts.storage);
  await seedDashSends(db, today);
  await seedMlsImports(db);
  await seedNotifications(db, today);
  // the data-complete flag follows from the rule, as every write keeps it
  await recomputeListingValidity(db);
  // the listings' image counts are already in their rows; the pictures' rows come last, to give
  // the drawing the most time
  const drawn = await pictures;
  progress(`demo pictures drawn: ${scale.pictures.photos} photos, ${scale.pictures.floorPlans} floor plans`);
  await insertListingPictures(db, drawn, shown);
  progress(
    `demo pictures shown: ${shown.reduce((n, l) => n + l.photos.length + l.floorPlans.length, 0)} images`,
  );
  // planner statistics, visibility map and merged full-text index entries for the bulk-loaded
  // tables: PGlite has no autovacuum, and without this its planner shuns the GIN indexes
  if (scale.listings >= 1000) await db.execute(sql`vacuum analyze`);
  await markDemoData(db, scale);
  progress('demo data ready');
}

async function seedDemoReferenceData({ db, progress }: Ctx) {
  await seedReferenceData(db);
  await db.insert(t.newsItems).values(NEWS.map((n, i) => ({ ...n, displayOrder: i + 1 })));
  await seedDataConsumers(db);
  progress('reference data');
}

/** The office region of a demo office, from its sales region (East, West, Mountain, International, Central). */
const OFFICE_REGION_OF_SALES_REGION: Record<number, (typeof OFFICE_REGIONS)[number]['id']> = {
  1: 1,
  2: 5,
  3: 6,
  4: 7,
  5: 3,
};

function regionOfOffice(id: number) {
  return ((id - 1) % 5) + 1;
}

async function seedOffices({ db, f, progress }: Ctx, count: number): Promise<OfficeSeed[]> {
  const offices: OfficeSeed[] = [];
  const rows = [];
  for (let id = 1; id <= count; id++) {
    const salesRegionId = regionOfOffice(id);
    const markets = MARKETS[salesRegionId];
    const market = markets[Math.floor((id - 1) / 5) % markets.length];
    const round = Math.floor((id - 1) / (5 * markets.length));
    const name = round === 0 ? `${market.city} Brokerage` : `${market.city} ${f.location.street()} Office`;
    offices.push({ id, salesRegionId, ...market });
    rows.push(
      officeRow({
        id,
        name,
        salesRegionId,
        officeRegionId: OFFICE_REGION_OF_SALES_REGION[salesRegionId],
        status: id % 19 === 0 ? 2 : 1,
        publish: true,
        isValid: true,
        mlsNumber: `OF${1000 + id}`,
        primaryMlsName: `${market.state} Regional MLS`,
        locationCode: `LOC${String(id).padStart(4, '0')}`,
        address1: f.location.streetAddress(),
        city: market.city,
        state: market.state,
        zip: `${market.zipPrefix}${String(10 + (id % 90)).padStart(2, '0')}`,
        phoneNumber: f.string.numeric(10),
        fax: f.string.numeric(10),
        email: `office${id}@meridian.example`,
        description: `${name} serves buyers and sellers of distinctive properties in ${market.city}.`,
      }),
    );
  }
  await insertMany(db, t.offices, rows);
  progress(`offices: ${count}`);
  return offices;
}

/** Each office's manager: its first agent, as Managing Broker. */
async function seedOfficeManagers({ db }: Ctx) {
  await db.execute(sql`update offices o set manager_title = 'Managing Broker',
    manager_agent_id = (select min(a.id) from agents a where a.office_id = o.id)`);
}

async function seedAgents(
  { db, f, progress }: Ctx,
  count: number,
  offices: OfficeSeed[],
): Promise<AgentSeed[]> {
  const agents: AgentSeed[] = [];
  const rows = [];
  // agent 1 is the agent persona's (office 1); agents 2 and 3 are agent2's (office 2).
  const fixed: Record<number, { first: string; last: string; officeId: number }> = {
    1: { first: 'Avery', last: 'Lindqvist', officeId: 1 },
    2: { first: 'Jordan', last: 'Castellanos', officeId: 2 },
    3: { first: 'Jordan', last: 'Castellanos', officeId: 2 },
  };
  for (let id = 1; id <= count; id++) {
    const first = fixed[id]?.first ?? f.person.firstName();
    const last = fixed[id]?.last ?? f.person.lastName();
    const officeId = fixed[id]?.officeId ?? offices[(id - 1) % offices.length].id;
    const office = offices[officeId - 1];
    agents.push({ id, officeId, name: `${first} ${last}` });
    rows.push(
      agentRow({
        id,
        profileId: 10000 + id,
        tridentId: id % 7 === 0 ? null : `T${200000 + id}`,
        firstName: first,
        lastName: last,
        brandEmail: `${first}.${last}${id}@meridian.example`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
        workPhone: f.string.numeric(10),
        mobilePhone: f.string.numeric(10),
        officeId,
        agentTypeId: 1,
        title: f.helpers.arrayElement([
          'Licensed Associate Broker',
          'Licensed Salesperson',
          'Global Real Estate Advisor',
          'Associate Broker',
        ]),
        licenseNumber: f.string.numeric(8),
        statusId: id % 23 === 0 ? 2 : 1,
        publish: id % 11 !== 0,
        isValid: id % 9 !== 0,
        mlsNumber: `AG${f.string.numeric(6)}`,
        address1: f.location.streetAddress(),
        city: office.city,
        state: office.state,
        zip: `${office.zipPrefix}${f.string.numeric(2)}`,
        startDate: f.date.past({ years: 15 }).toISOString().slice(0, 10),
      }),
    );
  }
  await insertMany(db, t.agents, rows);
  progress(`agents: ${count}`);
  return agents;
}

async function seedTeams({ db, f, progress }: Ctx, count: number, agents: AgentSeed[]): Promise<TeamSeed[]> {
  const teams: TeamSeed[] = [];
  const byOffice = new Map<number, AgentSeed[]>();
  for (const a of agents.slice(3)) byOffice.set(a.officeId, [...(byOffice.get(a.officeId) ?? []), a]);
  const officeIds = [...byOffice.keys()];
  const rows = [];
  const members: Array<{ salesTeamId: number; agentId: number; displayOrder: number }> = [];
  for (let id = 1; id <= count; id++) {
    // team 1 holds the agent persona, teams 2 and 3 agent2's two agent ids.
    const officeId = id === 1 ? 1 : id <= 3 ? 2 : officeIds[(id * 7) % officeIds.length];
    const pool = byOffice.get(officeId) ?? [];
    const picked = f.helpers.arrayElements(pool, { min: 1, max: Math.min(3, pool.length) });
    const agentIds = [...(id === 1 ? [1] : id === 2 ? [2] : id === 3 ? [3] : []), ...picked.map((a) => a.id)];
    teams.push({ id, officeId, agentIds });
    const lead = agents[agentIds[0] - 1].name.split(' ')[1];
    rows.push({
      id,
      name: `The ${lead} ${f.helpers.arrayElement(['Group', 'Team', 'Collective', 'Partners'])}`,
      officeId,
      email: `team${id}@meridian.example`,
      description: '<p>A sales team serving luxury buyers and sellers.</p>',
      websiteUrl: `https://team${id}.meridian.example`,
      phoneNoDisplayOrder: agentIds.length >= 2 ? 2 : 1,
      statusId: agentIds.length >= 2 ? 1 : 2,
    });
    agentIds.forEach((agentId, i) => members.push({ salesTeamId: id, agentId, displayOrder: i + 1 }));
  }
  await insertMany(db, t.salesTeams, rows);
  await insertMany(db, t.salesTeamMembers, members);
  progress(`sales teams: ${count}`);
  return teams;
}

/** Salutations of generated users, taken in turn (personas keep theirs). */
const USER_SALUTATIONS = ['Ms.', 'Mr.', 'Mrs.', 'Dr.', 'Mx.'];

async function seedUsers(
  { db, f, progress, today }: Ctx,
  count: number,
  offices: OfficeSeed[],
  agents: AgentSeed[],
  teams: TeamSeed[],
) {
  const userRows: Record<string, unknown>[] = [];
  const roleLinks: Array<{ userId: number; roleKey: string }> = [];
  const officeLinks: Array<{ userId: number; officeId: number }> = [];
  const agentLinks: Array<{ userId: number; agentId: number }> = [];
  const teamLinks: Array<{ userId: number; salesTeamId: number }> = [];
  const personaOffices: Record<string, number[]> = {
    'staff@meridian.example': [1, 6],
    'power@meridian.example': [2, 3],
    'restricted@meridian.example': [6],
    'agent@meridian.example': [1],
    'agent2@meridian.example': [2],
    'bm@meridian.example': [1],
    'mc@meridian.example': [4, 5],
    'cme@meridian.example': [7],
    'guest@meridian.example': [8],
  };
  const personaAgents: Record<string, number[]> = {
    'agent@meridian.example': [1],
    'agent2@meridian.example': [2, 3],
  };
  const personaTeams: Record<string, number[]> = {
    'agent@meridian.example': [1],
    'agent2@meridian.example': [2, 3],
  };
  let id = 0;
  const add = (
    u: { email: string; firstName: string; lastName: string; roles: RoleCode[]; building?: boolean },
    officeIds: number[],
    agentIds: number[],
    teamIds: number[],
  ) => {
    id++;
    userRows.push({
      id,
      email: u.email,
      userName: u.email.split('@')[0],
      firstName: u.firstName,
      lastName: u.lastName,
      preferredFirstName: u.firstName,
      salutation: 'Ms.',
      title: u.roles.includes('agent') ? 'Licensed Associate Broker' : 'Team Member',
      status: 1,
      employeeType: u.roles.includes('agent') ? 'Agent' : 'Employee',
      oktaId: `00u${f.string.alphanumeric(17)}`,
      profileId: agentIds.length ? 10000 + agentIds[0] : 50000 + id,
      isAssociatedWithBuilding: u.building ?? false,
    });
    u.roles.forEach((code) => roleLinks.push({ userId: id, roleKey: roleKey(code) }));
    officeIds.forEach((officeId) => officeLinks.push({ userId: id, officeId }));
    agentIds.forEach((agentId) => agentLinks.push({ userId: id, agentId }));
    teamIds.forEach((salesTeamId) => teamLinks.push({ userId: id, salesTeamId }));
  };
  for (const p of PERSONAS) {
    add(
      { ...p, building: p.isAssociatedWithBuilding },
      personaOffices[p.email] ?? [],
      personaAgents[p.email] ?? [],
      personaTeams[p.email] ?? [],
    );
  }
  const dashRoleLinks: Array<{ userId: number; officeId: number; roleId: string }> = [];
  // a persona is who the demo says; the generated users vary: salutation, a Dash id, a last
  // sign-in some days back, a few who left (inactive) and office roles for branch managers
  const varyGenerated = (userId: number, roles: RoleCode[], officeIds: number[], isAgent: boolean) => {
    const row = userRows[userRows.length - 1];
    row.salutation = USER_SALUTATIONS[userId % USER_SALUTATIONS.length];
    row.dashStaffId = 70000 + userId;
    if (userId % 3 !== 0)
      row.lastLogin = new Date(today.getTime() - ((userId * 7919) % (45 * 24 * 3600)) * 1000);
    if (!isAgent && userId % 17 === 0) row.status = 2;
    if (roles.includes('branchManager') && officeIds[0])
      dashRoleLinks.push({ userId, officeId: officeIds[0], roleId: roleKey('branchManager') });
  };
  // office coordinators assist two agents and a sales team of their office (persona agents excepted)
  const assistantLinks: Array<{ userId: number; agentId: number }> = [];
  const teamAssistantLinks: Array<{ userId: number; salesTeamId: number }> = [];
  const assist = (userId: number, officeId: number) => {
    agents
      .filter((a) => a.officeId === officeId && a.id > 3)
      .slice(0, 2)
      .forEach((a) => assistantLinks.push({ userId, agentId: a.id }));
    const team = teams.find((tm) => tm.officeId === officeId && tm.id > 3);
    if (team) teamAssistantLinks.push({ userId, salesTeamId: team.id });
  };
  const generatedRoles: RoleCode[][] = [
    ['agent', 'listingEdit', 'publishListing'],
    ['agent', 'listingEdit', 'publishListing'],
    ['agent', 'listingEdit'],
    ['staff', 'listingEdit', 'publishListing', 'listingCreation'],
    ['branchManager', 'listingEdit'],
    ['marketingCoordinator'],
    ['corporateMarketingEmployee'],
    ['officeCoordinator'],
    ['accountingUser'],
    ['agent', 'listingEdit', 'publishListing'],
  ];
  let agentCursor = 4;
  while (id < count) {
    const roles = generatedRoles[id % generatedRoles.length];
    const first = f.person.firstName();
    const last = f.person.lastName();
    if (roles.includes('agent') && agentCursor <= agents.length) {
      const agent = agents[agentCursor - 1];
      agentCursor++;
      const teamIds = teams.filter((tm) => tm.agentIds.includes(agent.id)).map((tm) => tm.id);
      const [aFirst, aLast] = agent.name.split(' ');
      add(
        {
          email: `${aFirst}.${aLast}.${agent.id}@meridian.example`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
          firstName: aFirst,
          lastName: aLast,
          roles,
        },
        [agent.officeId],
        [agent.id],
        teamIds,
      );
      varyGenerated(id, roles, [agent.officeId], true);
    } else {
      const officeId = offices[(id * 3) % offices.length].id;
      add(
        {
          email: `${first}.${last}.u${id + 1}@meridian.example`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
          firstName: first,
          lastName: last,
          roles: roles.includes('agent') ? ['staff', 'listingEdit'] : roles,
        },
        [officeId],
        [],
        [],
      );
      varyGenerated(id, roles, [officeId], false);
      if (roles.includes('officeCoordinator')) assist(id, officeId);
    }
  }
  await insertMany(db, t.users, userRows);
  await insertMany(db, t.userRoles, roleLinks);
  await insertMany(db, t.userOffices, officeLinks);
  await insertMany(db, t.userAgents, agentLinks);
  await insertMany(db, t.userSalesTeams, teamLinks);
  await insertMany(db, t.userDashRoles, dashRoleLinks);
  await insertMany(db, t.agentAssistants, assistantLinks);
  await insertMany(db, t.salesTeamAssistants, teamAssistantLinks);
  progress(`users: ${count}`);
}

async function resetSequences(db: Db) {
  for (const table of [
    'offices',
    'agents',
    'sales_teams',
    'users',
    'listings',
    'listing_agents',
    'listing_owners',
    'listing_rental_details',
    'languages',
    'salutations',
    'states',
    'property_types',
    'specializations',
    'rental_periods',
    'neighborhoods',
    'amenities',
    'news_items',
  ]) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}

/**
 * The marker of a database that holds the demo network: with it, and SEED_DEMO_DATA not
 * 'false', staff sign in with one click as any demo user.
 */
export async function markDemoData(db: Db, scale: SeedScale) {
  const value = { seededAt: new Date().toISOString(), scale };
  await db
    .insert(t.settings)
    .values({ key: t.DEMO_DATA_SETTING, value })
    .onConflictDoUpdate({ target: t.settings.key, set: { value, updatedAt: sql`now()` } });
}
