import { describe, it, expect } from 'vitest';
import { plotNumberKey, stripPlotNumberSpaces } from './plot-number';

describe('stripPlotNumberSpaces', () => {
  it.each([
    ['A-12', 'A-12'],
    ['A 12', 'A12'],
    [' A\t1 2 ', 'A12'],
    ['   ', ''],
  ])('%j becomes %j', (typed, kept) => {
    expect(stripPlotNumberSpaces(typed)).toBe(kept);
  });
});

describe('plotNumberKey', () => {
  it.each([
    ['12a', '12A'],
    [' 12A ', '12A'],
    ['b-7', 'B-7'],
  ])('%j compares as %j', (plotNumber, key) => {
    expect(plotNumberKey(plotNumber)).toBe(key);
  });
});
