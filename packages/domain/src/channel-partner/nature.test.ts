import { describe, it, expect } from 'vitest';
import { isNatureId, natureLabel } from './nature';

describe('natureLabel', () => {
  it.each([
    [1, 'Individual Person'],
    [2, 'Proprietorship Firm'],
    [3, 'Partnership Firm'],
    [4, 'Registered Company'],
    [5, 'Other Identity'],
  ])('labels nature %d %j', (id, label) => {
    expect(natureLabel(id)).toBe(label);
  });

  it.each([0, 6, Number.NaN])('has no label for %s', (id) => {
    expect(natureLabel(id)).toBeUndefined();
  });
});

describe('isNatureId', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    ['1', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isNatureId(value)).toBe(expected);
  });
});
