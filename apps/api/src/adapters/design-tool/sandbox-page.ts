import { escapeHtml as esc } from '../mail/mail-html';

/**
 * The sandbox design tool's page: the chosen template's first page filled with the listing, as
 * the real tool would open it. Self-contained HTML (styles inline, the photo as a data URI) with
 * its own Content-Security-Policy: no script at all.
 */
export type SandboxPage = {
  toolName: string;
  brand: string;
  template: { name: string; category: string; pageCount: number };
  listing: { address: string; place: string; price: string; listingNumber: string | null; agents: string[] };
  /** The listing's first photo (data: URI), or null when it has none. */
  photo: string | null;
};

export const SANDBOX_PAGE_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export function renderSandboxPage(p: SandboxPage): string {
  const photo = p.photo
    ? `<img class="photo" src="${esc(p.photo)}" alt="Photo of ${esc(p.listing.address)}">`
    : `<div class="photo empty" role="img" aria-label="No photo yet">No photo yet</div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(p.template.name)} · ${esc(p.toolName)}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#eceae6;color:#1d2433}
  header{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;align-items:center;padding:12px 20px;background:#1f3a5f;color:#fff}
  header h1{font-size:18px;margin:0;font-weight:600}
  .badge{font-size:12px;border:1px solid #f0e6d2;color:#f0e6d2;border-radius:12px;padding:2px 10px}
  main{max-width:900px;margin:24px auto;padding:0 16px}
  .page{background:#fff;box-shadow:0 2px 14px rgba(0,0,0,.15);padding:clamp(16px,4vw,40px);display:grid;gap:18px}
  .brand{letter-spacing:.35em;text-transform:uppercase;font-size:14px;color:#8a6d3b}
  .photo{width:100%;aspect-ratio:3/2;object-fit:cover;display:block;background:#d8d4cc}
  .photo.empty{display:grid;place-items:center;color:#555}
  .title{font-family:Georgia,serif;font-size:clamp(24px,5vw,40px);margin:0;line-height:1.15}
  .place{margin:0;color:#444}
  .price{font-family:Georgia,serif;font-size:clamp(20px,4vw,28px);margin:0;color:#1f3a5f}
  .meta{font-size:14px;color:#555;margin:0}
  p.note{font-size:14px;color:#333}
</style></head>
<body>
<header><h1>${esc(p.toolName)}: ${esc(p.template.name)}</h1><span class="badge">Sandbox design tool</span></header>
<main>
  <section class="page" aria-label="Page 1 of ${p.template.pageCount}">
    <div class="brand">${esc(p.brand)}</div>
    ${photo}
    <h2 class="title" data-testid="design-address">${esc(p.listing.address)}</h2>
    <p class="place">${esc(p.listing.place)}</p>
    <p class="price" data-testid="design-price">${esc(p.listing.price)}</p>
    <p class="meta">${esc([p.template.category, p.listing.listingNumber, p.listing.agents.join(', ')].filter(Boolean).join(' · '))}</p>
  </section>
  <p class="note">This is the embedded sandbox of the design tool: set DESIGN_TOOL_URL to hand listings to the real tool.</p>
</main>
</body></html>`;
}
