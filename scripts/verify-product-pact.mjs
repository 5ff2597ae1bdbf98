// @ts-check
/**
 * `npm run test:pact-product`: the pact in pacts/ verified against the product as `npm start`
 * builds and serves it, twice: through `npm run pact:verify` (pact-js), and through Pact's
 * standalone verifier (`pact-verifier` of @pact-foundation/pact-cli) with nothing but the
 * state-change URL and teardown calls, as a backend team in another language would verify it.
 * The product runs in test mode on its real clock, on a throwaway PGlite DATA_DIR without demo
 * data, on a free port of 127.0.0.1. Whatever happens, the server
 * it started is stopped (its whole process group, by its PID) and the directory removed. The
 * server's log is kept in that directory and its last lines printed when something fails.
 *
 * With APP_DIR and SERVER_DIR (the folder holding the server's main.js) it serves builds made
 * elsewhere instead of building its own, as `npm run screenshots:check` does: CI hands it those
 * of the browser tests, which `npm start`'s build would only repeat.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PACT_FILE } from '../packages/server/pact-verify/pact-file.mjs';
import { answering, freePort } from '../packages/server/soak/server-process.mjs';

/** `npm start` builds the app and the server first, which takes minutes on a busy machine. */
const START_SECONDS = 600;
/** The server's own shutdown gives requests 10 seconds; past this its group is killed. */
const STOP_SECONDS = 15;
const LOG_LINES_SHOWN = 40;
/** Where the server serves the provider-state protocol in test mode (src/test-mode/). */
const PROVIDER_STATES_PATH = '/_test/provider-states';

/** The builds APP_DIR and SERVER_DIR name, both or neither; null when neither. */
function productBuiltElsewhere() {
  const { APP_DIR: appDir, SERVER_DIR: serverDir } = process.env;
  if (!appDir && !serverDir) return null;
  if (!appDir || !serverDir) throw new Error('Name both builds or neither: APP_DIR and SERVER_DIR');
  return { appDir: resolve(appDir), serverDir: resolve(serverDir) };
}

const workDir = mkdtempSync(join(tmpdir(), 'plotline-pact-product-'));
const logFile = join(workDir, 'server.log');
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const log = openSync(logFile, 'a');
const builtElsewhere = productBuiltElsewhere();
const [command, ...args] = builtElsewhere
  ? [process.execPath, join(builtElsewhere.serverDir, 'main.js')]
  : ['npm', 'start'];
const server = spawn(command, args, {
  env: {
    ...process.env,
    ...(builtElsewhere && { APP_DIR: builtElsewhere.appDir }),
    PLOTLINE_TEST_MODE: 'true',
    DATA_DIR: join(workDir, 'data'),
    DEMO_DATA: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: randomBytes(48).toString('hex'),
  },
  // Its own process group, so stopping it reaches npm, the build and the server alike.
  detached: true,
  stdio: ['ignore', log, log],
});
closeSync(log);
const serverPid = server.pid;
if (serverPid === undefined) throw new Error('The product did not start');

/** @type {string | null} how the server ended, once it has */
let ended = null;
const exited = new Promise((resolve) => {
  server.on('exit', (code, signal) => {
    ended = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    resolve(undefined);
  });
});

function signalGroup(/** @type {NodeJS.Signals} */ signal) {
  try {
    process.kill(-(/** @type {number} */ (serverPid)), signal);
  } catch {
    // The group is gone already.
  }
}

let stopped = false;
/** SIGTERM to the server's group (SIGKILL after STOP_SECONDS), then the directory goes. */
async function stopServer() {
  if (stopped) return;
  stopped = true;
  if (ended === null) {
    signalGroup('SIGTERM');
    const kill = setTimeout(() => signalGroup('SIGKILL'), STOP_SECONDS * 1000);
    await exited;
    clearTimeout(kill);
  }
  rmSync(workDir, { recursive: true, force: true });
}

function showLog() {
  const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
  console.error(
    `The last lines of the server's output:\n${lines.slice(-LOG_LINES_SHOWN).join('\n')}`,
  );
}

/** A command run with its output shown as it comes; its exit code. */
function shown(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {NodeJS.ProcessEnv} */ env = process.env,
) {
  const run = spawn(command, args, { stdio: 'inherit', env });
  return new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
}

const stateChangeUrl = `${url}${PROVIDER_STATES_PATH}`;

/** `npm run pact:verify` against the server. */
const verifyWithPactJs = () =>
  shown('npm', [
    'run',
    'pact:verify',
    '--',
    '--provider-base-url',
    url,
    '--state-setup-url',
    stateChangeUrl,
  ]);

/** Pact's standalone verifier, given only what any provider's verification is given. */
const verifyWithStandaloneVerifier = () =>
  shown(
    join(import.meta.dirname, '../node_modules/.bin/pact-verifier'),
    [
      '--file',
      PACT_FILE,
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
      '--state-change-url',
      stateChangeUrl,
      '--state-change-teardown',
    ],
    // Its requests give up after a few seconds by default; a teardown's reset to the baseline
    // takes 0.6 s alone and passed that under CI's load (a run failed two interactions so). The
    // limit only stops a hung request, as pact-js's 30 s does; it judges no speed.
    { ...process.env, PACT_PROVIDER_REQUEST_TIMEOUT: '60000' },
  );

// Interrupted, the run still stops the server it started and removes its directory.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    void stopServer().then(() => process.exit(130));
  });
}

let status = 1;
try {
  console.log(
    `Starting the product (${builtElsewhere ? `${command} ${args[0]}` : 'npm start'}) in test mode on ${url}; its log: ${logFile}`,
  );
  await answering(url, () => ended, START_SECONDS);
  console.log('The product answers; verifying the pact against it with pact-js.');
  status = Number(await verifyWithPactJs());
  if (status === 0) {
    console.log("And with Pact's standalone verifier.");
    status = Number(await verifyWithStandaloneVerifier());
  }
  if (status !== 0) showLog();
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  showLog();
} finally {
  await stopServer();
}
process.exit(status);
