import { ROUTE_ACCESS } from '@plotline/domain';
import { LoadingScreen } from '@plotline/ui/frame';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from './AppLayout';
import { Guard } from './Guard';
import { PAGES, routeOf, type GuardedPath } from './pages';

/**
 * Every signed-in page in one layout: the outer guard asks only for a signed-in user, so the
 * shell stays mounted from page to page and an inner guard checks each page's own permission.
 */
export function GuardedPages() {
  return (
    <Guard access={ROUTE_ACCESS['/']}>
      <AppLayout>
        <Switch>
          {(Object.keys(PAGES) as GuardedPath[]).map((path) => {
            const Page = PAGES[path];
            return (
              <Route key={path} path={routeOf(path)}>
                <Guard access={ROUTE_ACCESS[path]}>
                  {/* The page's chunk loads the first time it is shown. */}
                  <Suspense fallback={<LoadingScreen />}>
                    <Page />
                  </Suspense>
                </Guard>
              </Route>
            );
          })}
        </Switch>
      </AppLayout>
    </Guard>
  );
}
