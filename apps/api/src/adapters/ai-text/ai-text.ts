import { factLines, type ListingFacts } from './listing-facts';
import { writeSandboxDraft } from './sandbox-writer';

export type AiTextConfig = {
  /** An OpenAI-compatible API (…/v1): set, drafts come from its chat completions; unset, the sandbox writes. */
  baseUrl: string | null;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
};

export type AiDraftRequest = {
  facts: ListingFacts;
  /** A person's wishes for the tone; never a source of facts. */
  tone: string | null;
  /** The body's limit in characters. */
  maxLength: number;
};

export type AiDraft = { text: string; source: 'sandbox' | 'ai'; model: string | null };

/** Writes ad copy drafts: the embedded sandbox or an OpenAI-compatible chat completions API. */
export type AiText = { mode: 'sandbox' | 'real'; draft: (req: AiDraftRequest) => Promise<AiDraft> };

/** Thrown when the model's API fails or answers nothing usable. */
export class AiTextError extends Error {}

/** The instructions the model gets: only the facts given, the property not the people, plain text. */
export function systemPrompt(maxLength: number): string {
  return [
    'You write real-estate advertising copy for a luxury brokerage.',
    'Use only the facts listed by the user. Do not invent rooms, sizes, views, amenities, prices, schools or places.',
    'Describe the property and its location, never the people who should live there: do not mention or prefer any',
    'family status, children, age, sex, religion, race, colour, national origin or disability, and do not call the',
    'neighborhood exclusive or restricted.',
    `Answer with the ad copy only, as plain text in short paragraphs, no markdown, at most ${maxLength} characters.`,
  ].join(' ');
}

export function userPrompt(req: AiDraftRequest): string {
  const tone = req.tone?.trim();
  return [
    'Facts of the listing:',
    ...factLines(req.facts).map((l) => `- ${l}`),
    ...(tone ? ['', `Tone requested by the agent (style only, not facts): ${tone.slice(0, 1000)}`] : []),
  ].join('\n');
}

export function createAiText(config: AiTextConfig): AiText {
  if (!config.baseUrl)
    return {
      mode: 'sandbox',
      draft: async (req) => ({ text: writeSandboxDraft(req.facts), source: 'sandbox', model: null }),
    };
  const url = `${config.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    mode: 'real',
    draft: async (req) => {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.4,
            messages: [
              { role: 'system', content: systemPrompt(req.maxLength) },
              { role: 'user', content: userPrompt(req) },
            ],
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        throw new AiTextError(`AI text: ${(err as Error).message}`);
      }
      if (!res.ok) throw new AiTextError(`AI text: HTTP ${res.status}`);
      const json = (await res.json().catch(() => null)) as {
        choices?: Array<{ message?: { content?: string } }>;
      } | null;
      const text = json?.choices?.[0]?.message?.content?.trim();
      if (!text) throw new AiTextError('AI text: empty answer');
      return { text, source: 'ai', model: config.model };
    },
  };
}
