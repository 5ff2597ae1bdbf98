// @ts-check
/**
 * The server the soak works on: the built server (dist/main.js) run by node itself, on a free
 * port, with a throwaway directory: PGlite's data directory with demo data, or, when
 * DATABASE_URL is set, only the place the server keeps its token secret. The soak stops the
 * process it started, by its PID, and nothing else, then deletes the directory.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const MAIN = join(import.meta.dirname, '../dist/main.js');
/** Demo data is seeded before the server listens; on a slow day that takes a while. */
const START_SECONDS = 180;
/** The server's own shutdown gives requests 10 seconds; past this it is killed. */
const STOP_SECONDS = 15;
/** Error lines of the server's log kept for the report, and lines kept to explain a failed start. */
const KEPT_LINES = 20;

/** A port free now: the system's pick for a listener closed at once. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = probe.address();
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  if (!address || typeof address === 'string') throw new Error('No free port was found');
  return address.port;
}

/**
 * The server's log as the report needs it: every error line counted, the first few kept whole
 * (a 5xx's stack is there), and the last lines, which say why a server that never answered
 * stopped.
 * @param {import('node:stream').Readable[]} streams
 */
function readLog(streams) {
  const log = {
    errorCount: 0,
    /** @type {string[]} */ errors: [],
    /** @type {string[]} */ last: [],
  };
  for (const stream of streams) {
    createInterface({ input: stream }).on('line', (line) => {
      // pino's levels: 50 error, 60 fatal.
      if (line.includes('"level":50') || line.includes('"level":60')) {
        log.errorCount += 1;
        if (log.errors.length < KEPT_LINES) log.errors.push(line);
      }
      log.last.push(line);
      if (log.last.length > KEPT_LINES) log.last.shift();
    });
  }
  return log;
}

/** The server's resident memory in kB (VmRSS of /proc/PID/status, Linux), or null once it is gone. */
export function residentKb(/** @type {number} */ pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /^VmRSS:\s+(\d+) kB$/m.exec(status);
    return rss ? Number(rss[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Starts the server and answers once it answers HTTP.
 * @param {() => boolean} stopped whether the soak was stopped while the server starts
 */
export async function startServer(stopped) {
  if (!existsSync(MAIN)) {
    throw new Error(`No built server at ${MAIN}: npm run soak builds it first`);
  }
  const databaseUrl = process.env.DATABASE_URL || null;
  const dataDir = mkdtempSync(join(tmpdir(), 'plotline-soak-'));
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A fresh PGlite database gets a business to work on; a PostgreSQL one has what it has.
      ...(databaseUrl ? {} : { DEMO_DATA: 'true' }),
    },
    // Its own process group, so a Ctrl-C at the terminal reaches the soak, which ends the run
    // and stops the server itself, rather than the server shutting down under the load.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`The server did not start: ${process.execPath} ${MAIN}`);
  const log = readLog([/** @type {any} */ (child.stdout), /** @type {any} */ (child.stderr)]);
  /** @type {string | null} how it ended, once it has */
  let ended = null;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      ended = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      resolve(undefined);
    });
  });
  // Should the soak itself fail, the server and its directory go with it.
  const abandon = () => {
    if (ended === null) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', abandon);

  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    pid,
    database: databaseUrl
      ? 'PostgreSQL (DATABASE_URL)'
      : 'PGlite (a fresh DATA_DIR with demo data)',
    log,
    /** How the server ended, when it ended before it was stopped. */
    ended: () => ended,
    /** SIGTERM to the server's PID (SIGKILL after STOP_SECONDS), then the directory goes. */
    async stop() {
      if (ended === null) {
        process.kill(pid, 'SIGTERM');
        const kill = setTimeout(
          () => ended === null && process.kill(pid, 'SIGKILL'),
          STOP_SECONDS * 1000,
        );
        await exited;
        clearTimeout(kill);
      }
      process.off('exit', abandon);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await answering(
      url,
      () => ended ?? (stopped() ? 'was stopped (the soak was interrupted)' : null),
    );
  } catch (error) {
    await server.stop();
    const lastLines = log.last.length ? `\nIts last lines:\n${log.last.join('\n')}` : '';
    throw new Error(`${/** @type {Error} */ (error).message}${lastLines}`);
  }
  return server;
}

/**
 * Waits for any HTTP answer (401 from GET /api/auth/me), the server listening only once it has
 * migrated and seeded (and, started by npm start, built).
 * @param {string} url @param {() => string | null} ended why it will not answer, if it will not
 * @param {number} seconds how long to wait
 */
export async function answering(url, ended, seconds = START_SECONDS) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const gone = ended();
    if (gone) throw new Error(`The server ${gone} before it answered`);
    try {
      await fetch(`${url}/api/auth/me`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`The server did not answer within ${seconds} s`);
}
