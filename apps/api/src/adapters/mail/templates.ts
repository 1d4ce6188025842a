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

/** A showcase domain about to expire: its listing, and the dates as they are written in the message. */
export type ShowcaseDomainExpiringMail = {
  domain: string;
  address: string;
  listingId: number;
  expiresOn: string;
  renewBy: string;
  redeemBy: string;
};

/** A visitor's request for access to a private showcase site, with the signed approval link. */
export type PrivateAccessRequestMail = {
  userName: string;
  email: string;
  phone: string | null;
  listingTitle: string;
  siteUrl: string;
  /** The signed approval link; null when the site gave the visitor a code at once (Auto Generate Code). */
  approvalLink: string | null;
};

/** A client marketing report e-mail: the agent's subject and message, the live report's signed link. */
export type ClientMarketingReportMail = {
  fromName: string;
  fromAddress: string;
  recipientNames: string | null;
  subject: string | null;
  message: string | null;
  address: string;
  /** The live report with the listing's token (absolute). */
  reportUrl: string;
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

  showcaseDomainExpiring: ((d: ShowcaseDomainExpiringMail, b) => {
    const link = url(b, `/eng/listing/${d.listingId}`);
    return {
      subject: `Your showcase domain ${d.domain} for ${d.address} expires on ${d.expiresOn}`,
      text: [
        'Hello,',
        '',
        `Your showcase domain ${d.domain} for ${d.address} expires on ${d.expiresOn}.`,
        '',
        `To keep the showcase site online, open the listing, go to its Showcase Website section and choose Renew (renewal is open until ${d.renewBy}; after that the domain can only be redeemed until ${d.redeemBy}, then the site goes offline):`,
        link,
      ],
      body: html`<p>Hello,</p>
        <p>
          Your showcase domain <strong>${d.domain}</strong> for <strong>${d.address}</strong> expires on
          ${d.expiresOn}.
        </p>
        <p>
          To keep the showcase site online, <a href="${link}">open the listing</a>, go to its Showcase Website
          section and choose <strong>Renew</strong>. Renewal is open until ${d.renewBy}; after that the domain
          can only be redeemed until ${d.redeemBy}, then the site goes offline.
        </p>`,
    };
  }) satisfies Template<ShowcaseDomainExpiringMail>,
  privateSiteAccessRequest: ((d: PrivateAccessRequestMail, _b) => ({
    subject: `${d.approvalLink ? 'Access request' : 'Access code sent'}: ${d.listingTitle}`,
    text: [
      'Hello,',
      '',
      `${d.userName} (${d.email}${d.phone ? `, ${d.phone}` : ''}) ${d.approvalLink ? 'asks for' : 'asked for and received'} access to the private showcase site of ${d.listingTitle}:`,
      d.siteUrl,
      '',
      ...(d.approvalLink
        ? [
            'Approve the request (the visitor then receives their access code by e-mail):',
            d.approvalLink,
            '',
            'If you do not know this person, ignore this message: nothing happens without the link.',
          ]
        : [
            'The site generates codes automatically (Auto Generate Code), so their access code was e-mailed to them at once. You can expire it in the Private Showcase Site tab of the listing.',
          ]),
    ],
    body: html`<p>Hello,</p>
      <p>
        ${d.userName} (<a href="mailto:${d.email}">${d.email}</a>${d.phone ? `, ${d.phone}` : ''})
        ${d.approvalLink ? 'asks for' : 'asked for and received'} access to the private showcase site of
        <a href="${d.siteUrl}">${d.listingTitle}</a>.
      </p>
      ${
        d.approvalLink
          ? html`<p>
                <a href="${d.approvalLink}">Approve the request</a> (the visitor then receives their access
                code by e-mail).
              </p>
              <p>If you do not know this person, ignore this message: nothing happens without the link.</p>`
          : html`<p>
              The site generates codes automatically (Auto Generate Code), so their access code was e-mailed
              to them at once. You can expire it in the Private Showcase Site tab of the listing.
            </p>`
      }`,
  })) satisfies Template<PrivateAccessRequestMail>,

  privateSiteAccessGranted: ((d: { userName: string; accessCode: string; siteUrl: string }, b) => ({
    subject: `Your access to a private ${b.brand} property`,
    text: [
      `Hello ${d.userName},`,
      '',
      'Your request was approved. Open the site and enter your access code:',
      d.siteUrl,
      '',
      `Access code: ${d.accessCode}`,
    ],
    body: html`<p>Hello ${d.userName},</p>
      <p>Your request was approved. <a href="${d.siteUrl}">Open the site</a> and enter your access code:</p>
      <p style="font-size:20px;font-family:monospace;letter-spacing:2px;">${d.accessCode}</p>`,
  })) satisfies Template<{ userName: string; accessCode: string; siteUrl: string }>,

  clientMarketingReport: ((d: ClientMarketingReportMail, b) => ({
    subject: d.subject ?? `${b.brand} marketing report: ${d.address}`,
    text: [
      `Hello${d.recipientNames ? ` ${d.recipientNames}` : ''},`,
      '',
      ...(d.message ? [d.message, ''] : []),
      `The marketing report of ${d.address}, as it stands today:`,
      d.reportUrl,
      '',
      `${d.fromName} (${d.fromAddress}), ${b.brand}`,
    ],
    body: html`<p>Hello${d.recipientNames ? ` ${d.recipientNames}` : ''},</p>
      ${d.message ? html`<p style="white-space:pre-line;">${d.message}</p>` : ''}
      <p>The marketing report of <strong>${d.address}</strong>, as it stands today:</p>
      <p style="margin:24px 0;">
        <a
          href="${d.reportUrl}"
          style="display:inline-block;padding:12px 22px;background:#1f3a5f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;"
          >View the marketing report</a
        >
      </p>
      <p>${d.fromName} (<a href="mailto:${d.fromAddress}">${d.fromAddress}</a>), ${b.brand}</p>`,
  })) satisfies Template<ClientMarketingReportMail>,

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
