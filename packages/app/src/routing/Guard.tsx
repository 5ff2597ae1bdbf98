import { guardRoute, type RouteAccess } from '@plotline/domain';
import { AccessDenied, LoadingScreen } from '@plotline/ui/frame';
import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuth } from '../auth/auth-context';
import { page } from './pages';
import { signInPath } from './sign-in-path';

// Only the first administrator meets it, once: a chunk of its own, as the signed-out pages are.
const ChoosePasswordRoute = lazy(() =>
  import('../features/auth/ChoosePasswordRoute').then(page('ChoosePasswordRoute')),
);

export type GuardProps = {
  access: RouteAccess;
  children: ReactNode;
};

/** The one route guard (docs/product/screens.md): what the session may see of a route. */
export function Guard({ access, children }: GuardProps) {
  const { isLoading, isAuthenticated, user } = useAuth();
  const [location] = useLocation();
  const search = useSearch();

  switch (guardRoute({ isLoading, isAuthenticated, user }, access)) {
    case 'allowed':
      return children;
    case 'loading':
      return <LoadingScreen />;
    case 'sign-in':
      // Replaced, so Back from /login does not land on the page that sent the visitor there.
      return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />;
    case 'go-home':
      return <Redirect to="/" replace />;
    case 'choose-password':
      // In place of the page and its shell, whose every call the server refuses until then.
      return (
        <Suspense fallback={<LoadingScreen />}>
          <ChoosePasswordRoute />
        </Suspense>
      );
    case 'no-permission':
      return <AccessDenied reason="permission" />;
    case 'no-role':
      return <AccessDenied reason="role" />;
  }
}
