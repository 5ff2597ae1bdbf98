import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sqFtToAcres, sqFtToSqYd } from '../area/area-units';
import {
  MAX_SIZE_BOUND,
  parseSizeUnit,
  plotSizeRangeErrors,
  readPlotSizeRange,
  sizeFrom,
  sizeInSqFt,
  sizeSearched,
  sizeText,
  SQ_FT_PER_SIZE_UNIT,
} from './plot-size-range';

describe('sizeInSqFt', () => {
  it.each([
    [1500, 'sq ft', 1500],
    [200, 'sq yd', 1800],
    [1, 'acre', 43560],
    [0.5, 'acre', 21780],
  ] as const)('%d %s is %d sq ft', (size, unit, sqFt) => {
    expect(sizeInSqFt(size, unit)).toBe(sqFt);
  });

  it('agrees with the area units the rest of the product converts with', () => {
    const sqFt = fc.double({ min: 0, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(sqFt, (area) => {
        const back = (size: number, unit: keyof typeof SQ_FT_PER_SIZE_UNIT) =>
          Math.abs(sizeInSqFt(size, unit) - area) <= 1e-9 * Math.max(1, area);
        return back(sqFtToSqYd(area), 'sq yd') && back(sqFtToAcres(area), 'acre');
      }),
    );
  });
});

describe('sizeFrom', () => {
  it.each<[string, number | null]>([
    ['1500', 1500],
    ['1,500', 1500],
    ['1,50,000', 150000],
    ['1500.5', 1500.5],
    ['.5', 0.5],
    ['-20', -20],
    ['abc', null],
    ['15OO', null],
    ['1e3', null],
    [',500', null],
    ['1500,', null],
    ['', null],
  ])('%j reads %j', (text, size) => {
    expect(sizeFrom(text)).toBe(size);
  });
});

describe('plotSizeRangeErrors', () => {
  it.each<[number | null, number | null, Record<string, string>]>([
    [null, null, {}],
    [1000, null, {}],
    [null, 2000, {}],
    [1000, 2000, {}],
    [1500, 1500, {}],
    [0, 0, {}],
    [2000, 1000, { minSize: 'Min size cannot be more than max size' }],
    [-1, null, { minSize: 'Min size must be at least 0' }],
    [null, -0.5, { maxSize: 'Max size must be at least 0' }],
    [MAX_SIZE_BOUND + 1, null, { minSize: 'Min size must be at most 1,00,00,000' }],
    [5, MAX_SIZE_BOUND + 1, { maxSize: 'Max size must be at most 1,00,00,000' }],
    // A wrong end says what is wrong with it; which end is larger is asked of two good ones.
    [-1, -2, { minSize: 'Min size must be at least 0', maxSize: 'Max size must be at least 0' }],
  ])('%j to %j: %j', (minSize, maxSize, errors) => {
    expect(plotSizeRangeErrors({ minSize, maxSize })).toEqual(errors);
  });
});

describe('readPlotSizeRange', () => {
  it('reads the typed ends, an empty one open', () => {
    expect(readPlotSizeRange({ minSize: ' 1,200 ', maxSize: '' })).toEqual({
      minSize: 1200,
      maxSize: null,
      errors: {},
    });
  });

  it.each<[string, string, Record<string, string>]>([
    ['abc', '', { minSize: 'Min size must be a number' }],
    ['', '2O00', { maxSize: 'Max size must be a number' }],
    ['x', '-3', { minSize: 'Min size must be a number', maxSize: 'Max size must be at least 0' }],
    ['2000', '1000', { minSize: 'Min size cannot be more than max size' }],
    ['-5', '10', { minSize: 'Min size must be at least 0' }],
  ])('%j to %j: %j', (minSize, maxSize, errors) => {
    expect(readPlotSizeRange({ minSize, maxSize }).errors).toEqual(errors);
  });

  it('gives back what sizeText wrote', () => {
    const end = fc.option(fc.integer({ min: 0, max: MAX_SIZE_BOUND }), { nil: null });
    fc.assert(
      fc.property(end, end, (minSize, maxSize) => {
        const read = readPlotSizeRange({ minSize: sizeText(minSize), maxSize: sizeText(maxSize) });
        return read.minSize === minSize && read.maxSize === maxSize;
      }),
    );
  });
});

describe('parseSizeUnit', () => {
  it.each<[unknown, string | null]>([
    ['sq ft', 'sq ft'],
    ['sq yd', 'sq yd'],
    ['acre', 'acre'],
    ['SQ FT', null],
    ['hectare', null],
    ['', null],
    [null, null],
  ])('%j is %j', (raw, unit) => {
    expect(parseSizeUnit(raw)).toBe(unit);
  });
});

describe('sizeSearched', () => {
  it.each<[string, number | null]>([
    ['1500', 1500],
    [' 1,500 ', 1500],
    ['1200.5', 1200.5],
    ['A-12', null],
    ['Green Valley', null],
    ['-1500', null],
    ['99999999999', null],
  ])('%j searches size %j', (term, size) => {
    expect(sizeSearched(term)).toBe(size);
  });
});
