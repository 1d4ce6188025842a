import type { Page } from 'playwright-core';
import type { Actor } from '@atrium/domain';

type StoredUser = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  roleCodes: Actor['roles'];
  officeIds: number[];
  agentIds: number[];
  salesTeamIds: number[];
  isAssociatedWithBuilding: boolean;
};

export async function storedActor(page: Page): Promise<Actor> {
  const raw = await page.evaluate(() => localStorage.getItem('atrium.session'));
  const u = (JSON.parse(raw!) as { user: StoredUser }).user;
  return {
    userId: u.userId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    roles: u.roleCodes,
    officeIds: u.officeIds,
    agentIds: u.agentIds,
    salesTeamIds: u.salesTeamIds,
    isAssociatedWithBuilding: u.isAssociatedWithBuilding,
  };
}

/** A concrete address for a route of the table (ids filled in, optional parts left out). */
export function concrete(path: string, actor: Actor): string {
  return path
    .replace(/\/:[A-Za-z]+\?/g, '')
    .replace(':agentId', String(actor.agentIds[0] ?? 1))
    .replace(':teamId', String(actor.salesTeamIds[0] ?? 1))
    .replace(':officeId', String(actor.officeIds[0] ?? 1))
    .replace(':userId', String(actor.userId))
    .replace(/:[A-Za-z]+/g, '1');
}
