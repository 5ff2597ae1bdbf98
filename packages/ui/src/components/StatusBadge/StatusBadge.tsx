import {
  type BookingStatus,
  bookingStatusLabel,
  type CommissionState,
  INSTALMENT_STATES,
  type InstalmentState,
  instalmentStateLabel,
  isBookingStatus,
  type NextFollowUpBadge,
  type PayoutState,
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
  | NextFollowUpBadge
  // An instalment's payment, a commission and a payout (docs/payments.md).
  | InstalmentState
  | CommissionState
  | PayoutState;

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
  'Pending approval': 'caution',
  Inactive: 'neutral',
  Overdue: 'danger',
  Today: 'warning',
  Upcoming: 'info',
  Paid: 'success',
  PartPaid: 'caution',
  Due: 'info',
  Payable: 'info',
  Reversed: 'danger',
};

const isInstalmentState = (status: BadgeStatus): status is InstalmentState =>
  (INSTALMENT_STATES as readonly string[]).includes(status);

/** The status in words: 'Registry Done', 'Part paid'; the others read as they are. */
function statusLabel(status: BadgeStatus): string {
  if (isBookingStatus(status)) return bookingStatusLabel(status);
  if (isInstalmentState(status)) return instalmentStateLabel(status);
  return status;
}

export type StatusBadgeProps = {
  status: BadgeStatus;
};

/** A status as a Badge: the tone follows the status and the text names it. */
export function StatusBadge({ status }: StatusBadgeProps) {
  return <Badge tone={STATUS_TONES[status]}>{statusLabel(status)}</Badge>;
}
