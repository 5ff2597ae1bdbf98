/** Who may open each route (docs/product/screens.md "Routes and guards"). */
import { PAYMENT_PERMISSIONS } from '../payments/payment-permissions';
import { hasPermission, hasRole, type AccessUser } from './has-permission';

export type RouteAccess =
  | { kind: 'public' }
  /** Public, but a signed-in user is sent to / instead. */
  | { kind: 'guest' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permission: string }
  | { kind: 'role'; role: string };

function needs(permission: string): RouteAccess {
  return { kind: 'permission', permission };
}

export const ROUTE_ACCESS = {
  '/login': { kind: 'public' },
  '/register': { kind: 'guest' },
  '/': { kind: 'signed-in' },
  '/projects': needs('projects.view'),
  '/plots': needs('plots.view'),
  '/bookings': needs('bookings.view'),
  '/follow-ups': needs('bookings.view'),
  // An extension (docs/payments.md): every instalment still to be paid.
  '/collections': needs(PAYMENT_PERMISSIONS.view),
  // docs/product/access.md writes this permission without the hyphen the route and the module name
  // carry.
  '/channel-partners': needs('channelpartners.view'),
  '/amenities': needs('projects.view'),
  '/users': needs('users.view'),
  '/roles': needs('roles.view'),
  '/permissions': needs('permissions.view'),
  '/audit-log': needs('audit.view'),
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
