import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const ADMIN = 'admin@meridian.example';
const STAFF = 'staff@meridian.example';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('outbox', () => {
  it('shows system administrators each message with its HTML and its attachments', async () => {
    const pdf = Buffer.from('%PDF-1.4 brochure');
    const id = await t.ctx.mailer.sendTemplate(
      'Buyer@Example.com',
      'userPasswordLink',
      { firstName: 'Bea', link: `${t.ctx.config.publicUrl}/oidc/password/reset?token=x` },
      [{ fileName: 'brochure.pdf', contentType: 'application/pdf', content: pdf }],
    );
    const res = await t.call({ method: 'GET', url: '/api/admin/outbox?to=buyer@example.com', as: ADMIN });
    expect(res.statusCode).toBe(200);
    const [message] = res.json().results;
    expect(message).toMatchObject({
      id,
      subject: 'Meridian Atrium: choose your password',
      status: 'kept',
      sentVia: 'sandbox',
    });
    expect(message.html).toContain(
      '<a href="http://127.0.0.1:3999/oidc/password/reset?token=x">Choose your password</a>',
    );
    expect(message.body).toContain('Hello Bea,');
    expect(message.attachments).toEqual([
      {
        id: expect.any(Number),
        fileName: 'brochure.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
      },
    ]);

    const url = `/api/admin/outbox/${id}/attachments/${message.attachments[0].id}`;
    const download = await t.call({ method: 'GET', url, as: ADMIN });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="brochure.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // an attachment is reached only through its own message
    const other = await t.ctx.mailer.send({ to: 'x@example.com', subject: 's', text: 't' });
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/admin/outbox/${other}/attachments/${message.attachments[0].id}`,
          as: ADMIN,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'GET', url, as: STAFF })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/admin/outbox', as: STAFF })).statusCode).toBe(403);
  });

  it('sends a test e-mail with an attachment through the real path, for system administrators only', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/outbox/test',
      as: ADMIN,
      body: { to: 'Ops@Example.com' },
    });
    expect(res.statusCode).toBe(201);
    const list = await t.call({ method: 'GET', url: '/api/admin/outbox?to=ops@example.com', as: ADMIN });
    const [message] = list.json().results;
    expect(message).toMatchObject({
      id: res.json().id,
      subject: 'Meridian Atrium: test message',
      status: 'kept',
    });
    expect(message.body).toContain(`sent by ${ADMIN}`);
    expect(message.attachments[0]).toMatchObject({ fileName: 'atrium-test.txt', contentType: 'text/plain' });
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/admin/outbox/test',
          as: STAFF,
          body: { to: 'a@example.com' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/admin/outbox/test',
          as: ADMIN,
          body: { to: 'not an address' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/admin/outbox/test',
          as: ADMIN,
          body: { to: 'a@example.com', cc: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
