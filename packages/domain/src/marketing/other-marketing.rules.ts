import { MSG } from '../messages';
import { ADDITIONAL_PROMOTION_TYPE_IDS, MARKETING_TYPES } from './marketing.rules';

/**
 * Other marketing: additional marketing entries with the costs each agent of the listing bears,
 * and the search over the marketing items of the listings a user may see. Pure functions.
 */

export const OTHER_MARKETING_LIMITS = {
  descriptionMax: 255,
  billingCodeMax: 50,
  creditMemoMax: 50,
  agentNameMax: 255,
  textMax: 100,
  pageSize: 20,
  /** An entry names at most this many agents (a listing has a handful). */
  agentsMax: 50,
} as const;

/** The additional promotion types: the marketing types without Advertisement (14). */
export const ADDITIONAL_PROMOTION_TYPES = MARKETING_TYPES.filter((t) =>
  (ADDITIONAL_PROMOTION_TYPE_IDS as readonly number[]).includes(t.id),
);

export const MARKETING_SEARCH_SORT_COLUMNS = [
  'date',
  'description',
  'marketingType',
  'listing',
  'actualCost',
] as const;
export type MarketingSearchSortColumn = (typeof MARKETING_SEARCH_SORT_COLUMNS)[number];

export type AgentCostFacts = {
  cit: boolean;
  officeCost: number | null;
  agentCost: number | null;
  creditMemo: string | null;
};

/** An agent's cost marked CIT with an office cost needs an agent cost and a credit memo type. */
export function isCitComplete(row: AgentCostFacts): boolean {
  if (!row.cit || !row.officeCost) return true;
  return row.agentCost != null && (row.creditMemo ?? '').trim() !== '';
}

/**
 * What stops an additional marketing entry from being saved, as messages (empty when it may be):
 * at least one agent, each agent once, every agent of one listing, the CIT rule on every row.
 */
export function additionalMarketingProblems(
  rows: readonly (AgentCostFacts & { agentId: number; listingId: number })[],
): string[] {
  const problems: string[] = [];
  if (rows.length === 0) problems.push(MSG.additionalMarketingAgentRequired);
  if (new Set(rows.map((r) => r.agentId)).size !== rows.length)
    problems.push(MSG.additionalMarketingDuplicateAgent);
  if (new Set(rows.map((r) => r.listingId)).size > 1) problems.push(MSG.additionalMarketingOneListing);
  if (!rows.every(isCitComplete)) problems.push(MSG.additionalMarketingCitRule);
  return problems;
}

/**
 * A total shared evenly among `count` agents, to the cent: the cents that do not divide go one
 * each to the first agents, so the shares always add up to the total.
 */
export function splitEvenly(total: number, count: number): number[] {
  if (count <= 0) return [];
  const cents = Math.round(total * 100);
  const base = Math.trunc(cents / count);
  const rest = cents - base * count;
  return Array.from({ length: count }, (_, i) => (base + (i < Math.abs(rest) ? Math.sign(rest) : 0)) / 100);
}
