import { describe, expect, it } from 'vitest';
import {
  viewAllPartnerBookingsLabel,
  CHANNEL_PARTNER_EMPTY_HINTS,
  CHANNEL_PARTNER_MESSAGES,
  partnerSaveFailedMessage,
  type PartnerSaveFailure,
} from './channel-partner-messages';

describe('channel partner messages', () => {
  it.each([
    [CHANNEL_PARTNER_MESSAGES.fetchFailed, 'Failed to fetch channel partners'],
    [CHANNEL_PARTNER_MESSAGES.created, 'Channel partner created successfully'],
    [CHANNEL_PARTNER_MESSAGES.updated, 'Channel partner updated successfully'],
    [CHANNEL_PARTNER_MESSAGES.deleted, 'Channel partner deleted successfully'],
    [CHANNEL_PARTNER_MESSAGES.deleteFailed, 'Failed to delete channel partner'],
    [CHANNEL_PARTNER_MESSAGES.exportFailed, 'Failed to export channel partners'],
    [CHANNEL_PARTNER_MESSAGES.empty, 'No channel partners found'],
    [
      CHANNEL_PARTNER_MESSAGES.confirmDelete,
      'Are you sure you want to delete this channel partner?',
    ],
    [CHANNEL_PARTNER_EMPTY_HINTS.filtered, 'Try adjusting your search or filter criteria.'],
    [CHANNEL_PARTNER_EMPTY_HINTS.unfiltered, 'Get started by adding a new channel partner.'],
  ])('keeps %s exact', (text, expected) => {
    expect(text).toBe(expected);
  });

  it.each<['create' | 'update', PartnerSaveFailure, string]>([
    [
      'create',
      { kind: 'answered', serverMessage: 'Channel partner name is required' },
      'Failed to create channel partner: Channel partner name is required',
    ],
    [
      'update',
      { kind: 'answered', serverMessage: 'Channel partner not found' },
      'Failed to update channel partner: Channel partner not found',
    ],
    [
      'create',
      { kind: 'answered', serverMessage: null },
      'Failed to create channel partner: Server error occurred',
    ],
    [
      'update',
      { kind: 'answered', serverMessage: '' },
      'Failed to update channel partner: Server error occurred',
    ],
    ['create', { kind: 'unanswered' }, 'Network error: Unable to connect to server'],
    ['update', { kind: 'unanswered' }, 'Network error: Unable to connect to server'],
    ['create', { kind: 'other' }, 'Failed to create channel partner'],
    ['update', { kind: 'other' }, 'Failed to update channel partner'],
  ])('a failed %s with %o toasts %s', (save, failure, expected) => {
    expect(partnerSaveFailedMessage(save, failure)).toBe(expected);
  });
});

describe("a partner's bookings", () => {
  it('counts all of them in the link to the Bookings page, grouped as in India', () => {
    expect(viewAllPartnerBookingsLabel(7)).toBe('View all 7 bookings');
    expect(viewAllPartnerBookingsLabel(123456)).toBe('View all 1,23,456 bookings');
  });
});
