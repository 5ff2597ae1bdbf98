/** Booking statuses and the workflow between them (docs/product/workflows.md "Booking status"). */

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

/**
 * The statuses a stored booking may be saved in: its own, since keeping it is no change, and
 * those it may move to next.
 */
export function statusesReachableFrom(stored: BookingStatus): readonly BookingStatus[] {
  return [stored, ...nextBookingStatuses(stored)];
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

/** 'Booking or Cancelled', 'Token, Booking or Registry Done': statuses as the screens write them. */
function oneOf(statuses: readonly BookingStatus[]): string {
  const labels = statuses.map(bookingStatusLabel);
  const last = labels.pop();
  return labels.length === 0 ? (last ?? '') : `${labels.join(', ')} or ${last}`;
}

/** Why the workflow refuses to move a booking from `from` to any status it does not allow. */
export function statusChangeRefusal(from: BookingStatus): string {
  const next = nextBookingStatuses(from);
  return next.length === 0
    ? `A ${bookingStatusLabel(from)} booking cannot change status`
    : `A booking in ${bookingStatusLabel(from)} can only move to ${oneOf(next)}`;
}

/** Why a new booking is refused a status the create form does not offer. */
export const NEW_BOOKING_STATUS_REFUSAL = `A new booking must be ${oneOf(STATUSES_ON_CREATE)}`;

/** The booking form's Booking Status field. */
export type BookingStatusField = {
  /** Listed in this order. */
  statuses: readonly BookingStatus[];
  /** Listed but not choosable: the workflow does not let the stored status move to them. */
  unavailable: readonly BookingStatus[];
  /** Why some are unavailable, in the workflow's words; none on create. */
  hint: string | undefined;
};

/**
 * The create form offers Token, Booking and Registry Done; the edit form also Cancelled, but
 * only the stored status and those it may move to can be chosen, so the form offers no change
 * the server would refuse. `stored` is null on create.
 */
export function bookingStatusField(stored: BookingStatus | null): BookingStatusField {
  if (stored === null) return { statuses: STATUSES_ON_CREATE, unavailable: [], hint: undefined };
  // A booking stored with no status reads as Pending, which no form offers, so it is listed to
  // show what is stored. The workflow moves Pending nowhere (the server refuses 'A Pending
  // booking cannot change status'), so keeping it is the only save that can succeed.
  const statuses = STATUSES_ON_EDIT.includes(stored)
    ? STATUSES_ON_EDIT
    : [stored, ...STATUSES_ON_EDIT];
  const reachable = statusesReachableFrom(stored);
  return {
    statuses,
    unavailable: statuses.filter((status) => !reachable.includes(status)),
    hint: isFinalBookingStatus(stored) ? STATUS_BUTTON_HINTS.final : statusChangeRefusal(stored),
  };
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
