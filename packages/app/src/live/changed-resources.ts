/**
 * What a change to each kind of record makes stale on screen: the one table both the app's own
 * changes (useReload, data/cache.ts) and the change stream's (use-live-updates.ts) read. Every
 * change is an entry of the audit trail (the stream sends one event per entry), so the audit's
 * lists are stale after any of them. A record's name or number shown in another's list (a
 * project's name on a booking, a follow-up, a notification) makes that list stale too.
 */
import type { AuditEntity } from '@plotline/domain';
import type { Resource } from '../data/cache';

/**
 * What a plot's or a project's change makes stale: their lists, and the bookings, follow-ups,
 * notifications and collections that name each one's project and plot.
 */
const NAMED_ON_BOOKINGS: readonly Resource[] = [
  'plots',
  'projects',
  'bookings',
  'follow-ups',
  'notifications',
  'dashboard',
  'collections',
  'audit',
];

export const RESOURCES_CHANGED_WITH: Readonly<Record<AuditEntity, readonly Resource[]>> = {
  // A booking takes or frees its plot (the availability map, the plot statuses and the projects'
  // plot counts), and is what the bell's notifications are about. Its payment schedule, payments
  // and their reversals are recorded against it too (docs/payments.md): they change what is
  // outstanding and what its partner earns, and its status whether that commission is payable.
  booking: [
    'bookings',
    // A booking saved from an enquiry moves it to Booked.
    'enquiries',
    'plots',
    'projects',
    'dashboard',
    'follow-ups',
    'notifications',
    'payments',
    'collections',
    'commissions',
    'audit',
  ],
  // Only these rename, add or remove a plot or a project, which the filters and pickers offer by
  // number and name (a booking moves a plot's status and its project's counts, not those).
  plot: [...NAMED_ON_BOOKINGS, 'plot-numbers'],
  project: [...NAMED_ON_BOOKINGS, 'project-names', 'enquiries'],
  followUp: ['follow-ups', 'notifications', 'dashboard', 'audit'],
  // The bookings and the collections show their partner's name; a partner's payouts and their
  // reversals are recorded against it (docs/payments.md), as is its commission rate.
  channelPartner: [
    'channel-partners',
    'enquiries',
    'bookings',
    'dashboard',
    'collections',
    'commissions',
    'payments',
    'audit',
  ],
  amenity: ['amenities', 'projects', 'audit'],
  // A visit is shown on its enquiry's details and timeline, and moves its stage. An enquiry's next
  // action, stage and sales person, and its visits' days and outcomes, are what the bell reminds
  // its sales person of.
  enquiry: ['enquiries', 'notifications', 'audit'],
  siteVisit: ['enquiries', 'notifications', 'audit'],
  // Who may do what: the roles' permissions, the users' roles, and each list's names of them.
  role: ['roles', 'permissions', 'users', 'audit'],
  permission: ['roles', 'permissions', 'users', 'audit'],
  // An account registering while registration needs approval, approved or deleted, comes and
  // goes in the bell of whoever may let it in.
  user: ['roles', 'permissions', 'users', 'notifications', 'enquiries', 'audit'],
};

/** Every resource the cache holds: what a resync asks for again. */
export const EVERY_RESOURCE: readonly Resource[] = [
  ...new Set(Object.values(RESOURCES_CHANGED_WITH).flat()),
];
