/**
 * The fair-housing phrase check of ad copy: words that describe who should live in a home
 * (family status, religion, disability, sex, age, race or origin, exclusivity) rather than the
 * home itself. Advertising a preference for or against a kind of buyer or tenant is what the
 * fair-housing laws forbid, so a flagged phrase is shown with its sentence and the reason before
 * the ad copy is saved. The check advises; a person decides (a 55+ community may say so).
 *
 * The list is drawn from the usual fair-housing advertising word lists (HUD's advertising
 * guidance and the brokerages' "words to avoid" lists): only phrases that are about people, so
 * 'family room', 'master bedroom', 'walk-in closet' and 'walking distance to the park' pass.
 */

export const FAIR_HOUSING_CATEGORIES = {
  familialStatus: 'describes who should live there by family status (children, couples, singles)',
  age: 'describes the age of the people who should live there',
  religion: 'describes a religion or prefers people of a faith',
  disability: 'describes a physical or mental ability the people who live there should have',
  sex: 'describes the sex of the people who should live there',
  raceOrigin: 'describes race, colour, ethnicity or national origin',
  exclusivity: 'suggests that some people are not welcome in the neighborhood',
} as const;
export type FairHousingCategory = keyof typeof FAIR_HOUSING_CATEGORIES;

type PhraseRule = { phrase: string; category: FairHousingCategory; pattern?: string };

const fam = 'familialStatus' as const;
const worship = '(?:church|churches|synagogue|mosque|temple|chapel|cathedral)';

/**
 * Each phrase is matched case-insensitively on whole words; `pattern` (a regular expression
 * source) widens a phrase to its usual variants.
 */
export const FAIR_HOUSING_PHRASES: readonly PhraseRule[] = [
  {
    phrase: 'perfect for families',
    category: fam,
    pattern: '(?:perfect|ideal|great) for (?:a )?famil(?:y|ies)',
  },
  {
    phrase: 'family neighborhood',
    category: fam,
    pattern: '(?<!multi[- ])family (?:neighborhood|community|building)',
  },
  { phrase: 'no children', category: fam, pattern: 'no (?:children|kids|teenagers|infants)' },
  { phrase: 'adults only', category: fam, pattern: 'adults?[- ]only' },
  { phrase: 'ideal for singles', category: fam, pattern: '(?:perfect|ideal|great) for (?:a )?singles?' },
  { phrase: 'singles only', category: fam },
  { phrase: 'couples only', category: fam },
  {
    phrase: 'mature couple',
    category: fam,
    pattern: '(?:mature|young|older) (?:couple|person|persons|people)',
  },
  { phrase: 'empty nesters', category: fam, pattern: 'empty[- ]nesters?' },
  { phrase: 'newlyweds', category: fam },
  { phrase: 'young professionals', category: 'age', pattern: 'young professionals?' },
  { phrase: 'seniors only', category: 'age', pattern: '(?:seniors?|retirees) only' },
  {
    phrase: 'perfect for retirees',
    category: 'age',
    pattern: '(?:perfect|ideal|great) for (?:retirees|seniors)',
  },
  {
    phrase: 'walking distance to church',
    category: 'religion',
    pattern: `(?:walking distance|steps|close|near) to (?:the |a )?${worship}`,
  },
  { phrase: 'near church', category: 'religion', pattern: `near (?:the |a )?${worship}` },
  { phrase: 'christian', category: 'religion', pattern: 'christians?' },
  { phrase: 'catholic', category: 'religion', pattern: 'catholics?' },
  { phrase: 'jewish', category: 'religion' },
  { phrase: 'muslim', category: 'religion', pattern: 'muslims?' },
  { phrase: 'hindu', category: 'religion', pattern: 'hindus?' },
  { phrase: 'able-bodied', category: 'disability', pattern: 'able[- ]bodied' },
  { phrase: 'no wheelchairs', category: 'disability', pattern: 'no wheelchairs?' },
  { phrase: 'handicapped', category: 'disability' },
  { phrase: 'physically fit', category: 'disability' },
  { phrase: 'mentally ill', category: 'disability' },
  {
    phrase: 'no disabled',
    category: 'disability',
    pattern: 'no (?:disabled|handicapped)(?: persons| people)?',
  },
  { phrase: 'bachelor pad', category: 'sex', pattern: 'bachelor(?:ette)? pad' },
  {
    phrase: 'perfect for a bachelor',
    category: 'sex',
    pattern: '(?:perfect|ideal|great) for (?:a )?(?:bachelor|gentleman|gentlemen|lady|ladies)',
  },
  { phrase: 'men only', category: 'sex', pattern: '(?:men|male|women|female)s? only' },
  {
    phrase: 'white neighborhood',
    category: 'raceOrigin',
    pattern: '(?:white|black|hispanic|asian) (?:neighborhood|community|area|building)',
  },
  {
    phrase: 'ethnic neighborhood',
    category: 'raceOrigin',
    pattern: 'ethnic (?:neighborhood|community|area)',
  },
  { phrase: 'english speakers only', category: 'raceOrigin', pattern: 'english[- ]speak(?:ers|ing) only' },
  { phrase: 'no immigrants', category: 'raceOrigin', pattern: 'no (?:immigrants|foreigners)' },
  {
    phrase: 'exclusive neighborhood',
    category: 'exclusivity',
    pattern: 'exclusive (?:neighborhood|community|enclave|area)',
  },
  {
    phrase: 'restricted community',
    category: 'exclusivity',
    pattern: 'restricted (?:neighborhood|community)',
  },
  {
    phrase: 'integrated neighborhood',
    category: 'exclusivity',
    pattern: '(?:integrated|segregated) (?:neighborhood|community)',
  },
];

