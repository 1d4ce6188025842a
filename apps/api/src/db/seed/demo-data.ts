import { sql } from 'drizzle-orm';
import { Faker, en } from '@faker-js/faker';
import { DEAL_TYPE_TEXT, LISTING_STATUS, SALES_REGIONS, roleKey, type RoleCode } from '@atrium/domain';
import type { Db } from '../client';
import * as t from '../schema';
import { AMENITY_CATALOGUE, MARKETS, NEWS, PROPERTY_TYPES, STATES } from './reference-data';
import { seedReferenceData } from './reference-seed';
import { PERSONAS } from './personas';
import { seedApplications } from './applications';
import { seedPhotographers } from './photographers';
import { seedHistory } from './history';
import { recomputeListingValidity } from '../../features/listings/listing-validation.service';

export type SeedScale = { offices: number; agents: number; teams: number; users: number; listings: number };
export const SCALES: Record<'test' | 'demo' | 'large', SeedScale> = {
  test: { offices: 10, agents: 60, teams: 8, users: 20, listings: 300 },
  demo: { offices: 20, agents: 400, teams: 30, users: 60, listings: 5000 },
  large: { offices: 500, agents: 5000, teams: 1000, users: 2000, listings: 100_000 },
};

type Progress = (message: string) => void;

/** Fills an empty database with the deterministic demo network (same seed, same data). */
export async function seedDemoData(
  db: Db,
  scale: SeedScale,
  opts: { today?: Date; progress?: Progress } = {},
) {
  const f = new Faker({ locale: [en], seed: 20261121 });
  const today = opts.today ?? new Date();
  const progress = opts.progress ?? (() => {});
  const ctx = { db, f, today, progress };

  await seedDemoReferenceData(ctx);
  const offices = await seedOffices(ctx, scale.offices);
  const agents = await seedAgents(ctx, scale.agents, offices);
  const teams = await seedTeams(ctx, scale.teams, agents);
  await seedUsers(ctx, scale.users, offices, agents, teams);
  await seedListings(ctx, scale.listings, offices, agents);
  // notes and change history in realistic proportions, for the large (benchmark) scale only
  if (scale.listings >= 50_000) await seedHistory(db, scale, { today, progress });
  await resetSequences(db);
  await seedPhotographers(db);
  await seedApplications(db);
  // the data-complete flag follows from the rule, as every write keeps it
  await recomputeListingValidity(db);
  // planner statistics, visibility map and merged full-text index entries for the bulk-loaded
  // tables: PGlite has no autovacuum, and without this its planner shuns the GIN indexes
  if (scale.listings >= 1000) await db.execute(sql`vacuum analyze`);
  await markDemoData(db, scale);
  progress('demo data ready');
}

type Ctx = { db: Db; f: Faker; today: Date; progress: Progress };
type OfficeSeed = {
  id: number;
  salesRegionId: number;
  city: string;
  state: string;
  zipPrefix: string;
  neighborhoods: string[];
};
type AgentSeed = { id: number; officeId: number; name: string };
type TeamSeed = { id: number; officeId: number; agentIds: number[] };

/** Inserts in batches that stay under PostgreSQL's 65,535 bind parameters. */
export async function insertMany(
  db: Db,
  table: any,
  rows: Record<string, unknown>[],
  progress?: Progress,
  label?: string,
) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]).length;
  const size = Math.max(1, Math.min(5000, Math.floor(60000 / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
    if (progress && label && rows.length > 20000 && (i / size) % 20 === 0)
      progress(`${label}: ${Math.min(i + size, rows.length)}/${rows.length}`);
  }
}

async function seedDemoReferenceData({ db, progress }: Ctx) {
  await seedReferenceData(db);
  await db.insert(t.newsItems).values(NEWS.map((n, i) => ({ ...n, displayOrder: i + 1 })));
  progress('reference data');
}

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
    rows.push({
      id,
      name,
      salesRegionId,
      officeRegion: SALES_REGIONS[salesRegionId - 1].name,
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
    });
  }
  await insertMany(db, t.offices, rows);
  progress(`offices: ${count}`);
  return offices;
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
    rows.push({
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
    });
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
      description: 'A sales team serving luxury buyers and sellers.',
      statusId: agentIds.length >= 2 ? 1 : 2,
    });
    agentIds.forEach((agentId, i) => members.push({ salesTeamId: id, agentId, displayOrder: i + 1 }));
  }
  await insertMany(db, t.salesTeams, rows);
  await insertMany(db, t.salesTeamMembers, members);
  progress(`sales teams: ${count}`);
  return teams;
}

