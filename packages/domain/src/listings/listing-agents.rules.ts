import { z } from 'zod';
import { Id } from '../http';
import { LIMITS, type DealTypeId, type SideTypeId } from '../constants';
import { MSG } from '../messages';

/**
 * Listing agents and deal sides (spec/000 sections 3.1, 4.3, 5.4; spec/001 sections 4, 5, 9).
 * Pure rules: split redistribution, the per-side total check and the deal-type transitions.
 */

/** The sides a deal type shows: list side for 1 and 2, sale side for 2 and 3. */
export function sidesOfDealType(dealTypeId: number): SideTypeId[] {
  if (dealTypeId === 1) return [1];
  if (dealTypeId === 3) return [2];
  return [1, 2];
}

/** A list-side agent on a sale-side deal (or the reverse) is refused: the deal has no such side. */
export function agentSideIssue(dealTypeId: number, sideTypeId: SideTypeId): string | null {
  return sidesOfDealType(dealTypeId).includes(sideTypeId) ? null : MSG.agentSideNotInDeal(sideTypeId);
}

/**
 * 100 % shared equally among `count` agents in whole points; the remainder goes one point each
 * to the first agents (3 agents: 34, 33, 33).
 */
export function redistributeSplits(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(100 / count);
  const remainder = 100 - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

export type SplitCheck =
  | { status: 'ok'; total: number }
  | { status: 'over'; total: number; message: string }
  | { status: 'under'; total: number; message: string; remaining: number; toast: string };

/** Per-side split total: over 100 refused, under 100 warned with the remaining commission. */
export function checkSplitTotal(splits: readonly number[]): SplitCheck {
  const total = Math.round(splits.reduce((s, v) => s + Number(v || 0), 0) * 100) / 100;
  if (total > LIMITS.commissionMax) return { status: 'over', total, message: MSG.splitOver100 };
  if (total < LIMITS.commissionMax) {
    const remaining = Math.round((LIMITS.commissionMax - total) * 100) / 100;
    return {
      status: 'under',
      total,
      message: MSG.splitUnder100,
      remaining,
      toast: MSG.remainingCommission(remaining),
    };
  }
  return { status: 'ok', total };
}

/** The agent fields a transition needs; other fields travel along untouched. */
export type SideAgent = {
  agentId: number;
  sideTypeId: SideTypeId;
  displayOrder: number;
  split: number;
  selectSale: boolean;
};

const other = (side: SideTypeId): SideTypeId => (side === 1 ? 2 : 1);
const bySideOrder = (a: SideAgent, b: SideAgent) =>
  a.sideTypeId - b.sideTypeId || a.displayOrder - b.displayOrder;

/** Renumbers displayOrder from 1 within each side, keeping the current order. */
export function renumberSides<T extends SideAgent>(agents: readonly T[]): T[] {
  const counters: Record<number, number> = { 1: 0, 2: 0 };
  return [...agents].sort(bySideOrder).map((a) => ({ ...a, displayOrder: ++counters[a.sideTypeId] }));
}

/**
 * The deal-type change of spec/000 section 4.3 as data in, data out:
 * - 1 to 3: all agents become sale side; 3 to 1: all become list side (splits kept);
 * - 2 to 1 or 3: the target side's agents stay, agents only on the other side move to the target
 *   side, then the side is split evenly (100 divided by the count, remainder to the first);
 * - 1 or 3 to 2: each agent is duplicated onto the opposite side (same split and order).
 * The same deal type, or an unknown one, changes nothing.
 */
export function transitionAgentsForDealType(
  agents: readonly SideAgent[],
  from: DealTypeId,
  to: DealTypeId,
): SideAgent[] {
  const sorted = [...agents].sort(bySideOrder);
  if (from === to) return sorted.map((a) => ({ ...a }));
  if ((from === 1 && to === 3) || (from === 3 && to === 1)) {
    const target: SideTypeId = to === 3 ? 2 : 1;
    return dedupe(sorted.map((a) => ({ ...a, sideTypeId: target })));
  }
  if (from === 2) {
    const target: SideTypeId = to === 1 ? 1 : 2;
    const kept = sorted.filter((a) => a.sideTypeId === target);
    const keptIds = new Set(kept.map((a) => a.agentId));
    const moved = sorted
      .filter((a) => a.sideTypeId !== target && !keptIds.has(a.agentId))
      .map((a) => ({ ...a, sideTypeId: target }));
    const all = [...kept, ...moved].slice(0, LIMITS.agentsPerSide);
    const splits = redistributeSplits(all.length);
    return all.map((a, i) => ({ ...a, displayOrder: i + 1, split: splits[i] }));
  }
  // 1 or 3 to 2: each agent is duplicated onto the opposite side (unless already there)
  const has = new Set(sorted.map((a) => `${a.sideTypeId}:${a.agentId}`));
  const copies = sorted
    .filter((a) => !has.has(`${other(a.sideTypeId)}:${a.agentId}`))
    .map((a) => ({ ...a, sideTypeId: other(a.sideTypeId), selectSale: false }));
  return renumberSides([...sorted.map((a) => ({ ...a })), ...copies]);
}

/** After a side change an agent can appear twice on one side: keep the first. */
function dedupe(list: SideAgent[]): SideAgent[] {
  const seen = new Set<string>();
  const out = list.filter((a) => {
    const k = `${a.sideTypeId}:${a.agentId}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return renumberSides(out);
}

// ---- request bodies (the web form and the API routes share them) ----

const SideTypeIdSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'Side should be 1 (list side) or 2 (sale side)',
});
const Split = z
  .number({ error: MSG.splitOver100 })
  .min(0, { error: 'Commission should be greater than or equal to 0%.' })
  .max(LIMITS.commissionMax, { error: MSG.splitOver100 });

export const ListingAgentAddSchema = z.object({
  agentId: Id,
  sideTypeId: SideTypeIdSchema,
  selectSale: z.boolean().optional(),
});
export type ListingAgentAdd = z.infer<typeof ListingAgentAddSchema>;

export const ListingAgentUpdateSchema = z.object({
  agentId: Id,
  sideTypeId: SideTypeIdSchema,
  split: Split,
  selectSale: z.boolean().optional(),
});
export type ListingAgentUpdate = z.infer<typeof ListingAgentUpdateSchema>;

export const ListingAgentReorderSchema = z.object({
  sideTypeId: SideTypeIdSchema,
  agentIds: z.array(Id).min(1).max(LIMITS.agentsPerSide),
});
export type ListingAgentReorder = z.infer<typeof ListingAgentReorderSchema>;

export const DealTypeChangeSchema = z.object({
  dealTypeId: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: MSG.required(['Deal type']) }),
});
export type DealTypeChange = z.infer<typeof DealTypeChangeSchema>;

export const ToggleSelectSaleQuery = z.object({
  toggleStatus: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  sideTypeId: z.coerce.number().int().min(1).max(2).optional(),
});

export const AgentSearchQuery = z.object({
  name: z.string().trim().max(100).default(''),
  forSalesTeam: z.string().optional(),
  /** With forSalesTeam=true: the team whose members are left out of the results. */
  salesTeamId: z.coerce.number().int().min(1).max(2147483647).optional(),
  /** 'true': only the agents the caller may open (a report's agent, where others would be 404). */
  inScope: z.enum(['true', 'false']).optional(),
});

/** The agent search ignores input containing a hyphen (spec/000 section 9). */
export function isSearchableAgentName(text: string): boolean {
  return text.trim().length > 0 && !text.includes('-');
}

/** A listing agent as the API answers it. */
export const ListingAgentView = z
  .object({
    id: z.int(),
    agentId: z.int(),
    sideTypeId: z.union([z.literal(1), z.literal(2)]),
    displayOrder: z.int(),
    selectSale: z.boolean(),
    split: z.number(),
    name: z.string(),
    office: z.string().nullable(),
  })
  .meta({ id: 'ListingAgent' });
export type ListingAgentView = z.infer<typeof ListingAgentView>;
