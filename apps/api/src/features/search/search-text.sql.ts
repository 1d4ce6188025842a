import { sql, type SQL } from 'drizzle-orm';

/** One searched word with the words it may stand for: itself as typed, or its corrections. */
export type SearchTerm = { words: string[]; prefix: boolean };

/** A search text read once: its terms (each matched as a word or a word prefix) or an exact phrase. */
export type SearchText =
  { kind: 'empty' } | { kind: 'words'; terms: SearchTerm[] } | { kind: 'phrase'; phrase: string };

/** Small words that would match nearly every title ('Townhouse in Soho'): ignored beside others. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);

/**
 * Typo tolerance: a misspelt word is replaced by the known words within this trigram similarity
 * of it (pg_trgm's `%` default is 0.3) and within CORRECTION_MARGIN of the closest one.
 */
export const CORRECTION = { minSimilarity: 0.3, margin: 0.1, candidates: 5 } as const;

/**
 * Reads the text: wrapped in quotes (the 'all' tab) it is an exact phrase; otherwise its words,
 * each matched as a word or, when longer than one character, as a word prefix.
 */
export function readSearchText(raw: string): SearchText {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const quoted = /^"(.*)"$/.exec(text);
  if (quoted) {
    const phrase = quoted[1].replace(/"/g, '').trim();
    return phrase ? { kind: 'phrase', phrase } : { kind: 'empty' };
  }
  const all = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  const words = (meaningful.length ? meaningful : all).slice(0, 8);
  if (!words.length) return { kind: 'empty' };
  return { kind: 'words', terms: words.map((w) => ({ words: [w], prefix: w.length > 1 })) };
}

/**
 * The typed words that may be corrected when the text matches nothing: names (letters only, four
 * or more). Numbers anchor the search, and identifiers mixing letters and digits (MLS and listing
 * numbers) are matched as typed, so a wrong digit never finds another listing.
 */
export function correctableWords(text: SearchText): string[] {
  if (text.kind !== 'words') return [];
  return text.terms
    .filter((t) => t.words.length === 1 && /^\p{L}{4,}$/u.test(t.words[0]))
    .map((t) => t.words[0]);
}

/** The text with each corrected word replaced by its corrections (any of them may match). */
export function withCorrections(text: SearchText, corrections: Map<string, string[]>): SearchText {
  if (text.kind !== 'words') return text;
  return {
    kind: 'words',
    terms: text.terms.map((t) => {
      const found = t.words.length === 1 ? corrections.get(t.words[0]) : undefined;
      return found ? { words: found, prefix: false } : t;
    }),
  };
}

/** The full-text query of the terms: every term must match, a term by any of its words. */
export function tsQueryOf(terms: SearchTerm[]): string {
  const word = (w: string, prefix: boolean) => (prefix ? `${w}:*` : w);
  return terms
    .map((t) =>
      t.words.length === 1
        ? word(t.words[0], t.prefix)
        : `(${t.words.map((w) => word(w, t.prefix)).join(' | ')})`,
    )
    .join(' & ');
}

/** The match of a table's generated `search_text` / `search_vector` columns for the text. */
export function matchSql(text: SearchText, alias: string): SQL {
  const t = sql.raw(alias);
  switch (text.kind) {
    case 'empty':
      return sql`true`;
    case 'phrase':
      return sql`${t}.search_text like ${`%${escapeLike(text.phrase)}%`}`;
    case 'words':
      return sql`${t}.search_vector @@ to_tsquery('simple', ${tsQueryOf(text.terms)})`;
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
