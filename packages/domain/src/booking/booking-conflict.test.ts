import { describe, expect, it } from 'vitest';
import { BOOKING_CONFLICT_MESSAGE } from './booking-conflict';

describe('BOOKING_CONFLICT_MESSAGE', () => {
  it('tells the user who changed it, that it was reloaded, and what to do', () => {
    expect(BOOKING_CONFLICT_MESSAGE).toBe(
      'Someone else changed this booking in the meantime. It has been reloaded with their changes; please make your change again.',
    );
  });
});
