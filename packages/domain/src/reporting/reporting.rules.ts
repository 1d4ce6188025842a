import { COMMISSION_TYPE } from '../constants';
import type { AdvertisingReport, AdvertisingReportRow, CitReportRow, CostTotals } from './reporting.schema';

const cents = (n: number) => Math.round(n * 100) / 100;

/** The sums of the report's cost columns (a missing cost counts 0), to the cent. */
export function costTotals(
  rows: readonly Pick<CitReportRow, 'actualCost' | 'officeCost' | 'agentCost'>[],
): CostTotals {
  const t = { actualCost: 0, officeCost: 0, agentCost: 0 };
  for (const r of rows) {
    t.actualCost += r.actualCost ?? 0;
    t.officeCost += r.officeCost ?? 0;
    t.agentCost += r.agentCost ?? 0;
  }
  return { actualCost: cents(t.actualCost), officeCost: cents(t.officeCost), agentCost: cents(t.agentCost) };
}

/** Every month from the start date's to the end date's ('YYYY-MM'), both included. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  let [y, m] = startDate.slice(0, 7).split('-').map(Number);
  const last = endDate.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return out;
    out.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/**
 * The agent's cost per month and source over the range, for the chart: every month of the range
 * is present, months without costs count 0.
 */
export function monthlyAgentCosts(
  rows: readonly Pick<CitReportRow, 'date' | 'source' | 'agentCost'>[],
  startDate: string,
  endDate: string,
) {
  const months = monthsBetween(startDate, endDate).map((month) => ({ month, marketing: 0, advertising: 0 }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  for (const r of rows) {
    const m = byMonth.get(r.date.slice(0, 7));
    if (!m) continue;
    if (r.source === 'Marketing') m.marketing = cents(m.marketing + (r.agentCost ?? 0));
    else m.advertising = cents(m.advertising + (r.agentCost ?? 0));
  }
  return months;
}

/**
 * The advertising report's totals and its media outlets, each with its spots and the agent's cost
 * (a missing cost counts 0), the costliest first, then by name.
 */
export function advertisingSummary(
  rows: readonly Pick<AdvertisingReportRow, 'mediaOutlet' | 'spots' | 'agentCost'>[],
): Pick<AdvertisingReport, 'totals' | 'outlets'> {
  const byOutlet = new Map<string, { mediaOutlet: string; spots: number; agentCost: number }>();
  for (const r of rows) {
    const o = byOutlet.get(r.mediaOutlet) ?? { mediaOutlet: r.mediaOutlet, spots: 0, agentCost: 0 };
    o.spots += r.spots;
    o.agentCost = cents(o.agentCost + (r.agentCost ?? 0));
    byOutlet.set(r.mediaOutlet, o);
  }
  const outlets = [...byOutlet.values()].sort(
    (a, b) => b.agentCost - a.agentCost || a.mediaOutlet.localeCompare(b.mediaOutlet),
  );
  return {
    totals: {
      spots: outlets.reduce((n, o) => n + o.spots, 0),
      agentCost: cents(outlets.reduce((n, o) => n + o.agentCost, 0)),
      mediaOutlets: outlets.length,
    },
    outlets,
  };
}

/**
 * A side's commission credited to one agent (ABCR): a percent of the price (type 1, or none) or a
 * dollar amount (type 2), times the agent's split; nothing when not offered (type 3) or not set.
 * The report's SQL computes the same over many rows (`abcrSides` of the reporting repo); its API
 * tests check it against this rule.
 */
export function creditedCommission(
  price: number,
  commission: number | null,
  type: number | null,
  split: number,
): number {
  if (commission == null || type === COMMISSION_TYPE.notOffered) return 0;
  const whole = type === COMMISSION_TYPE.dollar ? commission : (price * commission) / 100;
  return cents((whole * split) / 100);
}
