import { describe, expect, it } from 'vitest';
import { REPORT_SECTION as S, reportSectionInfo, type ReportSection } from '@atrium/domain';
import { dropSection, flattenTree, projectDepth } from './report-tree';

// row ids are the section ids times 10, so a failure names the sections
const section = (sectionId: number, children: number[] = []): ReportSection => ({
  id: sectionId * 10,
  sectionId,
  name: reportSectionInfo(sectionId)!.name,
  displayName: reportSectionInfo(sectionId)!.displayName,
  displaySection: true,
  sortOrder: 0,
  type: reportSectionInfo(sectionId)!.type,
  childSections: children.map((c) => ({ ...section(c), childSections: [] })),
});
const tree = (): ReportSection[] => [
  section(S.homePage),
  section(S.showings),
  section(S.openHouses),
  section(S.additionalPromotion, [S.advertisements, S.emailCampaigns]),
  section(S.notes),
];
const shape = (t: ReportSection[]) =>
  t.map((n) =>
    n.childSections.length ? [n.sectionId, n.childSections.map((c) => c.sectionId)] : n.sectionId,
  );
const id = (sectionId: number) => sectionId * 10;

describe('the drop of a report section', () => {
  it('reorders at the top level and renumbers from 1', () => {
    const next = dropSection(tree(), id(S.notes), id(S.showings), 0);
    expect(shape(next)).toEqual([
      S.homePage,
      S.notes,
      S.showings,
      S.openHouses,
      [S.additionalPromotion, [S.advertisements, S.emailCampaigns]],
    ]);
    expect(next.map((n) => n.sortOrder)).toEqual([1, 2, 3, 4, 5]);
  });

  it('nests a section dragged one step right under the container above it when the container accepts it', () => {
    const next = dropSection(tree(), id(S.openHouses), id(S.openHouses), 1);
    expect(shape(next)).toEqual([
      S.homePage,
      [S.showings, [S.openHouses]],
      [S.additionalPromotion, [S.advertisements, S.emailCampaigns]],
      S.notes,
    ]);
    expect(next[1].childSections[0].sortOrder).toBe(1);
  });

  it('moves a child the container refuses back to the top level, after the container', () => {
    // notes dragged right under additional promotion's last child: not accepted
    const next = dropSection(tree(), id(S.notes), id(S.notes), 1);
    expect(shape(next)).toEqual([
      S.homePage,
      S.showings,
      S.openHouses,
      [S.additionalPromotion, [S.advertisements, S.emailCampaigns]],
      S.notes,
    ]);
    // showings dropped inside additional promotion
    const inside = dropSection(tree(), id(S.showings), id(S.advertisements), 1);
    expect(shape(inside)).toEqual([
      S.homePage,
      S.openHouses,
      [S.additionalPromotion, [S.advertisements, S.emailCampaigns]],
      S.showings,
      S.notes,
    ]);
  });

  it('takes a child out when dragged left, and moves a container with its children', () => {
    const out = dropSection(tree(), id(S.emailCampaigns), id(S.emailCampaigns), -1);
    expect(shape(out)).toEqual([
      S.homePage,
      S.showings,
      S.openHouses,
      [S.additionalPromotion, [S.advertisements]],
      S.emailCampaigns,
      S.notes,
    ]);
    const container = dropSection(tree(), id(S.additionalPromotion), id(S.showings), 1);
    expect(shape(container)).toEqual([
      S.homePage,
      [S.additionalPromotion, [S.advertisements, S.emailCampaigns]],
      S.showings,
      S.openHouses,
      S.notes,
    ]);
  });

  it('keeps the first section and a section with children at the top level', () => {
    expect(projectDepth(tree(), id(S.notes), id(S.homePage), 1)).toBe(0);
    expect(projectDepth(tree(), id(S.additionalPromotion), id(S.notes), 1)).toBe(0);
    expect(projectDepth(tree(), id(S.openHouses), id(S.openHouses), 1)).toBe(1);
    expect(projectDepth(tree(), id(S.advertisements), id(S.advertisements), -1)).toBe(0);
    expect(projectDepth(tree(), id(S.advertisements), id(S.advertisements), 0)).toBe(1);
  });

  it('leaves the tree as it was when dropped where it started', () => {
    const t = tree();
    expect(flattenTree(dropSection(t, id(S.advertisements), id(S.advertisements), 0))).toEqual(
      flattenTree(t),
    );
  });
});
