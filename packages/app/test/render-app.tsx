/** Renders the app's routes and session over a fake API, at a path in a recorded memory history. */
import { createToastQueue } from '@plotline/ui/components';
import { render } from '@testing-library/react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthProvider } from '../src/auth/AuthProvider';
import { AppRoutes } from '../src/routing/AppRoutes';
import { fakeApi, json, type FakeRoutes } from './fake-api';
import { fakeEventStream } from './fake-events';

export const STORED = { accessToken: 'access', refreshToken: 'refresh' };

/**
 * What the signed-in frame asks for besides the page, unless the test answers it itself: a change
 * stream that stays open and quiet, and no unread notification.
 */
const FRAME_ROUTES: FakeRoutes = {
  'GET /events': (request) => fakeEventStream().answer(request),
  'GET /notifications/unread-count': () => json(200, { unreadCount: 0 }),
};

/**
 * `swr` adds to the cache's options, e.g. `revalidateIfStale: false` to hold a page to what the
 * cache has, as SWR does within its deduping interval, so a test sees what a change left stale.
 */
export function renderApp(
  path: string,
  routes: FakeRoutes,
  stored?: typeof STORED,
  swr: SWRConfiguration = {},
) {
  const { api, calls, storage } = fakeApi({ ...FRAME_ROUTES, ...routes }, stored);
  const location = memoryLocation({ path, record: true });
  const toasts = createToastQueue();
  render(
    <SWRConfig value={{ ...swr, provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AuthProvider api={api} toasts={toasts}>
          <AppRoutes />
        </AuthProvider>
      </Router>
    </SWRConfig>,
  );
  /** The toasts shown so far, oldest first. */
  const shownToasts = () => toasts.toasts.visibleToasts.map(({ content }) => content).reverse();
  return { api, calls, storage, history: location.history ?? [], shownToasts };
}
