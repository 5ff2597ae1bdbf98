import type { ComponentType } from 'react';
import { AmenitiesPage } from '../features/amenities/AmenitiesPage';
import { BookingsPage } from '../features/bookings/BookingsPage';
import { ChannelPartnersPage } from '../features/channel-partners/ChannelPartnersPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { FollowUpsPage } from '../features/follow-ups/FollowUpsPage';
import { PermissionsPage } from '../features/permissions/PermissionsPage';
import { PlotsPage } from '../features/plots/PlotsPage';
import { ProjectsPage } from '../features/projects/ProjectsPage';
import { RolesPage } from '../features/roles/RolesPage';
import { UsersPage } from '../features/users/UsersPage';
import type { GuardedPath } from './pages';

/** The pages whose screens are built, by path; the others show their title alone (pages.ts). */
export const BUILT_PAGES: Partial<Record<GuardedPath, ComponentType>> = {
  '/': DashboardPage,
  '/amenities': AmenitiesPage,
  '/bookings': BookingsPage,
  '/channel-partners': ChannelPartnersPage,
  '/follow-ups': FollowUpsPage,
  '/plots': PlotsPage,
  '/permissions': PermissionsPage,
  '/projects': ProjectsPage,
  '/roles': RolesPage,
  '/users': UsersPage,
};
