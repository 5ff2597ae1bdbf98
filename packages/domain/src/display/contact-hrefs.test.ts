import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-hrefs';

describe('telHref', () => {
  it.each([
    // An Indian number, however it was written, dials in its global form.
    ['9876543210', 'tel:+919876543210'],
    ['98765 43210', 'tel:+919876543210'],
    [' 98765-43210 ', 'tel:+919876543210'],
    ['098765 43210', 'tel:+919876543210'],
    ['+91 98765 43210', 'tel:+919876543210'],
    ['91 98765 43210', 'tel:+919876543210'],
    ['0091 98765 43210', 'tel:+919876543210'],
    ['(080) 2345 6789', 'tel:+918023456789'],
    ['9198765432', 'tel:+919198765432'],
    // Another country's code is kept.
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['+1 (212) 555-0100', 'tel:+12125550100'],
    // Nothing whole to dial: shown as text.
    ['', null],
    ['N/A', null],
    ['Last 5 digits: 43210', null],
    ['43210', null],
    ['0987654321', null],
    ['98765432101', null],
    ['9876543210 ext 12', null],
    ['+91', null],
    ['+1234567890123456', null],
  ])('%j → %j', (stored, href) => {
    expect(telHref(stored)).toBe(href);
  });

  it('dials the same number for every way the forms accept it written', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[6-9]\d{9}$/), (number) => {
        const spaced = `${number.slice(0, 5)} ${number.slice(5)}`;
        for (const written of [number, spaced, `+91 ${spaced}`, `0${spaced}`, `91-${number}`]) {
          expect(telHref(written)).toBe(`tel:+91${number}`);
        }
      }),
    );
  });

  it('gives a plus and 8 to 15 digits, or nothing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const href = telHref(text);
        if (href !== null) expect(href).toMatch(/^tel:\+\d{8,15}$/);
      }),
    );
  });
});

describe('mailtoHref', () => {
  it.each([
    ['neha.gupta@example.com', 'mailto:neha.gupta@example.com'],
    [' info@pinkcityinfra.in ', 'mailto:info@pinkcityinfra.in'],
    ['', null],
    ['N/A', null],
    ['neha.gupta', null],
    ['neha gupta@example.com', null],
  ])('%j → %j', (stored, href) => {
    expect(mailtoHref(stored)).toBe(href);
  });
});
