/**
 * Logging, editing and deleting follow-ups, with their docs/product/messages.md toasts; the list
 * and every booking's follow-ups reload.
 */
import {
  FOLLOW_UP_MESSAGES as MESSAGES,
  followUpRequestOf,
  type FollowUpDraft,
} from '@plotline/domain';
import type { FollowUpRow } from '@plotline/ui/screens';
import { useRecordChanges } from '../../data/use-record-changes';
import { useApi } from '../../services';

const TEXTS = {
  created: { succeeded: MESSAGES.added, failed: MESSAGES.addFailed },
  updated: { succeeded: MESSAGES.updated, failed: MESSAGES.saveFailed },
  deleted: { succeeded: MESSAGES.deleted, failed: MESSAGES.deleteFailed },
};

export function useFollowUpChanges() {
  const api = useApi();
  const at = ({ id }: FollowUpRow) => ({ params: { path: { id } } });
  const body = followUpRequestOf;
  return useRecordChanges<FollowUpRow, FollowUpDraft>('followUp', TEXTS, {
    create: (draft) => api.POST('/bookingfollowups', { body: body(draft) }),
    update: (item, draft) => api.PUT('/bookingfollowups/{id}', { ...at(item), body: body(draft) }),
    remove: (item) => api.DELETE('/bookingfollowups/{id}', at(item)),
  });
}
