import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, VIRTUAL_TOUR_EXAMPLE, type Amenity } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';
import { rowsOf } from '../../db/client';
import { sanitizeNote } from './listing-notes.service';

const AGENT = 'agent@meridian.example';
const t = useTestApp();

describe('amenities', () => {
  it('GET amenities is the catalogue of every feature tab', async () => {
    const res = await t.call({ method: 'GET', url: '/api/amenities', as: AGENT });
    expect(res.statusCode).toBe(200);
    const sections = new Set(res.json().map((a: Amenity) => a.sectionName));
    for (const tab of ['BUILDING', 'INTERIOR', 'LOT', 'ROOM', 'CONSTRUCTION', 'PARKING'])
      expect(sections).toContain(tab);
  });

  it('saves the ticked set with text (text selects), and reads it back', async () => {
    const catalogue = (await t.call({ method: 'GET', url: '/api/amenities', as: AGENT })).json() as Amenity[];
    const plain = catalogue.find((a) => !a.allowText)!;
    const withText = catalogue.find((a) => a.allowText)!;
    const res = await t.call({
      method: 'PUT',
      url: '/api/listing/2/amenities',
      as: AGENT,
      body: {
        amenities: [
          { amenityId: plain.amenityId, selected: true },
          { amenityId: withText.amenityId, selected: false, text: 'Reclaimed oak' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.amenitiesSaved);
    const details = (
      await t.call({ method: 'GET', url: '/api/listing/2/amenityDetails', as: AGENT })
    ).json() as Amenity[];
    expect(details.filter((a) => a.selected).map((a) => [a.amenityId, a.text])).toEqual(
      [
        [plain.amenityId, null],
        [withText.amenityId, 'Reclaimed oak'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const [audit] = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audits where entity_id = 2 order by id desc limit 1`,
      ),
    );
    expect(audit.action).toBe('amenities');
  });

  it('refuses amenity text over 100 and unknown amenities', async () => {
    const long = await t.call({
      method: 'PUT',
      url: '/api/listing/2/amenities',
      as: AGENT,
      body: { amenities: [{ amenityId: 1, selected: true, text: 'x'.repeat(101) }] },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MSG.amenityTextMax);
    const unknown = await t.call({
      method: 'PUT',
      url: '/api/listing/2/amenities',
      as: AGENT,
      body: { amenities: [{ amenityId: 99999, selected: true }] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a guest at the door and an agent off the listing', async () => {
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/listing/2/amenities',
          as: 'guest@meridian.example',
          body: { amenities: [] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'PUT', url: '/api/listing/250/amenities', as: AGENT, body: { amenities: [] } }))
        .statusCode,
    ).toBeGreaterThanOrEqual(403);
  });
});

describe('building, interior and lot', () => {
  it('saves each tab with 204 and a new ETag, refusing a stale one', async () => {
    const first = await t.call({ method: 'GET', url: '/api/listing/3/features', as: AGENT });
    const etag = first.headers.etag as string;
    const res = await t.call({
      method: 'PUT',
      url: '/api/listing/3/interior',
      as: AGENT,
      headers: { 'if-match': etag },
      body: { fullBaths: 4, halfBaths: 1, rooms: 12, bedrooms: 5, interiorSize: 5400 },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers.etag).not.toBe(etag);
    const stale = await t.call({
      method: 'PUT',
      url: '/api/listing/3/lot',
      as: AGENT,
      headers: { 'if-match': etag },
      body: { lotSize: 2.5, lotSizeTypeId: 1, outdoorSpace: 'Terrace' },
    });
    expect(stale.statusCode).toBe(412);
    const after = (await t.call({ method: 'GET', url: '/api/listing/3/features', as: AGENT })).json();
    expect(after).toMatchObject({ fullBaths: 4, bedrooms: 5, interiorSize: 5400 });
    const year = await t.call({
      method: 'PUT',
      url: '/api/listing/3/building',
      as: AGENT,
      body: { developmentId: null, year: 123 },
    });
    expect(year.statusCode).toBe(400);
  });
});

describe('virtual tour', () => {
  it('accepts https links (204) and refuses others with the catalogue message', async () => {
    const ok = await t.call({
      method: 'PUT',
      url: '/api/listing/4/tours',
      as: AGENT,
      body: { virtualTourUrl: 'https://tour.example/4', virtualTour3dUrl: '' },
    });
    expect(ok.statusCode).toBe(204);
    const d = (await t.call({ method: 'GET', url: '/api/listing/4/details', as: AGENT })).json();
    expect(d.virtualTourUrl).toBe('https://tour.example/4');
    expect(d.virtualTour3dUrl).toBeNull();
    const bad = await t.call({
      method: 'PUT',
      url: '/api/listing/4/tours',
      as: AGENT,
      body: { virtualTourUrl: 'http://tour.example/4', virtualTour3dUrl: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.virtualTourHttps(VIRTUAL_TOUR_EXAMPLE));
  });
});

describe('additional MLS', () => {
  it('replaces the list and reads it back', async () => {
    const body = {
      additionalMls: [
        { mlsName: 'Hamptons MLS', mlsNumber: 'H-1001' },
        { mlsName: 'OneKey', mlsNumber: 'OK77' },
      ],
    };
    expect(
      (await t.call({ method: 'PUT', url: '/api/listing/5/additionalMls', as: AGENT, body })).statusCode,
    ).toBe(204);
    const got = (await t.call({ method: 'GET', url: '/api/listing/5/additionalMls', as: AGENT })).json();
    expect(got.map((r: { mlsName: string; mlsNumber: string }) => [r.mlsName, r.mlsNumber])).toEqual([
      ['Hamptons MLS', 'H-1001'],
      ['OneKey', 'OK77'],
    ]);
  });
});

describe('notes', () => {
  it('sanitizes rich text to bold, italic and lists', () => {
    expect(
      sanitizeNote(
        '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:x">link</a></p><ul><li><i>one</i></li></ul>',
      ),
    ).toBe('<p>Hi <b>there</b>link</p><ul><li><i>one</i></li></ul>');
  });
  it('adds a note (sanitized, with author) and lists it first', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/listing/6/notes',
      as: AGENT,
      body: { note: '<b>Seller</b> call <img src=x onerror=alert(1)>back' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      note: '<b>Seller</b> call back',
      firstName: 'Avery',
      lastName: 'Lindqvist',
      message: MSG.noteSaved,
    });
    const list = (await t.call({ method: 'GET', url: '/api/listing/6/notes', as: AGENT })).json();
    expect(list[0]).toMatchObject({ note: '<b>Seller</b> call back', listingId: 6, firstName: 'Avery' });
  });
  it('refuses an empty note, one that is empty after sanitizing, and one over 3000 characters', async () => {
    const empty = await t.call({
      method: 'POST',
      url: '/api/listing/6/notes',
      as: AGENT,
      body: { note: '<p></p>' },
    });
    expect(empty.json().message).toBe(MSG.noteRequired);
    const onlyScript = await t.call({
      method: 'POST',
      url: '/api/listing/6/notes',
      as: AGENT,
      body: { note: '<script>alert(1)</script>' },
    });
    expect(onlyScript.statusCode).toBe(400);
    const long = await t.call({
      method: 'POST',
      url: '/api/listing/6/notes',
      as: AGENT,
      body: { note: 'x'.repeat(3001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MSG.noteMax);
  });
});
