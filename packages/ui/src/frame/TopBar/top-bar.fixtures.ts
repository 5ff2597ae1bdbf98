import { fn } from 'storybook/test';
import type { GlobalSearchProps } from '../GlobalSearch';
import { GREEN_RESULTS, RECENT_SEARCHES } from '../GlobalSearch/global-search.fixtures';

// Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.

/** The search as the app gives it, its last answer the one for 'green'. */
export const GLOBAL_SEARCH: GlobalSearchProps = {
  groups: GREEN_RESULTS,
  searchedText: 'green',
  status: 'idle',
  recentSearches: RECENT_SEARCHES,
  onSearchTextChange: fn() as GlobalSearchProps['onSearchTextChange'],
  onOpenHit: fn() as GlobalSearchProps['onOpenHit'],
  onRetry: fn() as GlobalSearchProps['onRetry'],
};

export { NOTIFICATIONS_BELL } from '../NotificationsBell/notifications.fixtures';
