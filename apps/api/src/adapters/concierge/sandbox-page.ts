import { escapeHtml as esc } from '../mail/mail-html';

/**
 * The sandbox concierge's page: where the real portal would greet the signed-in user. Static HTML,
 * styles inline, no script (its Content-Security-Policy allows none).
 */
export type ConciergeSandboxPage = { name: string; brand: string; fullName: string; login: string };

export const CONCIERGE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function renderConciergeSandboxPage(p: ConciergeSandboxPage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(p.name)} · ${esc(p.brand)}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f4f2ee;color:#1d2433}
  header{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;align-items:center;padding:14px 20px;background:#1f3a5f;color:#fff}
  header h1{font-size:18px;margin:0;font-weight:600}
  .badge{font-size:12px;border:1px solid #f0e6d2;color:#f0e6d2;border-radius:12px;padding:2px 10px}
  main{max-width:720px;margin:32px auto;padding:0 16px}
  .card{background:#fff;border-radius:12px;box-shadow:0 2px 14px rgba(0,0,0,.08);padding:clamp(20px,4vw,36px)}
  .brand{letter-spacing:.35em;text-transform:uppercase;font-size:13px;color:#8a6d3b;margin:0 0 12px}
  h2{font-family:Georgia,serif;font-size:clamp(24px,5vw,34px);margin:0 0 8px;line-height:1.2}
  p{line-height:1.5}
  .login{color:#444;margin:0 0 20px}
  ul{padding-left:20px;margin:0}
  .note{font-size:14px;color:#555;margin-top:24px}
</style></head>
<body>
<header><h1>${esc(p.name)}</h1><span class="badge">Sandbox concierge</span></header>
<main>
  <section class="card" aria-label="Signed in">
    <p class="brand">${esc(p.brand)}</p>
    <h2 data-testid="concierge-welcome">Welcome, ${esc(p.fullName)}</h2>
    <p class="login" data-testid="concierge-login">Signed in as ${esc(p.login)}</p>
    <p>Here the concierge would list your sellers' home-preparation projects: staging, repairs and
    cleaning, paid up front and settled at closing.</p>
  </section>
  <p class="note">This is the embedded sandbox of the concierge: set CONCIERGE_URL to send users to the real portal.</p>
</main>
</body></html>`;
}
