import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import {
  MSG,
  REPORT_SECTION as S,
  type Image,
  REPORT_SECTIONS,
  type ReportHeader,
  type ReportListingImage,
  type ReportPanel,
  type ReportSection,
} from '@atrium/domain';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { waitForRenditions } from '../../test/renditions';
import { createAgentUser, createListing, createOffice, createUser } from '../../db/factories';

let t: TestApp;
let listingId: number;
let otherListingId: number;
let editor: string;
let outsider: string;
let readOnly: string; // no Listing Edit at all
let colleague: string; // an agent of the office, not on the listing: may see it, not change it

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db, { name: 'Southampton Village' });
  const other = await createOffice(db);
  const a = await createAgentUser(db, office.id);
  editor = a.user.email;
  outsider = (await createAgentUser(db, other.id)).user.email;
  readOnly = (await createUser(db, { roles: ['staff'] })).email;
  colleague = (await createAgentUser(db, office.id)).user.email;
  const listing = () =>
    createListing(db, {
      officeId: office.id,
      address1: '12 Dune Road',
      city: 'Southampton',
      state: 'NY',
      agents: [{ agentId: a.agent.id, sideTypeId: 1 }],
    });
  listingId = (await listing()).id;
  otherListingId = (await listing()).id;
}, 60_000);
afterAll(() => t?.close());

