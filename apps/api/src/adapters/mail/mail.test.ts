import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createMailer } from './mail';

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
};

describe('mail adapter', () => {
  it('keeps the message in the outbox in the embedded sandbox (no SMTP_URL)', async () => {
    const mailer = createMailer({ smtpUrl: null, from: 'Meridian <no-reply@meridian.example>' }, database.db);
    expect(mailer.kind).toBe('sandbox');
    await mailer.sendMail(message);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.at(-1)).toMatchObject({
      toAddress: message.to,
      subject: message.subject,
      body: message.text,
      sentVia: 'sandbox',
    });
    expect(received).toHaveLength(0);
  });

  it('sends through the SMTP server of SMTP_URL with its credentials, and records the message', async () => {
    const mailer = createMailer(
      {
        smtpUrl: `smtp://mailer:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${port}?ignoreTLS=true`,
        from: 'Meridian <no-reply@meridian.example>',
      },
      database.db,
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.sendMail(message);
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'no-reply@meridian.example',
      to: [message.to],
      user: 'mailer',
    });
    expect(received[0].raw).toContain('Subject: Reset your password');
    expect(received[0].raw).toContain('resetpassword?token=abc');
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.at(-1)).toMatchObject({ toAddress: message.to, sentVia: 'smtp' });
  });

  it('fails loudly and records nothing when the SMTP server refuses the credentials', async () => {
    const before = (await database.db.select().from(mailOutbox)).length;
    const mailer = createMailer(
      { smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}?ignoreTLS=true`, from: 'x@meridian.example' },
      database.db,
    );
    await expect(mailer.sendMail(message)).rejects.toThrow();
    mailer.close();
    expect((await database.db.select().from(mailOutbox)).length).toBe(before);
  });
});
