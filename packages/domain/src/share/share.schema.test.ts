import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { ShareFormSchema, ShareSendSchema } from './share.schema';

const form = { email: 'buyer@example.com', title: 'Photos of 1 Main St', message: '', size: 'original' };
const errorsOf = (over: Record<string, unknown>) => {
  const result = ShareFormSchema.safeParse({ ...form, ...over });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the share form', () => {
  it('parses a valid form: the address trimmed and lowercased, an empty message as null', () => {
    expect(ShareFormSchema.parse({ ...form, email: ' Buyer@Example.COM ', title: ' Hello ' })).toEqual({
      email: 'buyer@example.com',
      title: 'Hello',
      message: null,
      size: 'original',
    });
  });

  it.each([
    [{ email: 'a@b.co' }],
    [{ email: `${'a'.repeat(488)}@example.com` }], // 500 characters
    [{ title: 't'.repeat(500) }],
    [{ message: 'm'.repeat(500) }],
    [{ message: undefined }],
    [{ message: null }],
    [{ size: '1800x1200' }],
    [{ size: 'streetEasy' }],
  ])('accepts %j', (over) => expect(errorsOf(over)).toEqual([]));

  it.each([
    [{ email: '' }, MSG.required(['Email'])],
    [{ email: '   ' }, MSG.required(['Email'])],
    [{ email: 'not an address' }, MSG.userEmailNotValid],
    [{ email: 'buyer@example' }, MSG.userEmailNotValid],
    [{ email: `${'a'.repeat(489)}@example.com` }, MSG.userTextMax('Email', 500)],
    [{ title: '' }, MSG.required(['Title'])],
    [{ title: '  ' }, MSG.required(['Title'])],
    [{ title: undefined }, MSG.required(['Title'])],
    [{ title: 't'.repeat(501) }, MSG.userTextMax('Title', 500)],
    [{ message: 'm'.repeat(501) }, MSG.userTextMax('Message', 500)],
    [{ size: 'huge' }, MSG.required(['Size'])],
    [{ size: undefined }, MSG.required(['Size'])],
  ])('refuses %j with %s', (over, message) => expect(errorsOf(over)).toContain(message));

  it('needs at least one image, each named by its uuid', () => {
    const ok = { ...form, imageIds: ['0b7c3f7e-7c1a-4a55-9b1c-0d7c7d3a2f10'] };
    expect(ShareSendSchema.safeParse(ok).success).toBe(true);
    const none = ShareSendSchema.safeParse({ ...form, imageIds: [] });
    expect(none.error?.issues.map((i) => i.message)).toEqual([MSG.shareNoImages]);
    expect(ShareSendSchema.safeParse({ ...form, imageIds: ['12'] }).success).toBe(false);
  });
});
