import { pageAt } from '@plotline/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../services';

/**
 * Keeps the signed-in user's roles and permissions as the server has them now: asked again on
 * each move to another page, when the window comes back into focus, and after any refusal (403).
 * So an administrator's change shows in the sidebar and the guards on the user's next step,
 * without signing in again; the server checks every call meanwhile.
 */
export function useCurrentAccess() {
  const { refreshUser } = useAuth();
  const api = useApi();
  // The page alone: a filter changing the search, or a record opened on it, is no move.
  const [location] = useLocation();
  const path = pageAt(location) ?? location;
  const isFirstPage = useRef(true);

  useEffect(() => {
    // The session's start has just asked; the first page needs no second answer.
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    void refreshUser();
  }, [path, refreshUser]);

  useEffect(() => {
    const refresh = () => void refreshUser();
    window.addEventListener('focus', refresh);
    const stopHearing = api.onAccessRefused(refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      stopHearing();
    };
  }, [api, refreshUser]);
}
