/**
 * `npm run fuzz -- --requests N [--seed S]`: the contract fuzz test of test/contract-fuzz.test.ts
 * with N requests (default 10,000) from seed S (default: a new one, printed, so a failing run
 * can be repeated with --seed).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '10000' }, seed: { type: 'string' } },
});
const requests = Number(values.requests);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run fuzz -- --requests N [--seed S] (whole numbers)');
  process.exit(2);
}
console.log(`fuzzing with ${requests} requests, seed ${seed}`);
const run = spawnSync('vitest', ['run', 'test/contract-fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_REQUESTS: String(requests), FUZZ_SEED: String(seed) },
});
process.exit(run.status ?? 1);
