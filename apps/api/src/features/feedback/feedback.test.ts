import { describe, expect, it } from 'vitest';
import { MSG } from '@atrium/domain';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('feedback', () => {
  it('stores feedback from any signed-in user and shows it to a system administrator', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/feedback',
      as: 'guest@meridian.example',
      body: { message: 'The home page is lovely.', page: '/eng/home' },
    });
    expect(sent.statusCode).toBe(201);
    const list = await t.call({ method: 'GET', url: '/api/feedback', as: 'admin@meridian.example' });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({
      id: sent.json().id,
      message: 'The home page is lovely.',
      page: '/eng/home',
      email: 'guest@meridian.example',
    });
  });

  it('refuses an empty message with the sentence', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/feedback',
      as: 'agent@meridian.example',
      body: { message: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.required(['Feedback']));
  });

  it('lets only a system administrator read feedback', async () => {
    const res = await t.call({ method: 'GET', url: '/api/feedback', as: 'staff@meridian.example' });
    expect(res.statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/feedback', body: { message: 'x' } })).statusCode).toBe(
      401,
    );
  });
});
