import { MSG, PASSWORD_MAX, USER_PASSWORD_RESET_HOURS } from '@atrium/domain';
import type { SignInUser } from './oidc-accounts.repo';

/**
 * HTML of the built-in identity provider: plain, calm pages with no script of their own. In demo
 * mode the sign-in page lists the users; otherwise it asks for e-mail and password.
 */

const esc = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const styles = (brand: string) => `
  *{box-sizing:border-box}
  body{margin:0;font-family:"Inter","Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f4f5f7;color:#1d2433;line-height:1.45}
  .bar{background:${brand};color:#fff;padding:14px 32px;display:flex;align-items:center;gap:12px;font-size:15px}
  .bar strong{font-size:17px;letter-spacing:.3px}
  .bar .tag{margin-left:auto;font-size:12px;text-transform:uppercase;letter-spacing:1px;border:1px solid rgba(255,255,255,.5);border-radius:12px;padding:3px 10px}
  main{max-width:760px;margin:40px auto;padding:0 20px}
  main.narrow{max-width:520px}
  .card{background:#fff;border:1px solid #e1e4ea;border-radius:10px;padding:32px 36px;box-shadow:0 1px 3px rgba(16,24,40,.06)}
  .eyebrow{margin:0 0 6px;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:1.2px;color:#6b7385}
  h1{margin:0 0 8px;font-size:26px;font-weight:600}
  .lead{margin:0 0 24px;color:#4a5163;font-size:15px}
  .filter{display:flex;gap:8px;margin-bottom:18px}
  .filter input{flex:1;height:40px;border:1px solid #c9ced8;border-radius:6px;padding:0 12px;font-size:15px}
  .filter input:focus{outline:2px solid ${brand};outline-offset:0;border-color:${brand}}
  button{font:inherit;cursor:pointer}
  .secondary{height:40px;padding:0 16px;border:1px solid #c9ced8;border-radius:6px;background:#fff;color:#1d2433}
  .users{list-style:none;margin:0;padding:0;border:1px solid #e1e4ea;border-radius:8px;overflow:hidden}
  .users li+li{border-top:1px solid #eceef2}
  .user{width:100%;display:flex;align-items:center;gap:14px;padding:12px 16px;border:0;background:#fff;text-align:left;color:inherit}
  .user:hover,.user:focus-visible{background:#f1f4f9;outline:none}
  .avatar{flex:none;width:38px;height:38px;border-radius:50%;background:${brand};color:#fff;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:600}
  .who{flex:1;min-width:0;display:flex;flex-direction:column}
  .who strong{font-weight:600;font-size:15px}
  .who span{color:#5b6375;font-size:13px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
  .roles{display:flex;flex-wrap:wrap;gap:4px;justify-content:flex-end;max-width:55%}
  .chip{font-size:11.5px;background:#eef1f6;color:#2e3a52;border-radius:10px;padding:2px 8px;white-space:nowrap}
  .chip.permission{background:#fff;border:1px solid #d7dce5;color:#5b6375}
  .foot{display:flex;justify-content:space-between;align-items:center;gap:16px;margin-top:18px;color:#6b7385;font-size:13px}
  .link{border:0;background:none;color:${brand};text-decoration:underline;padding:0;white-space:nowrap}
  .empty{padding:28px;text-align:center;color:#6b7385}
  .note{margin-top:18px;font-size:12.5px;color:#555b66;text-align:center}
  .message{font-size:15px;color:#4a5163}
  .actions{margin-top:24px;display:flex;gap:10px}
  .primary{height:40px;padding:0 18px;border:0;border-radius:6px;background:${brand};color:#fff;text-decoration:none;display:inline-flex;align-items:center}
  .demo{display:flex;gap:10px;align-items:flex-start;margin:0 0 22px;padding:12px 14px;border:1px solid #e8c77a;border-radius:8px;background:#fdf6e3;color:#5c4305;font-size:14px;font-weight:500}
  .demo::before{content:"!";flex:none;width:20px;height:20px;border-radius:50%;background:#b7791f;color:#fff;font-size:13px;font-weight:700;display:flex;align-items:center;justify-content:center}
  .form{display:flex;flex-direction:column;gap:16px}
  .field{display:flex;flex-direction:column;gap:6px}
  .field label{font-size:14px;font-weight:600}
  .field input{height:42px;border:1px solid #c9ced8;border-radius:6px;padding:0 12px;font-size:15px}
  .field input:focus{outline:2px solid ${brand};outline-offset:0;border-color:${brand}}
  .hint{font-size:12.5px;color:#5b6375}
  .alert{margin:0 0 18px;padding:10px 14px;border-radius:8px;border:1px solid #f1b8b4;background:#fdecea;color:#8a1c14;font-size:14px}
  .form .primary{justify-content:center;font-size:15px;font-weight:600}
  @media (max-width:600px){
    .bar{padding:12px 16px;flex-wrap:wrap;row-gap:6px}
    .bar .tag{margin-left:0}
    main{margin:20px auto;padding:0 12px}
    .card{padding:22px 18px}
    h1{font-size:22px}
    .user{flex-wrap:wrap}
    .roles{max-width:100%;flex-basis:100%;justify-content:flex-start;padding-left:52px}
    .foot{flex-direction:column;align-items:flex-start;gap:10px}
  }
`;

