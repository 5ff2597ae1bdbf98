import { describe, it, expect } from 'vitest';
import { showsMarriageDate } from './marriage-date';

describe('showsMarriageDate', () => {
  it.each([
    ['Married', true],
    ['Unmarried', false],
    ['', false],
  ] as const)('%j → %s', (status, expected) => {
    expect(showsMarriageDate(status)).toBe(expected);
  });
});
