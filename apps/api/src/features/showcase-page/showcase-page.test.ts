import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { LISTING_STATUS, type Image, type ShowcasePageData } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { waitForRenditions } from '../../test/renditions';
import { createAgent, createListing, createOffice } from '../../db/factories';
import {
  amenities,
  domains,
  listingAmenities,
  listings,
  showcaseCustomTabs,
  showcaseSites,
  videos,
} from '../../db/schema';
import { renderShowcasePage } from './showcase-page.render';

let t: TestApp;
let published: number;
let unpublished: number;
let privateListing: number;
let agentId: number;
let otherAgentId: number;
const XSS = '<script>alert(1)</script>';
const BROKERAGE = 'https://www.meridian-homes.example';

beforeAll(async () => {
  t = await createTestApp({ env: { BROKERAGE_URL: BROKERAGE } });
  const db = t.database.db;
  const office = await createOffice(db);
  const agent = await createAgent(db, {
    officeId: office.id,
    firstName: 'Ava',
    lastName: 'Sterling',
    brandEmail: 'ava@meridian.example',
    mobilePhone: '(631) 555-0100',
  });
  agentId = agent.id;
  otherAgentId = (await createAgent(db, { officeId: office.id })).id;
  const agents = [{ agentId: agent.id, sideTypeId: 1 as const }];
  published = (
    await createListing(db, {
      officeId: office.id,
      publish: true,
      address1: `12 Dune Road ${XSS}`,
      city: 'Sag Harbor',
      state: 'NY',
      bedrooms: 5,
      fullBaths: 4,
      halfBaths: 1,
      currentPrice: 4_250_000,
      agents,
    })
  ).id;
  unpublished = (
    await createListing(db, { officeId: office.id, publish: false, address1: '99 Secret Lane', agents })
  ).id;
  privateListing = (
    await createListing(db, {
      officeId: office.id,
      publish: true,
      listingStatusId: LISTING_STATUS.private,
      address1: '7 Hidden Way',
      agents,
    })
  ).id;
  const [amenity] = await db.select().from(amenities).where(eq(amenities.allowText, true)).limit(1);
  if (amenity)
    await db
      .insert(listingAmenities)
      .values({ listingId: published, amenityId: amenity.id, text: `Pool ${XSS}` });
}, 120_000);
afterAll(() => t?.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /site/:listingId', () => {
  it('answers the page of a published listing, every value escaped', async () => {
    const res = await page(`/site/${published}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toMatch(/max-age=60/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(res.body).toContain('<title>12 Dune Road &#60;script&#62;alert(1)&#60;/script&#62; | ');
    expect(res.body).not.toContain(XSS);
    expect(res.body).toContain('Pool &#60;script&#62;');
    expect(res.body).toContain('$4,250,000');
    expect(res.body).toContain('Ava Sterling');
    expect(res.body).toContain('href="mailto:ava@meridian.example?subject=');
    expect(res.body).toMatch(/<meta\s+property="og:title"\s+content="[^"]+"\s*\/?>/);
    expect(res.body).toMatch(/<meta\s+name="description"\s+content="[^"]+"\s*\/?>/);
    // no script but the JSON-LD without tracking ids
    expect(res.body.match(/<script/g)).toHaveLength(1);
    const ld = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1],
    ) as Record<string, any>;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('SingleFamilyResidence');
    expect(ld.address.addressLocality).toBe('Sag Harbor');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 4_250_000, priceCurrency: 'USD' });
    expect(ld.numberOfBedrooms).toBe(5);
  });

  it.each([
    ['unpublished', () => unpublished, '99 Secret Lane'],
    ['private', () => privateListing, '7 Hidden Way'],
    ['missing', () => 987654, 'nothing'],
    ['not an id', () => 'abc' as unknown as number, 'nothing'],
  ])('a %s listing: the calm 404 page without its data', async (_name, id, secret) => {
    const res = await page(`/site/${id()}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This property is not available');
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('Ava Sterling');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows the portrait of an agent who has one, served only as a portrait of the listing’s agents', async () => {
    const portrait = async (id: number) => {
      const data = await sharp({ create: { width: 840, height: 1120, channels: 3, background: '#8a6d3b' } })
        .jpeg()
        .toBuffer();
      const { payload, headers } = multipartBody({ name: 'Portrait.jpg', type: 'image/jpeg', data });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/image/save?entityType=agent&entityId=${id}&imageType=photo`,
        payload,
        headers: { ...headers, authorization: `Bearer ${await t.token('admin@meridian.example')}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      const imageId = res.json<Image>().id;
      await waitForRenditions(
        async () =>
          (
            await t.call({
              method: 'GET',
              url: `/api/image/${id}?entityType=agent&imageType=photo`,
              as: 'admin@meridian.example',
            })
          ).json<Image[]>(),
        imageId,
      );
      return imageId;
    };
    const own = await portrait(agentId);
    const other = await portrait(otherAgentId);
    const res = await page(`/site/${published}`);
    const src = `/api/site/${published}/photo/${own}/small`;
    expect(res.body).toContain(`<img class="portrait" src="${src}" alt=""`);
    const served = await page(src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // another agent's portrait is not a photo of this listing's page
    expect((await page(`/api/site/${published}/photo/${other}/small`)).statusCode).toBe(404);
    // nor is any portrait served for a listing that is not shown
    expect((await page(`/api/site/${unpublished}/photo/${own}/small`)).statusCode).toBe(404);
  });

  it('photos of an unpublished listing are not served', async () => {
    const res = await page(`/api/site/${unpublished}/photo/00000000-0000-4000-8000-000000000000/small`);
    expect(res.statusCode).toBe(404);
  });
});

const data = (over: Partial<ShowcasePageData> = {}): ShowcasePageData => ({
  listingId: 1,
  address: '1 Main St',
  city: 'Hudson',
  state: 'NY',
  listingType: 'Sale',
  propertyType: 'Condo',
  bedrooms: 2,
  fullBaths: 2,
  halfBaths: null,
  interiorSize: 1400,
  exteriorSize: null,
  lotSize: null,
  yearBuilt: 1920,
  amenities: [],
  price: 1_200_000,
  pricePeriod: null,
  currency: 'USD',
  photos: [
    {
      renditions: [
        { url: '/api/site/1/photo/a/small', width: 320 },
        { url: '/api/site/1/photo/a/medium', width: 1024 },
        { url: '/api/site/1/photo/a/original', width: 3000 },
      ],
      width: 3000,
      height: 2000,
      caption: null,
    },
  ],
  heroVideo: null,
  films: [],
  header: 'Meridian',
  title: '1 Main St | Meridian',
  headline: '1 Main St',
  subheadline: null,
  displayOptions: 1,
  customTabs: [],
  agents: [],
  brokerage: { name: 'Meridian', url: 'https://meridian.example' },
  tracking: { googleAnalyticsTrackingId: null, hotjarTrackingId: null, googleTagManager: null },
  contactUrl: null,
  pageUrl: 'https://meridian.example/site/1',
  ...over,
});

describe('the showcase site settings and its domain', () => {
  let listingId: number;
  let siteId: number;
  beforeAll(async () => {
    const db = t.database.db;
    const office = await createOffice(db);
    listingId = (await createListing(db, { officeId: office.id, publish: true, address1: '3 Harbor Lane' }))
      .id;
    const [domain] = await db
      .insert(domains)
      .values({
        domainUrl: '3harborlane.com',
        orderId: 'o-1',
        entityId: listingId,
        siteType: 0,
        status: 1,
        expirationDate: '2030-01-01T00:00:00.000Z',
        renewDeadline: '2030-01-20T00:00:00.000Z',
      })
      .returning();
    const [site] = await db
      .insert(showcaseSites)
      .values({ listingId, domainId: domain!.id, publish: true, headline: 'Light on the water' })
      .returning();
    siteId = site!.id;
    await db
      .insert(showcaseCustomTabs)
      .values({ showcaseSiteId: siteId, orderNo: 1, title: 'The Dock', body: '<p>Deep water</p>' });
  });

  it('shows the site’s headline and custom tabs', async () => {
    const res = await page(`/site/${listingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Light on the water');
    expect(res.body).toContain('The Dock');
    expect(res.body).toContain('Deep water');
  });

  it('shows the completed additional showcase videos in their order', async () => {
    const film = (displayOrder: number, status: number, title: string) => ({
      entityType: 'listing',
      entityId: listingId,
      videoTypeId: 4,
      displayOrder,
      status,
      title,
      playbackKey: `k${displayOrder}`,
      fileName: `film-${displayOrder}.mp4`,
      contentType: 'video/mp4',
      sizeBytes: 1000,
      url: `https://videos.example/${displayOrder}.mp4`,
    });
    const rows = await t.database.db
      .insert(videos)
      .values([film(2, 3, 'The garden'), film(1, 3, 'Arrival'), film(3, 2, 'Still processing')])
      .returning({ id: videos.id });
    const body = (await page(`/site/${listingId}`)).body;
    const captions = [...body.matchAll(/<figcaption>([^<]*)<\/figcaption>/g)].map((m) => m[1]);
    expect(captions).toEqual(['Arrival', 'The garden']);
    await t.database.db.delete(videos).where(
      inArray(
        videos.id,
        rows.map((r) => r.id),
      ),
    );
  });

  const withSite = async (values: Partial<typeof showcaseSites.$inferInsert>) => {
    const db = t.database.db;
    await db.update(listings).set({ title: 'Harbor House' }).where(eq(listings.id, listingId));
    await db.update(showcaseSites).set(values).where(eq(showcaseSites.id, siteId));
    const res = await page(`/site/${listingId}`);
    await db
      .update(showcaseSites)
      .set({ headerOptions: 1, customHeader: null, titleOption: 1, customTitle: null })
      .where(eq(showcaseSites.id, siteId));
    return res.body;
  };
  const headerBar = (body: string) =>
    /<header class="top">\s*(<(?:a|p) class="brand"[^>]*>[^<]*<\/(?:a|p)>)/.exec(body)?.[1];

  it.each([
    ['1: the address', { headerOptions: 1 }, '<p class="brand">3 Harbor Lane</p>'],
    ['2: other, the brokerage', { headerOptions: 2 }, `<a class="brand" href="${BROKERAGE}">Meridian</a>`],
    [
      '3: the custom header',
      { headerOptions: 3, customHeader: 'Open house Sunday' },
      '<p class="brand">Open house Sunday</p>',
    ],
    [
      '3 left empty: the brokerage',
      { headerOptions: 3 },
      `<a class="brand" href="${BROKERAGE}">Meridian</a>`,
    ],
  ])('header option %s', async (_name, values, bar) => expect(headerBar(await withSite(values))).toBe(bar));

  it.each([
    ['1: the address', { titleOption: 1 }, '3 Harbor Lane | Meridian'],
    ['2: the listing title', { titleOption: 2 }, 'Harbor House | Meridian'],
    [
      '3: the custom text',
      { titleOption: 3, customTitle: 'Waterfront living' },
      'Waterfront living | Meridian',
    ],
    ['3 left empty: the address', { titleOption: 3 }, '3 Harbor Lane | Meridian'],
    ['4: none, the brokerage alone', { titleOption: 4 }, 'Meridian'],
  ])('title option %s', async (_name, values, title) => {
    const body = await withSite(values);
    expect(body).toContain(`<title>${title}</title>`);
    expect(body).toMatch(new RegExp(`property="og:title"\\s+content="${title.replace(/\|/g, '\\|')}"`));
  });

  it('answers the same page on the purchased domain, and nothing for another host', async () => {
    const onDomain = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'www.3harborlane.com:443' },
    });
    expect(onDomain.statusCode).toBe(200);
    expect(onDomain.body).toContain('Light on the water');
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'elsewhere.com' } });
    expect(other.body).not.toContain('Light on the water');
  });

  it('a site switched off (ACTIVATE) is not shown; a private one answers its access page', async () => {
    const db = t.database.db;
    await db.update(showcaseSites).set({ publish: false }).where(eq(showcaseSites.id, siteId));
    expect((await page(`/site/${listingId}`)).statusCode).toBe(404);
    await db
      .update(showcaseSites)
      .set({ publish: true, privateSite: true })
      .where(eq(showcaseSites.id, siteId));
    const res = await page(`/site/${listingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Private Residence');
    expect(res.body).not.toContain('Light on the water');
    await db.update(showcaseSites).set({ privateSite: false }).where(eq(showcaseSites.id, siteId));
  });

  it('a lapsed domain answers 410 with a page that leads to the brokerage, on both addresses', async () => {
    const db = t.database.db;
    const setDomain = (values: Partial<typeof domains.$inferInsert>) =>
      db.update(domains).set(values).where(eq(domains.entityId, listingId));
    const lapsed = (res: Awaited<ReturnType<typeof page>>) => {
      expect(res.statusCode).toBe(410);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('This website is no longer available');
      expect(res.body).toContain(`href="${BROKERAGE}"`);
      expect(res.body).toContain('noindex');
      expect(res.body).not.toContain('Light on the water');
      expect(res.body).not.toContain('3 Harbor Lane');
    };
    const past = new Date(Date.now() - 86_400_000).toISOString();
    // past its expiration, whether or not the sweep has marked it EXPIRED yet
    await setDomain({ status: 1, expirationDate: past });
    lapsed(await page(`/site/${listingId}`));
    await setDomain({ status: 2 });
    lapsed(await page(`/site/${listingId}`));
    lapsed(await t.app.inject({ method: 'GET', url: '/', headers: { host: '3harborlane.com' } }));
    await setDomain({ status: 3, expirationDate: '2020-01-01T00:00:00.000Z' });
    lapsed(await page(`/site/${listingId}`));

    // renewed (or redeemed): the site is back
    await setDomain({ status: 1, expirationDate: '2030-01-01T00:00:00.000Z' });
    const back = await page(`/site/${listingId}`);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Light on the water');
  });
});

describe('renderShowcasePage', () => {
  it('shows no price and no Offer when the price is hidden', () => {
    const { html } = renderShowcasePage(data({ price: null }), 'https://meridian.example');
    expect(html).not.toContain('$1,200,000');
    expect(html).not.toContain('"Offer"');
  });

  it('an absolute Open Graph image from the medium rendition, and a responsive hero', () => {
    const { html } = renderShowcasePage(data(), 'https://meridian.example');
    expect(html).toMatch(
      /<meta\s+property="og:image"\s+content="https:\/\/meridian\.example\/api\/site\/1\/photo\/a\/medium"/,
    );
    expect(html).toContain(
      'srcset="/api/site/1/photo/a/small 320w, /api/site/1/photo/a/medium 1024w, /api/site/1/photo/a/original 3000w"',
    );
    expect(html).toMatch(/width="3000"\s+height="2000"/);
    // phones choose up to the medium rendition, never the original
    expect(html).toMatch(
      /<picture\s*><source\s+media="\(max-width: 640px\)"\s+srcset="\/api\/site\/1\/photo\/a\/small 320w, \/api\/site\/1\/photo\/a\/medium 1024w"/,
    );
  });

  it('inserts the tracking snippets only for the ids that are set, with the nonce of the policy', () => {
    expect(renderShowcasePage(data(), 'x').html).not.toMatch(/googletagmanager|hotjar/);
    const { html, csp } = renderShowcasePage(
      data({
        tracking: {
          googleAnalyticsTrackingId: 'G-ABC123',
          hotjarTrackingId: '3456789',
          googleTagManager: null,
        },
      }),
      'x',
    );
    expect(html).toContain('gtag/js?id=G-ABC123');
    expect(html).toContain('hjid:"3456789"');
    expect(html).not.toContain('gtm.js');
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it('refuses a tracking id that is not one', () => {
    const { html } = renderShowcasePage(
      data({
        tracking: {
          googleAnalyticsTrackingId: "G-1');alert(1)//",
          hotjarTrackingId: null,
          googleTagManager: null,
        },
      }),
      'x',
    );
    expect(html).not.toContain('alert(1)');
  });

  it('shows ten photos of the gallery and the others behind View all (closed, loading none)', () => {
    const photo = (i: number) => ({
      renditions: [{ url: `/api/site/1/photo/p${i}/original`, width: 1800 }],
      width: 1800,
      height: 1200,
      caption: null,
    });
    const photos = (n: number) => data({ photos: Array.from({ length: n }, (_, i) => photo(i)) });
    const many = renderShowcasePage(photos(15), 'x').html;
    const [shownPart, morePart] = many.split('<details class="more">');
    // the first photo is the hero, the next ten the gallery, the last four open with View all
    expect(shownPart.match(/<figure/g)).toHaveLength(10);
    expect(morePart).toMatch(/<summary>View all 14 photos<\/summary>/);
    expect(morePart.match(/<figure/g)).toHaveLength(4);
    expect(morePart).toContain('/api/site/1/photo/p14/original');
    const few = renderShowcasePage(photos(5), 'x').html;
    expect(few).not.toContain('<details');
    // four gallery photos: a wide one, a pair, and the last one, alone in its row, wide too
    expect([...few.matchAll(/<figure class="(wide)?"/g)].map((m) => m[1] ?? '')).toEqual([
      'wide',
      '',
      '',
      'wide',
    ]);
  });

  it('shows the additional showcase videos as films, loading nothing until played', () => {
    expect(renderShowcasePage(data(), 'x').html).not.toContain('id="films"');
    const { html } = renderShowcasePage(
      data({
        films: [
          {
            url: '/api/video/7/rendition?key=k',
            posterUrl: '/api/video/7/poster?key=k',
            title: 'The <grounds>',
          },
          { url: '/api/video/8/rendition?key=k', posterUrl: null, title: null },
        ],
      }),
      'x',
    );
    expect(html).toContain('<h2>Films</h2>');
    expect(html.match(/<video\s+controls\s+playsinline\s+preload="none"/g)).toHaveLength(2);
    expect(html).toContain('poster="/api/video/7/poster?key=k"');
    expect(html).toContain('<figcaption>The &#60;grounds&#62;</figcaption>');
    expect(html).toContain('aria-label="Film 2"');
  });

  it('custom tabs are sanitized again when shown', () => {
    const { html } = renderShowcasePage(
      data({
        customTabs: [
          {
            title: 'The <Estate>',
            body: '<p>Grand <b>lawn</b><script>x()</script><img src=x onerror=y></p>',
          },
        ],
      }),
      'x',
    );
    expect(html).toContain('The &#60;Estate&#62;');
    expect(html).toContain('<p>Grand <b>lawn</b></p>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('x()');
  });
});
