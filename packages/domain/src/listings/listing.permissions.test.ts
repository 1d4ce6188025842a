import { describe, expect, it } from 'vitest';
import { testActor } from '../test-actor';
import {
  canCreateListing,
  canEditListing,
  canPublishListing,
  canReorderListingPhotos,
  canViewListing,
} from './listing.permissions';

const actor = testActor;
const listing = { officeId: 5, agentIds: [10, 11] };

describe('listing edit and publish rights (spec/000 section 6)', () => {
  it.each([
    ['system admin, no association', actor({ roles: ['systemAdmin'] }), true],
    ['agent on a side with Listing Edit', actor({ roles: ['agent', 'listingEdit'], agentIds: [11] }), true],
    ['agent on a side without Listing Edit', actor({ roles: ['agent'], agentIds: [11] }), false],
    [
      'agent of the same office but on neither side',
      actor({ roles: ['agent', 'listingEdit'], agentIds: [99], officeIds: [5] }),
      false,
    ],
    [
      'staff of the office with Listing Edit',
      actor({ roles: ['staff', 'listingEdit'], officeIds: [5] }),
      true,
    ],
    [
      'staff of another office with Listing Edit',
      actor({ roles: ['staff', 'listingEdit'], officeIds: [6] }),
      false,
    ],
    ['staff of the office without Listing Edit', actor({ roles: ['staff'], officeIds: [5] }), false],
  ])('%s: edit %s', (_label, who, expected) => {
    expect(canEditListing(who, listing)).toBe(expected);
  });

  it.each([
    ['system admin', actor({ roles: ['systemAdmin'] }), true],
    [
      'agent on a side with Listing Edit and Listing Photo Reorder',
      actor({ roles: ['agent', 'listingEdit', 'listingPhotoReorder'], agentIds: [11] }),
      true,
    ],
    [
      'agent on a side with Listing Edit only',
      actor({ roles: ['agent', 'listingEdit'], agentIds: [11] }),
      false,
    ],
    [
      'agent with Listing Photo Reorder but not on a side',
      actor({ roles: ['agent', 'listingEdit', 'listingPhotoReorder'], agentIds: [99] }),
      false,
    ],
    [
      'Listing Photo Reorder without Listing Edit',
      actor({ roles: ['staff', 'listingPhotoReorder'], officeIds: [5] }),
      false,
    ],
  ])('%s: reorder photos %s', (_label, who, expected) => {
    expect(canReorderListingPhotos(who, listing)).toBe(expected);
  });

  it('publishing needs Publish Listing, not Listing Edit', () => {
    expect(canPublishListing(actor({ roles: ['staff', 'listingEdit'], officeIds: [5] }), listing)).toBe(
      false,
    );
    expect(canPublishListing(actor({ roles: ['staff', 'publishListing'], officeIds: [5] }), listing)).toBe(
      true,
    );
    expect(canPublishListing(actor({ roles: ['agent', 'publishListing'], agentIds: [10] }), listing)).toBe(
      true,
    );
  });

  it('viewing is limited to own offices or own agent ids unless system admin', () => {
    expect(canViewListing(actor({ roles: ['guest'], officeIds: [5] }), listing)).toBe(true);
    expect(canViewListing(actor({ roles: ['guest'], officeIds: [6] }), listing)).toBe(false);
    expect(canViewListing(actor({ roles: ['agent'], agentIds: [10] }), listing)).toBe(true);
    expect(canViewListing(actor({ roles: ['systemAdmin'] }), listing)).toBe(true);
  });

  it('creation needs Listing Creation or system admin', () => {
    expect(canCreateListing(actor({ roles: ['staff', 'listingCreation'] }))).toBe(true);
    expect(canCreateListing(actor({ roles: ['staff', 'listingEdit'] }))).toBe(false);
    expect(canCreateListing(actor({ roles: ['systemAdmin'] }))).toBe(true);
  });
});
