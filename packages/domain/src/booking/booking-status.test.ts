import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  BOOKING_STATUSES,
  FINAL_BOOKING_STATUSES,
  STATUS_BUTTON_HINTS,
  STATUS_PICKER_LABELS,
  UNSET_BOOKING_STATUS,
  bookingStatusField,
  bookingStatusLabel,
  canChangeBookingStatus,
  freesPlot,
  holdsPlot,
  isBookingStatus,
  isFinalBookingStatus,
  nextBookingStatuses,
  statusButtonHint,
  statusChangeRefusal,
  NEW_BOOKING_STATUS_REFUSAL,
  statusesReachableFrom,
  statusPickerLabel,
  type BookingStatus,
} from './booking-status';

describe('booking statuses', () => {
  // The Bookings screen's status filter lists them in this order, and no test of that screen
  // checks the order, so the list is pinned here.
  it('are Pending, Token, Booking, RegistryDone and Cancelled, in that order', () => {
    expect(BOOKING_STATUSES).toEqual(['Pending', 'Token', 'Booking', 'RegistryDone', 'Cancelled']);
  });

  // Nothing reads UNSET_BOOKING_STATUS yet, so no behaviour can pin it.
  it('show Pending when unset', () => {
    expect(UNSET_BOOKING_STATUS).toBe('Pending');
  });

  it.each<[unknown, boolean]>([
    ...BOOKING_STATUSES.map((status): [unknown, boolean] => [status, true]),
    ['registrydone', false],
    ['Registry Done', false],
    ['', false],
    [1, false],
    [null, false],
    [undefined, false],
  ])('isBookingStatus(%j) is %s', (value, expected) => {
    expect(isBookingStatus(value)).toBe(expected);
  });
});

