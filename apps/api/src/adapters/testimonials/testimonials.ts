import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxTestimonials } from '../../db/schema';

/**
 * The testimonial service, where agents' client testimonials are collected and managed. Real:
 * its REST API (TESTIMONIALS_URL, with TESTIMONIALS_API_KEY as a bearer token). Sandbox (no URL):
 * testimonials kept in this database and labelled sandbox. Either way the screen offers the
 * service's log-in and learn-more links (TESTIMONIALS_LOGIN_URL, TESTIMONIALS_LEARN_MORE_URL).
 */
export type Testimonial = { id: string; author: string; body: string; rating: number | null; date: string };

export type TestimonialsConfig = {
  baseUrl: string | null;
  apiKey: string | null;
  loginUrl: string;
  learnMoreUrl: string;
  timeoutMs: number;
};

export type Testimonials = {
  mode: 'sandbox' | 'service';
  loginUrl: string;
  learnMoreUrl: string;
  forAgent: (agentId: number) => Promise<Testimonial[]>;
};

export class TestimonialsError extends Error {}

export function testimonialsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TestimonialsConfig {
  return {
    baseUrl: env.TESTIMONIALS_URL?.replace(/\/+$/, '') || null,
    apiKey: env.TESTIMONIALS_API_KEY || null,
    loginUrl: env.TESTIMONIALS_LOGIN_URL || 'https://testimonials.example/login',
    learnMoreUrl: env.TESTIMONIALS_LEARN_MORE_URL || 'https://testimonials.example/learn-more',
    timeoutMs: Number(env.TESTIMONIALS_TIMEOUT_MS) || 5000,
  };
}

export function createTestimonials(config: TestimonialsConfig, db: Db): Testimonials {
  const links = { loginUrl: config.loginUrl, learnMoreUrl: config.learnMoreUrl };
  if (!config.baseUrl) {
    return {
      mode: 'sandbox',
      ...links,
      forAgent: async (agentId) => {
        const rows = await db
          .select()
          .from(sandboxTestimonials)
          .where(and(eq(sandboxTestimonials.agentId, agentId), eq(sandboxTestimonials.isPublished, true)))
          .orderBy(desc(sandboxTestimonials.date), desc(sandboxTestimonials.id));
        return rows.map((r) => ({
          id: String(r.id),
          author: r.author,
          body: r.body,
          rating: r.rating,
          date: r.date,
        }));
      },
    };
  }
  const baseUrl = config.baseUrl;
  return {
    mode: 'service',
    ...links,
    forAgent: async (agentId) => {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/agents/${agentId}/testimonials`, {
          headers: {
            accept: 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        throw new TestimonialsError(`testimonial service unreachable: ${(err as Error).message}`);
      }
      if (res.status === 404) return [];
      if (!res.ok) throw new TestimonialsError(`testimonial service answered ${res.status}`);
      const data = (await res.json()) as { testimonials?: unknown } | unknown[];
      const list = Array.isArray(data)
        ? data
        : Array.isArray((data as { testimonials?: unknown }).testimonials)
          ? (data as { testimonials: unknown[] }).testimonials
          : [];
      return list.map((raw, i) => {
        const x = raw as Record<string, unknown>;
        return {
          id: String(x.id ?? i + 1),
          author: String(x.author ?? x.name ?? ''),
          body: String(x.body ?? x.text ?? ''),
          rating: typeof x.rating === 'number' ? Math.round(x.rating) : null,
          date: String(x.date ?? '').slice(0, 10),
        };
      });
    },
  };
}
