/** What the route guard does for a session and a route's access rule (docs/product/screens.md). */
import type { AccessUser } from './has-permission';
import { allowsAccess, type RouteAccess } from './route-access';

export type GuardSession = {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AccessUser;
};

export type GuardOutcome =
  | 'allowed'
  /** Authentication is still loading: show a spinner. */
  | 'loading'
  /** Send to /login, remembering where the user was going. */
  | 'sign-in'
  /** A signed-in user on a guest-only page goes to /. */
  | 'go-home'
  | 'no-permission'
  | 'no-role';

export function guardRoute(session: GuardSession, access: RouteAccess): GuardOutcome {
  if (access.kind === 'public') return 'allowed';
  // A guest page waits too: a stored session would otherwise flash the form before going home.
  if (session.isLoading) return 'loading';
  if (access.kind === 'guest') return session.isAuthenticated ? 'go-home' : 'allowed';
  if (!session.isAuthenticated) return 'sign-in';
  if (allowsAccess(session.user, access)) return 'allowed';
  return access.kind === 'role' ? 'no-role' : 'no-permission';
}
