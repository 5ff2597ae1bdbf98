/**
 * The sidebar's entries, in the order of docs/product/screens.md "App shell", each shown only to
 * users who may open it.
 */
import type { AccessUser } from './has-permission';
import { ROUTE_ACCESS, allowsAccess, type AppPath } from './route-access';

export type SidebarEntry = { label: string; path: AppPath };

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', path: '/' },
  // Where a sale starts (docs/enquiries.md), before the projects and plots it is sold from.
  { label: 'Enquiries', path: '/enquiries' },
  { label: 'Projects', path: '/projects' },
  { label: 'Plots', path: '/plots' },
  { label: 'Bookings', path: '/bookings' },
  { label: 'Follow-ups', path: '/follow-ups' },
  { label: 'Collections', path: '/collections' },
  { label: 'Channel Partners', path: '/channel-partners' },
  { label: 'Amenities', path: '/amenities' },
  { label: 'Users', path: '/users' },
  { label: 'Roles', path: '/roles' },
  { label: 'Permissions', path: '/permissions' },
  { label: 'Audit Log', path: '/audit-log' },
];

/** Signed out (no user) there is no sidebar; signed in, the Dashboard needs no permission. */
export function sidebarEntries(user: AccessUser): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => allowsAccess(user, ROUTE_ACCESS[entry.path]));
}
