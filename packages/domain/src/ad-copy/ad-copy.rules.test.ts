import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { testActor } from '../test-actor';
import {
  adCopyBodyLimit,
  adCopyPlainText,
  adCopyTextLength,
  aiTextToBodyHtml,
  isAdCopyEmpty,
  isAdCopyOverLimit,
  isGenerateAdCopyShown,
  stripExtraBreaks,
  stripSurroundingQuotes,
} from './ad-copy.rules';
import { AdCopyTitleSchema } from './ad-copy.schema';

describe('ad copy length counts the text, not the markup', () => {
  it.each([
    ['', 0],
    ['<p></p>', 0],
    ['<p>abc</p>', 3],
    ['<p><b>abc</b> <i>d</i></p>', 5],
    ['<p>a</p><p>b</p>', 3],
    ['<p>a<br>b</p>', 3],
    ['<p>Tom &amp; Jerry</p>', 11],
    ['<p>&nbsp;x&#233;</p>', 2],
  ])('%j has %i characters', (html, n) => expect(adCopyTextLength(html)).toBe(n));

  it('reads paragraphs as lines', () =>
    expect(adCopyPlainText('<p>One.</p><p>Two <b>x</b></p>')).toBe('One.\nTwo x'));
});

describe('the body limit of a size', () => {
  it.each([
    [{ bodyLength: 4000 }, 4000],
    [{ bodyLength: 600 }, 600],
    [{ bodyLength: null }, 4000],
    [{ bodyLength: 0 }, 4000],
    [null, 4000],
  ])('%j -> %i', (size, n) => expect(adCopyBodyLimit(size)).toBe(n));

  it.each([
    [3999, false],
    [4000, false],
    [4001, true],
  ])('a body of %i characters over 4000: %s', (n, over) =>
    expect(isAdCopyOverLimit(`<p><b>${'x'.repeat(n)}</b></p>`, 4000)).toBe(over),
  );

  it('the over-limit message names the limit', () =>
    expect(MSG.adCopyOverLimit(4000)).toBe(
      'Ad Copy is over 4000 characters and will not be saved, please reduce the character count to save your changes',
    ));
});

describe('an ad copy with empty headline and body is removed', () => {
  it.each([
    [{ headline: '', body: '' }, true],
    [{ headline: null, body: null }, true],
    [{ headline: '  ', body: '<p><br></p>' }, true],
    [{ headline: 'Hi', body: '' }, false],
    [{ headline: '', body: '<p>x</p>' }, false],
  ])('%j empty: %s', (c, empty) => expect(isAdCopyEmpty(c)).toBe(empty));
});

describe('the title from the ad copy area', () => {
  it.each([
    ['x'.repeat(40), true],
    ['x'.repeat(41), false],
    ['', false],
    ['Park | View', false],
  ])('%j valid: %s', (title, ok) => expect(AdCopyTitleSchema.safeParse({ title }).success).toBe(ok));
  it('says the 40 limit', () =>
    expect(AdCopyTitleSchema.safeParse({ title: 'x'.repeat(41) }).error?.issues[0]?.message).toBe(
      MSG.maxLength('Title', 40),
    ));
});

describe("'Generate Ad Copy using AI' shows to staff or system admin while the first body is empty", () => {
  it.each([
    [testActor({ roles: ['staff'] }), '', true],
    [testActor({ roles: ['systemAdmin'] }), null, true],
    [testActor({ roles: ['staff'] }), '<p><br></p>', true],
    [testActor({ roles: ['staff'] }), '<p>Bright loft</p>', false],
    [testActor({ roles: ['agent', 'listingEdit'] }), '', false],
    [testActor({ roles: ['marketingCoordinator'] }), '', false],
  ])('%#', (actor, body, shown) => expect(isGenerateAdCopyShown(actor, body)).toBe(shown));
});

describe('editors strip extra breaks', () => {
  it.each([
    ['<p>a</p><p></p><p></p><p>b</p>', '<p>a</p><p>b</p>'],
    ['<p>a<br><br><br>b</p>', '<p>a<br>b</p>'],
    ['<p><br>a<br></p>', '<p>a</p>'],
    ['<br><p>a</p><br>', '<p>a</p>'],
    ['<p>a</p>', '<p>a</p>'],
  ])('%j -> %j', (html, out) => expect(stripExtraBreaks(html)).toBe(out));
});

describe('an AI text becomes the body', () => {
  it.each([
    ['"Sunny loft."', 'Sunny loft.'],
    ['“Sunny loft.”', 'Sunny loft.'],
    ["'Sunny'", 'Sunny'],
    ['He said "hi"', 'He said "hi"'],
  ])('quotes of %j removed', (text, out) => expect(stripSurroundingQuotes(text)).toBe(out));

  it.each([
    ['"One.\nTwo."', '<p>One.<br>Two.</p>'],
    ['One.\n\nTwo.', '<p>One.</p><p>Two.</p>'],
    ['A <script>x</script> & b', '<p>A &lt;script&gt;x&lt;/script&gt; &amp; b</p>'],
    ['One.\n\n\n\nTwo.\n', '<p>One.</p><p>Two.</p>'],
  ])('%j -> %j', (text, html) => expect(aiTextToBodyHtml(text)).toBe(html));
});
