/** Who may open each route (docs/product/screens.md "Routes and guards"). */
import { ACCESS_POLICY, type PolicySubject } from './access-policy';
import { hasPermission, hasRole, type AccessUser } from './has-permission';

export type RouteAccess =
  | { kind: 'public' }
  /** Public, but a signed-in user is sent to / instead. */
  | { kind: 'guest' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permission: string }
  | { kind: 'role'; role: string };

/** A screen of records opens for whoever may read them (the access policy). */
function reads(subject: PolicySubject): RouteAccess {
  return { kind: 'permission', permission: ACCESS_POLICY[subject].read };
}

export const ROUTE_ACCESS = {
  '/login': { kind: 'public' },
  '/register': { kind: 'guest' },
  '/': { kind: 'signed-in' },
  // Every signed-in user's own password, from the user menu; no sidebar entry.
  '/change-password': { kind: 'signed-in' },
  // An extension (docs/enquiries.md): the sales funnel before a booking.
  '/enquiries': reads('enquiry'),
  '/projects': reads('project'),
  '/plots': reads('plot'),
  '/bookings': reads('booking'),
  '/follow-ups': reads('followUp'),
  // An extension (docs/payments.md): every instalment still to be paid.
  '/collections': reads('payment'),
  '/channel-partners': reads('channelPartner'),
  '/amenities': reads('amenity'),
  '/users': reads('user'),
  '/roles': reads('role'),
  '/permissions': reads('permission'),
  '/audit-log': reads('auditEntry'),
} as const satisfies Record<string, RouteAccess>;

export type AppPath = keyof typeof ROUTE_ACCESS;

export function isAppPath(path: string): path is AppPath {
  return Object.hasOwn(ROUTE_ACCESS, path);
}

/** Whether a user (null when signed out) may see what the access guards. */
export function allowsAccess(user: AccessUser, access: RouteAccess): boolean {
  switch (access.kind) {
    case 'public':
    case 'guest':
      return true;
    case 'signed-in':
      return user !== null && user !== undefined;
    case 'permission':
      return hasPermission(user, access.permission);
    case 'role':
      return hasRole(user, access.role);
  }
}
