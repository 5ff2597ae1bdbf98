import { ROUTE_ACCESS } from '@plotline/domain';
import { LoadingScreen } from '@plotline/ui/frame';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Guard } from './Guard';
import { NotFound } from './NotFound';
import { guardedPageAt, page, preloadPage, type GuardedPath } from './pages';
import { useDocumentTitle } from './use-page-title';

// Signed-out pages are chunks of their own too: a signed-in user never loads them.
const LoginRoute = lazy(() => import('../features/auth/LoginRoute').then(page('LoginRoute')));
const RegisterRoute = lazy(() =>
  import('../features/auth/RegisterRoute').then(page('RegisterRoute')),
);

// The signed-in shell with its pages: a visitor signing in does not load it before they have.
const GuardedPages = lazy(() => import('./GuardedPages').then(page('GuardedPages')));

/** A signed-in page: its chunk is fetched beside the shell's. */
function SignedInPage({ path }: { path: GuardedPath }) {
  useEffect(() => preloadPage(path), [path]);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <GuardedPages />
    </Suspense>
  );
}

/** The routes of docs/product/screens.md. */
export function AppRoutes() {
  const [location] = useLocation();
  const signedInPage = guardedPageAt(location);
  useDocumentTitle();
  return (
    <Switch>
      <Route path="/login">
        <Guard access={ROUTE_ACCESS['/login']}>
          <Suspense fallback={<LoadingScreen />}>
            <LoginRoute />
          </Suspense>
        </Guard>
      </Route>
      <Route path="/register">
        <Guard access={ROUTE_ACCESS['/register']}>
          <Suspense fallback={<LoadingScreen />}>
            <RegisterRoute />
          </Suspense>
        </Guard>
      </Route>
      <Route>{signedInPage ? <SignedInPage path={signedInPage} /> : <NotFound />}</Route>
    </Switch>
  );
}
