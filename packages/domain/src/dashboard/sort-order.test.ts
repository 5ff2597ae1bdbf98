import { describe, expect, it } from 'vitest';
import { compareNames, compareNamesIgnoringCase } from './sort-order';

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

describe('compareNamesIgnoringCase', () => {
  it('ignores case and compares character by character, accents after the plain letters', () => {
    expect(
      ['Élan Heights', 'phase 2', 'Phase 10', 'beta', 'Alpha', 'Zenith'].sort(
        compareNamesIgnoringCase,
      ),
    ).toEqual(['Alpha', 'beta', 'Phase 10', 'phase 2', 'Zenith', 'Élan Heights']);
  });

  it('ties names that differ only in case, for the caller to break by id', () => {
    expect(compareNamesIgnoringCase('Green Meadows', 'green meadows')).toBe(0);
  });
});
