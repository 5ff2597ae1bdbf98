/**
 * A server of a test's own, beside the one playwright.config.ts starts, for what needs another
 * setting or an empty database (e2e/first-start.spec.ts). It runs the build the config's
 * webServer has already made, on a free port and a fresh data directory, and is stopped by its
 * process id, its directory removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** As playwright.config.ts names them: its port, and the build its webServer makes for it. */
const CONFIG_PORT = Number(process.env.PLOTLINE_E2E_PORT ?? 18321);
const BUILD_DIR = join(import.meta.dirname, '..', 'packages/server', `.e2e-build-${CONFIG_PORT}`);

const READY_WITHIN_MS = 60_000;
const STOPPED_WITHIN_MS = 10_000;

export type OwnServer = {
  origin: string;
  /** Everything it has printed so far. */
  output: () => string;
  /** Stops the process and removes its data directory; safe to call more than once. */
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

function exited(child: ChildProcess, withinMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), withinMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function untilAnswering(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped:\n${output()}`);
    try {
      if ((await fetch(`${origin}/api/auth/registration`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${READY_WITHIN_MS} ms:\n${output()}`);
}

/**
 * Starts the server with exactly `settings` beside what it needs to run: nothing is inherited
 * from the test's own environment, where an ADMIN_PASSWORD or a DATABASE_URL would change it.
 */
export async function startOwnServer(settings: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'plotline-e2e-own-'));
  const child = spawn(process.execPath, [join(BUILD_DIR, 'server/main.js')], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_DIR: join(BUILD_DIR, 'app'),
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const output = () => printed;

  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid, 'SIGTERM');
      if (!(await exited(child, STOPPED_WITHIN_MS))) process.kill(child.pid, 'SIGKILL');
      await exited(child, STOPPED_WITHIN_MS);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await untilAnswering(origin, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, output, stop };
}
