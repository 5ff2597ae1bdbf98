import { guardRoute, type RouteAccess } from '@plotline/domain';
import { AccessDenied, LoadingScreen } from '@plotline/ui/frame';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuth } from '../auth/auth-context';
import { signInPath } from './sign-in-path';

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
    case 'no-permission':
      return <AccessDenied reason="permission" />;
    case 'no-role':
      return <AccessDenied reason="role" />;
  }
}
