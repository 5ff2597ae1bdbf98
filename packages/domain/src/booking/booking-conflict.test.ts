import { describe, expect, it } from 'vitest';
import { BOOKING_CONFLICT_MESSAGE, isStaleBookingVersion } from './booking-conflict';

describe('isStaleBookingVersion', () => {
  it.each<[string, number | undefined, number, boolean]>([
    ['the version it read is the stored one', 3, 3, false],
    ['someone saved after it was read', 3, 4, true],
    ['it names a version newer than the stored one', 5, 4, true],
    ['it names no version', undefined, 4, false],
  ])('%s', (_case, readVersion, storedVersion, stale) => {
    expect(isStaleBookingVersion(readVersion, storedVersion)).toBe(stale);
  });
});

describe('BOOKING_CONFLICT_MESSAGE', () => {
  it('tells the user who changed it, that it was reloaded, and what to do', () => {
    expect(BOOKING_CONFLICT_MESSAGE).toBe(
      'Someone else changed this booking in the meantime. It has been reloaded with their changes; please make your change again.',
    );
  });
});
