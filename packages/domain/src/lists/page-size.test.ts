import { describe, it, expect } from 'vitest';
import { isPageSize, parsePageSize } from './page-size';

describe('isPageSize', () => {
  it.each<[unknown, boolean]>([
    [5, true],
    [10, true],
    [25, true],
    [50, true],
    [20, false],
    [100, false],
    [0, false],
    ['10', false],
    [null, false],
  ])('%j: %s', (value, expected) => {
    expect(isPageSize(value)).toBe(expected);
  });
});

describe('parsePageSize', () => {
  it.each<[unknown, number]>([
    [25, 25],
    ['50', 50],
    [' 5 ', 5],
    ['20', 10],
    [20, 10],
    ['1e1', 10],
    ['', 10],
    [undefined, 10],
    [null, 10],
  ])('%j is %i', (raw, size) => {
    expect(parsePageSize(raw)).toBe(size);
  });
});
