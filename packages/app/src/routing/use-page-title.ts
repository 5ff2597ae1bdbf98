import { pageLabel, pageTitle } from '@plotline/domain';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../auth/auth-context';

/**
 * The title of what the session sees at the current address: the page, Access Denied or Page Not
 * Found, as the guard and the routes decide it. Only the path counts; the query is the same page.
 */
export function usePageTitle(): string {
  const [location] = useLocation();
  const { isLoading, isAuthenticated, user } = useAuth();
  return pageTitle(pageLabel(location, { isLoading, isAuthenticated, user }));
}

/** Keeps the browser's tab and history naming the page shown (WCAG 2.4.2). */
export function useDocumentTitle(): void {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
}
