import { describe, expect, it } from 'vitest';
import type { Actor } from '../actor';
import type { RoleCode } from '../roles';
import {
  canManageOfficeDesignVault,
  canOpenDesignTool,
  fillDesignToolUrl,
  isTemplateEnabled,
  parseToggleFlag,
  slidePage,
} from './design-vault.rules';
import { DesignVaultTemplatesQuery, DesignVaultToggleParams } from './design-vault.schema';

const actor = (roles: RoleCode[], over: Partial<Actor> = {}): Actor => ({
  userId: 1,
  email: 'a@b.c',
  firstName: 'A',
  lastName: 'B',
  roles,
  officeIds: [3],
  agentIds: [],
  salesTeamIds: [],
  isAssociatedWithBuilding: false,
  ...over,
});

describe('who manages an office design vault', () => {
  it.each([
    ['system admin, any office', actor(['systemAdmin'], { officeIds: [] }), 9, true],
    ['branch manager of the office', actor(['branchManager']), 3, true],
    ['branch manager of another office', actor(['branchManager']), 9, false],
    ['marketing coordinator of the office', actor(['marketingCoordinator']), 3, true],
    ['marketing coordinator of another office', actor(['marketingCoordinator']), 4, false],
    ['office coordinator', actor(['officeCoordinator']), 3, false],
    ['agent of the office', actor(['agent', 'listingEdit']), 3, false],
    ['corporate marketing employee', actor(['corporateMarketingEmployee']), 3, false],
  ] as const)('%s: %s', (_name, who, officeId, expected) => {
    expect(canManageOfficeDesignVault(who, officeId)).toBe(expected);
  });
});

describe('who may open the design tool for a listing', () => {
  const listing = { officeId: 3, agentIds: [10, 11] };
  it.each([
    ['system admin', actor(['systemAdmin'], { officeIds: [] }), true],
    ['one of the listing agents, without Listing Edit', actor(['agent'], { agentIds: [11] }), true],
    ['another agent with Listing Edit', actor(['agent', 'listingEdit'], { agentIds: [12] }), false],
    ['staff of the office with Listing Edit', actor(['staff', 'listingEdit']), true],
    ['staff of the office without Listing Edit', actor(['staff']), false],
    ['staff of another office with Listing Edit', actor(['staff', 'listingEdit'], { officeIds: [4] }), false],
  ] as const)('%s: %s', (_name, who, expected) => {
    expect(canOpenDesignTool(who, listing)).toBe(expected);
  });
});

describe('an office switch', () => {
  it.each([
    [undefined, true],
    [null, true],
    [{ isEnabled: true }, true],
    [{ isEnabled: false }, false],
  ])('%j is enabled: %s', (setting, expected) => expect(isTemplateEnabled(setting)).toBe(expected));
});

describe('the toggle flag', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['False', false],
    ['false', false],
    ['1', null],
    ['yes', null],
    ['', null],
  ])('%s reads %s', (text, expected) => expect(parseToggleFlag(text)).toBe(expected));
  it('is refused in the path parameters when not true or false', () => {
    expect(DesignVaultToggleParams.safeParse({ officeId: '3', templateId: '4', flag: 'on' }).success).toBe(
      false,
    );
    expect(DesignVaultToggleParams.parse({ officeId: '3', templateId: '4', flag: 'False' })).toEqual({
      officeId: 3,
      templateId: 4,
      flag: false,
    });
  });
});

describe('the templates query', () => {
  it.each([
    [{ officeId: '3' }, true],
    [{ listingId: '7' }, true],
    [{}, false],
    [{ officeId: '3', listingId: '7' }, false],
    [{ officeId: 'x' }, false],
    [{ officeId: '3', other: '1' }, false],
  ])('%j is accepted: %s', (q, ok) => expect(DesignVaultTemplatesQuery.safeParse(q).success).toBe(ok));
});

describe('the design tool address', () => {
  it('fills the placeholders it is given and leaves the others', () => {
    expect(
      fillDesignToolUrl('https://tool.example/open?t={templateId}&l={listingId}&n={listingNumber}', {
        listingId: 42,
        listingNumber: 'A 1/2',
      }),
    ).toBe('https://tool.example/open?t={templateId}&l=42&n=A%201%2F2');
    expect(fillDesignToolUrl('/x/{templateId}/y', { templateId: 5 })).toBe('/x/5/y');
  });
});

describe('the page slider', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 2],
    [0, -1, 3, 0],
    [2, -1, 3, 1],
    [0, 1, 0, 0],
    [0, 5, 4, 3],
  ])('from %i by %i of %i pages is %i', (from, step, count, expected) =>
    expect(slidePage(from, step, count)).toBe(expected),
  );
});
