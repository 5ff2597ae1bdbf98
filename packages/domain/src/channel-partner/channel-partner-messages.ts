/**
 * Texts of the Channel Partners list: the toasts of docs/product/messages.md "Channel partners"
 * the list and its form raise, and the empty state and delete question of docs/product/screens.md.
 */
export const CHANNEL_PARTNER_MESSAGES = {
  fetchFailed: 'Failed to fetch channel partners',
  created: 'Channel partner created successfully',
  updated: 'Channel partner updated successfully',
  deleted: 'Channel partner deleted successfully',
  deleteFailed: 'Failed to delete channel partner',
  /** The details of one partner failing to load (an extension, as the plots' are): ours. */
  detailsFetchFailed: 'Failed to fetch channel partner details',
  /** The details of a partner that no longer exists: ours, the server's 404 text. */
  notFound: 'Channel partner not found',
  /** The failure text for the CSV export (an extension) is ours; it follows the others. */
  exportFailed: 'Failed to export channel partners',
  empty: 'No channel partners found',
  confirmDelete: 'Are you sure you want to delete this channel partner?',
} as const;

/** The empty list's hint: with filters that hide partners, or with none. */
export const CHANNEL_PARTNER_EMPTY_HINTS = {
  filtered: 'Try adjusting your search or filter criteria.',
  unfiltered: 'Get started by adding a new channel partner.',
} as const;

/**
 * How a save ended without going through: the server answered (with its message, if any), no
 * answer came, or something else failed.
 */
export type PartnerSaveFailure =
  { kind: 'answered'; serverMessage: string | null } | { kind: 'unanswered' } | { kind: 'other' };

/** The toast of a save that did not go through (docs/product/messages.md "Channel partners"). */
export function partnerSaveFailedMessage(save: 'create' | 'update', failure: PartnerSaveFailure) {
  const failed = `Failed to ${save} channel partner`;
  switch (failure.kind) {
    case 'answered':
      return `${failed}: ${failure.serverMessage || 'Server error occurred'}`;
    case 'unanswered':
      return 'Network error: Unable to connect to server';
    case 'other':
      return failed;
  }
}

/** A partner's details: the bookings sold through it, newest first (a page of them). */
export const PARTNER_BOOKINGS_TEXTS = {
  heading: 'Bookings',
  none: 'No bookings through this partner yet.',
  fetchFailed: "Failed to fetch the partner's bookings",
  /** The partner's own nature section, folded under the figures a manager reads first. */
  personalDetails: 'Personal details',
} as const;

/** The link from a partner's first bookings to all of them on the Bookings page. */
export function viewAllPartnerBookingsLabel(totalCount: number): string {
  return `View all ${totalCount.toLocaleString('en-IN')} bookings`;
}
