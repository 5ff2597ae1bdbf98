// @ts-check
/**
 * `npm run bench -- --case dashboard|lists [--url http://localhost:8080] [--connections 10]
 * [--seconds 10]`: load on a server already running (it starts nothing), signed in as admin
 * (ADMIN_PASSWORD, default admin123). Each operation of the case is driven by `connections`
 * concurrent loops for `seconds`, then one table row: requests per second, p50 and p99 latency,
 * errors (any answer but 200), and the answer's size. Exits non-zero if any request failed.
 */
import { parseArgs } from 'node:util';
import { dashboardCase } from './cases/dashboard.mjs';
import { listsCase } from './cases/lists.mjs';

/** @typedef {{ name: string, path: string }} BenchOperation */
/** @typedef {(get: (path: string) => Promise<any>) => Promise<BenchOperation[]>} BenchCase */

/** @type {Record<string, BenchCase>} */
const CASES = { dashboard: dashboardCase, lists: listsCase };

const { values } = parseArgs({
  options: {
    case: { type: 'string', default: 'dashboard' },
    url: { type: 'string', default: 'http://localhost:8080' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
  },
});
const benchCase = CASES[values.case ?? ''];
if (!benchCase) throw new Error(`No bench case '${values.case}'; there is: ${Object.keys(CASES)}`);
const api = `${values.url}/api`;
const connections = Number(values.connections);
const seconds = Number(values.seconds);

async function signIn() {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: process.env.ADMIN_PASSWORD || 'admin123' }),
  });
  if (!res.ok) throw new Error(`Signing in as admin answered ${res.status}: ${await res.text()}`);
  const session = /** @type {{ accessToken: string }} */ (await res.json());
  return `Bearer ${session.accessToken}`;
}

const authorization = await signIn();

/** @param {string} path */
async function get(path) {
  const res = await fetch(`${api}${path}`, { headers: { authorization } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return res.json();
}

/** @param {number[]} sorted @param {number} fraction */
const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;

/**
 * `connections` loops, each sending the next request as soon as the last one is answered.
 * @param {BenchOperation} operation
 */
async function load(operation) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const res = await fetch(`${api}${operation.path}`, { headers: { authorization } });
        const body = await res.arrayBuffer();
        if (res.status === 200) bytes = body.byteLength;
        else errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    operation: operation.name,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': percentile(latencies, 0.5).toFixed(1),
    'p99 ms': percentile(latencies, 0.99).toFixed(1),
    errors,
    'body KB': (bytes / 1024).toFixed(1),
  };
}

const operations = await benchCase(get);
console.log(
  `${values.case}: ${connections} connections, ${seconds} s per operation, against ${values.url}`,
);
const rows = [];
for (const operation of operations) rows.push(await load(operation));
console.table(rows);
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
