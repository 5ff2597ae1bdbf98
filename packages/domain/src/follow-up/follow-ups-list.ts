/**
 * The Follow-ups list's period filter. The server searches and filters the follow-ups
 * (GET /bookingfollowups/filtered), the period by followUpPeriodBounds; the URL keeps them under
 * the query's names.
 */
import { isFollowUpPeriod, type FollowUpPeriod } from './follow-up-period';

/** A period from a URL; anything unknown shows every follow-up. */
export function followUpPeriodFrom(raw: string | null): FollowUpPeriod {
  return isFollowUpPeriod(raw) ? raw : 'all';
}
