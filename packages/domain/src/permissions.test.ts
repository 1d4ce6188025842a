import { describe, expect, it } from 'vitest';
import { testActor } from './test-actor';
import { isAgentOnly, isMarketingStaff, type Actor } from './actor';
import type { RoleCode } from './roles';
import { isAllowed, navigationFor, routeAccess, routeRule, ROUTES, ruleForPath } from './permissions';

const actor = testActor;

/** The personas of shared/personas.md with their associations. */
const PERSONA: Record<string, Actor> = {
  admin: actor({ roles: ['systemAdmin', 'masquerade'] }),
  staff: actor({ roles: ['staff', 'listingEdit', 'publishListing', 'listingCreation'], officeIds: [1, 6] }),
  power: actor({ roles: ['staff', 'powerUser', 'listingEdit'], officeIds: [2, 3] }),
  agent: actor({
    roles: ['agent', 'listingEdit', 'publishListing', 'listingPhotoReorder'],
    officeIds: [1],
    agentIds: [1],
    salesTeamIds: [4],
  }),
  agent2: actor({
    roles: ['agent', 'listingEdit', 'agentSpotBooking', 'agentPreRelease'],
    officeIds: [2],
    agentIds: [2, 3],
    salesTeamIds: [5, 6],
    isAssociatedWithBuilding: true,
  }),
  bm: actor({ roles: ['branchManager', 'listingEdit'], officeIds: [1] }),
  mc: actor({ roles: ['marketingCoordinator'], officeIds: [1, 2] }),
  cme: actor({ roles: ['corporateMarketingEmployee'], officeIds: [1] }),
  guest: actor({ roles: ['guest'], officeIds: [1] }),
};

const labels = (a: Actor) => navigationFor(a).map((i) => i.label);

describe('navigationFor: items and order per persona (spec/000 2.3 and 6, spec/002 2)', () => {
  it.each([
    [
      'admin',
      [
        'Home',
        'Notifications',
        'Masquerade',
        'Listings',
        'Private Listings',
        'Developments',
        'Marketing',
        'Offices',
        'Agents',
        'Sales Teams',
        'Users',
        'Sold Listing Upload',
        'Applications',
        'Reporting',
        'AI Areas',
        'Sign-in',
        'Jobs',
        'Outbox',
        'Log Out',
      ],
    ],
    [
      'staff',
      [
        'Home',
        'Notifications',
        'Tasks',
        'Listings',
        'Private Listings',
        'Developments',
        'Marketing',
        'Applications',
        'Log Out',
      ],
    ],
    [
      'agent',
      [
        'Home',
        'My Notifications',
        'My Tasks',
        'My Listings',
        'Private Listings',
        'My Marketing',
        'My Business',
        'My Agents',
        'My Teams',
        'My Applications',
        'Log Out',
      ],
    ],
    [
      'agent2',
      [
        'Home',
        'My Notifications',
        'My Tasks',
        'My Listings',
        'Private Listings',
        'My Developments',
        'My Marketing',
        'My Sales Goals',
        'My Business',
        'My Agents',
        'My Sales Teams',
        'My Applications',
        'Log Out',
      ],
    ],
    [
      'bm',
      [
        'Home',
        'Notifications',
        'Tasks',
        'Listings',
        'Private Listings',
        'Marketing',
        'Applications',
        'Log Out',
      ],
    ],
    [
      'mc',
      [
        'Home',
        'Notifications',
        'Listings',
        'Private Listings',
        'Developments',
        'Marketing',
        'Offices',
        'Applications',
        'Reporting',
        'Log Out',
      ],
    ],
    [
      'guest',
      ['Home', 'Notifications', 'Listings', 'Private Listings', 'Marketing', 'Applications', 'Log Out'],
    ],
  ])('%s sees exactly its items in order', (persona, expected) => {
    expect(labels(PERSONA[persona])).toEqual(expected);
  });

  it('My Teams links to the one sales team and replaces Sales Teams', () => {
    const nav = navigationFor(PERSONA.agent);
    expect(nav.find((i) => i.label === 'My Teams')?.path).toBe('/eng/salesTeam/4');
    expect(nav.some((i) => i.path === '/eng/salesTeams')).toBe(false);
  });

  it.each([
    ['no team', [], false],
    ['one team', [7], true],
    ['two teams', [7, 8], false],
  ])('My Teams with %s: %s', (_l, teams, shown) => {
    const nav = navigationFor(actor({ roles: ['agent'], agentIds: [1], salesTeamIds: teams }));
    expect(nav.some((i) => i.label === 'My Teams')).toBe(shown);
  });

  it.each([
    ['agent without a building', actor({ roles: ['agent'] }), false],
    ['agent with development access', actor({ roles: ['agent'], isAssociatedWithBuilding: true }), true],
    ['staff', actor({ roles: ['staff'] }), true],
    ['guest', actor({ roles: ['guest'] }), false],
    ['branch manager', actor({ roles: ['branchManager'] }), false],
  ])('Developments for %s: %s', (_l, who, shown) => {
    expect(navigationFor(who).some((i) => i.path === '/eng/developments')).toBe(shown);
  });

  it.each([
    ['agent with an agent id', actor({ roles: ['agent'], agentIds: [3] }), true],
    ['agent without an agent id', actor({ roles: ['agent'] }), false],
    ['system admin', actor({ roles: ['systemAdmin'] }), true],
    ['corporate marketing employee (route allows, nav rule does not)', PERSONA.cme, false],
    ['staff (nav rule allows, protected route refuses)', PERSONA.staff, false],
  ])('Agents for %s: %s', (_l, who, shown) => {
    expect(navigationFor(who).some((i) => i.path === '/eng/agents')).toBe(shown);
  });

  it('never prefixes the private item, Home or Log Out for agents', () => {
    const nav = navigationFor(PERSONA.agent);
    expect(nav.find((i) => i.path === '/eng/privatelistings')?.label).toBe('Private Listings');
    expect(nav[0].label).toBe('Home');
    expect(nav.at(-1)?.label).toBe('Log Out');
  });

  it.each(Object.keys(PERSONA))('%s: every item except Log Out points at a route the user may open', (p) => {
    for (const item of navigationFor(PERSONA[p]).filter((i) => i.path !== '/eng/logout')) {
      const rule = ruleForPath(item.path);
      expect(rule, item.path).toBeDefined();
      expect(isAllowed(PERSONA[p], rule!.allow), item.path).toBe(true);
    }
  });
});

