import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { saleableAreaSqYd } from './saleable-area';

const sqFt = fc.double({ min: 0, max: 1e8, noNaN: true });

describe('saleableAreaSqYd', () => {
  it.each([
    { totalProjectArea: 900, roadsArea: 90, amenityAreas: [90, 180], expected: 60 },
    { totalProjectArea: 900, roadsArea: 0, amenityAreas: [], expected: 100 },
    { totalProjectArea: 900, roadsArea: 900, amenityAreas: [], expected: 0 },
    { totalProjectArea: 900, roadsArea: 900, amenityAreas: [9], expected: -1 },
    { totalProjectArea: 100, roadsArea: 0, amenityAreas: [], expected: 100 / 9 },
  ])('$totalProjectArea − $roadsArea − $amenityAreas sq ft = $expected sq yd', (input) => {
    expect(saleableAreaSqYd(input)).toBeCloseTo(input.expected, 10);
  });

  it.each([null, Number.NaN, Number.POSITIVE_INFINITY])('counts an unusable %s as 0', (blank) => {
    expect(saleableAreaSqYd({ totalProjectArea: blank, roadsArea: 9, amenityAreas: [] })).toBe(-1);
    expect(
      saleableAreaSqYd({ totalProjectArea: 90, roadsArea: blank, amenityAreas: [blank] }),
    ).toBe(10);
  });

  it('is total − roads − amenities, in sq yards', () => {
    fc.assert(
      fc.property(sqFt, sqFt, fc.array(sqFt, { maxLength: 5 }), (total, roads, amenities) => {
        const expected = (total - roads - amenities.reduce((s, a) => s + a, 0)) / 9;
        const actual = saleableAreaSqYd({
          totalProjectArea: total,
          roadsArea: roads,
          amenityAreas: amenities,
        });
        return Math.abs(actual - expected) <= 1e-6;
      }),
    );
  });

  it('grows with the total and shrinks with roads and each amenity', () => {
    fc.assert(
      fc.property(
        sqFt,
        sqFt,
        fc.array(sqFt, { maxLength: 5 }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (total, roads, amenities, extra) => {
          const base = saleableAreaSqYd({
            totalProjectArea: total,
            roadsArea: roads,
            amenityAreas: amenities,
          });
          const more = (patch: object) =>
            saleableAreaSqYd({
              totalProjectArea: total,
              roadsArea: roads,
              amenityAreas: amenities,
              ...patch,
            });
          return (
            more({ totalProjectArea: total + extra }) >= base &&
            more({ roadsArea: roads + extra }) <= base &&
            more({ amenityAreas: [...amenities, extra] }) <= base
          );
        },
      ),
    );
  });
});
