/** The session as the app holds it, and how it changes (docs/product/workflows.md "Auth"). */
import type { User } from '@plotline/api-client';

export type AuthState = {
  user: User | null;
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  /** True until the start-up sequence has settled whether a stored session is still good. */
  isLoading: boolean;
  error: string | null;
};

export type Session = { user: User; token: string; refreshToken: string };

export type AuthAction =
  | { type: 'login-start' }
  | { type: 'login-success'; session: Session }
  | { type: 'login-failure'; error: string }
  | { type: 'refresh-success'; session: Session }
  /** The password changed: the server ended the old session and started this one. */
  | { type: 'password-changed'; session: Session }
  /** Start-up found the stored tokens still good. */
  | { type: 'session-restored'; session: Session }
  | { type: 'logout' }
  /** Start-up found no stored session. */
  | { type: 'loading-end' }
  /** The signed-in user as the server knows them now, e.g. with roles an administrator changed. */
  | { type: 'user-refreshed'; user: User }
  /** The login error has been shown as a toast. */
  | { type: 'clear-error' };

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  refreshToken: null,
  isAuthenticated: false,
  isLoading: true,
  error: null,
};

const signedOut: AuthState = { ...initialAuthState, isLoading: false };

function signedIn(session: Session): AuthState {
  return { ...session, isAuthenticated: true, isLoading: false, error: null };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'login-start':
      return { ...state, isLoading: true, error: null };
    case 'login-success':
    case 'refresh-success':
    case 'password-changed':
    case 'session-restored':
      return signedIn(action.session);
    case 'login-failure':
      return { ...signedOut, error: action.error };
    case 'logout':
      return signedOut;
    case 'loading-end':
      return { ...state, isLoading: false };
    case 'user-refreshed':
      // A refresh that lands after signing out or in as someone else is about nobody current.
      return state.user?.id === action.user.id ? { ...state, user: action.user } : state;
    case 'clear-error':
      return { ...state, error: null };
  }
}
