import { isAppPath, ROUTE_ACCESS } from '@plotline/domain';
import { Route, Switch, useLocation } from 'wouter';
import { LoginRoute } from '../features/auth/LoginRoute';
import { RegisterRoute } from '../features/auth/RegisterRoute';
import { Guard } from './Guard';
import { GuardedPages } from './GuardedPages';
import { NotFound } from './NotFound';

/** The routes of docs/product/screens.md. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <Switch>
      <Route path="/login">
        <Guard access={ROUTE_ACCESS['/login']}>
          <LoginRoute />
        </Guard>
      </Route>
      <Route path="/register">
        <Guard access={ROUTE_ACCESS['/register']}>
          <RegisterRoute />
        </Guard>
      </Route>
      <Route>{isAppPath(location) ? <GuardedPages /> : <NotFound />}</Route>
    </Switch>
  );
}
