import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiTextError, createAiText } from './ai-text';
import type { ListingFacts } from './listing-facts';
import { writeSandboxDraft } from './sandbox-writer';

const facts: ListingFacts = {
  listingType: 'Sale',
  propertyType: 'Condo',
  bedrooms: 2,
  fullBaths: 2,
  halfBaths: null,
  rooms: 5,
  interiorSize: 1450,
  exteriorSize: null,
  lotSize: null,
  lotSizeUnit: null,
  outdoorSpace: 'Terrace',
  yearBuilt: 2009,
  amenities: [
    { group: 'Building Amenities', items: ['Doorman', 'Gym'] },
    { group: 'Roof', items: ['Slate'] },
  ],
  neighborhood: 'Chelsea',
  city: 'New York',
  state: 'NY',
};

let server: http.Server;
let baseUrl: string;
const seen: Array<{
  auth?: string;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}> = [];
let answer: { status: number; content: string | null } = { status: 200, content: '"A calm condo."' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer.content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the AI text adapter', () => {
  it('without AI_BASE_URL the sandbox writes from the facts', async () => {
    const ai = createAiText({ baseUrl: null, apiKey: null, model: 'm', timeoutMs: 1000 });
    expect(ai.mode).toBe('sandbox');
    const d = await ai.draft({ facts, tone: null, maxLength: 4000 });
    expect(d).toEqual({ text: writeSandboxDraft(facts), source: 'sandbox', model: null });
    expect(d.text).toContain('A 2-bedroom condo for sale in Chelsea, New York.');
    expect(d.text).toContain('Building Amenities: Doorman and Gym. Roof: Slate.');
  });

  it.each([
    [8, 'An 8-bedroom'],
    [11, 'An 11-bedroom'],
    [3, 'A 3-bedroom'],
    [null, 'A condo'],
  ])('the sandbox reads %s bedrooms as %j', (bedrooms, start) =>
    expect(writeSandboxDraft({ ...facts, bedrooms }).startsWith(start)).toBe(true),
  );

  it('with it, asks the chat completions API with the facts and the tone as style only', async () => {
    const ai = createAiText({ baseUrl, apiKey: 'k', model: 'test-model', timeoutMs: 5000 });
    const d = await ai.draft({ facts, tone: 'warm', maxLength: 600 });
    expect(d).toEqual({ text: '"A calm condo."', source: 'ai', model: 'test-model' });
    const req = seen.at(-1)!;
    expect(req.auth).toBe('Bearer k');
    expect(req.body.model).toBe('test-model');
    expect(req.body.messages[0]!.content).toContain('Use only the facts');
    expect(req.body.messages[0]!.content).toContain('at most 600 characters');
    expect(req.body.messages[1]!.content).toContain('- Bedrooms: 2');
    expect(req.body.messages[1]!.content).toContain('- Neighborhood: Chelsea');
    expect(req.body.messages[1]!.content).toContain('style only, not facts): warm');
  });

  it('a failing or empty answer is an AiTextError', async () => {
    const ai = createAiText({ baseUrl, apiKey: null, model: 'm', timeoutMs: 5000 });
    answer = { status: 500, content: null };
    await expect(ai.draft({ facts, tone: null, maxLength: 10 })).rejects.toBeInstanceOf(AiTextError);
    answer = { status: 200, content: '  ' };
    await expect(ai.draft({ facts, tone: null, maxLength: 10 })).rejects.toBeInstanceOf(AiTextError);
  });
});
