import { ROUTE_ACCESS } from '@plotline/domain';
import { Route, Switch } from 'wouter';
import { AppLayout } from './AppLayout';
import { Guard } from './Guard';
import { PAGES } from './pages';

/**
 * Every signed-in page in one layout: the outer guard asks only for a signed-in user, so the
 * shell stays mounted from page to page and an inner guard checks each page's own permission.
 */
export function GuardedPages() {
  return (
    <Guard access={ROUTE_ACCESS['/']}>
      <AppLayout>
        <Switch>
          {PAGES.map(({ path, title }) => (
            <Route key={path} path={path}>
              <Guard access={ROUTE_ACCESS[path]}>
                <h1>{title}</h1>
              </Guard>
            </Route>
          ))}
        </Switch>
      </AppLayout>
    </Guard>
  );
}
