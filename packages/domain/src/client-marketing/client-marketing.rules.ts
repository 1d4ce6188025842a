/**
 * The client marketing report: its sections, the tree a new listing starts with, and the rules of
 * nesting one section inside another. Pure data and functions: the web applies them after a drop,
 * the API refuses a tree that breaks them.
 */

/** Section type ids of the report (the constants table; the overview text's 4/5 swap is not followed). */
export const REPORT_SECTION = {
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
  notes: 12,
  overview: 98,
  homePage: 99,
} as const;
export type ReportSectionName = keyof typeof REPORT_SECTION;
export type ReportSectionId = (typeof REPORT_SECTION)[ReportSectionName];

/** A container may hold child sections; a text section holds none. */
export type ReportSectionType = 'container' | 'text';

export type ReportSectionInfo = {
  sectionId: ReportSectionId;
  name: ReportSectionName;
  displayName: string;
  type: ReportSectionType;
  /** The sections it accepts as children (empty for a text section). */
  accepts: readonly ReportSectionId[];
  /** The marketing item type whose items it shows, when it shows marketing items. */
  marketingTypeId: number | null;
};

const S = REPORT_SECTION;

/** The catalogue, in the order of a new listing's report. */
export const REPORT_SECTIONS: readonly ReportSectionInfo[] = [
  {
    sectionId: S.homePage,
    name: 'homePage',
    displayName: 'Home Page',
    type: 'text',
    accepts: [],
    marketingTypeId: null,
  },
  {
    sectionId: S.overview,
    name: 'overview',
    displayName: 'Overview',
    type: 'text',
    accepts: [],
    marketingTypeId: null,
  },
  {
    sectionId: S.viewsOnWeb,
    name: 'viewsOnWeb',
    displayName: 'Views On Web',
    type: 'text',
    accepts: [],
    marketingTypeId: null,
  },
  {
    sectionId: S.graph,
    name: 'graph',
    displayName: 'Graph',
    type: 'text',
    accepts: [],
    marketingTypeId: null,
  },
  // showings and open houses each take only the other, so at most one of them holds the other
  {
    sectionId: S.showings,
    name: 'showings',
    displayName: 'Showings',
    type: 'container',
    accepts: [S.openHouses],
    marketingTypeId: null,
  },
  {
    sectionId: S.openHouses,
    name: 'openHouses',
    displayName: 'Open Houses',
    type: 'container',
    accepts: [S.showings],
    marketingTypeId: null,
  },
  {
    sectionId: S.additionalPromotion,
    name: 'additionalPromotion',
    displayName: 'Additional Promotion',
    type: 'container',
    accepts: [S.advertisements, S.featuredPlacements, S.socialCampaigns, S.emailCampaigns],
    marketingTypeId: 16,
  },
  {
    sectionId: S.advertisements,
    name: 'advertisements',
    displayName: 'Advertisements',
    type: 'text',
    accepts: [],
    marketingTypeId: 14,
  },
  {
    sectionId: S.featuredPlacements,
    name: 'featuredPlacements',
    displayName: 'Featured Placements',
    type: 'text',
    accepts: [],
    marketingTypeId: 10,
  },
  {
    sectionId: S.socialCampaigns,
    name: 'socialCampaigns',
    displayName: 'Social Campaigns',
    type: 'text',
    accepts: [],
    marketingTypeId: 15,
  },
  {
    sectionId: S.emailCampaigns,
    name: 'emailCampaigns',
    displayName: 'Email Campaigns',
    type: 'text',
    accepts: [],
    marketingTypeId: 12,
  },
  {
    sectionId: S.inTheNews,
    name: 'inTheNews',
    displayName: 'In The News',
    type: 'text',
    accepts: [],
    marketingTypeId: null,
  },
  {
    sectionId: S.brokersLetter,
    name: 'brokersLetter',
    displayName: "Broker's Letter",
    type: 'text',
    accepts: [],
    marketingTypeId: null,
  },
  {
    sectionId: S.notes,
    name: 'notes',
    displayName: 'Notes',
    type: 'text',
    accepts: [],
    marketingTypeId: null,
  },
];

