/**
 * The server as it runs in production: built by tsup and started as a child process, so a test
 * can kill it, signal it and start it again on the same data.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const SERVER_PACKAGE = join(import.meta.dirname, '../..');

export type BuiltServer = { main: string; remove(): Promise<void> };

/**
 * Builds into a folder of its own inside the package, where the build finds the migrations and
 * the contract as dist/ does, so no other run's build or a developer's is touched.
 */
export async function buildServer(): Promise<BuiltServer> {
  const outDir = join(
    SERVER_PACKAGE,
    'node_modules/.cache',
    `plotline-server-${randomBytes(4).toString('hex')}`,
  );
  // The server alone: the package's other entries are scripts no test here starts.
  await promisify(execFile)(
    'npm',
    ['run', 'build', '--', 'src/main.ts', '--out-dir', outDir, '--silent'],
    { cwd: SERVER_PACKAGE },
  );
  return {
    main: join(outDir, 'main.js'),
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}

const running = new Set<ChildProcess>();

/** Kills whatever a failed test left running. */
export function killLeftoverServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  pid: number;
  /** The base URL once the server listens; rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<Exit>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** How many lines of the output so far contain `text`. */
  linesWith(text: string): number;
  /** Resolves once the output has a line containing `text`, counting earlier output too. */
  printed(text: string, times?: number): Promise<void>;
  signal(signal: NodeJS.Signals): void;
};

/**
 * Starts the built server on a free port with exactly this environment (and PATH): nothing of
 * the test run's own DATABASE_URL or DATA_DIR leaks in.
 */
export function startServerProcess(main: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // 'close' comes after the last of the output, where 'exit' may come before it.
  const exited = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const linesWith = (text: string) =>
    output.split('\n').filter((line) => line.includes(text)).length;
  const printed = (text: string, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (linesWith(text) < times) return;
        watchers.delete(check);
        resolve();
      };
      watchers.add(check);
      check();
      void exited.then(() => {
        if (!watchers.has(check)) return;
        watchers.delete(check);
        reject(new Error(`The server exited before printing '${text}':\n${output}`));
      });
    });
  const listening = printed('Server listening at').then(() => {
    const url = /Server listening at (http:\/\/[^"\s]+)/.exec(output)?.[1];
    if (!url) throw new Error(`No address in the server's output:\n${output}`);
    return url;
  });
  // A test that expects the server to refuse to start awaits `exited` alone.
  listening.catch(() => {});
  return {
    pid: child.pid!,
    listening,
    exited,
    output: () => output,
    linesWith,
    printed,
    signal: (signal) => child.kill(signal),
  };
}
