import { ROUTE_ACCESS } from '@plotline/domain';
import { Route, Switch } from 'wouter';
import { AppLayout } from './AppLayout';
import { BUILT_PAGES } from './built-pages';
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
          {PAGES.map(({ path, title }) => {
            const Page = BUILT_PAGES[path];
            return (
              <Route key={path} path={path}>
                <Guard access={ROUTE_ACCESS[path]}>{Page ? <Page /> : <h1>{title}</h1>}</Guard>
              </Route>
            );
          })}
        </Switch>
      </AppLayout>
    </Guard>
  );
}
