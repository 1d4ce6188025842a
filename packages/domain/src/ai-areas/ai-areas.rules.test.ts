import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { aiAreaStatusName, parentProblemIn, type AreaNode } from './ai-areas.rules';
import { AiAreaInputSchema, AiAreaSearchSchema } from './ai-areas.schema';

// region 1: 1 <- 2 <- 3 (3's parent is 2, 2's parent is 1), 4 alone; region 2: 5
const AREAS: AreaNode[] = [
  { id: 1, salesRegionId: 1, parentNeighborhood: null },
  { id: 2, salesRegionId: 1, parentNeighborhood: 1 },
  { id: 3, salesRegionId: 1, parentNeighborhood: 2 },
  { id: 4, salesRegionId: 1, parentNeighborhood: null },
  { id: 5, salesRegionId: 2, parentNeighborhood: null },
  // a loop already stored between 6 and 7 (not made by the change under test)
  { id: 6, salesRegionId: 1, parentNeighborhood: 7 },
  { id: 7, salesRegionId: 1, parentNeighborhood: 6 },
];

describe('parentProblemIn', () => {
  it.each([
    ['a sibling', 4, 1, 1, null],
    ['the grandparent again', 3, 1, 1, null],
    ['a new area under a deep one', null, 1, 3, null],
    ['itself', 2, 1, 2, MSG.aiAreaParentSelf],
    ['its own child', 1, 1, 2, MSG.aiAreaParentLoop],
    ['its own grandchild', 1, 1, 3, MSG.aiAreaParentLoop],
    ['its child, for the middle one', 2, 1, 3, MSG.aiAreaParentLoop],
    ['another region', 4, 1, 5, MSG.aiAreaParentRegion],
    ['another region, for a new area', null, 1, 5, MSG.aiAreaParentRegion],
    ['an unknown area', 4, 1, 99, MSG.aiAreaParentUnknown],
    ['an area on a loop the area is not on', 4, 1, 6, null],
    ['its loop partner', 6, 1, 7, MSG.aiAreaParentLoop],
  ])('%s: area %s (region %s) under %s -> %s', (_what, areaId, region, parentId, problem) => {
    expect(parentProblemIn(AREAS, areaId, region, parentId)).toBe(problem);
  });
});

describe('statuses', () => {
  it.each([
    [1, 'Approved'],
    [2, 'Rejected'],
    [3, 'Not reviewed'],
    [0, ''],
  ])('%s is %j', (id, name) => expect(aiAreaStatusName(id)).toBe(name));
});

const area = (over: Record<string, unknown> = {}) => ({ name: 'Tribeca', salesRegionId: 1, ...over });
const messages = (input: unknown) => {
  const r = AiAreaInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('AiAreaInputSchema', () => {
  it('trims, nulls empty text and defaults to not reviewed', () => {
    expect(AiAreaInputSchema.parse(area({ name: ' Tribeca ', alias: ' ', summary: 'Lofts' }))).toEqual({
      name: 'Tribeca',
      alias: null,
      summary: 'Lofts',
      description: null,
      status: 3,
      salesRegionId: 1,
      parentNeighborhood: null,
    });
  });
  it.each([
    ['name', ' ', MSG.required(['Name'])],
    ['name', undefined, MSG.required(['Name'])],
    ['name', 'x'.repeat(81), MSG.maxLength('Name', 80)],
    ['alias', 'x'.repeat(81), MSG.maxLength('Alias', 80)],
    ['summary', 'x'.repeat(501), MSG.maxLength('Summary', 500)],
    ['status', 0, MSG.required(['Status'])],
    ['status', 4, MSG.required(['Status'])],
    ['salesRegionId', undefined, MSG.required(['Sales region'])],
    ['parentNeighborhood', 0, MSG.invalidId],
  ])('%s = %j is refused', (field, value, message) => {
    expect(messages(area({ [field]: value }))).toContain(message);
  });
  it('refuses an area as its own parent', () => {
    expect(messages(area({ id: 7, parentNeighborhood: 7 }))).toEqual([MSG.aiAreaParentSelf]);
    expect(messages(area({ id: 7, parentNeighborhood: 8 }))).toEqual([]);
  });
  it('refuses unknown fields', () => {
    expect(AiAreaInputSchema.safeParse(area({ listingsCount: 3 })).success).toBe(false);
  });
});

describe('AiAreaSearchSchema', () => {
  it('defaults to every status and region, 50 a page, by name', () => {
    expect(AiAreaSearchSchema.parse({})).toEqual({
      text: '',
      salesRegionId: 0,
      status: 0,
      id: null,
      currentPage: 1,
      recordsPerPage: 50,
      sortColumn: 'name',
      sortDirection: 'asc',
    });
  });
  it.each([{ status: 4 }, { recordsPerPage: 1001 }, { bogus: true }])('refuses %j', (body) => {
    expect(AiAreaSearchSchema.safeParse(body).success).toBe(false);
  });
});
