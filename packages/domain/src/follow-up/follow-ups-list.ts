/**
 * The Follow-ups table's filters. GET /bookingfollowups returns every follow-up at once and
 * takes no filter (openapi.yaml), so the search and the period filter happen in the browser.
 * The URL keeps them as ?search= and ?period=.
 */
import type { CalendarDate } from '../calendar-date';
import { isFollowUpPeriod, matchesFollowUpPeriod, type FollowUpPeriod } from './follow-up-period';

export type FollowUpListFilters = { searchTerm: string; period: FollowUpPeriod };

export const NO_FOLLOW_UP_FILTERS: FollowUpListFilters = { searchTerm: '', period: 'all' };

/** What the search looks through: the booking's details and what was written. */
export type SearchedFollowUp = {
  bookingNumber: string;
  projectName: string;
  plotNumber: string;
  plotOwnerName: string;
  purpose: string;
  followUpUpdate: string;
  followUpTakenBy: string | null;
  nextFollowUpDate: string | null;
};

/** A period from a URL; anything unknown shows every follow-up. */
export function followUpPeriodFrom(raw: string | null): FollowUpPeriod {
  return isFollowUpPeriod(raw) ? raw : 'all';
}

const folded = (text: string) => text.trim().toLocaleLowerCase('en-IN');

/**
 * The follow-ups whose next date falls in the period and where one of the booking number,
 * project, plot, owner, purpose, update or taker contains the search text (case ignored).
 */
export function followUpsMatching<T extends SearchedFollowUp>(
  followUps: readonly T[],
  { searchTerm, period }: FollowUpListFilters,
  today: CalendarDate,
): T[] {
  const wanted = folded(searchTerm);
  return followUps.filter(
    (followUp) =>
      matchesFollowUpPeriod(followUp.nextFollowUpDate, period, today) &&
      [
        followUp.bookingNumber,
        followUp.projectName,
        followUp.plotNumber,
        followUp.plotOwnerName,
        followUp.purpose,
        followUp.followUpUpdate,
        followUp.followUpTakenBy ?? '',
      ].some((text) => folded(text).includes(wanted)),
  );
}