export const REPORT_SECTION_NAMES = REPORT_SECTIONS.map((s) => s.name) as [
  ReportSectionName,
  ...ReportSectionName[],
];

const BY_ID = new Map<number, ReportSectionInfo>(REPORT_SECTIONS.map((s) => [s.sectionId, s]));
const BY_NAME = new Map<string, ReportSectionInfo>(REPORT_SECTIONS.map((s) => [s.name, s]));

export const reportSectionInfo = (sectionId: number): ReportSectionInfo | undefined => BY_ID.get(sectionId);
export const reportSectionByName = (name: string): ReportSectionInfo | undefined => BY_NAME.get(name);

/** Whether a section may sit inside another: the parent's list names it. */
export function acceptsChild(parentSectionId: number, childSectionId: number): boolean {
  return BY_ID.get(parentSectionId)?.accepts.includes(childSectionId as ReportSectionId) ?? false;
}

/** The tree of a new listing's report: sectionId with its children, in order. */
export const DEFAULT_REPORT_TREE: readonly { sectionId: ReportSectionId; children: ReportSectionId[] }[] =
  REPORT_SECTIONS.filter(
    (s) =>
      !REPORT_SECTIONS.some((p) => p.sectionId === S.additionalPromotion && p.accepts.includes(s.sectionId)),
  ).map((s) => ({
    sectionId: s.sectionId,
    children: s.sectionId === S.additionalPromotion ? [...s.accepts] : [],
  }));

/** A node of the report's tree as ordered and nested by the user (one level of children). */
export type ReportTreeNode<T = object> = T & { sectionId: number; childSections: ReportTreeNode<T>[] };

/**
 * The tree made valid: a child its parent does not accept, and any section nested deeper than one
 * level, moves to the top level just after its parent. Sort orders are renumbered from 1 at each
 * level by the caller (`numberTree`).
 */
export function normalizeTree<T extends object>(tree: ReportTreeNode<T>[]): ReportTreeNode<T>[] {
  const out: ReportTreeNode<T>[] = [];
  for (const node of tree) {
    const kept: ReportTreeNode<T>[] = [];
    const moved: ReportTreeNode<T>[] = [];
    for (const child of node.childSections) {
      const grandChildren = child.childSections;
      const flatChild = { ...child, childSections: [] };
      if (acceptsChild(node.sectionId, child.sectionId)) kept.push(flatChild);
      else moved.push(flatChild);
      moved.push(...grandChildren.map((g) => ({ ...g, childSections: [] })));
    }
    out.push({ ...node, childSections: kept }, ...moved);
  }
  return out;
}

/** Sort orders from 1 at each level, in the order given. */
export function numberTree<T extends object>(
  tree: ReportTreeNode<T>[],
): ReportTreeNode<T & { sortOrder: number }>[] {
  return tree.map((node, i) => ({
    ...node,
    sortOrder: i + 1,
    childSections: node.childSections.map((c, j) => ({ ...c, sortOrder: j + 1, childSections: [] })),
  })) as ReportTreeNode<T & { sortOrder: number }>[];
}

/** The first nesting the rules refuse, as parent and child section ids; null when the tree is valid. */
export function treeViolation(
  tree: ReportTreeNode[],
): { parentSectionId: number; childSectionId: number } | null {
  for (const node of tree)
    for (const child of node.childSections) {
      if (!acceptsChild(node.sectionId, child.sectionId))
        return { parentSectionId: node.sectionId, childSectionId: child.sectionId };
      const [grandChild] = child.childSections;
      if (grandChild) return { parentSectionId: child.sectionId, childSectionId: grandChild.sectionId };
    }
  return null;
}

export const reportSectionDisplayName = (sectionId: number): string =>
  BY_ID.get(sectionId)?.displayName ?? `Section ${sectionId}`;
