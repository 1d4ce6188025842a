import { isMarketingStaff, isSystemAdmin, type Actor } from '../actor';
import type { AgentField } from './agents.schema';

/** What the lock rules read of an agent: its trident id and the stored description. */
export type AgentLockFacts = {
  tridentId: string | null;
  values: Partial<Record<AgentField, unknown>>;
};

/** Fields a trident (back-office) record owns: non-admins cannot change them once a tridentId exists. */
const TRIDENT_OWNED = [
  'statusId',
  'webOfficeId',
  'firstName',
  'middleName',
  'lastName',
  'preferredFirstName',
  'preferredLastName',
] as const satisfies readonly AgentField[];
const TRIDENT_ADDRESS = ['address1', 'city', 'regionId'] as const satisfies readonly AgentField[];
/** Locked once filled, except for admins. */
const ONCE_FILLED = [
  'brandEmail',
  'workPhone',
  'licenseNumber',
  'startDate',
] as const satisfies readonly AgentField[];
/** Only admins change these (chosen: the record's identity and publication, which the back office decides). */
const ADMIN_ONLY = [
  'tridentOfficeId',
  'primaryBrokerageOfficeId',
  'agentOfficeIds',
  'publish',
] as const satisfies readonly AgentField[];

export const LOCK_REASON = {
  trident: 'Kept by the back office (tridentId)',
  filled: 'Locked once filled; an admin can change it',
  admin: 'Only an admin can change it',
  salutation: 'Needs the salutation permission',
} as const;

/** Salutation's separate permission check (the spec leaves it open; chosen: admins and marketing staff). */
export function canChangeSalutation(actor: Actor): boolean {
  return isSystemAdmin(actor) || isMarketingStaff(actor);
}

const isFilled = (v: unknown) => v != null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * The agent form's locks: each locked field with the reason shown beside it. A system admin
 * changes everything; the server keeps the stored value of a locked field whatever is sent.
 */
export function agentFieldLocks(actor: Actor, agent: AgentLockFacts): Partial<Record<AgentField, string>> {
  const locks: Partial<Record<AgentField, string>> = {};
  if (!canChangeSalutation(actor)) locks.salutationTypeId = LOCK_REASON.salutation;
  if (isSystemAdmin(actor)) return locks;
  for (const f of ADMIN_ONLY) locks[f] = LOCK_REASON.admin;
  for (const f of ONCE_FILLED) if (isFilled(agent.values[f])) locks[f] = LOCK_REASON.filled;
  if (agent.tridentId) for (const f of [...TRIDENT_OWNED, ...TRIDENT_ADDRESS]) locks[f] = LOCK_REASON.trident;
  return locks;
}

/** The values to store: what was sent, except the locked fields, which keep their stored value. */
export function applyAgentLocks<T extends Partial<Record<AgentField, unknown>>>(
  sent: T,
  stored: Partial<Record<AgentField, unknown>>,
  locks: Partial<Record<AgentField, string>>,
): T {
  const out = { ...sent };
  for (const f of Object.keys(locks) as AgentField[])
    if (f in out) (out as Record<string, unknown>)[f] = stored[f];
  return out;
}

/** At most three designations show on one of the sites: the first three in the agent's order. */
export function shownDesignations<T>(designations: readonly T[]): T[] {
  return designations.slice(0, 3);
}