const call = (method: string, url: string, body?: unknown, as = editor) => t.call({ method, url, body, as });
const sections = async (id = listingId, as = editor) => {
  const res = await call('GET', `/api/clientmarketing/${id}/sections`, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportSection[];
};
/** The tree as the sort-order call takes it. */
const sortBody = (tree: { id: number; childSections: { id: number }[] }[], id = listingId) => ({
  listingId: id,
  sections: tree.map((n) => ({ id: n.id, childSections: n.childSections.map((c) => ({ id: c.id })) })),
});
/** Every section, children after their parent (a child as a section without children). */
const flat = (tree: ReportSection[]): ReportSection[] =>
  tree.flatMap((n) => [n, ...n.childSections.map((c) => ({ ...c, childSections: [] }))]);
const bySection = (tree: ReportSection[], sectionId: number) =>
  flat(tree).find((n) => n.sectionId === sectionId)!;
const auditCount = async (action: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from audits where entity_type = 'listing' and entity_id = ${listingId} and action = ${action}`,
    ),
  )[0].n;

describe('client marketing report builder', () => {
  it('makes the default sections the first time the report is read, once', async () => {
    const tree = await sections();
    expect(flat(tree)).toHaveLength(REPORT_SECTIONS.length);
    expect(tree.slice(0, 2).map((n) => n.name)).toEqual(['homePage', 'overview']);
    expect(tree.map((n) => n.sortOrder)).toEqual(tree.map((_, i) => i + 1));
    const promotion = bySection(tree, S.additionalPromotion);
    expect(promotion).toMatchObject({
      type: 'container',
      displayName: 'Additional Promotion',
      displaySection: true,
    });
    expect(promotion.childSections.map((c) => [c.name, c.sortOrder])).toEqual([
      ['advertisements', 1],
      ['featuredPlacements', 2],
      ['socialCampaigns', 3],
      ['emailCampaigns', 4],
    ]);
    expect(await sections()).toEqual(tree);
  });

  it('saves the order and nesting after a drop and answers it renumbered', async () => {
    const tree = await sections();
    const showings = bySection(tree, S.showings);
    const openHouses = bySection(tree, S.openHouses);
    const notes = bySection(tree, S.notes);
    // notes first, open houses inside showings
    const next = [
      notes,
      ...tree
        .filter((n) => n.id !== notes.id && n.id !== openHouses.id)
        .map((n) => (n.id === showings.id ? { ...n, childSections: [openHouses] } : n)),
    ];
    const before = await auditCount('clientMarketing.sortOrder');
    const res = await call('PUT', '/api/clientmarketing/sortorder', sortBody(next));
    expect(res.statusCode, res.body).toBe(200);
    const saved = await sections();
    expect(res.json()).toEqual(saved);
    expect(saved[0].sectionId).toBe(S.notes);
    expect(bySection(saved, S.showings).childSections.map((c) => c.sectionId)).toEqual([S.openHouses]);
    expect(saved.map((n) => n.sortOrder)).toEqual(saved.map((_, i) => i + 1));
    expect(await auditCount('clientMarketing.sortOrder')).toBe(before + 1);
  });

  it('refuses a nesting the rules do not allow, and stores nothing', async () => {
    const tree = await sections();
    const promotion = bySection(tree, S.additionalPromotion);
    const viewsOnWeb = bySection(tree, S.viewsOnWeb);
    const bad = tree
      .filter((n) => n.id !== viewsOnWeb.id)
      .map((n) => (n.id === promotion.id ? { ...n, childSections: [...n.childSections, viewsOnWeb] } : n));
    const res = await call('PUT', '/api/clientmarketing/sortorder', sortBody(bad));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.reportNestingRefused('Additional Promotion', 'Views On Web'));
    // two levels deep
    const showings = bySection(tree, S.showings);
    const deep = {
      listingId,
      sections: sortBody(tree).sections.map((n) =>
        n.id === showings.id
          ? { ...n, childSections: [{ id: n.childSections[0].id, childSections: [{ id: 1 }] }] }
          : n,
      ),
    };
    expect((await call('PUT', '/api/clientmarketing/sortorder', deep)).statusCode).toBe(400);
    expect(await sections()).toEqual(tree);
  });

  it('refuses a tree that is not exactly the report’s sections', async () => {
    const tree = await sections();
    const others = await sections(otherListingId);
    const cases = [
      sortBody(tree.slice(1)), // one missing
      sortBody([...tree, tree[0]]), // one twice
      sortBody([...tree.slice(1), others[0]]), // one of another listing
    ];
    for (const body of cases) {
      const res = await call('PUT', '/api/clientmarketing/sortorder', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.reportSectionsMismatch);
    }
    const extra = await call('PUT', '/api/clientmarketing/sortorder', { ...sortBody(tree), extra: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await sections()).toEqual(tree);
  });

  it('shows and hides a section', async () => {
    const graph = bySection(await sections(), S.graph);
    const url = `/api/clientmarketing/${graph.id}/toggledisplaysection`;
    expect((await call('PUT', url, { displaySection: false })).statusCode).toBe(204);
    expect(bySection(await sections(), S.graph).displaySection).toBe(false);
    expect((await call('PUT', url, { displaySection: true })).statusCode).toBe(204);
    expect(bySection(await sections(), S.graph).displaySection).toBe(true);
    expect((await call('PUT', url, {})).statusCode).toBe(400);
  });

  it('keeps the notes to bold, italic and lists, 3000 characters of text', async () => {
    const tree = await sections();
    const notes = bySection(tree, S.notes);
    const url = `/api/clientmarketing/${notes.id}/introduction`;
    const dirty =
      '<p><b>Strong</b> interest <a href="javascript:alert(1)">here</a><script>alert(1)</script></p><ul><li>One</li></ul>';
    expect((await call('PUT', url, { remark: dirty })).statusCode).toBe(204);
    const panel = (await call('GET', `/api/clientmarketing/${listingId}/notes`)).json() as ReportPanel;
    expect(panel.remark).toBe('<p><b>Strong</b> interest here</p><ul><li>One</li></ul>');
    expect(panel.sectionRowId).toBe(notes.id);

    const atLimit = `<p>${'a'.repeat(3000)}</p>`;
    expect((await call('PUT', url, { remark: atLimit })).statusCode).toBe(204);
    const over = await call('PUT', url, { remark: `<p>${'a'.repeat(3001)}</p>` });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain(MSG.reportNotesMax);
    expect(
      ((await call('GET', `/api/clientmarketing/${listingId}/notes`)).json() as ReportPanel).remark,
    ).toBe(atLimit);

    const graph = bySection(tree, S.graph);
    const notNotes = await call('PUT', `/api/clientmarketing/${graph.id}/introduction`, {
      remark: '<p>x</p>',
    });
    expect(notNotes.statusCode).toBe(400);
    expect(notNotes.json().message).toBe(MSG.reportNotesOnly);
  });

  it('answers the items of a section from the listing’s marketing, showings and open houses', async () => {
    const saves = [
      { listingId, marketingTypeId: 14, date: '2026-10-01', description: 'Hamptons Magazine' },
      { listingId, marketingTypeId: 12, date: '2026-10-02', description: 'Fall mailing' },
      { listingId, marketingTypeId: 16, date: '2026-10-03', description: 'Window display' },
    ];
    for (const body of saves) expect((await call('PUT', '/api/marketing', body)).statusCode).toBe(204);
    expect(
      (await call('POST', '/api/Showing', { listingId, showingDate: '2026-10-05', count: 2 })).statusCode,
    ).toBe(200);
    const panel = async (name: string, as = editor) =>
      (await call('GET', `/api/clientmarketing/${listingId}/${name}`, undefined, as)).json() as ReportPanel;
    const ads = await panel('advertisements');
    expect(ads.marketingItems.map((i) => i.description)).toEqual(['Hamptons Magazine']);
    expect(ads.allowEditing).toBe(true);
    expect((await panel('emailCampaigns')).marketingItems.map((i) => i.description)).toEqual([
      'Fall mailing',
    ]);
    expect((await panel('additionalPromotion')).marketingItems.map((i) => i.description)).toEqual([
      'Window display',
    ]);
    expect((await panel('showings')).showings.map((s) => s.count)).toEqual([2]);
    expect((await panel('inTheNews')).marketingItems).toEqual([]);
    expect((await panel('advertisements', colleague)).allowEditing).toBe(false);
    expect((await call('GET', `/api/clientmarketing/${listingId}/nonsense`)).statusCode).toBe(400);
  });

  it('answers the header and sets the cover to a chosen photo', async () => {
    const header = (
      await call('GET', `/api/clientmarketing/${listingId}/headerSectionDetails`)
    ).json() as ReportHeader;
    expect(header).toMatchObject({
      listingId,
      streetAddress: '12 Dune Road',
      city: 'Southampton',
      state: 'NY',
      office: 'Southampton Village',
      photoUrl: null,
      videoSelected: false,
      allowEditing: true,
    });
    expect(
      (
        (
          await call('GET', `/api/clientmarketing/${listingId}/headerSectionDetails`, undefined, colleague)
        ).json() as ReportHeader
      ).allowEditing,
    ).toBe(false);
    for (const colour of ['#336699', '#996633']) {
      const data = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartBody({ name: 'p.png', type: 'image/png', data });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/image/save?entityType=listing&entityId=${listingId}&imageType=mainPhoto`,
        payload,
        headers: { ...headers, authorization: `Bearer ${await t.token(editor)}` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const listMedia = async () =>
      (await call('GET', `/api/clientmarketing/${listingId}/listingImages`)).json() as ReportListingImage[];
    // a photo's address changes when the background job has made its renditions: read it after
    for (const { assetId } of await listMedia())
      await waitForRenditions(
        async () =>
          (
            await call('GET', `/api/image/${listingId}?entityType=listing&imageType=mainPhoto`)
          ).json() as Image[],
        assetId,
        60_000,
      );
    const media = await listMedia();
    expect(media).toHaveLength(2);
    expect(media.map((m) => m.isSelected)).toEqual([true, false]);
    expect(media[0]).toMatchObject({ mediaType: 'image', landscapeRatio: 1.5 });
    const first = (
      await call('GET', `/api/clientmarketing/${listingId}/headerSectionDetails`)
    ).json() as ReportHeader;
    expect(first).toMatchObject({ photoAssetId: media[0].assetId, photoIsLandscape: true });

    const select = (body: unknown, id = listingId, as = editor) =>
      call('PUT', `/api/clientmarketingmedia/${id}/select`, body, as);
    expect((await select({ assetId: media[1].assetId, mediaType: 'image' })).statusCode).toBe(204);
    const chosen = (
      await call('GET', `/api/clientmarketing/${listingId}/headerSectionDetails`)
    ).json() as ReportHeader;
    expect(chosen.photoAssetId).toBe(media[1].assetId);
    expect(chosen.photoUrl).toBe(media[1].url);

    const wrong = await select({ assetId: media[0].assetId, mediaType: 'video' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.reportMediaNotFound);
    // a photo of this listing is not a photo of another one
    expect((await select({ assetId: media[0].assetId, mediaType: 'image' }, otherListingId)).statusCode).toBe(
      400,
    );
    expect(
      (await select({ assetId: media[0].assetId, mediaType: 'image' }, listingId, outsider)).statusCode,
    ).toBe(404);
    expect(
      (await select({ assetId: media[0].assetId, mediaType: 'image' }, listingId, readOnly)).statusCode,
    ).toBe(403);
  });

  it('keeps the report to who may see or change the listing', async () => {
    const tree = await sections();
    const notes = bySection(tree, S.notes);
    for (const path of ['sections', 'headerSectionDetails', 'listingImages', 'notes'])
      expect(
        (await call('GET', `/api/clientmarketing/${listingId}/${path}`, undefined, outsider)).statusCode,
      ).toBe(404);
    expect((await call('PUT', '/api/clientmarketing/sortorder', sortBody(tree), outsider)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          'PUT',
          `/api/clientmarketing/${notes.id}/toggledisplaysection`,
          { displaySection: false },
          outsider,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/clientmarketing/${notes.id}/introduction`, { remark: 'x' }, outsider))
        .statusCode,
    ).toBe(404);
    // may see, may not change
    const toggle = (as: string) =>
      call('PUT', `/api/clientmarketing/${notes.id}/toggledisplaysection`, { displaySection: false }, as);
    expect((await sections(listingId, colleague)).length).toBe(tree.length);
    for (const as of [colleague, readOnly]) {
      expect((await call('PUT', '/api/clientmarketing/sortorder', sortBody(tree), as)).statusCode).toBe(403);
      expect((await toggle(as)).statusCode).toBe(403);
      expect(
        (await call('PUT', `/api/clientmarketing/${notes.id}/introduction`, { remark: 'x' }, as)).statusCode,
      ).toBe(403);
    }
    expect(
      (await call('PUT', `/api/clientmarketing/999999/toggledisplaysection`, { displaySection: false }))
        .statusCode,
    ).toBe(404);
    expect(bySection(await sections(), S.notes).displaySection).toBe(true);
  });
});
