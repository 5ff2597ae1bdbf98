import { describe, expect, it } from 'vitest';
import { followUpPeriodFrom } from './follow-ups-list';

describe('followUpPeriodFrom', () => {
  it.each([
    ['overdue', 'overdue'],
    ['thisWeek', 'thisWeek'],
    ['week', 'all'],
    ['', 'all'],
    [null, 'all'],
  ])('%j → %s', (raw, period) => {
    expect(followUpPeriodFrom(raw)).toBe(period);
  });
});
