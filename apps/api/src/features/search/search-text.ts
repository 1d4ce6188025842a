import { sql, type SQL } from 'drizzle-orm';

/** A search text read once: the words (for word and prefix matches) or an exact phrase. */
export type SearchText =
  | { kind: 'empty' }
  | { kind: 'words'; words: string[]; fuzzy: string | null }
  | { kind: 'phrase'; phrase: string };

/**
 * Typo tolerance: the pg_trgm word-similarity threshold of the fuzzy match (pg_trgm's default is
 * 0.6). The fuzzy match runs only when the words match nothing, so it can be generous; of its
 * candidates only those within FUZZY_MARGIN of the best similarity are kept ('did you mean').
 */
export const WORD_SIMILARITY_THRESHOLD = { oneWord: 0.3, severalWords: 0.52 } as const;

/** The threshold for a text: one word needs generosity; several words (a street and its type) less. */
export function similarityThreshold(text: SearchText): number {
  if (text.kind !== 'words' || !text.fuzzy) return WORD_SIMILARITY_THRESHOLD.oneWord;
  return text.fuzzy.includes(' ')
    ? WORD_SIMILARITY_THRESHOLD.severalWords
    : WORD_SIMILARITY_THRESHOLD.oneWord;
}
export const FUZZY_MARGIN = 0.1;

/** Small words that would match nearly every title ('Townhouse in Soho'): ignored beside others. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);

/**
 * Reads the text: wrapped in quotes (the 'all' tab) it is an exact phrase; otherwise its words,
 * each matched as a word or a word prefix, plus a typo-tolerant match of the whole text.
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
  // Typos are tolerated in names (letters); house numbers anchor them. Identifiers mixing letters
  // and digits (MLS and listing numbers) are matched as typed.
  const hasName = words.some((w) => /^\p{L}{4,}$/u.test(w));
  const fuzzy = words.filter((w) => /^(\p{L}{2,}|\p{N}+)$/u.test(w)).join(' ');
  return { kind: 'words', words, fuzzy: hasName ? fuzzy : null };
}

/**
 * The match of a table's generated `search_text` / `search_vector` columns for the text: every
 * word as a word or a word prefix; or, in the 'fuzzy' pass, the whole text by word similarity.
 */
export function matchSql(text: SearchText, alias: string, pass: 'exact' | 'fuzzy' = 'exact'): SQL {
  const t = sql.raw(alias);
  switch (text.kind) {
    case 'empty':
      return sql`true`;
    case 'phrase':
      return sql`${t}.search_text like ${`%${escapeLike(text.phrase)}%`}`;
    case 'words': {
      if (pass === 'fuzzy') return text.fuzzy ? sql`${text.fuzzy} <% ${t}.search_text` : sql`false`;
      // a one-character word is a whole word; longer ones also match as prefixes
      const query = text.words.map((w) => (w.length > 1 ? `${w}:*` : w)).join(' & ');
      return sql`${t}.search_vector @@ to_tsquery('simple', ${query})`;
    }
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How close a row is to the text: 1 for the exact pass, the word similarity in the fuzzy pass. */
export function similaritySql(text: SearchText, alias: string, pass: 'exact' | 'fuzzy'): SQL {
  if (pass === 'exact' || text.kind !== 'words' || !text.fuzzy) return sql`1::real`;
  return sql`word_similarity(${text.fuzzy}, ${sql.raw(alias)}.search_text)`;
}
