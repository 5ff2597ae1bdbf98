// @ts-check
/**
 * What the soak counts, per operation: each request's latency, the refusals (409s a colleague's
 * concurrent work explains) and the errors, with the first few errors kept whole for the report.
 */
import { percentile } from '../bench/measure.mjs';

/** Errors kept with their request and answer; the rest are counted. */
const KEPT_ERRORS = 20;

export class Tally {
  /** @type {Map<string, { latencies: number[], refused: number, errors: number }>} */
  operations = new Map();
  /** @type {Map<string, number>} refusals by the answer's `code` */
  refusedByCode = new Map();
  /** @type {string[]} */
  keptErrors = [];
  errors = 0;
  refused = 0;

  /** @param {string} name */
  #operation(name) {
    let operation = this.operations.get(name);
    if (!operation) {
      operation = { latencies: [], refused: 0, errors: 0 };
      this.operations.set(name, operation);
    }
    return operation;
  }

  /** @param {string} name @param {number} ms */
  answered(name, ms) {
    this.#operation(name).latencies.push(ms);
  }

  /** @param {string} name @param {number} ms @param {string} code */
  refusal(name, ms, code) {
    const operation = this.#operation(name);
    operation.latencies.push(ms);
    operation.refused += 1;
    this.refused += 1;
    this.refusedByCode.set(code, (this.refusedByCode.get(code) ?? 0) + 1);
  }

  /** @param {string} name @param {number} ms @param {string} what the request and its answer */
  error(name, ms, what) {
    const operation = this.#operation(name);
    operation.latencies.push(ms);
    operation.errors += 1;
    this.errors += 1;
    if (this.keptErrors.length < KEPT_ERRORS) this.keptErrors.push(`${name}: ${what}`);
  }

  get requests() {
    let requests = 0;
    for (const operation of this.operations.values()) requests += operation.latencies.length;
    return requests;
  }

  /** One row per operation, the busiest first. */
  rows() {
    return [...this.operations]
      .map(([name, { latencies, refused, errors }]) => {
        const sorted = [...latencies].sort((a, b) => a - b);
        return {
          operation: name,
          requests: sorted.length,
          'p50 ms': percentile(sorted, 0.5).toFixed(1),
          'p99 ms': percentile(sorted, 0.99).toFixed(1),
          refused,
          errors,
        };
      })
      .sort((a, b) => b.requests - a.requests);
  }
}
