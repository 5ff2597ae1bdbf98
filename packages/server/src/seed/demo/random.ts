/**
 * A seeded pseudo-random source (mulberry32), so the same seed always makes the same demo
 * business and the same generated test data.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Picks by weight: [[item, weight], ...]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('Nothing to pick from');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [item, weight] of choices) {
        point -= weight;
        if (point < 0) return item;
      }
      const last = choices.at(-1);
      if (!last) throw new RangeError('Nothing to pick from');
      return last[0];
    },
  };
}
