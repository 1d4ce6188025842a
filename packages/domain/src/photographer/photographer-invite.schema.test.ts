import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  inviteAddressesRefusal,
  parseInviteAddress,
  PhotographerInviteSchema,
} from './photographer-invite.schema';

describe('photographer invite addresses', () => {
  it.each([
    ['pix@studio.example,F0000007', { email: 'pix@studio.example', listingNumber: 'F0000007' }],
    [' Pix@Studio.Example , F0000007 ', { email: 'pix@studio.example', listingNumber: 'F0000007' }],
    ['pix@studio.example,', { email: 'pix@studio.example', listingNumber: null }],
    ['pix@studio.example', { email: 'pix@studio.example', listingNumber: null }],
  ])('reads %j', (entry, parsed) => expect(parseInviteAddress(entry)).toEqual(parsed));

  it.each([
    [[], MSG.inviteAddressRequired],
    [['a@x.example'], null],
    [['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example', 'e@x.example'], null],
    [
      ['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example', 'e@x.example', 'f@x.example'],
      MSG.inviteAddressesMax(5),
    ],
    [['a@x.example', 'A@X.example'], MSG.inviteAddressDuplicate('a@x.example')],
    [['not an address'], MSG.inviteAddressNotValid('not an address')],
    [['  '], MSG.inviteAddressNotValid('(empty)')],
    [[`${'a'.repeat(250)}@x.example`], MSG.inviteAddressNotValid(`${'a'.repeat(250)}@x.example`)],
  ])('%j is refused with %s', (emails, refusal) => expect(inviteAddressesRefusal(emails)).toBe(refusal));

  const body = {
    toAddress: ['Pix@Studio.example,F1'],
    fromAddress: 'Agent@Meridian.example',
    fromName: 'Ava Agent',
    message: ' Golden hour ',
    listingId: 7,
  };

  it('parses a valid body: addresses lowercased and split, message trimmed', () => {
    expect(PhotographerInviteSchema.parse(body)).toMatchObject({
      toAddress: [{ email: 'pix@studio.example', listingNumber: 'F1' }],
      fromAddress: 'agent@meridian.example',
      message: 'Golden hour',
    });
  });

  it.each([
    [{ message: '  ' }, MSG.required(['Message'])],
    [{ message: 'x'.repeat(4001) }, MSG.userTextMax('Message', 4000)],
    [{ fromAddress: 'nobody' }, MSG.userEmailNotValid],
    [{ toAddress: [] }, MSG.inviteAddressRequired],
  ])('refuses %j with %s', (over, message) => {
    const result = PhotographerInviteSchema.safeParse({ ...body, ...over });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
