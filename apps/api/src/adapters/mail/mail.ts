import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = {
  /** 'sandbox' keeps every message in the outbox only; 'smtp' sends it and keeps a copy. */
  kind: 'sandbox' | 'smtp';
  sendMail: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/**
 * The e-mail adapter. Without SMTP_URL the embedded sandbox keeps each message in mail_outbox,
 * where a system administrator reads it (GET /api/admin/outbox). With SMTP_URL
 * (smtp://user:pass@host:587) messages go out through that server and are recorded as well.
 */
export function createMailer(opts: { smtpUrl: string | null; from: string }, db: Db): Mailer {
  return opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.from, db) : createSandboxMailer(db);
}

export function createSandboxMailer(db: Db): Mailer {
  return {
    kind: 'sandbox',
    sendMail: (message) => record(db, message, 'sandbox'),
    close: () => {},
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, db: Db): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // smtp://host?ignoreTLS=true for a local relay without STARTTLS (tests, sandboxes)
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
  });
  return {
    kind: 'smtp',
    sendMail: async (message) => {
      await transport.sendMail({ from, ...message });
      await record(db, message, 'smtp');
    },
    close: () => transport.close(),
  };
}

async function record(db: Db, message: MailMessage, sentVia: 'sandbox' | 'smtp') {
  await db.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    body: message.text,
    sentVia,
  });
}
