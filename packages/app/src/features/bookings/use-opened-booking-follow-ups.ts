import { displayName, FOLLOW_UP_MESSAGES, mayRead, mayWrite } from '@plotline/domain';
import type { BookingFollowUps } from '@plotline/ui/screens';
import { useAuth } from '../../auth/auth-context';
import { useBookingFollowUps } from '../../data/follow-ups';
import { useFollowUpChanges } from '../follow-ups/use-follow-up-changes';

/**
 * The Follow-ups section of the booking whose details are open (GET
 * /bookingfollowups/booking/{id}, newest first): undefined while none is open or for a user who
 * may not read follow-ups; 'Log follow-up' for a user who may create them, taken by that user
 * unless changed, saved as the Follow-ups page saves one, with its toasts.
 */
export function useOpenedBookingFollowUps(bookingId: number | null): BookingFollowUps | undefined {
  const { user } = useAuth();
  const mayView = mayRead(user, 'followUp');
  const loaded = useBookingFollowUps(mayView ? bookingId : null);
  const changes = useFollowUpChanges();
  if (!mayView || bookingId === null) return undefined;
  const followUps = loaded.data ?? null;
  return {
    list: {
      data: followUps,
      isLoading: followUps === null && !loaded.error,
      // A failed reload keeps what is shown.
      error: loaded.error && followUps === null ? FOLLOW_UP_MESSAGES.previousFetchFailed : null,
      onRetry: () => void loaded.mutate(),
    },
    onLog: mayWrite(user, 'followUp', 'create') ? (draft) => changes.save(draft, null) : undefined,
    takenBy: displayName(user),
  };
}
