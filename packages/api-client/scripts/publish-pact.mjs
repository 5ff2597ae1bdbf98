// @ts-check
/**
 * `npm run pact:publish`: publishes the consumer's pact (pacts/) to the Pact Broker at
 * PACT_BROKER_BASE_URL, with the consumer's version (the commit, PACT_CONSUMER_VERSION to name
 * another) and branch (the checked-out one, PACT_CONSUMER_BRANCH to name another), through Pact's
 * own `pact-broker publish` (@pact-foundation/pact-cli); PACT_BROKER_TOKEN, or
 * PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD, authenticate it. Without PACT_BROKER_BASE_URL it
 * is a dry run: it says what it would publish, and the command, and publishes nothing
 * (docs/contract.md "A broker").
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../../..');
const pactDir = join(repoRoot, 'pacts');

/** What git says, or null outside a repository. */
function git(/** @type {string[]} */ args) {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const version = process.env.PACT_CONSUMER_VERSION || git(['rev-parse', 'HEAD']);
const branch = process.env.PACT_CONSUMER_BRANCH || git(['branch', '--show-current']);
if (!version || !branch) {
  console.error(
    'The consumer version and branch come from git; outside a checkout, or on a detached HEAD, ' +
      'name them with PACT_CONSUMER_VERSION and PACT_CONSUMER_BRANCH.',
  );
  process.exit(2);
}

const pacts = readdirSync(pactDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    /** @type {{ consumer: { name: string }, provider: { name: string }, interactions: unknown[] }} */
    const pact = JSON.parse(readFileSync(join(pactDir, name), 'utf8'));
    return `${name}: ${pact.consumer.name} → ${pact.provider.name}, ${pact.interactions.length} interactions`;
  });
const args = ['publish', pactDir, '--consumer-app-version', version, '--branch', branch];
const broker = process.env.PACT_BROKER_BASE_URL;

console.log(`The pacts of ${pactDir}:\n${pacts.map((line) => `  ${line}`).join('\n')}`);
console.log(`as consumer version ${version} on branch ${branch}`);
if (!broker) {
  console.log(
    `Dry run: PACT_BROKER_BASE_URL is not set, so nothing is published. With it, this runs\n` +
      `  pact-broker ${args.join(' ')} --broker-base-url $PACT_BROKER_BASE_URL`,
  );
  process.exit(0);
}
const publish = spawnSync(
  join(repoRoot, 'node_modules/.bin/pact-broker'),
  [...args, '--broker-base-url', broker],
  { stdio: 'inherit' },
);
process.exit(publish.status ?? 1);
