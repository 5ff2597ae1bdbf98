import { describe, expect, it } from 'vitest';
import { bookingNumberLabel } from './booking-number-label';

describe('bookingNumberLabel', () => {
  it.each([
    ['BK-2026-001', 'BK-2026-001'],
    [' BK-7 ', 'BK-7'],
    [null, '#42'],
    ['', '#42'],
    ['   ', '#42'],
  ])('%j → %s', (bookingNumber, expected) => {
    expect(bookingNumberLabel({ id: 42, bookingNumber })).toBe(expected);
  });
});
