/**
 * Renders a hook of the signed-in frame as AppLayout runs it: with the services over a fake API,
 * a signed-in user, an SWR cache of its own and a recorded memory history.
 */
import type { User } from '@plotline/api-client';
import { createToastQueue } from '@plotline/ui/components';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AuthContext, type Auth } from '../src/auth/auth-context';
import { ChangeEventsContext, type SubscribeToChanges } from '../src/live/change-events';
import { ServicesContext } from '../src/services';
import { fakeApi, user as userFixture, type FakeRoutes } from './fake-api';
import { memoryRouter } from './memory-router';
import { STORED } from './render-app';

export function renderSignedInHook<Result, Props = undefined>(
  hook: (props: Props) => Result,
  {
    routes = {},
    path = '/',
    signedIn = userFixture(),
    refreshUser = async () => {},
    swr = {},
    changes = () => () => {},
    initialProps,
  }: {
    routes?: FakeRoutes;
    path?: string;
    signedIn?: User;
    refreshUser?: () => Promise<void>;
    /** Adds to the cache's options. */
    swr?: SWRConfiguration;
    /** The changes AppLayout would hand the page's edit forms. */
    changes?: SubscribeToChanges;
    initialProps?: Props;
  } = {},
) {
  const { api, calls } = fakeApi(routes, STORED);
  const toasts = createToastQueue();
  const router = memoryRouter(path);
  const auth: Auth = {
    user: signedIn,
    token: STORED.accessToken,
    refreshToken: STORED.refreshToken,
    isAuthenticated: true,
    isLoading: false,
    error: null,
    login: async () => ({ ok: false }) as never,
    register: async () => ({ ok: false }) as never,
    changePassword: async () => ({ ok: false, message: null }),
    logout: async () => {},
    clearError: () => {},
    refreshUser,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swr, provider: () => new Map() }}>
      <router.wrapper>
        <ServicesContext.Provider value={{ api, toasts }}>
          <AuthContext.Provider value={auth}>
            <ChangeEventsContext value={changes}>{children}</ChangeEventsContext>
          </AuthContext.Provider>
        </ServicesContext.Provider>
      </router.wrapper>
    </SWRConfig>
  );
  const rendered = renderHook(hook, { wrapper, initialProps });
  return { ...rendered, api, calls, history: router.history };
}
