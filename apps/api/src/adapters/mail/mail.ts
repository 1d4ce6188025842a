import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/audited-write';
import { mailAttachments, mailOutbox } from '../../db/schema';
import type { JobQueue } from '../../features/jobs/job-queue';
import {
  renderMail,
  type Branding,
  type RenderedMail,
  type TemplateData,
  type TemplateName,
} from './templates';

export type MailAttachment = { fileName: string; contentType: string; content: Buffer };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** A sender's name shown on the installation's own address (MAIL_FROM), which stays the sender. */
  fromName?: string;
  /** Where replies go (the agent who sent a report). */
  replyTo?: string;
};
export type Mailer = {
  /** 'sandbox' keeps every message in the outbox only; 'smtp' sends it and keeps a copy. */
  kind: 'sandbox' | 'smtp';
  /** Records the message in the outbox and, with SMTP, queues its sending; answers its outbox id. */
  send: (message: MailMessage) => Promise<number>;
  /** The same for a template, rendered with the installation's brand and PUBLIC_URL. */
  sendTemplate: <N extends TemplateName>(
    to: string,
    name: N,
    data: TemplateData<N>,
    attachments?: MailAttachment[],
  ) => Promise<number>;
  /** The message of a template, rendered with the installation's brand and PUBLIC_URL. */
  render: <N extends TemplateName>(name: N, data: TemplateData<N>) => RenderedMail;
  /**
   * Records a message inside the caller's transaction (so it exists exactly when the caller's own
   * rows do); call `dispatch` with its id once the transaction has committed.
   */
  recordIn: (tx: DbOrTx, message: MailMessage) => Promise<number>;
  /** Queues the sending of a recorded message (nothing to do without SMTP). */
  dispatch: (outboxId: number) => Promise<void>;
  close: () => void;
};

export type MailConfig = {
  smtpUrl: string | null;
  from: string;
  /** Sending attempts after the first, and the seconds before the first retry (then doubled). */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

/** The job that sends one outbox message; retried with backoff, then a dead letter. */
export const SEND_MAIL_JOB = 'mail-send';

/**
 * The e-mail adapter. Every message is first written to mail_outbox (text, HTML, attachments),
 * where a system administrator reads it as the recipient sees it. Without SMTP_URL that is all:
 * the embedded sandbox. With SMTP_URL (smtp://user:pass@host:587) a job sends it, so a slow or
 * failing mail server never holds a request: retried with backoff, then failed for good (a dead
 * letter on the jobs page, the outbox row marked failed with the error).
 */
export async function createMailer(
  config: MailConfig,
  db: Db,
  jobs: JobQueue,
  branding: Branding,
): Promise<Mailer> {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const retryLimit = config.retryLimit ?? 5;
  if (transport)
    await jobs.registerJob<{ outboxId: number }>(
      SEND_MAIL_JOB,
      async ({ outboxId }, job) => {
        try {
          await deliver(db, transport, config.from, outboxId);
        } catch (err) {
          const isLast = job.retryCount >= retryLimit;
          await db
            .update(mailOutbox)
            .set({ status: isLast ? 'failed' : 'queued', error: (err as Error).message })
            .where(eq(mailOutbox.id, outboxId));
          throw err;
        }
      },
      { retryLimit, retryDelay: config.retryDelaySeconds ?? 30, retryBackoff: true, expireInSeconds: 120 },
    );
  const sentVia = transport ? 'smtp' : 'sandbox';
  const dispatch = async (outboxId: number) => {
    if (transport) await jobs.enqueue(SEND_MAIL_JOB, { outboxId });
  };
  const send = async (message: MailMessage) => {
    const id = await db.transaction((tx) => record(tx, message, sentVia));
    await dispatch(id);
    return id;
  };
  return {
    kind: transport ? 'smtp' : 'sandbox',
    send,
    sendTemplate: (to, name, data, attachments) =>
      send({ to, ...renderMail(name, data, branding), attachments }),
    render: (name, data) => renderMail(name, data, branding),
    recordIn: (tx, message) => record(tx, message, sentVia),
    dispatch,
    close: () => transport?.close(),
  };
}

function smtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // smtp://host?ignoreTLS=true for a local relay without STARTTLS (tests, sandboxes)
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
  });
}

/** Sends one outbox message; a message already sent is not sent again (a repeated run). */
async function deliver(db: Db, transport: Transporter, from: string, outboxId: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
  if (!row || row.status === 'sent') return;
  const attachments = await db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, outboxId));
  await transport.sendMail({
    from: row.fromName ? { name: row.fromName, address: addressOf(from) } : from,
    replyTo: row.replyTo ?? undefined,
    to: row.toAddress,
    subject: row.subject,
    text: row.body,
    html: row.html ?? undefined,
    attachments: attachments.map((a) => ({
      filename: a.fileName,
      contentType: a.contentType,
      content: a.content,
    })),
  });
  await db
    .update(mailOutbox)
    .set({ status: 'sent', error: null, sentAt: new Date().toISOString() })
    .where(eq(mailOutbox.id, outboxId));
}

/** The address of 'Name <address>' or of a bare address. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

async function record(tx: DbOrTx, message: MailMessage, sentVia: 'sandbox' | 'smtp') {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      fromName: message.fromName ?? null,
      replyTo: message.replyTo ?? null,
      sentVia,
      status: sentVia === 'smtp' ? 'queued' : 'kept',
    })
    .returning({ id: mailOutbox.id });
  if (message.attachments?.length)
    await tx.insert(mailAttachments).values(message.attachments.map((a) => ({ outboxId: row.id, ...a })));
  return row.id;
}
