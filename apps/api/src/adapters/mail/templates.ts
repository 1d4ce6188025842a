import { PHOTOGRAPHER_RESET_MINUTES, USER_PASSWORD_RESET_HOURS } from '@atrium/domain';
import { html, type SafeHtml } from './mail-html';

/** What every message carries of the installation: the brand, its colour, the public address. */
export type Branding = { brand: string; brandColor: string; publicUrl: string };

export type RenderedMail = { subject: string; text: string; html: string };

/** An invitation to photograph a listing: who invites, their message, the listing's address. */
export type PhotographerInviteMail = {
  inviterName: string;
  inviterEmail: string;
  message: string;
  address: string;
};

/** Images shared by e-mail: the sender's title and message, the record's address, the zip link. */
export type ImageShareMail = {
  title: string;
  message: string | null;
  sharerName: string;
  sharerEmail: string;
  address: string;
  imageCount: number;
  token: string;
  /** The day the link stops working (YYYY-MM-DD, UTC). */
  expiresOn: string;
};

type Template<D> = (data: D, b: Branding) => { subject: string; text: string[]; body: SafeHtml };

/** A link into the product: always from PUBLIC_URL, never from the request. */
const url = (b: Branding, path: string) => `${b.publicUrl}${path}`;

/**
 * The e-mail templates: one per message, each with its text and HTML versions written side by
 * side; `renderMail` wraps the HTML in the branded layout.
 */
