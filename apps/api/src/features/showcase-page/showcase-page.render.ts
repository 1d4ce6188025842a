import crypto from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { showcaseSections, type ShowcasePageData, type ShowcasePhoto } from '@atrium/domain';
import { html, safe, type SafeHtml } from '../../adapters/mail/mail-html';

/**
 * The public showcase page as server-rendered HTML: one document with its critical CSS inline and
 * no script of its own (the tracking snippets only when the site sets their ids). Every value is
 * escaped by the `html` template; custom tab bodies are sanitized again here. The answer carries
 * its own Content-Security-Policy: scripts only with this answer's nonce (and the tracking hosts
 * when a tracking id is set).
 */

export type RenderedPage = { html: string; csp: string };

const join = (parts: SafeHtml[]): SafeHtml => safe(parts.map((p) => p.html).join(''));
const when = (cond: unknown, part: () => SafeHtml): SafeHtml => (cond ? part() : safe(''));

/** A tracking id is inserted only when it looks like one (letters, digits, dashes). */
export const isTrackingId = (id: string | null): id is string => !!id && /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** A value inside an inline script or JSON-LD: JSON, with '<' escaped so no tag can close the script. */
const scriptValue = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const money = (n: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(n);
/** A ten-digit US number as (631) 555-0100; anything else as written. */
export const phoneText = (phone: string) => {
  const d = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
};
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

export function priceText(data: ShowcasePageData): string | null {
  if (data.price == null) return null;
  const amount = money(data.price, data.currency);
  return data.pricePeriod ? `${amount} · ${data.pricePeriod}` : amount;
}

/** The key facts row: only what the listing states. */
export function keyFacts(data: ShowcasePageData): Array<{ value: string; label: string }> {
  const facts: Array<{ value: string; label: string }> = [];
  if (data.bedrooms != null)
    facts.push({ value: count(data.bedrooms), label: data.bedrooms === 1 ? 'Bedroom' : 'Bedrooms' });
  const baths = (data.fullBaths ?? 0) + (data.halfBaths ?? 0) / 2;
  if (data.fullBaths != null || data.halfBaths != null)
    facts.push({ value: String(baths), label: baths === 1 ? 'Bath' : 'Baths' });
  if (data.interiorSize) facts.push({ value: count(data.interiorSize), label: 'Interior Sq Ft' });
  if (data.exteriorSize) facts.push({ value: count(data.exteriorSize), label: 'Exterior Sq Ft' });
  if (data.lotSize) facts.push({ value: count(data.lotSize), label: 'Lot Size' });
  if (data.yearBuilt) facts.push({ value: String(data.yearBuilt), label: 'Year Built' });
  if (data.propertyType) facts.push({ value: data.propertyType, label: 'Property Type' });
  return facts;
}

const place = (data: ShowcasePageData) => [data.city, data.state].filter(Boolean).join(', ');

export function pageDescription(data: ShowcasePageData): string {
  const facts = keyFacts(data)
    .filter((f) => f.label !== 'Property Type')
    .slice(0, 3)
    .map((f) => `${f.value} ${f.label.toLowerCase()}`);
  const what = [data.propertyType, data.listingType === 'Rental' ? 'for rent' : 'for sale']
    .filter(Boolean)
    .join(' ');
  const where = place(data);
  const price = priceText(data);
  return [
    `${what.charAt(0).toUpperCase()}${what.slice(1)}${where ? ` in ${where}` : ''}`,
    facts.join(', '),
    price,
    `Presented by ${data.brokerage.name}.`,
  ]
    .filter(Boolean)
    .join('. ')
    .replace(/\.\./g, '.');
}

const absolute = (base: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url}`);

/** schema.org: the home (an Apartment for condos, co-ops and rentals' apartments, else a SingleFamilyResidence) with its Offer when the price is shown. */
export function jsonLd(data: ShowcasePageData, publicUrl: string) {
  const isApartment = /condo|co-?op|apartment|loft|townhouse/i.test(data.propertyType ?? '');
  const area = data.interiorSize
    ? { floorSize: { '@type': 'QuantitativeValue', value: data.interiorSize, unitCode: 'FTK' } }
    : {};
  const baths = (data.fullBaths ?? 0) + (data.halfBaths ?? 0);
  return {
    '@context': 'https://schema.org',
    '@type': isApartment ? 'Apartment' : 'SingleFamilyResidence',
    name: data.headline,
    description: pageDescription(data),
    url: data.pageUrl,
    image: data.photos.slice(0, 6).map((p) => absolute(publicUrl, largest(p).url)),
    address: {
      '@type': 'PostalAddress',
      ...(data.address ? { streetAddress: data.address } : {}),
      ...(data.city ? { addressLocality: data.city } : {}),
      ...(data.state ? { addressRegion: data.state } : {}),
      addressCountry: 'US',
    },
    ...(data.bedrooms != null ? { numberOfBedrooms: data.bedrooms } : {}),
    ...(baths ? { numberOfBathroomsTotal: baths } : {}),
    ...(data.yearBuilt ? { yearBuilt: data.yearBuilt } : {}),
    ...area,
    ...(data.price != null
      ? {
          offers: {
            '@type': 'Offer',
            price: data.price,
            priceCurrency: data.currency,
            availability: 'https://schema.org/InStock',
            businessFunction:
              data.listingType === 'Rental'
                ? 'http://purl.org/goodrelations/v1#LeaseOut'
                : 'http://purl.org/goodrelations/v1#Sell',
            seller: { '@type': 'RealEstateAgent', name: data.brokerage.name, url: data.brokerage.url },
          },
        }
      : {}),
  };
}

const largest = (p: ShowcasePhoto) => p.renditions[p.renditions.length - 1];
/** The rendition Open Graph shows: the medium one (1024 px) when there is one, else the widest. */
const sharePhoto = (p: ShowcasePhoto) => p.renditions.find((r) => r.width >= 1000) ?? largest(p);

/** Photos shown at once in the gallery (two rounds of a wide photo and two pairs); the others open with 'View all'. */
const GALLERY_FIRST = 10;

/** The widest rendition a phone loads (the medium one): see imgFor. */
const PHONE_MAX_WIDTH = 1024;

/**
 * A photo with its renditions. Phones (up to 640 px wide) choose among the renditions up to the
 * medium one only: at a device scale of 3 the browser would otherwise fetch the original (often
 * several MB) for every photo, and the hero's paint waits for it on a mobile network.
 */
function img(p: ShowcasePhoto, alt: string, sizes: string, eager: boolean, className = ''): SafeHtml {
  const srcset = p.renditions.map((r) => `${r.url} ${r.width}w`).join(', ');
  const src = sharePhoto(p).url;
  const tag = eager
    ? html`<img
        class="${className}"
        src="${src}"
        srcset="${srcset}"
        sizes="${sizes}"
        width="${p.width}"
        height="${p.height}"
        alt="${alt}"
        fetchpriority="high"
        decoding="async"
      />`
    : html`<img
        class="${className}"
        src="${src}"
        srcset="${srcset}"
        sizes="${sizes}"
        width="${p.width}"
        height="${p.height}"
        alt="${alt}"
        loading="lazy"
        decoding="async"
      />`;
  const phone = p.renditions.filter((r) => r.width <= PHONE_MAX_WIDTH);
  if (!phone.length || phone.length === p.renditions.length) return tag;
  return html`<picture
    ><source
      media="(max-width: 640px)"
      srcset="${phone.map((r) => `${r.url} ${r.width}w`).join(', ')}"
      sizes="100vw"
    />
    ${tag}</picture
  >`;
}

/** Rich text of a custom tab: the ad-copy tags and links, nothing else. */
export const sanitizeTabBody = (body: string) =>
  sanitizeHtml(body, {
    allowedTags: ['p', 'br', 'b', 'i', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'blockquote'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow', target: '_blank' }) },
    disallowedTagsMode: 'discard',
  });

function trackingHead(data: ShowcasePageData, nonce: string): SafeHtml {
  const { googleAnalyticsTrackingId: ga, hotjarTrackingId: hj, googleTagManager: gtm } = data.tracking;
  const parts: SafeHtml[] = [];
  if (isTrackingId(gtm))
    parts.push(
      safe(
        `<script nonce="${nonce}">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.nonce=${scriptValue(nonce)};j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${scriptValue(gtm)});</script>`,
      ),
    );
  if (isTrackingId(ga))
    parts.push(
      safe(
        `<script nonce="${nonce}" async src="https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga)}"></script><script nonce="${nonce}">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${scriptValue(ga)});</script>`,
      ),
    );
  if (isTrackingId(hj))
    parts.push(
      safe(
        `<script nonce="${nonce}">(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${scriptValue(hj)},hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.nonce=${scriptValue(nonce)};r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>`,
      ),
    );
  return join(parts);
}

/** The answer's Content-Security-Policy: scripts only with its nonce (and the tracking hosts when set). */
export function csp(data: ShowcasePageData | null, nonce: string) {
  const tracked = data ? Object.values(data.tracking).some((id) => isTrackingId(id)) : false;
  const trackingHosts = tracked
    ? ' https://www.googletagmanager.com https://www.google-analytics.com https://*.hotjar.com'
    : '';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'${trackingHosts}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self' data: https:",
    `connect-src 'self'${tracked ? ' https:' : ''}`,
    `frame-src ${tracked ? 'https://www.googletagmanager.com' : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const CSS = `
:root{--ink:#1b1b1b;--muted:#6b665e;--line:#e6e1d8;--paper:#faf8f4;--accent:#8a6d3b;--serif:"Cormorant Garamond","Playfair Display",Didot,"Bodoni MT",Georgia,"Times New Roman",serif;--sans:"Helvetica Neue",Helvetica,Arial,system-ui,sans-serif}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--paper);color:var(--ink);font:16px/1.65 var(--sans);overflow-x:hidden}
a{color:inherit}img,video{display:block;max-width:100%;height:auto}
.wrap{max-width:1200px;margin:0 auto;padding:0 24px}
.top{position:absolute;inset:0 0 auto 0;z-index:3;display:flex;justify-content:space-between;align-items:center;gap:16px;padding:22px max(24px,calc((100% - 1152px)/2));color:#fff}
.brand{font:600 15px/1 var(--sans);letter-spacing:.32em;text-transform:uppercase;text-decoration:none}
.top p.brand{margin:0;line-height:1.5;max-width:72%;overflow-wrap:anywhere}
.top .cta{font:500 12px/1 var(--sans);letter-spacing:.2em;text-transform:uppercase;text-decoration:none;border:1px solid rgba(255,255,255,.7);padding:11px 18px}
.hero{position:relative;min-height:min(92vh,860px);min-height:min(92svh,860px);display:flex;align-items:flex-end;background:#2a2723;color:#fff;overflow:hidden}
.hero .media{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.hero::after{content:"";position:absolute;inset:0;background:linear-gradient(180deg,rgba(0,0,0,.38) 0,rgba(0,0,0,0) 28%,rgba(0,0,0,0) 45%,rgba(0,0,0,.62) 100%)}
.hero .copy{position:relative;z-index:2;width:100%;padding-bottom:56px}
.eyebrow{font:500 12px/1.4 var(--sans);letter-spacing:.28em;text-transform:uppercase;opacity:.9;margin:0 0 14px}
h1{font:500 clamp(40px,6.4vw,84px)/1.02 var(--serif);margin:0;letter-spacing:-.01em;max-width:16ch;overflow-wrap:anywhere}
.sub{font:italic 400 clamp(19px,2.2vw,26px)/1.35 var(--serif);margin:16px 0 0;max-width:40ch}
.price{font:500 clamp(22px,2.6vw,30px)/1.2 var(--serif);margin:22px 0 0;letter-spacing:.02em}
.facts{background:#fff;border-bottom:1px solid var(--line)}
.facts ul{list-style:none;margin:0 auto;padding:26px 24px;max-width:1200px;display:grid;grid-template-columns:repeat(auto-fit,minmax(130px,1fr));gap:22px 16px}
.facts li{text-align:center}.facts b{display:block;font:500 30px/1.1 var(--serif)}
.facts span{display:block;margin-top:6px;font:500 11px/1.3 var(--sans);letter-spacing:.2em;text-transform:uppercase;color:var(--muted)}
section{padding:80px 0}section+section{border-top:1px solid var(--line)}
h2{font:500 clamp(30px,3.6vw,44px)/1.1 var(--serif);margin:0 0 36px;text-align:center}
h2::after{content:"";display:block;width:48px;height:1px;background:var(--accent);margin:20px auto 0}
.gallery{display:grid;grid-template-columns:repeat(2,1fr);gap:10px}
.gallery figure{margin:0;overflow:hidden;background:#e9e4da;aspect-ratio:3/2}
.gallery figure.wide{grid-column:1/-1;aspect-ratio:16/8}
.gallery img{width:100%;height:100%;object-fit:cover}
.gallery a{display:block;height:100%}
.more{margin-top:10px}.more summary{list-style:none;cursor:pointer;width:max-content;margin:38px auto 0;font:500 12px/1 var(--sans);letter-spacing:.24em;text-transform:uppercase;padding:17px 30px;border:1px solid var(--ink)}
.more summary::-webkit-details-marker{display:none}.more summary:hover{background:var(--ink);color:#fff}.more[open] summary{display:none}
.films{display:grid;gap:32px;max-width:960px;margin:0 auto}.films figure{margin:0}.films video{width:100%;aspect-ratio:16/9;background:#1b1b1b}
.films figcaption{margin-top:12px;text-align:center;font:italic 400 19px/1.4 var(--serif);color:var(--muted)}
picture{display:contents}
.groups{columns:3 260px;column-gap:48px}
.group{break-inside:avoid;margin:0 0 32px}
.group h3{font:600 12px/1.4 var(--sans);letter-spacing:.22em;text-transform:uppercase;color:var(--accent);margin:0 0 12px}
.group ul{list-style:none;margin:0;padding:0}.group li{padding:7px 0;border-bottom:1px solid var(--line)}
.tab-row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,2fr);gap:48px;max-width:1040px;margin:0 auto;padding:44px 0;border-top:1px solid var(--line)}
.tab-row:first-child{border-top:0;padding-top:0}.tab-row:last-child{padding-bottom:0}
.tab-row h2{text-align:left;margin:0;font-size:clamp(28px,2.8vw,36px)}.tab-row h2::after{margin:18px 0 0}
.tab{font-size:17px;line-height:1.75}.tab>:first-child{margin-top:0}.tab>:last-child{margin-bottom:0}
.agents{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,340px));justify-content:center;gap:24px;max-width:1104px;margin:0 auto}
.agent{background:#fff;border:1px solid var(--line);padding:30px 26px;text-align:center}
.agent .portrait{display:block;width:120px;height:160px;object-fit:cover;margin:0 auto 20px;background:var(--line)}
.agent .name{font:500 26px/1.2 var(--serif);margin:0}
.agent .role{font:500 11px/1.4 var(--sans);letter-spacing:.2em;text-transform:uppercase;color:var(--muted);margin:8px 0 16px}
.agent a{display:block;text-decoration:none;margin:4px 0;font-size:14px;overflow-wrap:break-word}.agent a:hover{color:var(--accent)}
.contact{text-align:center;margin-top:44px}
.button{display:inline-block;background:var(--ink);color:#fff;text-decoration:none;font:500 12px/1 var(--sans);letter-spacing:.24em;text-transform:uppercase;padding:18px 34px}
.button:hover{background:var(--accent)}
footer{background:#1b1b1b;color:#cfc8bb;padding:48px 0;text-align:center;font-size:13px}
footer .brand{color:#fff;display:inline-block;margin-bottom:14px}
footer p{margin:6px 0}
.empty{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:24px;background:var(--paper)}
.empty h1{font-size:clamp(34px,5vw,56px);max-width:none;margin:18px 0 24px}
.empty .note{max-width:32em;margin:0 0 32px;color:var(--muted);font-size:17px;line-height:1.6;text-wrap:balance}
.access{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:48px 20px;background:var(--paper)}
.access .card{width:100%;max-width:440px;text-align:center}
.access h1{font-size:clamp(36px,5vw,52px);max-width:none;margin:14px 0 12px}
.access .lead{color:var(--muted);margin:0 0 30px}
.access form{display:grid;gap:12px;text-align:left}
.access label{font:500 11px/1.4 var(--sans);letter-spacing:.2em;text-transform:uppercase;color:var(--muted)}
.access input{width:100%;font:16px/1.4 var(--sans);padding:13px 14px;border:1px solid var(--line);background:#fff;color:var(--ink);border-radius:0}
.access input:focus{outline:2px solid var(--accent);outline-offset:1px}
.access button{border:0;cursor:pointer;width:100%;margin-top:6px}
.access .note{margin:0 0 20px;padding:12px 14px;border:1px solid var(--line);background:#fff;font-size:15px}
.access .note.error{border-color:#b3261e;color:#8c1d18}
.access .or{display:flex;align-items:center;gap:14px;margin:36px 0 22px;font:500 11px/1 var(--sans);letter-spacing:.24em;text-transform:uppercase;color:var(--muted)}
.access .or::before,.access .or::after{content:"";flex:1;height:1px;background:var(--line)}
.access details summary{cursor:pointer;font:500 12px/1.4 var(--sans);letter-spacing:.2em;text-transform:uppercase;list-style:none;padding:4px 0 18px;text-decoration:underline;text-decoration-color:var(--accent);text-underline-offset:6px}
.access details summary::-webkit-details-marker{display:none}
.access .secondary{background:transparent;color:var(--ink);border:1px solid var(--ink)}
.access .secondary:hover{color:#fff}
@media (max-width:640px){.wrap{padding:0 20px}.top{padding:18px 20px}.more summary{width:100%;text-align:center}.top .cta{padding:10px 12px;letter-spacing:.14em}.brand{letter-spacing:.24em;font-size:13px}
.hero .copy{padding-bottom:40px}section{padding:56px 0}.gallery{grid-template-columns:1fr;gap:8px}.gallery figure.wide{aspect-ratio:3/2}
.facts ul{grid-template-columns:repeat(2,1fr);padding:22px 20px}.agents{grid-template-columns:1fr}
.tab-row{grid-template-columns:1fr;gap:16px;padding:36px 0}.facts b{font-size:26px}}
`.replace(/\n/g, '');

export function headTags(title: string, description: string, extra: SafeHtml): SafeHtml {
  return html`<meta charset="utf-8" /><meta
      name="viewport"
      content="width=device-width,initial-scale=1"
    /><title>${title}</title><meta name="description" content="${description}" /><style>
      ${safe(CSS)}</style
    >${extra}`;
}

/** The page of a visible listing. */
export function renderShowcasePage(data: ShowcasePageData, publicUrl: string): RenderedPage {
  const nonce = crypto.randomBytes(16).toString('base64');
  const brand = data.brokerage.name;
  const title = data.title;
  const description = pageDescription(data);
  const [first, ...rest] = data.photos;
  const price = priceText(data);
  const facts = keyFacts(data);
  const sections = showcaseSections(data.displayOptions, data.customTabs.length);
  const where = place(data);
  const alt = (i: number, p: ShowcasePhoto) => p.caption || `${data.headline}, photo ${i + 1}`;
  const og = first ? absolute(publicUrl, sharePhoto(first).url) : null;

  const head = join([
    html`<link rel="canonical" href="${data.pageUrl}" />`,
    html`<meta property="og:type" content="website" /><meta property="og:site_name" content="${brand}" /><meta
        property="og:title"
        content="${title}"
      /><meta property="og:description" content="${description}" /><meta
        property="og:url"
        content="${data.pageUrl}"
      />`,
    when(
      og,
      () =>
        html`<meta property="og:image" content="${og!}" /><meta
            name="twitter:card"
            content="summary_large_image"
          />`,
    ),
    safe(`<script type="application/ld+json">${scriptValue(jsonLd(data, publicUrl))}</script>`),
    trackingHead(data, nonce),
  ]);

  const heroMedia = data.heroVideo
    ? html`<video
        class="media"
        autoplay
        muted
        loop
        playsinline
        preload="metadata"
        src="${data.heroVideo.url}"
        ${data.heroVideo.posterUrl ? html` poster="${data.heroVideo.posterUrl}"` : safe('')}
      ></video>`
    : first
      ? img(first, alt(0, first), '100vw', true, 'media')
      : safe('');

  const body = join([
    when(
      isTrackingId(data.tracking.googleTagManager),
      () =>
        html`<noscript
          ><iframe
            src="https://www.googletagmanager.com/ns.html?id=${data.tracking.googleTagManager!}"
            height="0"
            width="0"
            style="display:none;visibility:hidden"
          ></iframe
        ></noscript>`,
    ),
    // the header bar: the address, the brokerage's name or the custom header (the header option)
    html`<header class="top">
      ${data.header === brand ? html`<a class="brand" href="${data.brokerage.url}">${brand}</a>` : html`<p class="brand">${data.header}</p>`}${data.contactUrl ? html`<a class="cta" href="${data.contactUrl}">Inquire</a>` : safe('')}
    </header>`,
    html`<main>
      <div class="hero">
        ${heroMedia}
        <div class="copy wrap">
          <p class="eyebrow">
            ${data.listingType === 'Rental' ? 'For Rent' : 'For Sale'}${where && data.headline !== where ? ` · ${where}` : ''}
          </p>
          <h1>${data.headline}</h1>
          ${data.subheadline ? html`<p class="sub">${data.subheadline}</p>` : safe('')}${price ? html`<p class="price">${price}</p>` : safe('')}
        </div>
      </div>
    </main>`,
    when(
      facts.length,
      () =>
        html`<div class="facts">
          <ul>
            ${join(facts.map((f) => html`<li><b>${f.value}</b><span>${f.label}</span></li>`))}
          </ul>
        </div>`,
    ),
    when(rest.length || (data.heroVideo && first), () => {
      const shown = data.heroVideo ? data.photos : rest;
      const offset = data.heroVideo ? 0 : 1;
      const figures = (list: ShowcasePhoto[], from: number) =>
        join(
          list.map((p, i) => {
            // a wide photo, then two pairs; a last photo left alone in its row spans it too
            const place = (from + i) % 5;
            const wide = place === 0 || (i === list.length - 1 && (place === 1 || place === 3));
            return html`<figure class="${wide ? 'wide' : ''}">
              <a href="${largest(p).url}"
                >${img(p, alt(from + i + offset, p), wide ? '(max-width: 1200px) 100vw, 1152px' : '(max-width: 640px) 100vw, 576px', false)}</a
              >
            </figure>`;
          }),
        );
      const more = shown.slice(GALLERY_FIRST);
      // the first photos, then the rest behind 'View all' (a closed <details> loads none of them)
      return html`<section id="gallery">
        <div class="wrap">
          <h2>Gallery</h2>
          <div class="gallery">${figures(shown.slice(0, GALLERY_FIRST), 0)}</div>
          ${
            more.length
              ? html`<details class="more">
                  <summary>View all ${String(shown.length)} photos</summary>
                  <div class="gallery">${figures(more, GALLERY_FIRST)}</div>
                </details>`
              : safe('')
          }
        </div>
      </section>`;
    }),
    when(
      data.films.length,
      () =>
        html`<section id="films">
          <div class="wrap">
            <h2>${data.films.length === 1 ? 'Film' : 'Films'}</h2>
            <div class="films">
              ${join(
                data.films.map(
                  (f, i) =>
                    html`<figure>
                      <video
                        controls
                        playsinline
                        preload="none"
                        src="${f.url}"
                        ${f.posterUrl ? html` poster="${f.posterUrl}"` : safe('')}
                        aria-label="${f.title || `Film ${i + 1}`}"
                      ></video>
                      ${f.title ? html`<figcaption>${f.title}</figcaption>` : safe('')}
                    </figure>`,
                ),
              )}
            </div>
          </div>
        </section>`,
    ),
    when(
      sections.features && data.amenities.length,
      () =>
        html`<section id="features">
          <div class="wrap">
            <h2>Features &amp; Amenities</h2>
            <div class="groups">
              ${join(
                data.amenities.map(
                  (g) =>
                    html`<div class="group">
                      <h3>${g.group}</h3>
                      <ul>
                        ${join(g.items.map((i) => html`<li>${i}</li>`))}
                      </ul>
                    </div>`,
                ),
              )}
            </div>
          </div>
        </section>`,
    ),
    // the custom tabs as one editorial section: each title beside its text, in the tabs' order
    when(
      sections.customTabs,
      () =>
        html`<section id="details" class="custom-tabs">
          <div class="wrap">
            ${join(
              data.customTabs.map(
                (t) =>
                  html`<article class="tab-row">
                    <h2>${t.title}</h2>
                    <div class="tab">${safe(sanitizeTabBody(t.body))}</div>
                  </article>`,
              ),
            )}
          </div>
        </section>`,
    ),
    when(
      data.agents.length || data.contactUrl,
      () =>
        html`<section id="contact">
          <div class="wrap">
            <h2>Presented By</h2>
            <div class="agents">
              ${join(
                data.agents.map(
                  (a) =>
                    html`<div class="agent">
                      ${a.photoUrl ? html`<img class="portrait" src="${a.photoUrl}" alt="" width="120" height="160" loading="lazy" decoding="async" />` : safe('')}
                      <p class="name">${a.name}</p>
                      <p class="role">${a.title || 'Listing Agent'}</p>
                      ${a.phone ? html`<a href="tel:${a.phone.replace(/[^0-9+]/g, '')}">${phoneText(a.phone)}</a>` : safe('')}${a.email ? html`<a href="mailto:${a.email}">${a.email}</a>` : safe('')}
                    </div>`,
                ),
              )}
            </div>
            ${data.contactUrl ? html`<p class="contact"><a class="button" href="${data.contactUrl}">Request Information</a></p>` : safe('')}
          </div>
        </section>`,
    ),
    html`</main><footer><div class="wrap"><a class="brand" href="${data.brokerage.url}">${brand}</a><p>${data.headline}${where && data.headline !== where ? ` · ${where}` : ''}</p><p>© ${new Date().getFullYear()} ${brand}. All information is deemed reliable but not guaranteed.</p></div></footer>`,
  ]);

  return {
    html: `<!doctype html><html lang="en"><head>${headTags(title, description, head).html}</head><body>${body.html}</body></html>`,
    csp: csp(data, nonce),
  };
}

/** The calm answer for a listing that is missing, unpublished or private: it names nothing of it. */
const UNAVAILABLE_TEXT = {
  unavailable: { heading: 'This property is not available', text: null },
  lapsed: {
    heading: 'This website is no longer available',
    text: 'The showcase site for this property has closed. Our other homes are on our website.',
  },
} as const;

/** The calm branded page of a site that is not shown: it links to the brokerage, never to the listing. */
export function renderUnavailablePage(
  brand: string,
  brokerageUrl: string,
  kind: keyof typeof UNAVAILABLE_TEXT = 'unavailable',
): RenderedPage {
  const nonce = crypto.randomBytes(16).toString('base64');
  const { heading, text } = UNAVAILABLE_TEXT[kind];
  const body = html`<main class="empty">
    <a class="brand" href="${brokerageUrl}" style="color:var(--ink)">${brand}</a>
    <h1>${heading}</h1>
    ${text ? html`<p class="note">${text}</p>` : safe('')}
    <p><a class="button" href="${brokerageUrl}">Visit ${brand}</a></p>
  </main>`;
  const head = headTags(`${heading} | ${brand}`, `${brand}`, html`<meta name="robots" content="noindex" />`);
  return {
    html: `<!doctype html><html lang="en"><head>${head.html}</head><body>${body.html}</body></html>`,
    csp: csp(null, nonce),
  };
}
