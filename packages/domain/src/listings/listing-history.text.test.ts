import { describe, expect, it } from 'vitest';
import { historyFieldLabel, historyValueText } from './listing-history.text';

describe('listing change history text', () => {
  it.each([
    ['listingStatusId', 'Status'],
    ['dealTypeId', 'Deal type'],
    ['ownerInfo', 'Owners'],
    ['listingRentalDetails', 'Rental terms'],
    ['expirationDate', 'Expiration Date'],
    ['title', 'Title'],
    ['marketing.12.emailsSent', 'Marketing item 12: Emails Sent'],
    ['marketing.3.description', 'Marketing item 3: Description'],
  ])('labels %s as %s', (field, label) => {
    expect(historyFieldLabel(field)).toBe(label);
  });

  it.each<[string, unknown, string]>([
    ['listingStatusId', 1, 'Active'],
    ['listingStatusId', 3, 'Pending'],
    ['listingStatusId', 99, '99'],
    ['dealTypeId', 2, 'Our List/Our Sale'],
    ['marketing.7.marketingTypeId', 12, 'Email Campaign'],
    ['marketing.7.marketingTypeId', 77, '77'],
    ['publish', true, 'Yes'],
    ['showMap', false, 'No'],
    ['currentPrice', 1250000, '$1,250,000'],
    ['currentPrice', '1250000.50', '$1,250,000.5'],
    ['title', null, '—'],
    ['title', '', '—'],
    ['note', '<p>Called the <b>owner</b></p>', 'Called the owner'],
    ['expirationDate', '2027-01-31', '2027-01-31'],
    [
      'ownerInfo',
      [
        { firstName: 'Ada', lastName: 'Lovelace', address: null },
        { firstName: 'Charles', lastName: 'Babbage' },
      ],
      'Ada Lovelace; Charles Babbage',
    ],
    ['ownerInfo', [], '—'],
    [
      'listingRentalDetails',
      [{ rentalPeriodId: 2, price: 15000, yearInfo: '2027', description: null }],
      '$15,000 · 2027',
    ],
    ['mergedFrom', { listingId: 12, title: null }, 'Listing Id: 12'],
  ])('shows %s = %j as %s', (field, value, text) => {
    expect(historyValueText(field, value)).toBe(text);
  });
});
