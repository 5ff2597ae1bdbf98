import { describe, expect, it } from 'vitest';
import { isStaleVersion } from './stale-version';

describe('isStaleVersion', () => {
  it.each<[string, number | undefined, number, boolean]>([
    ['the version it read is the stored one', 3, 3, false],
    ['someone saved after it was read', 3, 4, true],
    ['it names a version newer than the stored one', 5, 4, true],
    ['it names no version', undefined, 4, false],
  ])('%s', (_case, readVersion, storedVersion, stale) => {
    expect(isStaleVersion(readVersion, storedVersion)).toBe(stale);
  });
});
