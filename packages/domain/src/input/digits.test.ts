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
    // Stripped first, then cut: the country code and the trunk 0 are dropped.
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98-765 43210', '9876543210'],
    ['91987654321', '9198765432'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('%j → %j', (typed, kept) => {
    expect(mobileDigits(typed)).toBe(kept);
  });

  it('never holds more than 10 digits, all of them typed, in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(mobileDigits(text).length).toBeLessThanOrEqual(10);
        expect(digitsOnly(text).includes(mobileDigits(text))).toBe(true);
      }),
    );
  });

  it('finds the same number in every way of writing it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[6-9]\d{9}$/), (number) => {
        const spaced = `${number.slice(0, 5)} ${number.slice(5)}`;
        for (const written of [number, `+91 ${spaced}`, `0${spaced}`, `91-${number}`, spaced]) {
          expect(mobileDigits(written)).toBe(number);
        }
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
