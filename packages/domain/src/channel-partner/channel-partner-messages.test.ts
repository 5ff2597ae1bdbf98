import { describe, expect, it } from 'vitest';
import { CHANNEL_PARTNER_EMPTY_HINTS, CHANNEL_PARTNER_MESSAGES } from './channel-partner-messages';

describe('channel partner messages', () => {
  it.each([
    [CHANNEL_PARTNER_MESSAGES.fetchFailed, 'Failed to fetch channel partners'],
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
});
