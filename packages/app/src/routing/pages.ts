import type { AppPath } from '@plotline/domain';

export type GuardedPath = Exclude<AppPath, '/login' | '/register'>;

/**
 * The signed-in pages and their titles (docs/product/screens.md). A page whose screen is not built
 * yet (BUILT_PAGES) shows its title alone.
 */
export const PAGES: readonly { path: GuardedPath; title: string }[] = [
  { path: '/', title: 'Dashboard' },
  { path: '/projects', title: 'Projects' },
  { path: '/plots', title: 'Plots' },
  { path: '/bookings', title: 'Bookings' },
  { path: '/follow-ups', title: 'Follow-ups' },
  { path: '/channel-partners', title: 'Channel Partners' },
  { path: '/amenities', title: 'Amenities' },
  { path: '/users', title: 'User Management' },
  { path: '/roles', title: 'Role Management' },
  { path: '/permissions', title: 'Permissions' },
];
