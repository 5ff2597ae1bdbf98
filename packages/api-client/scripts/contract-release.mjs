// @ts-check
/**
 * The contract's releases (docs/contract.md "Versioning"). contract/released/openapi.yaml is the
 * contract as last released to backend teams; its own info.version says which release it is.
 *
 *   check   compares openapi.yaml with the release using Optic's breaking-changes rules: a
 *           breaking change fails unless info.version's major was raised; a version below the
 *           release's fails too.
 *   record  makes openapi.yaml the release, once its version is above the last one and the
 *           check passes.
 *
 * `node packages/api-client/scripts/contract-release.mjs check|record [--released FILE]
 * [--current FILE]` (npm run contract:check, npm run contract:release).
 */
import { spawn } from 'node:child_process';
import { copyFile, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const repoRoot = join(import.meta.dirname, '../../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    released: { type: 'string', default: join(repoRoot, 'contract/released/openapi.yaml') },
    current: { type: 'string', default: join(repoRoot, 'openapi.yaml') },
  },
});
const command = positionals[0];
if (command !== 'check' && command !== 'record') {
  throw new Error('Usage: contract-release.mjs check|record [--released FILE] [--current FILE]');
}
const released = await contractAt(values.released ?? '');
const current = await contractAt(values.current ?? '');
process.exitCode = (await (command === 'check' ? check : record)(released, current)) ? 0 : 1;

/**
 * @typedef {{ file: string, text: string, version: string, major: number, minor: number, patch: number }} Contract
 */

/** @param {string} file @returns {Promise<Contract>} */
async function contractAt(file) {
  const text = await readFile(file, 'utf8');
  const version = String(parse(text)?.info?.version);
  // Plain MAJOR.MINOR.PATCH: the comparison below, and Optic's test for a raised major (it would
  // call 2.0.0-rc.1 a 'premajor'), know nothing of pre-releases.
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (parts === null) {
    throw new Error(`${shown(file)}: info.version ${version} is not MAJOR.MINOR.PATCH`);
  }
  const [major = 0, minor = 0, patch = 0] = parts.slice(1).map(Number);
  return { file, text, version, major, minor, patch };
}

/** @param {Contract} a @param {Contract} b */
function compareVersions(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** @param {Contract} released @param {Contract} current */
async function check(released, current) {
  if (compareVersions(current, released) < 0) {
    return refuse(
      `${shown(current.file)} is version ${current.version}, below the released ${released.version}: a version never goes down.`,
    );
  }
  if (current.text === released.text) {
    console.log(`${shown(current.file)} is release ${released.version}, unchanged.`);
    return true;
  }
  const majorRaised = current.major > released.major;
  console.log(
    `Comparing ${shown(current.file)} (${current.version}) with release ${released.version} (${shown(released.file)}):`,
  );
  // Optic's breaking-changes rules stand aside when the major version rises.
  if ((await opticDiff(released.file, current.file)) !== 0) {
    return refuse(
      majorRaised
        ? 'Optic could not compare the two (see above).'
        : `A breaking change (above) needs a new major version: raise info.version to ${released.major + 1}.0.0, or make the change without breaking.`,
    );
  }
  if (majorRaised) {
    console.log(
      `Version ${current.version} raises the major: the changes above may break callers.`,
    );
  } else if (current.version === released.version) {
    console.log(
      `No breaking change. Before the next release, raise info.version's minor (additions) or patch (fixes).`,
    );
  } else {
    console.log(`No breaking change.`);
  }
  return true;
}

/** @param {Contract} released @param {Contract} current */
async function record(released, current) {
  if (compareVersions(current, released) <= 0) {
    return refuse(
      `${shown(current.file)} is version ${current.version}; a release needs a version above the last release, ${released.version}.`,
    );
  }
  if (!(await check(released, current))) return false;
  await copyFile(current.file, released.file);
  console.log(
    `Recorded release ${current.version} in ${shown(released.file)}: commit it, and tell the backend teams.`,
  );
  return true;
}

/**
 * Runs `optic diff --check` and passes its report on, with its warnings about allOf parts
 * shortened to one line naming them, and less its hint at --web, an option this check does not
 * take. Optic leaves out of its comparison an allOf part that does not say `type: object`, and
 * warns for each at every position in both files; naming them once keeps such a gap in sight.
 * Optic is kept off the network (no telemetry, no update check, no token), so the check runs
 * the same offline.
 * @param {string} releasedFile
 * @param {string} currentFile
 * @returns {Promise<number>}
 */
async function opticDiff(releasedFile, currentFile) {
  const optic = createRequire(import.meta.url).resolve('@useoptic/optic/build/index.js');
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, OPTIC_TELEMETRY_LEVEL: 'off', NO_UPDATE_NOTIFIER: '1' };
  delete env.OPTIC_TOKEN;
  const child = spawn(process.execPath, [optic, 'diff', releasedFile, currentFile, '--check'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const uncompared = new Set();
  /** @param {import('node:stream').Readable} input @param {NodeJS.WritableStream} output */
  const passOn = (input, output) =>
    createInterface({ input }).on('line', (line) => {
      const allOfParts = [...line.matchAll(/invalid allOf variant at .*? \((\/[^)]*)\)/g)];
      for (const [, pointer] of allOfParts) uncompared.add(pointer);
      if (allOfParts.length === 0 && !line.includes('--web flag')) output.write(`${line}\n`);
    });
  passOn(child.stdout, process.stdout);
  passOn(child.stderr, process.stderr);
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (uncompared.size > 0) {
    console.log(
      `Optic did not compare these allOf parts (no type: object): ${[...uncompared].join(', ')}`,
    );
  }
  return code ?? 1;
}

/** @param {string} message */
function refuse(message) {
  console.error(message);
  return false;
}

/** @param {string} file */
function shown(file) {
  return relative(process.cwd(), file) || file;
}
