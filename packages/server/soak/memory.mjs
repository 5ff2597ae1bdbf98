// @ts-check
/**
 * The server's memory over the run: its resident set (VmRSS), first sampled once a warm-up is
 * over (the first 10% of the run or 20 s, whichever is shorter: the JIT, the database's caches and
 * the keep-alive connections settle first), then about 30 times a run, and once more at the end.
 *
 * A single sample says little: the JavaScript heap fills with each request's garbage until a
 * full collection empties it, so the resident set climbs and drops by a sixth or more over a
 * minute or so (measured on PGlite: 540 MB up to 630 MB and back, the heap in use going from 160
 * MB to 55 MB). So the start is the median of the samples of the first fifth of the time
 * sampled, the end the median of the last fifth, and growth compares the two: memory that
 * stays grows them apart, the sawtooth does not.
 */
import { residentKb } from './server-process.mjs';

/** The share of the time sampled whose median is the start, and the end. */
const SETTLED_SHARE = 0.2;

/** @param {number} seconds the run's length */
const warmUpSeconds = (seconds) => Math.min(seconds * 0.1, 20);
/** About 30 samples a run, between one a second and one every 10 s. */
const sampleEverySeconds = (/** @type {number} */ seconds) =>
  Math.min(10, Math.max(1, seconds / 30));

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** @param {number} pid @param {number} seconds the run's length */
export function watchMemory(pid, seconds) {
  /** @type {{ atSeconds: number, kb: number }[]} */
  const samples = [];
  const began = performance.now();
  const sample = () => {
    const kb = residentKb(pid);
    if (kb !== null) samples.push({ atSeconds: (performance.now() - began) / 1000, kb });
  };
  /** @type {NodeJS.Timeout | undefined} */
  let every;
  const warmUp = setTimeout(
    () => {
      sample();
      every = setInterval(sample, sampleEverySeconds(seconds) * 1000);
    },
    warmUpSeconds(seconds) * 1000,
  );

  return {
    /** The last sample, then the figures: start, end and peak in kB, growth in %. */
    finish() {
      clearTimeout(warmUp);
      clearInterval(every);
      sample();
      const first = samples[0];
      const last = samples[samples.length - 1];
      if (!first || !last) return null;
      const settled = (last.atSeconds - first.atSeconds) * SETTLED_SHARE;
      const startKb = median(
        samples.filter((s) => s.atSeconds <= first.atSeconds + settled).map((s) => s.kb),
      );
      const endKb = median(
        samples.filter((s) => s.atSeconds >= last.atSeconds - settled).map((s) => s.kb),
      );
      return {
        samples,
        /** When the start's samples were taken, from the run's start. */
        startSeconds: [first.atSeconds, first.atSeconds + settled],
        endSeconds: [last.atSeconds - settled, last.atSeconds],
        startKb,
        endKb,
        peakKb: Math.max(...samples.map((s) => s.kb)),
        growthPercent: ((endKb - startKb) / startKb) * 100,
      };
    },
  };
}

/** @typedef {NonNullable<ReturnType<ReturnType<typeof watchMemory>['finish']>>} Memory */
