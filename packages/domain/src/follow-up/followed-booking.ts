/** How the Follow-ups screen names the booking a follow-up is about. */
import { bookingNumberLabel } from '../dashboard/booking-number-label';

export type FollowedBooking = {
  id: number;
  bookingNumber: string | null;
  projectName: string;
  plotNumber: string;
  plotOwnerName: string;
};

/** 'BK-0001 · Green Valley · Plot A-1 · Ravi Kumar': what the booking picker offers. */
export function followedBookingLabel(booking: FollowedBooking): string {
  return [
    bookingNumberLabel(booking),
    booking.projectName,
    `Plot ${booking.plotNumber}`,
    booking.plotOwnerName,
  ].join(' · ');
}