describe('route table and guards', () => {
  it.each([
    ['/eng/agent/12', '/eng/agent/:agentId'],
    ['/eng/AGENT/12', '/eng/agent/:agentId'],
    ['/eng/listing/mergeListing', '/eng/listing/mergeListing'],
    ['/eng/listing/55', '/eng/listing/:listingId'],
    ['/eng/viewAdvertisement', '/eng/viewAdvertisement/:advertisementId?'],
    ['/eng/viewAdvertisement/3', '/eng/viewAdvertisement/:advertisementId?'],
    ['/eng/home/', '/eng/home'],
  ])('%s matches %s', (path, expected) => {
    expect(ruleForPath(path)?.path).toBe(expected);
  });

  it('answers undefined for a path outside the table', () => {
    expect(ruleForPath('/eng/nowhere')).toBeUndefined();
    expect(ruleForPath('/eng/agent')).toBeUndefined();
  });

  it.each<[string, RoleCode[], ReturnType<typeof routeAccess>]>([
    ['/eng/agents', ['staff'], 'redirect'],
    ['/eng/agents', ['agent'], 'open'],
    ['/eng/users', ['staff'], 'noAccess'],
    ['/eng/users', ['systemAdmin'], 'open'],
    ['/eng/home', ['guest'], 'open'],
    ['/eng/business', ['agent'], 'redirect'],
    ['/eng/business', ['agent', 'agentPreRelease'], 'open'],
    ['/eng/masquerade', ['masquerade'], 'open'],
  ])('%s for %j: %s', (path, roles, expected) => {
    expect(routeAccess({ roles }, routeRule(path)!)).toBe(expected);
  });

  it('has one entry per path and a title for each', () => {
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
    expect(ROUTES.every((r) => r.title.length > 0)).toBe(true);
  });
});

describe('isAgentOnly', () => {
  it.each([
    [['agent'], true],
    [['agent', 'staff'], true],
    [['agent', 'systemAdmin'], false],
    [['agent', 'corporateMarketingEmployee'], false],
    [['agent', 'marketingCoordinator'], false],
    [['staff'], false],
    [[], false],
  ] as const)('roles %j: %s', (roles, expected) => {
    expect(isAgentOnly({ roles: [...roles] })).toBe(expected);
  });
});

describe('isMarketingStaff', () => {
  it.each([
    [['corporateMarketingEmployee'], true],
    [['marketingCoordinator', 'agent'], true],
    [['systemAdmin'], false],
    [['agent', 'staff'], false],
    [[], false],
  ] as const)('roles %j: %s', (roles, expected) => {
    expect(isMarketingStaff({ roles: [...roles] })).toBe(expected);
  });
});
