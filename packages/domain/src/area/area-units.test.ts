import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { acresToSqYd, sqFtToAcres, sqFtToSqYd, sqYdToAcres, sqYdToSqFt } from './area-units';

const area = fc.double({ min: 0, max: 1e9, noNaN: true });

function closeTo(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
}

describe('area units', () => {
  it.each([
    [sqFtToSqYd, 9, 1],
    [sqFtToSqYd, 0, 0],
    [sqYdToSqFt, 1, 9],
    [sqYdToAcres, 4840, 1],
    [acresToSqYd, 2, 9680],
    [sqFtToAcres, 43560, 1],
  ])('%o(%d) = %d', (convert, input, expected) => {
    expect(convert(input)).toBe(expected);
  });

  it('round-trips sq ft through sq yards', () => {
    fc.assert(fc.property(area, (sqFt) => closeTo(sqYdToSqFt(sqFtToSqYd(sqFt)), sqFt)));
  });

  it('round-trips sq yards through acres', () => {
    fc.assert(fc.property(area, (sqYd) => closeTo(acresToSqYd(sqYdToAcres(sqYd)), sqYd)));
  });

  it('round-trips sq ft through acres', () => {
    fc.assert(
      fc.property(area, (sqFt) => closeTo(sqYdToSqFt(acresToSqYd(sqFtToAcres(sqFt))), sqFt)),
    );
  });

  it('never shrinks the count when moving to the smaller unit', () => {
    fc.assert(
      fc.property(area, (acres) => acresToSqYd(acres) >= acres && sqYdToSqFt(acres) >= acres),
    );
  });

  it('keeps order', () => {
    fc.assert(
      fc.property(area, area, (a, b) => (a <= b ? sqFtToAcres(a) <= sqFtToAcres(b) : true)),
    );
  });
});
