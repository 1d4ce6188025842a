import { describe, expect, it } from 'vitest';
import { testActor as actor } from './test-actor';
import {
  canAdministerOffices,
  canCreateSalesTeam,
  canEditAgent,
  canEditOffice,
  canEditSalesTeam,
} from './people.permissions';

const agent = { agentId: 10, officeIds: [5, 7] };
const team = { salesTeamId: 3, officeId: 5 };

describe('agents, sales teams and offices: who may open and change them', () => {
  it.each([
    ['system admin', actor({ roles: ['systemAdmin'] }), true],
    ['the agent', actor({ roles: ['agent'], agentIds: [10] }), true],
    ['another agent of the office', actor({ roles: ['agent'], agentIds: [11], officeIds: [5] }), false],
    [
      'marketing coordinator of a second office',
      actor({ roles: ['marketingCoordinator'], officeIds: [7] }),
      true,
    ],
    ['CME of another office', actor({ roles: ['corporateMarketingEmployee'], officeIds: [6] }), false],
    ['staff of the office', actor({ roles: ['staff'], officeIds: [5] }), false],
  ])('agent: %s → %s', (_l, who, expected) => expect(canEditAgent(who, agent)).toBe(expected));

  it.each([
    ['system admin', actor({ roles: ['systemAdmin'] }), true],
    ['an agent of the team', actor({ roles: ['agent'], salesTeamIds: [3] }), true],
    ['an agent of another team', actor({ roles: ['agent'], salesTeamIds: [4], officeIds: [5] }), false],
    ['CME of the office', actor({ roles: ['corporateMarketingEmployee'], officeIds: [5] }), true],
    ['MC of another office', actor({ roles: ['marketingCoordinator'], officeIds: [6] }), false],
  ])('sales team: %s → %s', (_l, who, expected) => expect(canEditSalesTeam(who, team)).toBe(expected));

  it.each([
    ['system admin', actor({ roles: ['systemAdmin'] }), true, true, true],
    ['MC of the office', actor({ roles: ['marketingCoordinator'], officeIds: [5] }), true, false, true],
    ['MC of another office', actor({ roles: ['marketingCoordinator'], officeIds: [6] }), false, false, true],
    ['an agent', actor({ roles: ['agent'], officeIds: [5] }), false, false, false],
  ])('office and team creation: %s', (_l, who, edit, admin, createTeam) => {
    expect(canEditOffice(who, 5)).toBe(edit);
    expect(canAdministerOffices(who)).toBe(admin);
    expect(canCreateSalesTeam(who)).toBe(createTeam);
  });
});
