import type { AuditEntity } from '@plotline/domain';
import { useAuth } from '../auth/auth-context';
import type { Answer } from '../api-call';
import { useChange, type ChangeTexts } from './use-change';

/**
 * A change to users, roles or permissions, as useChange makes it, that may change what the
 * signed-in user may do themself (`concernsSignedInUser`, by default): after it the app asks who
 * they are now, so the sidebar and the buttons follow at once.
 */
export function useAdminChange() {
  const change = useChange();
  const { refreshUser } = useAuth();
  return async (
    call: Promise<Answer<unknown>>,
    texts: ChangeTexts,
    changed: AuditEntity,
    concernsSignedInUser = true,
  ) => {
    const outcome = await change(call, texts, changed);
    if (outcome.ok && concernsSignedInUser) await refreshUser();
    return outcome;
  };
}
