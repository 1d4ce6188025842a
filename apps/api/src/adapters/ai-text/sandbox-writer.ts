import type { ListingFacts } from './listing-facts';

const n = (v: number) => v.toLocaleString('en-US');
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`;
const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
// 'an' before a vowel sound: a vowel, or a number read 'eight', 'eleven', 'eighteen', 'eighty…'
const article = (word: string) => (/^(?:[aeiou]|8|11\b|11-|18\b|18-)/i.test(word) ? 'an' : 'a');

/**
 * The embedded sandbox's writer: a plain, deterministic draft built sentence by sentence from the
 * listing's stored facts, each sentence only when its facts are known. It describes the property
 * and its place, never who should live there.
 */
export function writeSandboxDraft(f: ListingFacts): string {
  const kind = (f.propertyType ?? 'home').toLowerCase();
  const place = [f.neighborhood, f.city].filter(Boolean).join(', ');
  const rooms = f.bedrooms != null && f.bedrooms > 0 ? `${n(f.bedrooms)}-bedroom ${kind}` : kind;
  const offer = f.listingType === 'Rental' ? 'for rent' : 'for sale';
  const opening = `${article(rooms) === 'an' ? 'An' : 'A'} ${rooms} ${offer}${place ? ` in ${place}` : ''}.`;

  const body: string[] = [];
  const baths = [
    f.fullBaths ? plural(f.fullBaths, 'full bathroom') : null,
    f.halfBaths ? plural(f.halfBaths, 'half bathroom') : null,
  ].filter((x): x is string => !!x);
  const inside = [
    f.rooms ? plural(f.rooms, 'room') : null,
    ...baths,
    f.interiorSize ? `${n(f.interiorSize)} square feet of interior space` : null,
  ].filter((x): x is string => !!x);
  if (inside.length) body.push(`The residence offers ${list(inside)}.`);
  const outside = [
    f.exteriorSize ? `${n(f.exteriorSize)} square feet of exterior space` : null,
    f.outdoorSpace ? `outdoor space: ${f.outdoorSpace.toLowerCase()}` : null,
    f.lotSize ? `a lot of ${n(f.lotSize)} ${(f.lotSizeUnit ?? '').toLowerCase()}`.trim() : null,
  ].filter((x): x is string => !!x);
  if (outside.length) body.push(`Outside there is ${list(outside)}.`);
  if (f.yearBuilt) body.push(`Built in ${f.yearBuilt}.`);

  const paragraphs = [[opening, ...body].join(' ')];
  // one short sentence per group, so a roof material is not read as an amenity
  const features = f.amenities.map((g) => `${g.group}: ${list(g.items.slice(0, 8))}.`);
  if (features.length) paragraphs.push(features.slice(0, 8).join(' '));
  paragraphs.push('Contact the listing agent for details or to arrange a private showing.');
  return paragraphs.join('\n\n');
}
