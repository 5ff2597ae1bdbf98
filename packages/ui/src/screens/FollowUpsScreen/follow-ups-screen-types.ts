/**
 * What the Follow-ups screen is given and hands back, written out here because ui takes plain
 * data and depends on no API client; the host maps these to its API.
 */
import {
  followUpPeriodFrom,
  type BookingStatus,
  type FollowedBooking,
  type FollowUpPeriod,
} from '@plotline/domain';
import type { ChoiceSource, ListQuery, Loadable } from '../../patterns';

/** One follow-up as the table and the modal's history show it (docs/product/records.md). */
export type FollowUpRow = {
  id: number;
  bookingId: number;
  bookingNumber: string;
  projectName: string;
  plotNumber: string;
  plotOwnerName: string;
  /** 'YYYY-MM-DD'. */
  followUpDate: string;
  /** 'YYYY-MM-DD', or null when no next call is planned. */
  nextFollowUpDate: string | null;
  purpose: string;
  followUpUpdate: string;
  followUpTakenBy: string | null;
  /**
   * A newer follow-up of the booking settled its next follow-up (the domain's settledFollowUpIds;
   * our app: the API's `settled`): it shows as settled, not as due. Left out, it reads as pending.
   */
  settled?: boolean;
};

/**
 * What the follow-up list is narrowed by: its search, the period the next call falls in, and one
 * booking (a booking row links to its follow-ups). A filter is off at null, as every list's is.
 */
export type FollowUpListFilters = {
  searchTerm: string;
  /** Null for 'All': the follow-ups without a next call too. */
  period: Exclude<FollowUpPeriod, 'all'> | null;
  bookingId: number | null;
};

/** Every filter off, as Clear All Filters leaves them. */
export const NO_FOLLOW_UP_FILTERS: FollowUpListFilters = {
  searchTerm: '',
  period: null,
  bookingId: null,
};

/** The server keeps the follow-ups newest first, so the list has no order to choose (null). */
export type FollowUpListQuery = ListQuery<FollowUpListFilters, null>;

/** The period filter a URL or the select names: 'all', and anything unknown, filter nothing. */
export function followUpPeriodFilter(raw: string | null): FollowUpListFilters['period'] {
  const period = followUpPeriodFrom(raw);
  return period === 'all' ? null : period;
}

/**
 * A booking the modal's picker offers. Its status is known once the host has loaded the
 * booking; a follow-up's own row names the booking without it.
 */
export type BookingChoice = FollowedBooking & { bookingStatus?: BookingStatus };

/** The host's load of the booking picked in the form. */
export type PickedBooking = {
  /** Which booking this is: the form shows it only while it holds that booking. */
  bookingId: number;
  /** The booking loaded by its id, with its status; until then the form shows the picker's. */
  booking?: BookingChoice;
  /** Its follow-ups, newest first, which the form shows beside its fields. */
  followUps: Loadable<readonly FollowUpRow[]>;
};

/**
 * The form's booking picker: the bookings the host found for what was typed (`onSearch`; every
 * booking, for a host that does not search), and `chosen`, the booking the list is narrowed to,
 * as the host loaded it by its id, which the page names and a new follow-up starts on. The host
 * hears which booking the form picks and loads it, with its follow-ups, as `picked`.
 */
export type FollowUpBookings = ChoiceSource<BookingChoice> & {
  /** A booking was picked, or the form opened on one; null once none is. */
  onPick: (bookingId: number | null) => void;
  /** The host's load of the booking picked; left out before one is. */
  picked?: PickedBooking;
};

/** The booking a follow-up row is about, as the picker names it. */
export function bookingOfRow(row: FollowUpRow): BookingChoice {
  return {
    id: row.bookingId,
    bookingNumber: row.bookingNumber,
    projectName: row.projectName,
    plotNumber: row.plotNumber,
    plotOwnerName: row.plotOwnerName,
  };
}
