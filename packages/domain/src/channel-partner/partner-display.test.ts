import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOT_AVAILABLE_TEXT,
  commissionRateLabel,
  orNotAvailable,
  partnerIsActiveFilterOf,
  partnerStatusFilterOf,
  partnerStatusLabel,
} from './partner-display';

describe('orNotAvailable', () => {
  it.each([null, undefined, '', '   '])("shows 'N/A' for %j", (value) => {
    expect(orNotAvailable(value)).toBe('N/A');
    expect(NOT_AVAILABLE_TEXT).toBe('N/A');
  });

  it('shows a value without its surrounding blanks', () => {
    expect(orNotAvailable('  Jaipur ')).toBe('Jaipur');
  });
});

describe('commissionRateLabel', () => {
  it.each([
    [0, '0%'],
    [2.5, '2.5%'],
    [1.255, '1.26%'],
    [10, '10%'],
  ])('writes %d as %s', (rate, label) => {
    expect(commissionRateLabel(rate)).toBe(label);
  });
});

describe('partnerStatusLabel', () => {
  it('says Active or Inactive', () => {
    expect(partnerStatusLabel(true)).toBe('Active');
    expect(partnerStatusLabel(false)).toBe('Inactive');
  });
});

describe('the status filter', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['all', null],
    ['yes', null],
    [undefined, null],
  ])('reads %j as %j', (raw, isActive) => {
    expect(partnerIsActiveFilterOf(raw)).toBe(isActive);
  });

  it('writes back what it reads', () => {
    fc.assert(
      fc.property(fc.constantFrom(true, false, null), (isActive) => {
        expect(partnerIsActiveFilterOf(partnerStatusFilterOf(isActive))).toBe(isActive);
      }),
    );
  });
});
