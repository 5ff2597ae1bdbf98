import type { ChangeOwnPasswordRequest, LoginRequest, RegisterRequest } from '@plotline/api-client';
import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';
import type { AuthOutcome, RegistrationOutcome } from './authenticate';
import type { PasswordChangeOutcome } from './change-own-password';

export type Auth = AuthState & {
  login: (values: LoginRequest) => Promise<AuthOutcome>;
  /** Signs the newcomer in, unless the account must wait for an administrator's approval. */
  register: (values: RegisterRequest) => Promise<RegistrationOutcome>;
  /** Changes the signed-in user's password and holds the new session the server answers with. */
  changePassword: (values: ChangeOwnPasswordRequest) => Promise<PasswordChangeOutcome>;
  /** Ends the session; resolves once the tokens are gone and the toast is shown. */
  logout: () => Promise<void>;
  /** Called once the login error has been shown. */
  clearError: () => void;
  /**
   * Asks the server who the signed-in user is now, so roles and permissions an administrator
   * changed take effect (sidebar, guards, buttons) without signing in again.
   */
  refreshUser: () => Promise<void>;
};

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider above it.');
  return auth;
}
