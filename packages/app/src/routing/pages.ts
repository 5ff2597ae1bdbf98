import type { AppPath } from '@plotline/domain';
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

export type GuardedPath = Exclude<AppPath, '/login' | '/register'>;

/** The signed-in pages by path (docs/product/screens.md), in the sidebar's order. */
export const PAGES: Readonly<Record<GuardedPath, ComponentType>> = {
  '/': DashboardPage,
  '/projects': ProjectsPage,
  '/plots': PlotsPage,
  '/bookings': BookingsPage,
  '/follow-ups': FollowUpsPage,
  '/channel-partners': ChannelPartnersPage,
  '/amenities': AmenitiesPage,
  '/users': UsersPage,
  '/roles': RolesPage,
  '/permissions': PermissionsPage,
};
