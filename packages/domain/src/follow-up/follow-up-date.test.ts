import { describe, it, expect } from 'vitest';
import { followUpDateOf } from './follow-up-date';

describe('followUpDateOf', () => {
  it.each([
    ['2025-03-09', '2025-03-09'],
    ['2025-03-09T18:30:00Z', '2025-03-09'],
    ['', null],
    [null, null],
    [undefined, null],
    ['2025-02-30', null],
    ['09/03/2025', null],
  ])('%j → %j', (value, date) => {
    expect(followUpDateOf(value)).toBe(date);
  });
});
