import { pageAt, RECORD_PAGES, type AppPath } from '@plotline/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type GuardedPath = Exclude<AppPath, '/login' | '/register'>;

/** The signed-in page a location shows ('/bookings/42' shows '/bookings'); null for none. */
export function guardedPageAt(location: string): GuardedPath | null {
  const page = pageAt(location);
  return page === null || page === '/login' || page === '/register' ? null : page;
}

/** The route of a page: its path, and for a page of records also its records' ('/bookings/:id'). */
export const routeOf = (page: GuardedPath) =>
  (RECORD_PAGES as readonly string[]).includes(page) ? `${page}/:id?` : page;

/**
 * The signed-in pages by path (docs/product/screens.md), in the sidebar's order, then the user
 * menu's. Each is its own chunk, loaded when first shown, so the first page costs only its own
 * code on top of the shell's.
 */
type PageModule = { default: ComponentType };

/** How each page's chunk is fetched; fetching twice costs nothing, the module is kept. */
const LOADERS: Readonly<Record<GuardedPath, () => Promise<PageModule>>> = {
  '/': () => import('../features/dashboard/DashboardPage').then(page('DashboardPage')),
  '/enquiries': () => import('../features/enquiries/EnquiriesPage').then(page('EnquiriesPage')),
  '/projects': () => import('../features/projects/ProjectsPage').then(page('ProjectsPage')),
  '/plots': () => import('../features/plots/PlotsPage').then(page('PlotsPage')),
  '/bookings': () => import('../features/bookings/BookingsPage').then(page('BookingsPage')),
  '/follow-ups': () => import('../features/follow-ups/FollowUpsPage').then(page('FollowUpsPage')),
  '/collections': () =>
    import('../features/collections/CollectionsPage').then(page('CollectionsPage')),
  '/channel-partners': () =>
    import('../features/channel-partners/ChannelPartnersPage').then(page('ChannelPartnersPage')),
  '/amenities': () => import('../features/amenities/AmenitiesPage').then(page('AmenitiesPage')),
  '/users': () => import('../features/users/UsersPage').then(page('UsersPage')),
  '/roles': () => import('../features/roles/RolesPage').then(page('RolesPage')),
  '/permissions': () =>
    import('../features/permissions/PermissionsPage').then(page('PermissionsPage')),
  '/audit-log': () => import('../features/audit-log/AuditLogPage').then(page('AuditLogPage')),
  '/change-password': () =>
    import('../features/auth/ChangePasswordPage').then(page('ChangePasswordPage')),
};

export const PAGES = Object.fromEntries(
  Object.entries(LOADERS).map(([path, load]) => [path, lazy(load)]),
) as Readonly<Record<GuardedPath, LazyExoticComponent<ComponentType>>>;

/**
 * Starts fetching a page's chunk before the shell that shows it has arrived, so the two load side
 * by side rather than one after the other.
 */
export function preloadPage(path: GuardedPath): void {
  void LOADERS[path]();
}

/** A module's named component, as React.lazy takes it. */
export function page<Name extends string>(name: Name) {
  return (module: Record<Name, ComponentType>) => ({ default: module[name] });
}