async function seedUsers(
  { db, f, progress }: Ctx,
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
    }
  }
  await insertMany(db, t.users, userRows);
  await insertMany(db, t.userRoles, roleLinks);
  await insertMany(db, t.userOffices, officeLinks);
  await insertMany(db, t.userAgents, agentLinks);
  await insertMany(db, t.userSalesTeams, teamLinks);
  progress(`users: ${count}`);
}

const STATUS_MIX: Array<[number, number]> = [
  [LISTING_STATUS.active, 30],
  [LISTING_STATUS.sold, 24],
  [LISTING_STATUS.pending, 8],
  [LISTING_STATUS.expired, 8],
  [LISTING_STATUS.draft, 8],
  [LISTING_STATUS.comingSoon, 5],
  [LISTING_STATUS.tempOffMarket, 5],
  [LISTING_STATUS.private, 6],
  [LISTING_STATUS.permOffMarket, 3],
  [LISTING_STATUS.deleted, 3],
];
const ADJECTIVES = [
  'Elegant',
  'Stunning',
  'Timeless',
  'Modern',
  'Grand',
  'Serene',
  'Iconic',
  'Sunlit',
  'Classic',
  'Private',
  'Restored',
  'Sweeping',
];

function isoDay(base: Date, offsetDays: number): string {
  return new Date(base.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Dates consistent with the status rules of spec/000 section 4.2. */
function datesFor(f: Faker, status: number, today: Date) {
  const d = (min: number, max: number) => f.number.int({ min, max });
  const none = {
    contractDate: null,
    closedDate: null,
    canceledDate: null,
    projectedListDate: null,
  } as Record<string, string | null>;
  switch (status) {
    case LISTING_STATUS.active:
    case LISTING_STATUS.private: {
      const listed = -d(1, 300);
      return { ...none, listingDate: isoDay(today, listed), expirationDate: isoDay(today, d(10, 330)) };
    }
    case LISTING_STATUS.pending: {
      const contract = -d(1, 60);
      return {
        ...none,
        listingDate: isoDay(today, contract - d(10, 200)),
        expirationDate: isoDay(today, d(20, 200)),
        contractDate: isoDay(today, contract),
      };
    }
    case LISTING_STATUS.sold: {
      const closed = -d(1, 700);
      const contract = closed - d(15, 90);
      const listed = contract - d(10, 200);
      return {
        ...none,
        listingDate: isoDay(today, listed),
        expirationDate: isoDay(today, listed + 365),
        contractDate: isoDay(today, contract),
        closedDate: isoDay(today, closed),
      };
    }
    case LISTING_STATUS.expired:
    case LISTING_STATUS.deleted: {
      const expired = -d(1, 200);
      return {
        ...none,
        listingDate: isoDay(today, expired - d(120, 365)),
        expirationDate: isoDay(today, expired),
      };
    }
    case LISTING_STATUS.comingSoon: {
      const projected = d(5, 60);
      return {
        ...none,
        listingDate: isoDay(today, projected),
        expirationDate: isoDay(today, projected + 180),
        projectedListDate: isoDay(today, projected),
      };
    }
    case LISTING_STATUS.tempOffMarket:
    case LISTING_STATUS.permOffMarket: {
      const listed = -d(60, 400);
      return {
        ...none,
        listingDate: isoDay(today, listed),
        expirationDate: isoDay(today, listed + 365),
        canceledDate: f.datatype.boolean() ? isoDay(today, -d(1, 50)) : null,
      };
    }
    default: {
      const listed = d(-30, 30);
      return { ...none, listingDate: isoDay(today, listed), expirationDate: isoDay(today, listed + 180) };
    }
  }
}

function splitEvenly(count: number): number[] {
  const base = Math.floor(100 / count);
  return Array.from({ length: count }, (_, i) => base + (i < 100 - base * count ? 1 : 0));
}

async function seedListings(
  { db, f, today, progress }: Ctx,
  count: number,
  offices: OfficeSeed[],
  agents: AgentSeed[],
) {
  const agentsByOffice = new Map<number, AgentSeed[]>();
  for (const a of agents) agentsByOffice.set(a.officeId, [...(agentsByOffice.get(a.officeId) ?? []), a]);
  const statusBag = STATUS_MIX.flatMap(([s, w]) => Array<number>(w).fill(s));
  const listingRows: Record<string, unknown>[] = [];
  const agentRows: Record<string, unknown>[] = [];
  const ownerRows: Record<string, unknown>[] = [];
  const rentalRows: Record<string, unknown>[] = [];
  const amenityRows: Record<string, unknown>[] = [];
  const amenityCount = Object.values(AMENITY_CATALOGUE).flatMap((g) => Object.values(g).flat()).length;
  const stateIds = new Map(STATES.map(([code], i) => [code, i + 1]));

  for (let id = 1; id <= count; id++) {
    // Listings 1-14 belong to the agent persona (agent 1, office 1); 15-20 to agent2 (agents 2, 3).
    const personaListing = id <= 14 ? 1 : id <= 20 ? 2 : 0;
    const office =
      personaListing === 1
        ? offices[0]
        : personaListing === 2
          ? offices[1]
          : offices[f.number.int({ min: 0, max: offices.length - 1 })];
    const status = personaListing
      ? statusBag[(id * 13) % statusBag.length]
      : f.helpers.arrayElement(statusBag);
    const isRental = id % 4 === 0;
    const dealTypeId =
      personaListing === 1
        ? id <= 10
          ? 1
          : 2
        : personaListing === 2
          ? 2
          : f.helpers.weightedArrayElement([
              { value: 1, weight: 6 },
              { value: 2, weight: 3 },
              { value: 3, weight: 1 },
            ]);
    const propertyTypeId = f.number.int({ min: 1, max: PROPERTY_TYPES.length - (id % 17 === 0 ? 0 : 1) });
    const neighborhood = f.helpers.arrayElement(office.neighborhoods);
    const price = isRental
      ? Math.round(f.number.int({ min: 5, max: 150 }) * 1000)
      : Math.round(f.number.int({ min: 8, max: 450 }) * 100_000);
    const dates = datesFor(f, status, today);
    const title =
      `${f.helpers.arrayElement(ADJECTIVES)} ${PROPERTY_TYPES[propertyTypeId - 1][0]} in ${neighborhood}`.slice(
        0,
        50,
      );
    const buyerNotOffered = id % 13 === 0;
    listingRows.push({
      id,
      listingType: isRental ? 'Rental' : 'Sale',
      listingStatusId: status,
      title,
      address1: f.location.streetAddress(),
      address2:
        id % 5 === 0
          ? `Unit ${f.number.int({ min: 1, max: 40 })}${f.string.alpha({ length: 1, casing: 'upper' })}`
          : null,
      city: office.city,
      regionId: stateIds.get(office.state) ?? null,
      state: office.state,
      zip: `${office.zipPrefix}${f.string.numeric(2)}`,
      latitude: f.location.latitude({ min: 25, max: 48 }),
      longitude: f.location.longitude({ min: -123, max: -70 }),
      county: `${office.city} County`,
      neighborhood,
      salesRegionId: office.salesRegionId,
      officeId: office.id,
      propertyTypeId,
      mlsNumber: id % 7 === 0 ? null : `${office.state}${f.string.numeric(7)}`,
      listingNumber: `L${String(id).padStart(7, '0')}`,
      dataSource: id % 10 === 0 ? 'Trident' : 'Atrium',
      initialPrice: Math.round(price * 1.05),
      currentPrice: price,
      mlsPrice: price,
      soldPrice:
        status === LISTING_STATUS.sold ? Math.round(price * f.number.float({ min: 0.9, max: 1.02 })) : null,
      lastAskingPrice: status === LISTING_STATUS.sold ? price : null,
      priceUponRequest: id % 29 === 0,
      commonCharges: propertyTypeId === 2 ? f.number.int({ min: 800, max: 9000 }) : null,
      maintenance: propertyTypeId === 3 ? f.number.int({ min: 2000, max: 15000 }) : null,
      realEstateTax: isRental ? null : f.number.int({ min: 5000, max: 250000 }),
      taxesAreMonthly: false,
      listingCommission: 5 + (id % 2),
      listingCommissionType: 1,
      buyerCommission: buyerNotOffered ? null : 2.5,
      buyerCommissionType: buyerNotOffered ? 3 : 1,
      displayBuyerCommissionOnWebsite: id % 3 === 0,
      noFeeRental: isRental && id % 8 === 0,
      maxFinancing: propertyTypeId === 3 ? 75 : null,
      flipTaxAmount: office.salesRegionId === 1 && propertyTypeId === 3 ? 2 : null,
      ...dates,
      dealTypeId,
      priorBrokerSale: dealTypeId === 3 && id % 3 === 0,
      interiorSize: f.number.int({ min: 900, max: 15000 }),
      exteriorSize: f.number.int({ min: 0, max: 5000 }),
      lotSize:
        propertyTypeId === 1 || propertyTypeId === 7
          ? f.number.float({ min: 0.2, max: 40, fractionDigits: 2 })
          : null,
      lotSizeTypeId: propertyTypeId === 1 || propertyTypeId === 7 ? 1 : null,
      rooms: f.number.int({ min: 3, max: 25 }),
      bedrooms: f.number.int({ min: 1, max: 9 }),
      fullBaths: f.number.int({ min: 1, max: 10 }),
      halfBaths: f.number.int({ min: 0, max: 3 }),
      year: f.number.int({ min: 1890, max: 2025 }),
      publish: status === LISTING_STATUS.active || status === LISTING_STATUS.pending ? id % 6 !== 0 : false,
      showAddress: id % 9 !== 0,
      showMap: true,
      useAddressAsTitle: id % 12 === 0,
      virtualTourUrl: id % 4 === 1 ? `https://tours.meridian.example/${id}` : null,
      imageCount: f.number.int({ min: 0, max: 45 }),
      hasLowResImages: id % 10 === 3,
      updatedAt: new Date(today.getTime() - f.number.int({ min: 0, max: 90 * 86_400_000 })).toISOString(),
    });

    // agents on each side, splits summing to 100
    const pool = agentsByOffice.get(office.id) ?? agents;
    const sides = dealTypeId === 1 ? [1] : dealTypeId === 3 ? [2] : [1, 2];
    for (const side of sides) {
      const fixedAgents = personaListing === 1 ? [1] : personaListing === 2 ? [id % 2 === 0 ? 2 : 3] : [];
      const others = f.helpers.arrayElements(
        pool.filter((a) => !fixedAgents.includes(a.id)),
        { min: fixedAgents.length ? 0 : 1, max: 2 },
      );
      const ids = [...fixedAgents, ...others.map((a) => a.id)];
      const splits = splitEvenly(ids.length);
      ids.forEach((agentId, i) =>
        agentRows.push({
          listingId: id,
          agentId,
          sideTypeId: side,
          displayOrder: i + 1,
          selectSale: status === LISTING_STATUS.sold && i === 0,
          split: splits[i],
        }),
      );
    }
    const ownerCount = status === LISTING_STATUS.deleted ? 0 : f.number.int({ min: 1, max: 3 });
    for (let o = 1; o <= ownerCount; o++) {
      const different = o > 1 || id % 6 === 0;
      ownerRows.push({
        listingId: id,
        firstName: f.person.firstName(),
        lastName: f.person.lastName(),
        ownerAddressDifferentFromPropertyAddress: different,
        address: different ? f.location.streetAddress() : null,
        city: different ? f.location.city() : null,
        regionId: different ? f.number.int({ min: 1, max: STATES.length }) : null,
        zip: different ? f.string.numeric(5) : null,
        displayOrder: o,
      });
    }
    if (isRental) {
      const terms = f.number.int({ min: 1, max: 3 });
      for (let r = 1; r <= terms; r++) {
        rentalRows.push({
          listingId: id,
          rentalPeriodId: r,
          price: Math.round(price * (r === 2 ? 11 : r === 3 ? 0.3 : 1)),
          yearInfo: r >= 3 ? String(today.getFullYear() + 1) : null,
          description: null,
        });
      }
    }
    const picked = f.helpers.arrayElements(
      Array.from({ length: amenityCount }, (_, i) => i + 1),
      { min: 4, max: 12 },
    );
    picked.forEach((amenityId) => amenityRows.push({ listingId: id, amenityId, text: null, selected: true }));
  }
  await insertMany(db, t.listings, listingRows, progress, 'listings');
  await insertMany(db, t.listingAgents, agentRows, progress, 'listing agents');
  await insertMany(db, t.listingOwners, ownerRows, progress, 'owners');
  await insertMany(db, t.listingRentalDetails, rentalRows, progress, 'rental terms');
  await insertMany(db, t.listingAmenities, amenityRows, progress, 'amenities');
  progress(`listings: ${count} (${DEAL_TYPE_TEXT[1]} / ${DEAL_TYPE_TEXT[2]} / ${DEAL_TYPE_TEXT[3]})`);
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

/**
 * A database never used: no user and no reference data. A real deployment's first start (with
 * SEED_DEMO_DATA=false) fills the reference data, so a later start that forgets the setting
 * never creates the demo network in it.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select (select count(*) from users)::int + (select count(*) from roles)::int as n`,
  );
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n) === 0;
}