const DEMO_PROVIDER = 'Built-in demo identity provider';
const PROVIDER = 'Built-in identity provider';

function layout(
  title: string,
  brand: string,
  body: string,
  opts: { provider?: string; isNarrow?: boolean } = {},
) {
  const provider = opts.provider ?? PROVIDER;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Atrium ${esc(provider.replace('Built-in ', '').toLowerCase())}</title><style>${styles(brand)}</style></head>
<body><header class="bar"><strong>Atrium</strong><span>Identity</span><span class="tag">${esc(provider)}</span></header>
<main${opts.isNarrow ? ' class="narrow"' : ''}>${body}</main></body></html>`;
}

const initials = (u: SignInUser) => `${u.firstName[0] ?? ''}${u.lastName[0] ?? ''}`.toUpperCase();

/** The demo sign-in page: every active user, each a button that signs that user in. */
export function signInPage(opts: {
  uid: string;
  users: SignInUser[];
  total: number;
  text: string;
  permissionNames: ReadonlySet<string>;
  brand: string;
}) {
  const { uid, users, total, text } = opts;
  const rows = users
    .map(
      (
        u,
      ) => `<li><button class="user" type="submit" name="email" value="${esc(u.email)}" data-email="${esc(u.email)}">
  <span class="avatar" aria-hidden="true">${esc(initials(u))}</span>
  <span class="who"><strong>${esc(u.firstName)} ${esc(u.lastName)}</strong><span>${esc(u.email)}</span></span>
  <span class="roles">${u.roles
    .map((r) => `<span class="chip${opts.permissionNames.has(r) ? ' permission' : ''}">${esc(r)}</span>`)
    .join('')}</span></button></li>`,
    )
    .join('\n');
  const count =
    total > users.length
      ? `Showing ${users.length} of ${total} users. Filter to find the others.`
      : `${total} user${total === 1 ? '' : 's'}`;
  return layout(
    'Sign in',
    opts.brand,
    `<section class="card">
  <p class="eyebrow">${DEMO_PROVIDER}</p>
  <h1>Sign in to Atrium</h1>
  <p class="demo" role="note" data-testid="demo-sign-in-notice">${esc(MSG.demoSignInNotice)}</p>
  <p class="lead">This page stands in for your organisation's single sign-on (Okta, Microsoft Entra ID, Keycloak).
  Choose a demo user to sign in as; no password is needed.</p>
  <form class="filter" method="get" action="/oidc/interaction/${esc(uid)}" role="search">
    <input name="q" value="${esc(text)}" placeholder="Filter by name or e-mail" aria-label="Filter users by name or e-mail">
    <button class="secondary" type="submit">Filter</button>
  </form>
  <form method="post" action="/oidc/interaction/${esc(uid)}/login">
    ${users.length ? `<ul class="users">${rows}</ul>` : `<p class="empty users">No user matches "${esc(text)}".</p>`}
  </form>
  <div class="foot"><span>${count}</span>
    <form method="post" action="/oidc/interaction/${esc(uid)}/abort"><button class="link" type="submit">Cancel sign-in</button></form>
  </div>
</section>
<p class="note">Configure OIDC_ISSUER and OIDC_CLIENT_ID to sign in with your own identity provider instead.</p>`,
    { provider: DEMO_PROVIDER },
  );
}

const alert = (message: string | null) =>
  message ? `<p class="alert" role="alert">${esc(message)}</p>` : '';

/** The sign-in page of a real deployment: e-mail and password; it never lists the users. */
export function passwordSignInPage(opts: {
  uid: string;
  email: string;
  error: string | null;
  brand: string;
}) {
  const { uid } = opts;
  return layout(
    'Sign in',
    opts.brand,
    `<section class="card">
  <p class="eyebrow">${PROVIDER}</p>
  <h1>Sign in to Atrium</h1>
  <p class="lead">Sign in with your work e-mail address and your password.</p>
  ${alert(opts.error)}
  <form class="form" method="post" action="/oidc/interaction/${esc(uid)}/login">
    <div class="field"><label for="email">E-mail</label>
      <input id="email" name="email" type="email" value="${esc(opts.email)}" autocomplete="username" required ${opts.email ? '' : 'autofocus'}></div>
    <div class="field"><label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" maxlength="${PASSWORD_MAX}" required ${opts.email ? 'autofocus' : ''}></div>
    <button class="primary" type="submit">Sign in</button>
  </form>
  <div class="foot"><span>Forgotten your password? A system administrator can send you a link to choose a new one.</span>
    <form method="post" action="/oidc/interaction/${esc(uid)}/abort"><button class="link" type="submit">Cancel sign-in</button></form>
  </div>
</section>`,
    { isNarrow: true },
  );
}

/** The page of an e-mailed reset link: a new password, twice, with the rule under the field. */
export function resetPasswordPage(opts: { token: string; error: string | null; brand: string }) {
  return layout(
    'Choose your password',
    opts.brand,
    `<section class="card">
  <p class="eyebrow">${PROVIDER}</p>
  <h1>Choose your password</h1>
  <p class="lead">This link works once and for ${USER_PASSWORD_RESET_HOURS} hours after it was sent.</p>
  ${alert(opts.error)}
  <form class="form" method="post" action="/oidc/password/reset">
    <input type="hidden" name="token" value="${esc(opts.token)}">
    <div class="field"><label for="password">New password</label>
      <input id="password" name="password" type="password" autocomplete="new-password" maxlength="${PASSWORD_MAX}" required autofocus aria-describedby="password-rule">
      <span class="hint" id="password-rule">${esc(MSG.passwordStrength)}</span></div>
    <div class="field"><label for="confirmPassword">Confirm password</label>
      <input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" maxlength="${PASSWORD_MAX}" required></div>
    <button class="primary" type="submit">Set password</button>
  </form>
</section>`,
    { isNarrow: true },
  );
}

/** After a reset link set the password, or when the link cannot be used. */
export function resetResultPage(opts: { isDone: boolean; publicUrl: string; brand: string }) {
  return layout(
    opts.isDone ? 'Password set' : 'Link not valid',
    opts.brand,
    `<section class="card"><p class="eyebrow">${PROVIDER}</p>
<h1>${opts.isDone ? 'Your password is set' : 'This link cannot be used'}</h1>
<p class="message" role="${opts.isDone ? 'status' : 'alert'}">${esc(opts.isDone ? MSG.passwordResetDone : MSG.passwordResetLinkInvalid)}</p>
<div class="actions"><a class="primary" href="${esc(opts.publicUrl)}/eng/home">Sign in to Atrium</a></div></section>`,
    { isNarrow: true },
  );
}

export function errorPage(message: string, publicUrl: string, brand: string) {
  return layout(
    'Sign-in problem',
    brand,
    `<section class="card"><p class="eyebrow">${PROVIDER}</p><h1>Sign-in could not continue</h1>
<p class="message">${esc(message)}</p>
<div class="actions"><a class="primary" href="${esc(publicUrl)}/eng/home">Start again</a></div></section>`,
  );
}

/** The address of the sign-out page's script, served by the API (see SIGN_OUT_SCRIPT). */
export const SIGN_OUT_SCRIPT_PATH = '/oidc/assets/sign-out.js';

/**
 * Submits the end-session confirmation at once, so signing out needs no extra click. A file of
 * its own, not an inline script: the Content-Security-Policy runs no inline script.
 */
export const SIGN_OUT_SCRIPT = `var f = document.getElementById('op.logoutForm');
if (f) {
  var i = document.createElement('input');
  i.type = 'hidden';
  i.name = 'logout';
  i.value = 'yes';
  f.appendChild(i);
  f.submit();
}
`;

/** The end-session confirmation: submitted at once by SIGN_OUT_SCRIPT; the button is the fallback. */
export function logoutPage(form: string, brand: string) {
  return layout(
    'Signing out',
    brand,
    `<section class="card"><p class="eyebrow">${PROVIDER}</p><h1>Signing out…</h1>
${form}
<p class="message">You are being signed out of Atrium.</p>
<div class="actions"><button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></div>
<script src="${SIGN_OUT_SCRIPT_PATH}"></script>
</section>`,
  );
}

export function signedOutPage(publicUrl: string, brand: string) {
  return layout(
    'Signed out',
    brand,
    `<section class="card"><p class="eyebrow">${PROVIDER}</p><h1>You are signed out</h1>
<div class="actions"><a class="primary" href="${esc(publicUrl)}/eng/home">Sign in again</a></div></section>`,
  );
}
