import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps input order within each group, null being a key like any other', () => {
    const groups = groupBy([3, null, 1, 4, null, 2], (n) => (n === null ? null : n % 2));
    expect([...groups]).toEqual([
      [1, [3, 1]],
      [null, [null, null]],
      [0, [4, 2]],
    ]);
  });

  it('gives no groups for no items', () => {
    expect(groupBy([], (n: number) => n).size).toBe(0);
  });
});
