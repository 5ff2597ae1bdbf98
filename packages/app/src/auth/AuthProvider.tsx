import type { ChangeOwnPasswordRequest, LoginRequest, RegisterRequest } from '@plotline/api-client';
import { loginErrorMessage } from '@plotline/domain';
import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { api as appApi, type AppApi } from '../api';
import { TOAST_TEXTS, toasts as appToasts, type ToastQueue } from '../toasts';
import { ServicesContext, type AppServices } from '../services';
import { AuthContext, type Auth } from './auth-context';
import { authReducer, initialAuthState } from './auth-state';
import { logIn, register as registerUser } from './authenticate';
import { changeOwnPassword } from './change-own-password';
import { logOut } from './log-out';
import { signedInUserNow, startSession } from './start-session';

export type AuthProviderProps = {
  /** The app's client unless a test brings its own. */
  api?: AppApi;
  toasts?: ToastQueue;
  children: ReactNode;
};

/**
 * Holds the session: restores it on start, signs in, registers, changes the password and signs
 * out. It also hands the
 * pages the API client and the toast queue (services.ts).
 */
export function AuthProvider({ api = appApi, toasts = appToasts, children }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const { mutate } = useSWRConfig();

  // The next user must not see what the last one loaded.
  const forgetData = useCallback(
    () => void mutate(() => true, undefined, { revalidate: false }),
    [mutate],
  );

  useEffect(() => {
    let isCurrent = true;
    void startSession(api).then((action) => {
      if (isCurrent) dispatch(action);
    });
    return () => {
      isCurrent = false;
    };
  }, [api]);

  // The client has already cleared the tokens; with the user gone, the route guard sends the
  // browser to /login and remembers where it was, as for any signed-out visitor.
  useEffect(
    () =>
      api.onSessionExpired(() => {
        forgetData();
        dispatch({ type: 'logout' });
      }),
    [api, forgetData],
  );

  const login = useCallback(
    async (values: LoginRequest) => {
      dispatch({ type: 'login-start' });
      const outcome = await logIn(api, values);
      dispatch(
        outcome.ok
          ? { type: 'login-success', session: outcome.session }
          : { type: 'login-failure', error: loginErrorMessage(outcome.failure) },
      );
      return outcome;
    },
    [api],
  );

  const register = useCallback(
    async (values: RegisterRequest) => {
      const outcome = await registerUser(api, values);
      if ('session' in outcome) dispatch({ type: 'login-success', session: outcome.session });
      return outcome;
    },
    [api],
  );

  const changePassword = useCallback(
    async (values: ChangeOwnPasswordRequest) => {
      const outcome = await changeOwnPassword(api, values);
      if (outcome.ok) dispatch({ type: 'password-changed', session: outcome.session });
      return outcome;
    },
    [api],
  );

  const logout = useCallback(async () => {
    const confirmed = await logOut(api);
    forgetData();
    dispatch({ type: 'logout' });
    if (confirmed) toasts.success(TOAST_TEXTS.loggedOut);
    else toasts.error(TOAST_TEXTS.logoutFailed);
  }, [api, toasts, forgetData]);

  const clearError = useCallback(() => dispatch({ type: 'clear-error' }), []);

  const refreshUser = useCallback(async () => {
    const user = await signedInUserNow(api);
    if (user) dispatch({ type: 'user-refreshed', user });
  }, [api]);

  const auth = useMemo<Auth>(
    () => ({ ...state, login, register, changePassword, logout, clearError, refreshUser }),
    [state, login, register, changePassword, logout, clearError, refreshUser],
  );

  const services = useMemo<AppServices>(() => ({ api, toasts }), [api, toasts]);

  return (
    <ServicesContext.Provider value={services}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </ServicesContext.Provider>
  );
}
