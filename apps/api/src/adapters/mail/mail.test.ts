import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { mailAttachments, mailOutbox } from '../../db/schema';
import { createJobQueue } from '../../features/jobs/job-queue';
import { createMailer, type MailConfig, type Mailer } from './mail';
import { renderMail } from './templates';

type Received = { from: string; to: string[]; raw: string; user?: string };

let database: Database;
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret/pass')
        return cb(null, { user: auth.username });
      return cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        cb();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

const message = {
  to: 'pat@studio.example',
  subject: 'Reset your password',
  text: 'Open https://atrium.example/photographer/resetpassword?token=abc',
  html: '<p>Open <a href="https://atrium.example/photographer/resetpassword?token=abc">the link</a></p>',
  attachments: [
    { fileName: 'terms.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 terms') },
  ],
};
const branding = { brand: 'Meridian', brandColor: '#1f3a5f', publicUrl: 'https://atrium.example' };
const GOOD = () => `smtp://mailer:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${port}?ignoreTLS=true`;

async function until(probe: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}
const outboxRow = async (id: number) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

/** A mailer with its own job queue, stopped at the end of the test. */
async function withMailer(config: MailConfig, use: (mailer: Mailer) => Promise<void>) {
  const jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
  const mailer = await createMailer(config, database.db, jobs, branding);
  await jobs.start();
  try {
    await use(mailer);
  } finally {
    mailer.close();
    await jobs.stop();
  }
}

describe('mail adapter', () => {
  it('keeps the message, its HTML and its attachments in the outbox in the embedded sandbox (no SMTP_URL)', async () => {
    await withMailer({ smtpUrl: null, from: 'Meridian <no-reply@meridian.example>' }, async (mailer) => {
      expect(mailer.kind).toBe('sandbox');
      const id = await mailer.send(message);
      expect(await outboxRow(id)).toMatchObject({
        toAddress: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html,
        sentVia: 'sandbox',
        status: 'kept',
      });
      const [attachment] = await database.db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.outboxId, id));
      expect(attachment).toMatchObject({ fileName: 'terms.pdf', contentType: 'application/pdf' });
      expect(attachment.content.equals(message.attachments[0].content)).toBe(true);
      expect(received).toHaveLength(0);
    });
  });

  it('sends through the SMTP server of SMTP_URL by a job, with its credentials and attachments, and marks it sent', async () => {
    await withMailer({ smtpUrl: GOOD(), from: 'Meridian <no-reply@meridian.example>' }, async (mailer) => {
      expect(mailer.kind).toBe('smtp');
      const id = await mailer.sendTemplate(
        'pat@studio.example',
        'photographerReset',
        {
          firstName: 'Pat <b>',
          link: 'https://atrium.example/photographer/resetpassword?token=abc',
        },
        message.attachments,
      );
      expect((await outboxRow(id)).status).toBe('queued'); // the request does not wait for the server
      await until(async () => (await outboxRow(id)).status === 'sent');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        from: 'no-reply@meridian.example',
        to: ['pat@studio.example'],
        user: 'mailer',
      });
      expect(received[0].raw).toContain('Subject: Meridian photographer access: reset your password');
      // quoted-printable: soft line breaks and '=' as =3D
      expect(received[0].raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain('resetpassword?token=abc');
      expect(received[0].raw).toContain('filename=terms.pdf');
      expect((await outboxRow(id)).sentAt).not.toBeNull();
    });
  });

  it('retries a message the SMTP server refuses, then keeps it failed with the error (a dead letter)', async () => {
    received.length = 0;
    await withMailer(
      {
        smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}?ignoreTLS=true`,
        from: 'x@meridian.example',
        retryLimit: 1,
        retryDelaySeconds: 1,
      },
      async (mailer) => {
        const id = await mailer.send(message);
        await until(async () => (await outboxRow(id)).status === 'failed');
        expect((await outboxRow(id)).error).toMatch(/Invalid login|Invalid username/);
        const jobOf = async () =>
          (
            await database.executeSql(
              `select state::text as state, retry_count from pgboss.job where name = 'mail-send' and data->>'outboxId' = $1`,
              [String(id)],
            )
          ).rows as Array<{ state: string; retry_count: number }>;
        await until(async () => (await jobOf())[0]?.state === 'failed');
        expect(await jobOf()).toEqual([{ state: 'failed', retry_count: 1 }]);
        expect(received).toHaveLength(0);
      },
    );
  });
});

describe('mail templates', () => {
  it('wraps each template in the branded layout with links from PUBLIC_URL and escapes the data', () => {
    const mail = renderMail(
      'photographerAlreadyRegistered',
      { firstName: 'Pat <script>', link: 'https://atrium.example/x?token=a&b=1' },
      branding,
    );
    expect(mail.subject).toBe('Meridian photographer access: you already have an account');
    expect(mail.text).toContain('sign in at https://atrium.example/photographer/login');
    expect(mail.html).toContain('background:#1f3a5f');
    expect(mail.html).toContain('href="https://atrium.example/photographer/login"');
    expect(mail.html).toContain('href="https://atrium.example/x?token=a&#38;b=1"');
    expect(mail.html).toContain('Hello Pat &#60;script&#62;,');
    expect(mail.html).not.toContain('<script>');
  });

  it('refuses a brand colour that is not a colour', () => {
    const mail = renderMail(
      'userPasswordLink',
      { firstName: 'Al', link: 'https://x.example/l' },
      { ...branding, brandColor: 'red;background:url(x)' },
    );
    expect(mail.html).not.toContain('url(x)');
  });
});
