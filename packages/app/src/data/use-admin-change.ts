import { useAuth } from '../auth/auth-context';
import type { Answer } from '../api-call';
import type { Resource } from './cache';
import { useChange, type ChangeTexts } from './use-change';

/**
 * A change to roles or permissions, as useChange makes it, that may change what the signed-in
 * user may do themself: after it the app asks who they are now, so the sidebar and the buttons
 * follow at once.
 */
export function useAdminChange() {
  const change = useChange();
  const { refreshUser } = useAuth();
  return async (call: Promise<Answer<unknown>>, texts: ChangeTexts, touched: readonly Resource[]) => {
    const outcome = await change(call, texts, touched);
    if (outcome.ok) await refreshUser();
    return outcome;
  };
}