const COMPILED = FAIR_HOUSING_PHRASES.map((rule) => ({
  ...rule,
  regex: new RegExp(`\\b${rule.pattern ?? rule.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi'),
}));

/** A flagged phrase: the words found, the sentence holding them and why they are flagged. */
export type FairHousingFlag = {
  /** The words as written in the text. */
  text: string;
  /** The list's phrase that matched. */
  phrase: string;
  category: FairHousingCategory;
  reason: string;
  /** The sentence holding the phrase, and where the phrase sits in it. */
  sentence: string;
  start: number;
  end: number;
};

/** The sentences of a text: up to a full stop, question or exclamation mark, or a line's end. */
export function splitSentences(text: string): Array<{ text: string; offset: number }> {
  const out: Array<{ text: string; offset: number }> = [];
  const re = /[^.!?\n]+(?:[.!?]+|\n|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) out.push({ text: trimmed, offset: m.index + lead });
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/**
 * Every flagged phrase of a plain text (see adCopyPlainText for rich text), in the order they
 * appear; a phrase inside a longer flagged phrase is reported once.
 */
export function checkFairHousing(text: string): FairHousingFlag[] {
  const flags: FairHousingFlag[] = [];
  for (const sentence of splitSentences(text)) {
    const found: FairHousingFlag[] = [];
    for (const rule of COMPILED) {
      rule.regex.lastIndex = 0;
      for (let m = rule.regex.exec(sentence.text); m; m = rule.regex.exec(sentence.text)) {
        found.push({
          text: m[0],
          phrase: rule.phrase,
          category: rule.category,
          reason: FAIR_HOUSING_CATEGORIES[rule.category],
          sentence: sentence.text,
          start: m.index,
          end: m.index + m[0].length,
        });
      }
    }
    found.sort((a, b) => a.start - b.start || b.end - a.end);
    const kept: FairHousingFlag[] = [];
    for (const f of found) if (!kept.some((g) => g.start <= f.start && g.end >= f.end)) kept.push(f);
    flags.push(...kept);
  }
  return flags;
}
