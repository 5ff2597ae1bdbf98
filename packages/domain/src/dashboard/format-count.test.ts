import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [123456, '1,23,456'],
    [1234567, '12,34,567'],
  ])('writes %d as %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});
