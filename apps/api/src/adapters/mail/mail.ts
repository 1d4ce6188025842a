import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema';
import type { JobQueue } from '../../features/jobs/job-queue';
import { renderMail, type Branding, type TemplateData, type TemplateName } from './templates';

export type MailAttachment = { fileName: string; contentType: string; content: Buffer };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
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
  const send = async (message: MailMessage) => {
    const id = await record(db, message, transport ? 'smtp' : 'sandbox');
    if (transport) await jobs.enqueue(SEND_MAIL_JOB, { outboxId: id });
    return id;
  };
  return {
    kind: transport ? 'smtp' : 'sandbox',
    send,
    sendTemplate: (to, name, data, attachments) =>
      send({ to, ...renderMail(name, data, branding), attachments }),
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
    from,
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

async function record(db: Db, message: MailMessage, sentVia: 'sandbox' | 'smtp') {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
        sentVia,
        status: sentVia === 'smtp' ? 'queued' : 'kept',
      })
      .returning({ id: mailOutbox.id });
    if (message.attachments?.length)
      await tx.insert(mailAttachments).values(message.attachments.map((a) => ({ outboxId: row.id, ...a })));
    return row.id;
  });
}
