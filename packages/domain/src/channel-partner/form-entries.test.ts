import { describe, it, expect } from 'vitest';
import { LIST_LIMITS } from '../input/input-limits';
import { canAddEntry, canRemoveEntry, nextEntryId } from './form-entries';

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

describe('canAddEntry', () => {
  const entries = (count: number) => ids(...Array.from({ length: count }, (_, i) => i + 1));

  it.each(['partnerEntries', 'associates'] as const)('stops %s at the limit', (kind) => {
    const limit = LIST_LIMITS[kind];
    expect(canAddEntry(entries(0), kind)).toBe(true);
    expect(canAddEntry(entries(limit - 1), kind)).toBe(true);
    expect(canAddEntry(entries(limit), kind)).toBe(false);
  });
});
