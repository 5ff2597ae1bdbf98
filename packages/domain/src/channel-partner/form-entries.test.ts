import { describe, it, expect } from 'vitest';
import { canRemoveEntry, nextEntryId } from './form-entries';

const ids = (...values: number[]) => values.map((id) => ({ id }));

describe('nextEntryId', () => {
  it.each([
    [[], 1],
    [[1], 2],
    [[1, 2, 3], 4],
    [[3, 1], 4],
    [[1, 5], 6],
  ])('entries %j → %d', (existing, next) => {
    expect(nextEntryId(ids(...existing))).toBe(next);
  });
});

describe('canRemoveEntry', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])('with %d entries: %s', (count, expected) => {
    expect(canRemoveEntry(ids(...Array.from({ length: count }, (_, i) => i + 1)))).toBe(expected);
  });
});
