// @ts-check
/**
 * `npm run dev`: the inner loop. Vite's dev server serves the app with hot reload and proxies
 * /api (packages/app/vite.config.ts) to the API server, which is rebuilt and restarted whenever
 * what it is built from or reads at start changes. The server runs as `npm start` runs it: PORT
 * (8080), DATA_DIR (./data), demo data on a new database. VITE_PORT chooses Vite's port;
 * without it, the first free one from 5173. One Ctrl+C stops everything.
 *
 * Each child runs in a process group of its own, so that stopping it stops what it started too
 * (npm's shell, esbuild's service), and so that Ctrl+C reaches this script alone, which stops the
 * children in order. tsup --watch would restart the server without waiting for the old one to
 * exit, and the new one would find the data directory still locked, so this script watches and
 * restarts itself. It also notices files added after it started, which tsup --watch does not.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '8080';
/** The server's graceful shutdown takes up to 10 s (packages/server/src/shutdown.ts). */
const STOP_GRACE_MS = 15_000;
/** Editors save in several writes; one rebuild for them all. */
const SETTLE_MS = 150;

/** What the server is built from and reads at start, by directory; tests are not in its build. */
const SOURCES = [
  { dir: 'packages/server/src', recursive: true, wanted: /\.ts$/ },
  { dir: 'packages/domain/src', recursive: true, wanted: /\.ts$/ },
  { dir: 'packages/server/drizzle', recursive: true, wanted: /\.(sql|json)$/ },
  { dir: '.', recursive: false, wanted: /^openapi\.yaml$/ },
];
const isTest = /\.test\.ts$/;

/** ANSI colours on a terminal only, so that a log written to a file stays plain text. */
const paint = (/** @type {number} */ code, /** @type {string} */ text) =>
  process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text;
const say = (/** @type {string} */ message) => console.log(`${paint(36, '[dev]')} ${message}`);
const alarm = (/** @type {string} */ message) => say(paint(31, message));

/**
 * @typedef {{
 *   name: string,
 *   child: import('node:child_process').ChildProcess,
 *   pid: number,
 *   exited: Promise<string>,
 *   stopping: boolean,
 * }} Group
 * A child leading a process group; `exited` says how the leader ended.
 */

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').StdioOptions} stdio
 * @returns {Group}
 */
function startGroup(name, command, args, stdio = ['ignore', 'inherit', 'inherit']) {
  const child = spawn(command, args, {
    cwd: root,
    // Vite's output comes through a pipe (below): it keeps its colours when this has a terminal.
    env: { ...process.env, PORT: port, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    stdio,
    detached: true,
  });
  if (child.pid === undefined) throw new Error(`${name} did not start: is ${command} on PATH?`);
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done(signal ? `signal ${signal}` : `code ${code}`)),
  );
  return { name, child, pid: child.pid, exited, stopping: false };
}

/** @param {number} pid @param {NodeJS.Signals} signal */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    // ESRCH: nothing of the group is left.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') throw error;
  }
}

/**
 * Asks the group to stop and waits until its leader has exited (for the server, until it has let
 * go of the data directory and the port); kills it if it takes longer than the server's grace
 * period, and then whatever of the group outlived its leader.
 * @param {Group} group
 */
async function stop(group) {
  group.stopping = true;
  signalGroup(group.pid, 'SIGTERM');
  const inTime = await Promise.race([group.exited.then(() => true), delay(STOP_GRACE_MS, false)]);
  if (!inTime) {
    say(`${group.name} did not stop within ${STOP_GRACE_MS / 1000} s: killing it`);
    signalGroup(group.pid, 'SIGKILL');
    await group.exited;
  }
  signalGroup(group.pid, 'SIGKILL');
}

/** The first port from `from` that nothing listens on, as Vite will listen: on localhost. */
async function firstFreePort(/** @type {number} */ from) {
  for (let candidate = from; ; candidate += 1) {
    const free = await new Promise((answer) => {
      const probe = createServer()
        .once('error', () => answer(false))
        .listen(candidate, 'localhost', () => probe.close(() => answer(true)));
    });
    if (free) return candidate;
  }
}

/** @type {Group | null} */ let server = null;
/** @type {Group | null} */ let build = null;
/** @type {Group | null} */ let vite = null;
/** @type {import('node:fs').FSWatcher[]} */ const watchers = [];
let shuttingDown = false;

/** Stops every child and exits; the first reason given is the one said. */
async function shutDown(/** @type {string | null} */ reason, exitCode = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (reason) alarm(reason);
  say('Stopping…');
  for (const watcher of watchers) watcher.close();
  const running = [vite, build, server].filter((group) => group !== null);
  await Promise.all(running.map((group) => stop(group)));
  say('Stopped.');
  process.exit(exitCode);
}

