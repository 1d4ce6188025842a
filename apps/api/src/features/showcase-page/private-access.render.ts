import crypto from 'node:crypto';
import { html, safe } from '../../adapters/mail/mail-html';
import { csp, headTags, type RenderedPage } from './showcase-page.render';

export type AccessPageState = {
  /** The form's action: /site/{listingId}/access. */
  action: string;
  /** 'domain' when the page was opened on the listing's own domain (the sign-in returns to '/'). */
  from: 'site' | 'domain';
  error?: string;
  notice?: string;
  /** What the visitor typed in the request form, kept after a refusal. */
  request?: { name: string; email: string; phone: string };
};

/**
 * The access page of a private site: an access-code form and a request form, plain HTML forms
 * without script. It names nothing of the listing (a private listing's address is not public).
 */
export function renderPrivateAccessPage(
  brand: string,
  brokerageUrl: string,
  state: AccessPageState,
): RenderedPage {
  const nonce = crypto.randomBytes(16).toString('base64');
  const r = state.request ?? { name: '', email: '', phone: '' };
  const requestOpen = !!state.request;
  const body = html`<main class="access">
    <div class="card">
      <a class="brand" href="${brokerageUrl}" style="color:var(--ink)">${brand}</a>
      <h1>Private Residence</h1>
      <p class="lead">This property is shown by invitation. Enter the access code your agent gave you.</p>
      ${state.error ? html`<p class="note error" role="alert">${state.error}</p>` : safe('')}${state.notice ? html`<p class="note" role="status">${state.notice}</p>` : safe('')}
      <form method="post" action="${state.action}">
        <input type="hidden" name="intent" value="code" /><input
          type="hidden"
          name="from"
          value="${state.from}"
        />
        <label for="code">Access code</label>
        <input
          id="code"
          name="code"
          type="text"
          autocomplete="off"
          autocapitalize="off"
          spellcheck="false"
          maxlength="10"
          required
          ${requestOpen ? safe('') : safe('autofocus')}
        />
        <button class="button" type="submit">View the property</button>
      </form>
      <p class="or">or</p>
      <details ${requestOpen ? safe('open') : safe('')}>
        <summary>Request access</summary>
        <form method="post" action="${state.action}">
          <input type="hidden" name="intent" value="request" /><input
            type="hidden"
            name="from"
            value="${state.from}"
          />
          <label for="name">Name</label>
          <input
            id="name"
            name="name"
            type="text"
            autocomplete="name"
            maxlength="100"
            required
            value="${r.name}"
          />
          <label for="email">E-mail</label>
          <input
            id="email"
            name="email"
            type="email"
            autocomplete="email"
            maxlength="254"
            required
            value="${r.email}"
          />
          <label for="phone">Phone (optional)</label>
          <input id="phone" name="phone" type="tel" autocomplete="tel" maxlength="30" value="${r.phone}" />
          <button class="button secondary" type="submit">Request access</button>
        </form>
      </details>
    </div>
  </main>`;
  const head = headTags(
    `Private Residence | ${brand}`,
    brand,
    html`<meta name="robots" content="noindex" />`,
  );
  return {
    html: `<!doctype html><html lang="en"><head>${head.html}</head><body>${body.html}</body></html>`,
    csp: csp(null, nonce),
  };
}
