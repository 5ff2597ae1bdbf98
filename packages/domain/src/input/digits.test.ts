import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { digitsOnly, lastFiveDigits, mobileDigits } from './digits';

describe('digitsOnly', () => {
  it.each([
    ['', ''],
    ['9876543210', '9876543210'],
    ['+91 98765-43210', '919876543210'],
    ['abc', ''],
    ['١٢٣', ''],
  ])('%j → %j', (typed, kept) => {
    expect(digitsOnly(typed)).toBe(kept);
  });

  it('keeps every digit, in order, and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = digitsOnly(text);
        expect(kept).toMatch(/^\d*$/);
        expect(kept).toBe([...text].filter((char) => /\d/.test(char)).join(''));
        expect(digitsOnly(kept)).toBe(kept);
      }),
    );
  });
});

describe('mobileDigits', () => {
  it.each([
    ['', ''],
    ['987654321', '987654321'],
    ['9876543210', '9876543210'],
    ['98765432101', '9876543210'],
    ['98765 43210', '9876543210'],
    ['phone: 98765', '98765'],
  ])('%j → %j', (typed, kept) => {
    expect(mobileDigits(typed)).toBe(kept);
  });

  it('never holds more than 10 digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(mobileDigits(text).length).toBeLessThanOrEqual(10);
        expect(digitsOnly(text).startsWith(mobileDigits(text))).toBe(true);
      }),
    );
  });
});

describe('lastFiveDigits', () => {
  it.each([
    ['', ''],
    ['1234', '1234'],
    ['12345', '12345'],
    ['123456', '12345'],
    ['12-3a45', '12345'],
  ])('%j → %j', (typed, kept) => {
    expect(lastFiveDigits(typed)).toBe(kept);
  });

  it('never holds more than 5 digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(lastFiveDigits(text).length).toBeLessThanOrEqual(5);
        expect(lastFiveDigits(text)).toMatch(/^\d*$/);
      }),
    );
  });
});
