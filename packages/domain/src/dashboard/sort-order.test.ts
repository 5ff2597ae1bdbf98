import { describe, expect, it } from 'vitest';
import { compareNames } from './sort-order';

describe('compareNames', () => {
  it('ignores case and reads digits as numbers', () => {
    expect(['phase 10', 'Phase 2', 'beta', 'Alpha'].sort(compareNames)).toEqual([
      'Alpha',
      'beta',
      'Phase 2',
      'phase 10',
    ]);
  });

  it('ties names that differ only in case, for the caller to break by id', () => {
    expect(compareNames('Green Meadows', 'green meadows')).toBe(0);
  });
});