describe('status transitions', () => {
  const allowed = new Set([
    'Token→Booking',
    'Token→Cancelled',
    'Booking→RegistryDone',
    'Booking→Cancelled',
  ]);
  const pairs = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_STATUSES.map((to): [BookingStatus, BookingStatus, boolean] => [
      from,
      to,
      allowed.has(`${from}→${to}`),
    ]),
  );

  it.each(pairs)('%s → %s allowed: %s', (from, to, expected) => {
    expect(canChangeBookingStatus(from, to)).toBe(expected);
  });

  it.each<[BookingStatus, BookingStatus[]]>([
    ['Pending', []],
    ['Token', ['Booking', 'Cancelled']],
    ['Booking', ['RegistryDone', 'Cancelled']],
    ['RegistryDone', []],
    ['Cancelled', []],
  ])('the picker offers %s these next statuses, in order: %j', (from, next) => {
    expect(nextBookingStatuses(from)).toEqual(next);
  });

  it.each<[BookingStatus, BookingStatus[]]>([
    ['Pending', ['Pending']],
    ['Token', ['Token', 'Booking', 'Cancelled']],
    ['Booking', ['Booking', 'RegistryDone', 'Cancelled']],
    ['RegistryDone', ['RegistryDone']],
    ['Cancelled', ['Cancelled']],
  ])('a booking stored as %s may be saved as %j', (stored, reachable) => {
    expect(statusesReachableFrom(stored)).toEqual(reachable);
  });

  it('reaches exactly the stored status and the changes the workflow allows', () => {
    const status = fc.constantFrom(...BOOKING_STATUSES);
    fc.assert(
      fc.property(status, status, (stored, to) => {
        expect(statusesReachableFrom(stored).includes(to)).toBe(
          to === stored || canChangeBookingStatus(stored, to),
        );
      }),
    );
  });

  it.each<[BookingStatus, string]>([
    ['Pending', 'A Pending booking cannot change status'],
    ['Token', 'A booking in Token can only move to Booking or Cancelled'],
    ['Booking', 'A booking in Booking can only move to Registry Done or Cancelled'],
    ['RegistryDone', 'A Registry Done booking cannot change status'],
    ['Cancelled', 'A Cancelled booking cannot change status'],
  ])('refuses other changes from %s with %j', (from, refusal) => {
    expect(statusChangeRefusal(from)).toBe(refusal);
  });

  it('refuses a new booking any status the create form does not offer', () => {
    expect(NEW_BOOKING_STATUS_REFUSAL).toBe(
      'A new booking must be Token, Booking or Registry Done',
    );
  });

  it('agrees between canChangeBookingStatus and nextBookingStatuses', () => {
    const status = fc.constantFrom(...BOOKING_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        expect(canChangeBookingStatus(from, to)).toBe(nextBookingStatuses(from).includes(to));
      }),
    );
  });

  it('any walk from Token ends in a final status within 2 steps, never revisiting one', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 2, maxLength: 2 }), (choices) => {
        const visited: BookingStatus[] = ['Token'];
        let current: BookingStatus = 'Token';
        for (const choice of choices) {
          const next = nextBookingStatuses(current);
          if (next.length === 0) break;
          current = next[choice % next.length] as BookingStatus;
          expect(visited).not.toContain(current);
          visited.push(current);
        }
        expect(isFinalBookingStatus(current)).toBe(true);
        expect(visited.length - 1).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('final statuses', () => {
  it.each<[BookingStatus, boolean]>([
    ['Pending', false],
    ['Token', false],
    ['Booking', false],
    ['RegistryDone', true],
    ['Cancelled', true],
  ])('isFinalBookingStatus(%s) is %s', (status, expected) => {
    expect(isFinalBookingStatus(status)).toBe(expected);
  });

  it('have no next status', () => {
    for (const status of FINAL_BOOKING_STATUSES) expect(nextBookingStatuses(status)).toEqual([]);
  });
});

describe('status picker and button', () => {
  it.each<[BookingStatus, string]>([
    ['Booking', 'Confirm Booking'],
    ['Cancelled', 'Cancel Booking'],
    ['RegistryDone', 'Registry Done'],
    ['Token', 'Token'],
    ['Pending', 'Pending'],
  ])('the picker labels %s as %j', (target, label) => {
    expect(statusPickerLabel(target)).toBe(label);
  });

  it('has exactly the three documented labels', () => {
    expect(STATUS_PICKER_LABELS).toEqual({
      Booking: 'Confirm Booking',
      Cancelled: 'Cancel Booking',
      RegistryDone: 'Registry Done',
    });
  });

  it.each<[BookingStatus, string]>([
    ['Pending', 'Pending'],
    ['Token', 'Token'],
    ['Booking', 'Booking'],
    ['RegistryDone', 'Registry Done'],
    ['Cancelled', 'Cancelled'],
  ])('shows %s as %j', (status, label) => {
    expect(bookingStatusLabel(status)).toBe(label);
  });

  it.each<[BookingStatus, string]>([
    ['Pending', 'Click to change status'],
    ['Token', 'Click to change status'],
    ['Booking', 'Click to change status'],
    ['RegistryDone', 'Final status - no changes available'],
    ['Cancelled', 'Final status - no changes available'],
  ])('the %s button hint is %j', (status, hint) => {
    expect(statusButtonHint(status)).toBe(hint);
  });

  it('keeps both hints word for word', () => {
    expect(STATUS_BUTTON_HINTS).toEqual({
      changeable: 'Click to change status',
      final: 'Final status - no changes available',
    });
  });
});

describe("the booking form's status field", () => {
  it('on create offers Token, Booking and Registry Done, all choosable, with no hint', () => {
    expect(bookingStatusField(null)).toEqual({
      statuses: ['Token', 'Booking', 'RegistryDone'],
      unavailable: [],
      hint: undefined,
    });
  });

  const onEdit: BookingStatus[] = ['Token', 'Booking', 'RegistryDone', 'Cancelled'];
  it.each<[BookingStatus, BookingStatus[], BookingStatus[], string]>([
    ['Token', onEdit, ['RegistryDone'], 'A booking in Token can only move to Booking or Cancelled'],
    [
      'Booking',
      onEdit,
      ['Token'],
      'A booking in Booking can only move to Registry Done or Cancelled',
    ],
    [
      'RegistryDone',
      onEdit,
      ['Token', 'Booking', 'Cancelled'],
      'Final status - no changes available',
    ],
    [
      'Cancelled',
      onEdit,
      ['Token', 'Booking', 'RegistryDone'],
      'Final status - no changes available',
    ],
    ['Pending', ['Pending', ...onEdit], onEdit, 'A Pending booking cannot change status'],
  ])('editing a %s booking lists %j, %j unavailable: %j', (stored, statuses, unavailable, hint) => {
    expect(bookingStatusField(stored)).toEqual({ statuses, unavailable, hint });
  });

  it('on edit leaves choosable exactly what the stored status may be saved as', () => {
    for (const stored of BOOKING_STATUSES) {
      const field = bookingStatusField(stored);
      const choosable = field.statuses.filter((status) => !field.unavailable.includes(status));
      expect([...choosable].sort()).toEqual([...statusesReachableFrom(stored)].sort());
    }
  });
});

describe('the plot', () => {
  it.each<[BookingStatus, boolean]>([
    ['Pending', false],
    ['Token', false],
    ['Booking', false],
    ['RegistryDone', false],
    ['Cancelled', true],
  ])('is freed by %s: %s', (status, frees) => {
    expect(freesPlot(status)).toBe(frees);
    expect(holdsPlot(status)).toBe(!frees);
  });
});
