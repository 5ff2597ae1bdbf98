import { describe, it, expect } from 'vitest';
import { totalPages } from './total-pages';

describe('totalPages', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [50, 25, 2],
    [51, 25, 3],
    [4, 5, 1],
    [10_000, 25, 400],
    [1_000_000, 25, 400],
    [1_000_000, 100, 100],
  ])('%i rows at %i a page offer %i pages', (count, size, pages) => {
    expect(totalPages(count, size)).toBe(pages);
  });

  it.each([
    [-1, 10],
    [1.5, 10],
    [Number.NaN, 10],
  ])('rejects the row count %d', (count, size) => {
    expect(() => totalPages(count, size)).toThrow(new RangeError(`Not a row count: ${count}`));
  });

  it.each([
    [10, 0],
    [10, -5],
    [10, 2.5],
    [10, Number.POSITIVE_INFINITY],
  ])('rejects the page size %d', (count, size) => {
    expect(() => totalPages(count, size)).toThrow(new RangeError(`Not a page size: ${size}`));
  });
});
