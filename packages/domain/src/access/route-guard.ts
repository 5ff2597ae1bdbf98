/** What the route guard does for a session and a route's access rule (docs/product/screens.md). */
import type { AccessUser } from './has-permission';
import { allowsAccess, type RouteAccess } from './route-access';

/** `passwordChangeRequired`: the password was set for the user, who must choose their own. */
export type GuardUser =
  (NonNullable<AccessUser> & { passwordChangeRequired?: boolean | null }) | null | undefined;

export type GuardSession = {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: GuardUser;
};

export type GuardOutcome =
  | 'allowed'
  /** Authentication is still loading: show a spinner. */
  | 'loading'
  /** Send to /login, remembering where the user was going. */
  | 'sign-in'
  /** A signed-in user on a guest-only page goes to /. */
  | 'go-home'
  /**
   * Show the page where the user chooses a password instead of any signed-in page: the server
   * refuses everything else until then (openapi.yaml "Sessions").
   */
  | 'choose-password'
  | 'no-permission'
  | 'no-role';

export function guardRoute(session: GuardSession, access: RouteAccess): GuardOutcome {
  if (access.kind === 'public') return 'allowed';
  // A guest page waits too: a stored session would otherwise flash the form before going home.
  if (session.isLoading) return 'loading';
  if (access.kind === 'guest') return session.isAuthenticated ? 'go-home' : 'allowed';
  if (!session.isAuthenticated) return 'sign-in';
  if (session.user?.passwordChangeRequired) return 'choose-password';
  if (allowsAccess(session.user, access)) return 'allowed';
  return access.kind === 'role' ? 'no-role' : 'no-permission';
}