/** Builds the server as `npm start` does (tsup into packages/server/dist); whether it built. */
async function buildServer() {
  const started = Date.now();
  build = startGroup('The server build', 'npm', [
    'run',
    'build',
    '--silent',
    '--workspace',
    '@plotline/server',
    '--',
    '--silent',
  ]);
  const ended = await build.exited;
  build = null;
  if (ended !== 'code 0') return false;
  say(`Built the server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * The first server runs the code as it was when `npm run dev` started, so nothing saved here
 * will bring it back if it exits (its port or data directory taken, a crash): that stops
 * everything. A later one runs an edit; it is waited on, since between an edit of openapi.yaml
 * and its handler the server refuses to start, and the next save starts it again.
 */
function startServer(/** @type {{ first: boolean }} */ { first }) {
  const group = startGroup('The API server', process.execPath, [
    '--enable-source-maps',
    join('packages', 'server', 'dist', 'main.js'),
  ]);
  void group.exited.then((ended) => {
    if (group.stopping || shuttingDown) return;
    if (first) void shutDown(`The API server exited (${ended}): see its log above.`, 1);
    else alarm(`The API server exited (${ended}): see its log above. Saving a change starts it.`);
  });
  return group;
}

let rebuilding = false;
let changedAgain = false;

/**
 * Builds the server and (re)starts it once the old one has exited; one build at a time, and
 * changes saved during one are built by another right after it. The first build failing stops
 * everything: there is no server to keep.
 */
async function rebuildAndRestart() {
  if (rebuilding) {
    changedAgain = true;
    return;
  }
  rebuilding = true;
  do {
    changedAgain = false;
    const built = await buildServer();
    if (shuttingDown) return;
    if (!built && server === null) {
      await shutDown('The server does not build: see the errors above.', 1);
      return;
    }
    if (!built) {
      alarm('The server does not build (above); the last build runs until you save a fix.');
      continue;
    }
    if (server) {
      say('Restarting the API server');
      await stop(server);
      if (shuttingDown) return;
    }
    server = startServer({ first: server === null });
  } while (changedAgain);
  rebuilding = false;
}

function watchSources() {
  /** @type {NodeJS.Timeout | undefined} */ let settling;
  for (const { dir, recursive, wanted } of SOURCES) {
    const watcher = watch(join(root, dir), { recursive }, (_event, file) => {
      if (!file || !wanted.test(file) || isTest.test(file)) return;
      clearTimeout(settling);
      settling = setTimeout(() => {
        say(`${join(dir, file)} changed: rebuilding the server`);
        void rebuildAndRestart();
      }, SETTLE_MS);
    });
    watcher.on('error', (error) => void shutDown(`Watching ${dir} failed: ${error.message}`, 1));
    watchers.push(watcher);
  }
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => void shutDown(null));
}
// The children live in groups of their own, so a failure here must not leave them running.
process.on('uncaughtException', (error) => void shutDown(`dev.mjs failed: ${error.stack}`, 1));

const vitePort = process.env.VITE_PORT ? Number(process.env.VITE_PORT) : await firstFreePort(5173);
const data = process.env.DATABASE_URL
  ? 'PostgreSQL at DATABASE_URL'
  : `PGlite in ${resolve(process.env.DATA_DIR ?? 'data')}`;
say(`Open the app at ${paint(1, `http://localhost:${vitePort}/`)} (Vite, hot reload).`);
say(`The API answers at http://localhost:${port}/api (docs at /api/docs), on ${data}.`);
say('A new database gets demo data (DEMO_DATA=false for none) and the user admin, whose');
say('password the server prints once below (ADMIN_PASSWORD=… chooses it).');
say('The server restarts when packages/server/src, packages/domain/src, its migrations or');
say('openapi.yaml change. Ctrl+C stops everything.');

// Vite stops when its stdin ends, as it does if this script dies. Its output is passed on rather
// than given the terminal, where Vite clears the screen when a message repeats, even with
// clearScreen off, wiping what was printed above: this banner, the administrator's password.
vite = startGroup(
  "Vite's dev server",
  'npm',
  ['run', 'dev', '--workspace', '@plotline/app', '--', '--port', String(vitePort), '--strictPort'],
  ['pipe', 'pipe', 'pipe'],
);
vite.child.stdout?.pipe(process.stdout);
vite.child.stderr?.pipe(process.stderr);
const viteGroup = vite;
void vite.exited.then((ended) => {
  if (!viteGroup.stopping) void shutDown(`Vite's dev server exited (${ended}).`, 1);
});

watchSources();
await rebuildAndRestart();
