/**
 * Logging, editing and deleting follow-ups: the calls, their SPEC.md section 8 toasts, and a
 * reload of the list and of every booking's history afterwards. Each resolves with what the
 * screen needs to close its dialog or keep it open.
 */
import { FOLLOW_UP_MESSAGES, followUpRequestOf, type FollowUpDraft } from '@plotline/domain';
import type { FollowUpDeleteOutcome, FollowUpRow, FollowUpSaveOutcome } from '@plotline/ui/screens';
import { ApiCallError, dataOf, failureToast } from '../../api-call';
import { useReload } from '../../data/cache';
import { useApi, useToasts } from '../../services';

export function useFollowUpChanges() {
  const api = useApi();
  const toasts = useToasts();
  const reload = useReload();
  const reloadFollowUps = () => reload('follow-ups');

  const saveFollowUp = async (
    draft: FollowUpDraft,
    followUp: FollowUpRow | null,
  ): Promise<FollowUpSaveOutcome> => {
    const body = followUpRequestOf(draft);
    try {
      await dataOf(
        followUp
          ? api.PUT('/bookingfollowups/{id}', { params: { path: { id: followUp.id } }, body })
          : api.POST('/bookingfollowups', { body }),
      );
    } catch (failure) {
      const failedText = followUp ? FOLLOW_UP_MESSAGES.saveFailed : FOLLOW_UP_MESSAGES.addFailed;
      toasts.error(...failureToast(failure, failedText));
      const fieldErrors = failure instanceof ApiCallError ? failure.fieldErrors : {};
      return { ok: false, fieldErrors };
    }
    toasts.success(followUp ? FOLLOW_UP_MESSAGES.updated : FOLLOW_UP_MESSAGES.added);
    // The modal closes on the reloaded list, so the saved follow-up is there when it does.
    await reloadFollowUps();
    return { ok: true };
  };

  const deleteFollowUp = async (followUp: FollowUpRow): Promise<FollowUpDeleteOutcome> => {
    try {
      await dataOf(api.DELETE('/bookingfollowups/{id}', { params: { path: { id: followUp.id } } }));
    } catch (failure) {
      toasts.error(...failureToast(failure, FOLLOW_UP_MESSAGES.deleteFailed));
      return { ok: false };
    }
    toasts.success(FOLLOW_UP_MESSAGES.deleted);
    await reloadFollowUps();
    return { ok: true };
  };

  return { saveFollowUp, deleteFollowUp };
}
