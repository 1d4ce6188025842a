import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LISTING_STATUS, type ShowcasePageData } from '@atrium/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAgent, createListing, createOffice } from '../../db/factories';
import { amenities, domains, listingAmenities, showcaseCustomTabs, showcaseSites } from '../../db/schema';
import { renderShowcasePage } from './showcase-page.render';

let t: TestApp;
let published: number;
let unpublished: number;
let privateListing: number;
const XSS = '<script>alert(1)</script>';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const office = await createOffice(db);
  const agent = await createAgent(db, {
    officeId: office.id,
    firstName: 'Ava',
    lastName: 'Sterling',
    brandEmail: 'ava@meridian.example',
    mobilePhone: '(631) 555-0100',
  });
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

  it('a site switched off (ACTIVATE) or made private is not shown', async () => {
    const db = t.database.db;
    await db.update(showcaseSites).set({ publish: false }).where(eq(showcaseSites.id, siteId));
    expect((await page(`/site/${listingId}`)).statusCode).toBe(404);
    await db
      .update(showcaseSites)
      .set({ publish: true, privateSite: true })
      .where(eq(showcaseSites.id, siteId));
    const res = await page(`/site/${listingId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Light on the water');
    await db.update(showcaseSites).set({ privateSite: false }).where(eq(showcaseSites.id, siteId));
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
