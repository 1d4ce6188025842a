import { describe, expect, it } from 'vitest';
import { checkFairHousing, FAIR_HOUSING_PHRASES, splitSentences } from './fair-housing.rules';

describe('the fair-housing check flags phrases about people', () => {
  it.each([
    ['Perfect for families who love the outdoors.', 'perfect for families', 'familialStatus'],
    ['Ideal for singles.', 'ideal for singles', 'familialStatus'],
    ['No children or pets.', 'no children', 'familialStatus'],
    ['Adults only building.', 'adults only', 'familialStatus'],
    ['Suits a mature couple.', 'mature couple', 'familialStatus'],
    ['Walking distance to church and shops.', 'walking distance to church', 'religion'],
    ['In an exclusive neighborhood.', 'exclusive neighborhood', 'exclusivity'],
    ['The ultimate bachelor pad.', 'bachelor pad', 'sex'],
    ['Able-bodied tenants preferred.', 'able-bodied', 'disability'],
    ['A Christian home.', 'christian', 'religion'],
    ['Near the synagogue.', 'near church', 'religion'],
    ['Great for young professionals.', 'young professionals', 'age'],
    ['A quiet family neighborhood.', 'family neighborhood', 'familialStatus'],
  ])('%j flags %j', (text, phrase, category) => {
    const flags = checkFairHousing(text);
    expect(flags.map((f) => f.phrase)).toContain(phrase);
    const f = flags.find((x) => x.phrase === phrase)!;
    expect(f.category).toBe(category);
    expect(f.sentence).toBe(text);
    expect(f.sentence.slice(f.start, f.end).toLowerCase()).toBe(f.text.toLowerCase());
    expect(f.reason.length).toBeGreaterThan(10);
  });

  it.each([
    'A family room with a fireplace.',
    'The master bedroom has a walk-in closet.',
    'Walking distance to the park and the subway.',
    'Three bedrooms, two baths, 2,100 sq ft in Chelsea.',
    'Exclusive listing.',
    'Church Street frontage.',
    'A multi-family building with four units.',
  ])('%j passes', (text) => expect(checkFairHousing(text)).toEqual([]));

  it('answers the sentence holding each phrase, in order', () => {
    const flags = checkFairHousing('Bright corner unit. Perfect for families!\nNo kids allowed upstairs.');
    expect(flags.map((f) => [f.text, f.sentence])).toEqual([
      ['Perfect for families', 'Perfect for families!'],
      ['No kids', 'No kids allowed upstairs.'],
    ]);
  });

  it('a phrase inside a longer one is reported once', () =>
    expect(checkFairHousing('Walking distance to church.').length).toBe(1));

  it('every phrase of the list is caught by its own rule', () => {
    for (const rule of FAIR_HOUSING_PHRASES)
      expect(checkFairHousing(`We say ${rule.phrase} here.`).length, rule.phrase).toBeGreaterThan(0);
  });
});

describe('sentences', () => {
  it('split on stops and line ends', () =>
    expect(splitSentences('One. Two!\nThree').map((s) => s.text)).toEqual(['One.', 'Two!', 'Three']));
});
