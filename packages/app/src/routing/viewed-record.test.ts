import { describe, expect, it } from 'vitest';
import { recordDetailsHref, withViewedRecordKept } from './viewed-record';

describe('withViewedRecordKept', () => {
  it('keeps the open details through a filter written after they opened', () => {
    const current = new URLSearchParams('mobileNumber=98&view=7');
    const next = new URLSearchParams('mobileNumber=9876501234');
    expect(withViewedRecordKept(current, next).toString()).toBe('mobileNumber=9876501234&view=7');
  });

  it('opens none when none was open', () => {
    const next = new URLSearchParams('page=2');
    expect(withViewedRecordKept(new URLSearchParams(''), next).toString()).toBe('page=2');
  });
});

describe('recordDetailsHref', () => {
  it("is the list's path with the record's details open", () => {
    expect(recordDetailsHref('/bookings', 42)).toBe('/bookings?view=42');
  });
});
