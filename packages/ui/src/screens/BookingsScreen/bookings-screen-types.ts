/** What the Bookings screen is given and what it hands back; the host maps these to its API. */
import type { BookingStatus, CalendarDate, PageSize } from '@plotline/domain';
import type { ListSort } from '../../patterns';
import type { BookingChangeOutcome, EditedBooking } from './BookingForm/booking-form-types';

export type { BookingChangeOutcome };

/**
 * One booking as the list, its details, the status workflow and the edit form read it
 * (docs/product/records.md "Booking"): what the form edits, plus the number the list shows. The
 * API's Booking has every one of these fields.
 */
export type BookingListRow = EditedBooking & {
  bookingNumber: string | null;
};

/** A choice in the plot and channel partner filters; projects are the shared ProjectChoice. */
export type PlotChoice = { id: number; plotNumber: string };
export type ChannelPartnerChoice = { id: number; name: string };

/** The list's filters, as the filter panel shows them; null means 'all' or no date. */
export type BookingFilters = {
  searchTerm: string;
  bookingStatus: BookingStatus | null;
  pageSize: PageSize;
  projectId: number | null;
  /** A plot of the chosen project; the plot filter is disabled until a project is chosen. */
  plotId: number | null;
  channelPartnerId: number | null;
  /** Bookings dated on or after this day. */
  startDate: CalendarDate | null;
  /** Bookings dated on or before this day. */
  endDate: CalendarDate | null;
};

export type BookingSortBy =
  | 'BookingDate'
  | 'BookingNumber'
  | 'RegistryDate'
  | 'ProjectName'
  | 'PlotOwnerName'
  | 'BookingStatus';
export type BookingSort = ListSort<BookingSortBy>;

/**
 * How saving the booking form ended. After a conflict the host hands over the booking as it is
 * stored now (`stored`), and the form shows it, so the user makes their change again over it.
 */
export type BookingSaveResult = BookingChangeOutcome & { stored?: BookingListRow };

/** One entry of a booking's status history (GET /bookings/{id}/history), oldest first. */
export type BookingHistoryEntry = {
  id: number;
  /** Null for the status the booking was created with. */
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  remark: string | null;
  cancellationReason: string | null;
  actualRegistryDate: CalendarDate | null;
  registrationNumber: string | null;
  /** Null when that user has since been deleted. */
  changedBy: { displayName: string } | null;
  /** An ISO timestamp. */
  changedAt: string;
};

/** The host's load of the history of the booking whose details are open. */
export type BookingHistory = {
  entries?: readonly BookingHistoryEntry[];
  isLoading?: boolean;
  /** Why the history cannot be shown, e.g. 'Failed to fetch bookings'. */
  error?: string | null;
};