export const TEMPLATES = {
  photographerWelcome: ((d: { firstName: string; link: string }, b) => ({
    subject: `${b.brand} photographer access: choose your password`,
    text: [
      `Hello ${d.firstName},`,
      '',
      `Your ${b.brand} photographer account is ready. Open this link to choose your password (it works once and expires in ${PHOTOGRAPHER_RESET_MINUTES} minutes):`,
      `${d.link}&welcome=1`,
      '',
      `When it has expired, ask for a new one at ${url(b, '/photographer/forgotpassword')}.`,
      'If you did not ask for an account, ignore this message: nobody can sign in to it without this link.',
    ],
    body: html`<p>Hello ${d.firstName},</p>
      <p>Your ${b.brand} photographer account is ready.</p>
      <p>
        <a href="${d.link}&amp;welcome=1">Choose your password</a> (the link works once and expires in
        ${PHOTOGRAPHER_RESET_MINUTES} minutes).
      </p>
      <p>
        If you did not ask for an account, ignore this message: nobody can sign in to it without this link.
      </p>`,
  })) satisfies Template<{ firstName: string; link: string }>,

  photographerAlreadyRegistered: ((d: { firstName: string; link: string }, b) => ({
    subject: `${b.brand} photographer access: you already have an account`,
    text: [
      `Hello ${d.firstName},`,
      '',
      `Someone tried to create a ${b.brand} photographer account with this address, which already has one.`,
      `If it was you, sign in at ${url(b, '/photographer/login')}, or choose a new password with this link (it works once and expires in ${PHOTOGRAPHER_RESET_MINUTES} minutes):`,
      d.link,
      '',
      'If it was not you, ignore this message: nothing has changed.',
    ],
    body: html`<p>Hello ${d.firstName},</p>
      <p>
        Someone tried to create a ${b.brand} photographer account with this address, which already has one.
      </p>
      <p>
        If it was you, <a href="${url(b, '/photographer/login')}">sign in</a>, or
        <a href="${d.link}">choose a new password</a> (the link works once and expires in
        ${PHOTOGRAPHER_RESET_MINUTES} minutes).
      </p>
      <p>If it was not you, ignore this message: nothing has changed.</p>`,
  })) satisfies Template<{ firstName: string; link: string }>,

  photographerReset: ((d: { firstName: string; link: string }, b) => ({
    subject: `${b.brand} photographer access: reset your password`,
    text: [
      `Hello ${d.firstName},`,
      '',
      `Someone asked to reset the password of your ${b.brand} photographer account.`,
      `Open this link to choose a new password (it works once and expires in ${PHOTOGRAPHER_RESET_MINUTES} minutes):`,
      d.link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
    body: html`<p>Hello ${d.firstName},</p>
      <p>Someone asked to reset the password of your ${b.brand} photographer account.</p>
      <p>
        <a href="${d.link}">Choose a new password</a> (the link works once and expires in
        ${PHOTOGRAPHER_RESET_MINUTES} minutes).
      </p>
      <p>If you did not ask for this, ignore this message: your password stays as it is.</p>`,
  })) satisfies Template<{ firstName: string; link: string }>,

  photographerInvite: ((d: PhotographerInviteMail, b) => ({
    subject: `${b.brand}: ${d.inviterName} invites you to photograph ${d.address}`,
    text: [
      'Hello,',
      '',
      `${d.inviterName} (${d.inviterEmail}) of ${b.brand} invites you to upload photos of ${d.address}:`,
      '',
      d.message,
      '',
      `Sign in to the ${b.brand} photographer area to upload them: ${url(b, '/photographer/login')}`,
      `No account yet? Register with this e-mail address: ${url(b, '/photographer/register')}`,
    ],
    body: html`<p>Hello,</p>
      <p>
        ${d.inviterName} (<a href="mailto:${d.inviterEmail}">${d.inviterEmail}</a>) of ${b.brand} invites you
        to upload photos of <strong>${d.address}</strong>:
      </p>
      <p style="white-space:pre-line;">${d.message}</p>
      <p>
        <a href="${url(b, '/photographer/login')}">Sign in to the photographer area</a> to upload them. No
        account yet? <a href="${url(b, '/photographer/register')}">Register</a> with this e-mail address.
      </p>`,
  })) satisfies Template<PhotographerInviteMail>,

  userPasswordLink: ((d: { firstName: string; link: string }, b) => ({
    subject: `${b.brand} Atrium: choose your password`,
    text: [
      `Hello ${d.firstName},`,
      '',
      `A system administrator of ${b.brand} Atrium sent you this link to choose your password.`,
      `It works once and expires in ${USER_PASSWORD_RESET_HOURS} hours:`,
      d.link,
      '',
      'If you did not expect this message, ignore it and tell your administrator.',
    ],
    body: html`<p>Hello ${d.firstName},</p>
      <p>A system administrator of ${b.brand} Atrium sent you this link to choose your password.</p>
      <p>
        <a href="${d.link}">Choose your password</a> (the link works once and expires in
        ${USER_PASSWORD_RESET_HOURS} hours).
      </p>
      <p>If you did not expect this message, ignore it and tell your administrator.</p>`,
  })) satisfies Template<{ firstName: string; link: string }>,

  imageShare: ((d: ImageShareMail, b) => {
    const link = url(b, `/api/share/${d.token}`);
    const images = `${d.imageCount} image${d.imageCount === 1 ? '' : 's'}`;
    return {
      subject: d.title,
      text: [
        'Hello,',
        '',
        `${d.sharerName} (${d.sharerEmail}) of ${b.brand} shared ${images} of ${d.address} with you.`,
        ...(d.message ? ['', d.message] : []),
        '',
        `Download them as one zip file (the link works until ${d.expiresOn}):`,
        link,
      ],
      body: html`<p>Hello,</p>
        <p>
          ${d.sharerName} (<a href="mailto:${d.sharerEmail}">${d.sharerEmail}</a>) of ${b.brand} shared
          ${images} of <strong>${d.address}</strong> with you.
        </p>
        ${d.message ? html`<p style="white-space:pre-line;">${d.message}</p>` : ''}
        <p>
          <a href="${link}">Download the images</a> (one zip file; the link works until ${d.expiresOn}).
        </p>`,
    };
  }) satisfies Template<ImageShareMail>,

  testMessage: ((d: { requestedBy: string }, b) => ({
    subject: `${b.brand} Atrium: test message`,
    text: [
      'Hello,',
      '',
      `This is a test message from ${b.brand} Atrium, sent by ${d.requestedBy} to check the e-mail settings.`,
      'The attached file shows how attachments arrive.',
      '',
      `Atrium: ${url(b, '/eng/home')}`,
    ],
    body: html`<p>Hello,</p>
      <p>
        This is a test message from ${b.brand} Atrium, sent by ${d.requestedBy} to check the e-mail settings.
      </p>
      <p>The attached file shows how attachments arrive.</p>
      <p><a href="${url(b, '/eng/home')}">Open Atrium</a></p>`,
  })) satisfies Template<{ requestedBy: string }>,
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<N extends TemplateName> = Parameters<(typeof TEMPLATES)[N]>[0];

const COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/** The message of a template, its HTML inside the branded layout (inline styles: mail clients). */
export function renderMail<N extends TemplateName>(
  name: N,
  data: TemplateData<N>,
  b: Branding,
): RenderedMail {
  const { subject, text, body } = (TEMPLATES[name] as Template<TemplateData<N>>)(data, b);
  const color = COLOR.test(b.brandColor) ? b.brandColor : '#1f3a5f';
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2433;"
      >
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:#f4f5f7;padding:24px 12px;"
        >
          <tr>
            <td align="center">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;"
              >
                <tr>
                  <td
                    style="background:${color};padding:18px 24px;color:#ffffff;font-size:20px;font-weight:bold;"
                  >
                    ${b.brand}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px;font-size:15px;line-height:1.55;">${body}</td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;border-top:1px solid #e3e6ea;font-size:12px;color:#5b6472;">
                    ${b.brand} · <a href="${b.publicUrl}" style="color:${color};">${b.publicUrl}</a>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
  return { subject, text: text.join('\n'), html: page.html };
}
