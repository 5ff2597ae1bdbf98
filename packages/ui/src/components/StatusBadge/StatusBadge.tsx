import {
  type BookingStatus,
  bookingStatusLabel,
  isBookingStatus,
  type NextFollowUpBadge,
  type PlotStatus,
  type UserStatusLabel,
} from '@plotline/domain';
import { Badge, type BadgeTone } from '../Badge/Badge';

/** Every status the screens show as a badge; the names never clash, so one prop takes them all. */
export type BadgeStatus =
  | BookingStatus
  | PlotStatus
  | UserStatusLabel
  // Channel partners, amenities, roles and permissions: Active (as a user) or Inactive.
  | 'Inactive'
  | NextFollowUpBadge;

const STATUS_TONES: Readonly<Record<BadgeStatus, BadgeTone>> = {
  Pending: 'neutral',
  Token: 'warning',
  Booking: 'info',
  RegistryDone: 'success',
  Cancelled: 'danger',
  Available: 'success',
  Booked: 'info',
  Sold: 'neutral',
  Hold: 'warning',
  Active: 'success',
  Blocked: 'danger',
  Inactive: 'neutral',
  Overdue: 'danger',
  Today: 'warning',
  Upcoming: 'info',
};

export type StatusBadgeProps = {
  status: BadgeStatus;
};

/** A status as a Badge: the tone follows the status and the text names it. */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <Badge tone={STATUS_TONES[status]}>
      {isBookingStatus(status) ? bookingStatusLabel(status) : status}
    </Badge>
  );
}
