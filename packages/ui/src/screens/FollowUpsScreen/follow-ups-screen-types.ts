/**
 * What the Follow-ups screen is given and hands back, written out here because ui takes plain
 * data and depends on no API client; the host maps these to its API.
 */
import type { BookingStatus, FollowedBooking } from '@plotline/domain';

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
};

/**
 * A booking the modal's picker offers. Its status is known once the host has loaded the
 * booking; a follow-up's own row names the booking without it.
 */
export type BookingChoice = FollowedBooking & { bookingStatus?: BookingStatus };

/** The host's load of one booking: its details and its follow-ups, newest first. */
export type BookingFollowUps = {
  bookingId: number;
  /** The booking's details once loaded; until then the modal shows what the picker knew. */
  booking?: BookingChoice;
  followUps?: readonly FollowUpRow[];
  isLoading?: boolean;
  /** Why the earlier follow-ups cannot be shown. */
  error?: string | null;
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
