import { describe, expect, it } from 'vitest';
import {
  isNotificationType,
  notificationLink,
  notificationLinkKind,
  notificationTypeName,
} from './notifications.rules';

describe('notification links', () => {
  it.each([
    [1, 42, '/eng/listing/42'],
    [2, 42, '/eng/listing/42'],
    [3, 7, '/eng/listing/7'],
    [4, 7, '/eng/listing/7'],
    [5, 7, '/eng/listing/7'],
    [8, 9, '/eng/listing/9'],
    [12, 9, '/eng/listing/9'],
    [17, 9, '/eng/listing/9'],
    [18, 9, '/eng/listing/9'],
    [6, 15, '/eng/user/15'],
    [7, 15, '/eng/agent/15'],
    [26, 3, '/eng/aiNeighborhood/?search=3'],
    [13, 9, null],
    [16, 9, null],
    [19, 9, null],
    [23, 9, null],
    [0, 9, null],
    [1, null, null],
    [6, null, null],
  ])('type %i about %s links to %s', (typeId, entityId, link) => {
    expect(notificationLink(typeId, entityId)).toBe(link);
  });

  it.each([
    [1, 'listing'],
    [5, 'listing'],
    [6, 'user'],
    [7, 'agent'],
    [8, 'listing'],
    [11, 'listing'],
    [23, 'none'],
    [26, 'aiArea'],
  ] as const)('type %i is about a %s', (typeId, kind) => {
    expect(notificationLinkKind(typeId)).toBe(kind);
  });

  it('names the catalogue types and refuses others', () => {
    expect(notificationTypeName(23)).toBe('Commission export');
    expect(notificationTypeName(1)).toBe('MLS listing created');
    expect(isNotificationType(26)).toBe(true);
    expect(isNotificationType(99)).toBe(false);
  });
});
