/**
 * The Follow-ups table's filters and page size. The server searches and filters the follow-ups
 * (GET /bookingfollowups/filtered), the period by followUpPeriodBounds; the URL keeps them under
 * the query's names.
 */
import { LIST_DEFAULTS } from '../constants';
import type { PageSize } from '../lists/page-size';
import { isFollowUpPeriod, type FollowUpPeriod } from './follow-up-period';

export type FollowUpListFilters = {
  searchTerm: string;
  period: FollowUpPeriod;
  pageSize: PageSize;
};

export const NO_FOLLOW_UP_FILTERS: FollowUpListFilters = {
  searchTerm: '',
  period: 'all',
  pageSize: LIST_DEFAULTS.followUps.pageSize,
};

/** A period from a URL; anything unknown shows every follow-up. */
export function followUpPeriodFrom(raw: string | null): FollowUpPeriod {
  return isFollowUpPeriod(raw) ? raw : 'all';
}
