import type { Db } from '../client';
import { sandboxTestimonials } from '../schema';
import type { AgentSeed } from './seed-support';

const QUOTES: Array<[author: string, body: string, rating: number]> = [
  ['Margaret & Tom H.', 'Calm, candid and always a step ahead. We closed above asking in eleven days.', 5],
  ['David R.', 'Knew every street of the neighbourhood and every comparable sale. Worth every call.', 5],
  [
    'The Okafor family',
    'Found us the house before it reached the market, and negotiated the inspection beautifully.',
    5,
  ],
  ['Lena S.', 'Patient through three offers and a long closing. Clear advice at each turn.', 4],
  ['Carlos M.', 'The photography and the open house brought serious buyers from the first weekend.', 5],
  ['Priya & Sam', 'Honest about the price from day one, which is exactly why it sold.', 5],
  ['Eleanor W.', 'Handled a sale from abroad for us without a single surprise.', 4],
  ['James K.', 'A true professional: discreet, responsive and generous with time.', 5],
];

/**
 * The sandbox testimonial service's testimonials for the first agents (the demo agents among
 * them), a few each, so the Agent Testimonials section shows what the service answers.
 */
export async function seedTestimonials(db: Db, agents: AgentSeed[], today: Date) {
  const day = (daysAgo: number) =>
    new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const rows = agents.slice(0, 24).flatMap((agent, i) =>
    Array.from({ length: [3, 2, 0, 1][i % 4] }, (_, k) => {
      const [author, body, rating] = QUOTES[(i * 3 + k) % QUOTES.length];
      return { agentId: agent.id, author, body, rating, date: day(9 + i * 5 + k * 41) };
    }),
  );
  if (rows.length) await db.insert(sandboxTestimonials).values(rows);
}
