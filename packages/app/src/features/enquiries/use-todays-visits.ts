/**
 * 'Today's visits' while it is shown: the site visits of the business's today of the sales person
 * the Sales person filter names, else of the signed-in user. Nothing is read while the list or the
 * board shows.
 */
import { ENQUIRY_MESSAGES } from '@plotline/domain';
import type { TodaysSiteVisits } from '@plotline/ui/screens';
import { useAuth } from '../../auth/auth-context';
import { useTodaysSiteVisits } from '../../data/enquiries';

export function useTodaysVisits(assignedToId: number | null, isShown: boolean): TodaysSiteVisits {
  const { user } = useAuth();
  const userId = assignedToId ?? user?.id ?? null;
  const visits = useTodaysSiteVisits(isShown ? userId : null);
  return {
    data: visits.data ?? null,
    isLoading: visits.isLoading,
    error: visits.error ? ENQUIRY_MESSAGES.todaysVisitsFetchFailed : null,
    onRetry: () => void visits.mutate(),
  };
}
