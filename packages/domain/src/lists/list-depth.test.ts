import { describe, it, expect } from 'vitest';
import { isPastListDepth, LIST_DEPTH, LIST_DEPTH_NOTE, roundedEstimate } from './list-depth';

describe('the depth of a list', () => {
  it('pages through exactly LIST_DEPTH rows, and says so in its note', () => {
    expect(isPastListDepth(LIST_DEPTH)).toBe(false);
    expect(isPastListDepth(LIST_DEPTH + 1)).toBe(true);
    expect(LIST_DEPTH_NOTE).toContain(LIST_DEPTH.toLocaleString('en-IN'));
  });

  it.each([
    [0, 0],
    [99, 99],
    [10_001, 10_000],
    [12_345, 12_000],
    [1_234_567, 1_200_000],
    [995_000, 1_000_000],
  ])('shows the estimate %i as %i', (estimate, shown) => {
    expect(roundedEstimate(estimate)).toBe(shown);
  });
});
