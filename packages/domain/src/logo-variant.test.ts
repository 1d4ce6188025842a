import { describe, expect, it } from 'vitest';
import { logoVariant } from './constants';
import { FeedbackSchema } from './feedback/feedback.schema';
import { NewsItemSchema } from './home/home.schema';
import { MSG } from './messages';

describe('logo variant (spec/000 section 9)', () => {
  it.each([
    [20, 157, 'region20'],
    [20, 1, 'region20'],
    [1, 157, 'office157'],
    [null, 157, 'office157'],
    [1, 1, 'default'],
    [null, null, 'default'],
    [19, 156, 'default'],
  ] as const)('sales region %s, office %s: %s', (region, office, expected) => {
    expect(logoVariant(region, office)).toBe(expected);
  });
});

describe('news item and feedback schemas', () => {
  it.each([
    [{ title: '', body: 'x' }, MSG.required(['Title'])],
    [{ title: 'T', body: '  ' }, MSG.required(['Text'])],
    [{ title: 'T', body: 'x', linkUrl: 'javascript:alert(1)' }, MSG.newsUrlInvalid],
    [{ title: 'T', body: 'x', imageUrl: 'ftp://x' }, MSG.newsUrlInvalid],
  ])('refuses %j with its sentence', (body, message) => {
    const r = NewsItemSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(message);
  });
  it('accepts addresses starting with http(s):// or / and turns empty ones into null', () => {
    const r = NewsItemSchema.parse({ title: ' Gala ', body: 'x', linkUrl: '/eng/listings', imageUrl: '' });
    expect(r).toEqual({
      title: 'Gala',
      body: 'x',
      linkUrl: '/eng/listings',
      imageUrl: null,
      displayOrder: 1,
    });
    expect(NewsItemSchema.parse({ title: 'T', body: 'x', linkUrl: 'https://a.example' }).linkUrl).toBe(
      'https://a.example',
    );
  });
  it('requires feedback text', () => {
    expect(FeedbackSchema.safeParse({ message: ' ' }).error?.issues[0].message).toBe(
      MSG.required(['Feedback']),
    );
    expect(FeedbackSchema.parse({ message: 'Lovely' }).message).toBe('Lovely');
  });
});
