/**
 * Texts of the Channel Partners list: the toasts of docs/product/messages.md "Channel partners"
 * the list raises, and the empty state and delete question of docs/product/screens.md.
 */
export const CHANNEL_PARTNER_MESSAGES = {
  fetchFailed: 'Failed to fetch channel partners',
  deleted: 'Channel partner deleted successfully',
  deleteFailed: 'Failed to delete channel partner',
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
