import { ROUTE_ACCESS } from '@plotline/domain';
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from './AppLayout';
import { Guard } from './Guard';
import { PAGES, type GuardedPath } from './pages';

/**
 * Every signed-in page in one layout: the outer guard asks only for a signed-in user, so the
 * shell stays mounted from page to page and an inner guard checks each page's own permission.
 */
export function GuardedPages() {
  return (
    <Guard access={ROUTE_ACCESS['/']}>
      <AppLayout>
        <Switch>
          {(Object.entries(PAGES) as [GuardedPath, ComponentType][]).map(([path, Page]) => (
            <Route key={path} path={path}>
              <Guard access={ROUTE_ACCESS[path]}>
                <Page />
              </Guard>
            </Route>
          ))}
        </Switch>
      </AppLayout>
    </Guard>
  );
}
