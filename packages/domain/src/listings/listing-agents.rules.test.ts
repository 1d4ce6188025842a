import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  checkSplitTotal,
  isSearchableAgentName,
  redistributeSplits,
  renumberSides,
  sidesOfDealType,
  transitionAgentsForDealType,
  type SideAgent,
} from './listing-agents.rules';

describe('split redistribution (spec/001 section 4)', () => {
  it.each([
    [0, []],
    [1, [100]],
    [2, [50, 50]],
    [3, [34, 33, 33]],
    [6, [17, 17, 17, 17, 16, 16]],
    [7, [15, 15, 14, 14, 14, 14, 14]],
    [20, Array(20).fill(5)],
  ])('%i agents share %j', (count, expected) => {
    const splits = redistributeSplits(count);
    expect(splits).toEqual(expected);
    if (count) expect(splits.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives the remainder one point each to the first agents only', () => {
    const splits = redistributeSplits(11); // 100 = 9 * 11 + 1
    expect(splits[0]).toBe(10);
    expect(splits.slice(1).every((s) => s === 9)).toBe(true);
  });
});

describe('per-side split total (spec/000 section 5.4)', () => {
  it.each([
    [[50, 50], 'ok'],
    [[100], 'ok'],
    [[33.33, 33.33, 33.34], 'ok'],
    [[60, 41], 'over'],
    [[100.01], 'over'],
    [[40, 40], 'under'],
    [[], 'under'],
  ] as const)('%j is %s', (splits, status) => {
    expect(checkSplitTotal(splits).status).toBe(status);
  });

  it('refuses over 100 with the catalogue message', () => {
    const r = checkSplitTotal([70, 40]);
    expect(r.status === 'over' && r.message).toBe(MSG.splitOver100);
  });

  it('warns under 100 with the remaining commission to 2 decimals', () => {
    const r = checkSplitTotal([33.5, 33.25]);
    expect(r.status).toBe('under');
    if (r.status !== 'under') return;
    expect(r.message).toBe(MSG.splitUnder100);
    expect(r.remaining).toBe(33.25);
    expect(r.toast).toBe('Remaining commission is: 33.25');
    expect(r.toast).toBe(MSG.remainingCommission(33.25));
  });
});

describe('sides shown by deal type', () => {
  it.each([
    [1, [1]],
    [2, [1, 2]],
    [3, [2]],
  ])('deal type %i shows sides %j', (deal, sides) => {
    expect(sidesOfDealType(deal)).toEqual(sides);
  });
});

describe('agent search input', () => {
  it.each([
    ['Smith', true],
    ['  ', false],
    ['Smith-Jones', false],
    ['-', false],
    ["O'Neil", true],
  ])('%j searchable: %s', (text, expected) => {
    expect(isSearchableAgentName(text)).toBe(expected);
  });
});

const a = (
  agentId: number,
  sideTypeId: 1 | 2,
  displayOrder: number,
  split: number,
  selectSale = false,
): SideAgent => ({
  agentId,
  sideTypeId,
  displayOrder,
  split,
  selectSale,
});
const view = (list: SideAgent[]) => list.map((x) => [x.agentId, x.sideTypeId, x.displayOrder, x.split]);

describe('deal-type transitions (spec/000 section 4.3)', () => {
  it('1 to 3: every agent becomes sale side, splits and order kept', () => {
    const out = transitionAgentsForDealType([a(7, 1, 1, 60), a(8, 1, 2, 40)], 1, 3);
    expect(view(out)).toEqual([
      [7, 2, 1, 60],
      [8, 2, 2, 40],
    ]);
  });

  it('3 to 1: every agent becomes list side', () => {
    const out = transitionAgentsForDealType([a(9, 2, 1, 100)], 3, 1);
    expect(view(out)).toEqual([[9, 1, 1, 100]]);
  });

  it('2 to 1: list side kept, sale-only agents move over, then an even split', () => {
    const out = transitionAgentsForDealType(
      [a(1, 1, 1, 70), a(2, 1, 2, 30), a(2, 2, 1, 50), a(3, 2, 2, 50)],
      2,
      1,
    );
    expect(view(out)).toEqual([
      [1, 1, 1, 34],
      [2, 1, 2, 33],
      [3, 1, 3, 33],
    ]);
  });

  it('2 to 3: sale side kept, list-only agents move over, then an even split', () => {
    const out = transitionAgentsForDealType([a(1, 1, 1, 100), a(5, 2, 1, 100)], 2, 3);
    expect(view(out)).toEqual([
      [5, 2, 1, 50],
      [1, 2, 2, 50],
    ]);
  });

  it('2 to 1 with identical sides keeps one entry per agent', () => {
    const out = transitionAgentsForDealType(
      [a(1, 1, 1, 50), a(2, 1, 2, 50), a(1, 2, 1, 50), a(2, 2, 2, 50)],
      2,
      1,
    );
    expect(view(out)).toEqual([
      [1, 1, 1, 50],
      [2, 1, 2, 50],
    ]);
  });

  it('1 to 2: each agent duplicated onto the sale side, select sale not copied', () => {
    const out = transitionAgentsForDealType([a(1, 1, 1, 60, true), a(2, 1, 2, 40)], 1, 2);
    expect(view(out)).toEqual([
      [1, 1, 1, 60],
      [2, 1, 2, 40],
      [1, 2, 1, 60],
      [2, 2, 2, 40],
    ]);
    expect(out.filter((x) => x.sideTypeId === 2).every((x) => !x.selectSale)).toBe(true);
    expect(out[0].selectSale).toBe(true);
  });

  it('3 to 2: each agent duplicated onto the list side', () => {
    const out = transitionAgentsForDealType([a(4, 2, 1, 100)], 3, 2);
    expect(view(out)).toEqual([
      [4, 1, 1, 100],
      [4, 2, 1, 100],
    ]);
  });

  it.each([1, 2, 3] as const)('%i to itself changes nothing', (deal) => {
    const input = [a(1, 1, 1, 50), a(2, 2, 1, 50)];
    expect(transitionAgentsForDealType(input, deal, deal)).toEqual(input);
  });

  it('a listing with no agents stays without agents', () => {
    expect(transitionAgentsForDealType([], 1, 2)).toEqual([]);
    expect(transitionAgentsForDealType([], 2, 1)).toEqual([]);
  });

  it('renumbers display order from 1 within each side', () => {
    expect(view(renumberSides([a(1, 1, 5, 50), a(2, 1, 9, 50), a(3, 2, 4, 100)]))).toEqual([
      [1, 1, 1, 50],
      [2, 1, 2, 50],
      [3, 2, 1, 100],
    ]);
  });
});
