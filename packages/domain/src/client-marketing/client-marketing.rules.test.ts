import { describe, expect, it } from 'vitest';
import {
  acceptsChild,
  DEFAULT_REPORT_TREE,
  normalizeTree,
  numberTree,
  REPORT_SECTION as S,
  REPORT_SECTIONS,
  treeViolation,
  type ReportTreeNode,
} from './client-marketing.rules';

const node = (sectionId: number, children: number[] = []): ReportTreeNode => ({
  sectionId,
  childSections: children.map((c) => ({ sectionId: c, childSections: [] })),
});
const shape = (tree: ReportTreeNode[]) =>
  tree.map((n) =>
    n.childSections.length ? [n.sectionId, n.childSections.map((c) => c.sectionId)] : n.sectionId,
  );

describe('report section catalogue', () => {
  it('uses the type ids of the constants table, one row per id', () => {
    expect(S).toMatchObject({
      viewsOnWeb: 1,
      inTheNews: 2,
      advertisements: 3,
      showings: 4,
      openHouses: 5,
      emailCampaigns: 6,
      socialCampaigns: 7,
      featuredPlacements: 8,
      additionalPromotion: 9,
      brokersLetter: 10,
      graph: 11,
      overview: 98,
      homePage: 99,
    });
    expect(new Set(REPORT_SECTIONS.map((s) => s.sectionId)).size).toBe(REPORT_SECTIONS.length);
    expect(REPORT_SECTIONS.filter((s) => s.type === 'container').map((s) => s.name)).toEqual([
      'showings',
      'openHouses',
      'additionalPromotion',
    ]);
  });

  it('starts a new report with every section once, the four paid kinds inside additional promotion', () => {
    const ids = DEFAULT_REPORT_TREE.flatMap((n) => [n.sectionId, ...n.children]);
    expect(ids.sort((a, b) => a - b)).toEqual(REPORT_SECTIONS.map((s) => s.sectionId).sort((a, b) => a - b));
    expect(DEFAULT_REPORT_TREE.slice(0, 2).map((n) => n.sectionId)).toEqual([S.homePage, S.overview]);
    expect(DEFAULT_REPORT_TREE.find((n) => n.sectionId === S.additionalPromotion)?.children).toEqual([
      S.advertisements,
      S.featuredPlacements,
      S.socialCampaigns,
      S.emailCampaigns,
    ]);
    expect(treeViolation(DEFAULT_REPORT_TREE.map((n) => node(n.sectionId, n.children)))).toBeNull();
  });
});

describe('which children a container accepts', () => {
  it.each([
    [S.additionalPromotion, S.advertisements, true],
    [S.additionalPromotion, S.featuredPlacements, true],
    [S.additionalPromotion, S.socialCampaigns, true],
    [S.additionalPromotion, S.emailCampaigns, true],
    [S.additionalPromotion, S.openHouses, false],
    [S.additionalPromotion, S.showings, false],
    [S.additionalPromotion, S.viewsOnWeb, false],
    [S.additionalPromotion, S.notes, false],
    [S.additionalPromotion, S.inTheNews, false],
    [S.additionalPromotion, S.additionalPromotion, false],
    [S.showings, S.openHouses, true],
    [S.showings, S.advertisements, false],
    [S.showings, S.showings, false],
    [S.openHouses, S.showings, true],
    [S.openHouses, S.notes, false],
    [S.notes, S.advertisements, false],
    [S.homePage, S.overview, false],
    [S.graph, S.viewsOnWeb, false],
    [12345, S.advertisements, false],
  ])('parent %i takes child %i: %s', (parent, child, expected) => {
    expect(acceptsChild(parent, child)).toBe(expected);
  });
});

describe('normalizeTree: violating children move to the top level after their parent', () => {
  it.each<[string, ReportTreeNode[], unknown[]]>([
    [
      'a valid tree is kept',
      [node(S.homePage), node(S.additionalPromotion, [S.advertisements, S.emailCampaigns])],
      [S.homePage, [S.additionalPromotion, [S.advertisements, S.emailCampaigns]]],
    ],
    [
      'showings refused in additional promotion',
      [node(S.additionalPromotion, [S.advertisements, S.showings, S.emailCampaigns]), node(S.notes)],
      [[S.additionalPromotion, [S.advertisements, S.emailCampaigns]], S.showings, S.notes],
    ],
    [
      'notes in a text section',
      [node(S.viewsOnWeb, [S.notes]), node(S.graph)],
      [S.viewsOnWeb, S.notes, S.graph],
    ],
    ['open houses in showings kept', [node(S.showings, [S.openHouses])], [[S.showings, [S.openHouses]]]],
    ['showings in open houses kept', [node(S.openHouses, [S.showings])], [[S.openHouses, [S.showings]]]],
    [
      'advertisements in showings refused',
      [node(S.showings, [S.openHouses, S.advertisements])],
      [[S.showings, [S.openHouses]], S.advertisements],
    ],
  ])('%s', (_, tree, expected) => {
    expect(shape(normalizeTree(tree))).toEqual(expected);
  });

  it('lifts grandchildren: showings inside open houses inside showings is one level at most', () => {
    const tree: ReportTreeNode[] = [
      {
        sectionId: S.showings,
        childSections: [{ sectionId: S.openHouses, childSections: [node(S.advertisements)] }],
      },
    ];
    expect(shape(normalizeTree(tree))).toEqual([[S.showings, [S.openHouses]], S.advertisements]);
  });

  it('renumbers sort orders from 1 at each level', () => {
    const numbered = numberTree(
      normalizeTree([
        node(S.notes),
        node(S.additionalPromotion, [S.showings, S.emailCampaigns, S.advertisements]),
      ]),
    );
    expect(numbered.map((n) => [n.sectionId, n.sortOrder])).toEqual([
      [S.notes, 1],
      [S.additionalPromotion, 2],
      [S.showings, 3],
    ]);
    expect(numbered[1].childSections.map((c) => [c.sectionId, c.sortOrder])).toEqual([
      [S.emailCampaigns, 1],
      [S.advertisements, 2],
    ]);
  });
});

describe('treeViolation: what the server refuses', () => {
  it.each<[string, ReportTreeNode[], unknown]>([
    ['valid', [node(S.additionalPromotion, [S.advertisements]), node(S.showings, [S.openHouses])], null],
    [
      'showings in additional promotion',
      [node(S.additionalPromotion, [S.showings])],
      { parentSectionId: S.additionalPromotion, childSectionId: S.showings },
    ],
    [
      'anything in a text section',
      [node(S.notes, [S.advertisements])],
      { parentSectionId: S.notes, childSectionId: S.advertisements },
    ],
    [
      'a second level',
      [{ sectionId: S.showings, childSections: [node(S.openHouses, [S.showings])] }],
      { parentSectionId: S.openHouses, childSectionId: S.showings },
    ],
  ])('%s', (_, tree, expected) => {
    expect(treeViolation(tree)).toEqual(expected);
  });
});
