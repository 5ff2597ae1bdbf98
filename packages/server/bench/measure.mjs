// @ts-check
/** The bench's load loop: concurrent callers for a while, then throughput and latency. */

/** Thrown by a call with nothing left to work on (a write out of plots): its loop ends. */
export class Exhausted extends Error {}

/** @param {number[]} sorted @param {number} fraction */
export const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;

/**
 * `connections` loops, each calling again as soon as its last call ended, for `seconds`. A call
 * may tell the time the server says it spent (Server-Timing), measured apart from the latency.
 * @param {() => Promise<{ ok: boolean, bytes: number, serverMs?: number }>} call
 * @param {number} connections
 * @param {number} seconds
 */
export async function measure(call, connections, seconds) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {number[]} */
  const serverTimes = [];
  let errors = 0;
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const answer = await call();
        if (answer.ok) bytes = answer.bytes;
        // A refusal or failure is an error, however fast; so is an answer the server did not time.
        if (!answer.ok || answer.serverMs === undefined) errors += 1;
        if (answer.serverMs !== undefined) serverTimes.push(answer.serverMs);
      } catch (error) {
        if (error instanceof Exhausted) return;
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);
  return {
    serverP50: percentile(serverTimes, 0.5),
    perSecond: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors,
    bytes,
  };
}
