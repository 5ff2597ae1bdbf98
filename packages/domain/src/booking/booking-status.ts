/** Booking statuses and the workflow between them (SPEC.md section 4, "Booking status"). */

export const BOOKING_STATUSES = [
  'Pending',
  'Token',
  'Booking',
  'RegistryDone',
  'Cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A new booking starts as Token; an edited booking with no status shows Pending. */
export const NEW_BOOKING_STATUS: BookingStatus = 'Token';
export const UNSET_BOOKING_STATUS: BookingStatus = 'Pending';

const NEXT_STATUSES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  Pending: [],
  Token: ['Booking', 'Cancelled'],
  Booking: ['RegistryDone', 'Cancelled'],
  RegistryDone: [],
  Cancelled: [],
};

export const FINAL_BOOKING_STATUSES: readonly BookingStatus[] = ['RegistryDone', 'Cancelled'];

/** The statuses a booking may move to next, in the order the picker lists them. */
export function nextBookingStatuses(from: BookingStatus): readonly BookingStatus[] {
  return NEXT_STATUSES[from];
}

export function canChangeBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

export function isFinalBookingStatus(status: BookingStatus): boolean {
  return FINAL_BOOKING_STATUSES.includes(status);
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** Labels in the 'Change Booking Status' picker, by target status. */
export const STATUS_PICKER_LABELS: Readonly<Partial<Record<BookingStatus, string>>> = {
  Booking: 'Confirm Booking',
  Cancelled: 'Cancel Booking',
  RegistryDone: 'Registry Done',
};

export function statusPickerLabel(target: BookingStatus): string {
  return STATUS_PICKER_LABELS[target] ?? target;
}

/** How a status reads on screen: RegistryDone is written as two words. */
export function bookingStatusLabel(status: BookingStatus): string {
  return status === 'RegistryDone' ? 'Registry Done' : status;
}

export const STATUSES_ON_CREATE: readonly BookingStatus[] = ['Token', 'Booking', 'RegistryDone'];
export const STATUSES_ON_EDIT: readonly BookingStatus[] = [
  'Token',
  'Booking',
  'RegistryDone',
  'Cancelled',
];

export const STATUS_BUTTON_HINTS = {
  changeable: 'Click to change status',
  final: 'Final status - no changes available',
} as const;

export function statusButtonHint(status: BookingStatus): string {
  return isFinalBookingStatus(status) ? STATUS_BUTTON_HINTS.final : STATUS_BUTTON_HINTS.changeable;
}

/** Cancelling makes the plot available again; every other status keeps it booked. */
export function freesPlot(status: BookingStatus): boolean {
  return status === 'Cancelled';
}

/** A booking that still holds its plot: the database allows one such booking per plot. */
export function holdsPlot(status: BookingStatus): boolean {
  return !freesPlot(status);
}

/** Bookings that can run past their registry date ("extra time"). */
export const LIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['Token', 'Booking'];
