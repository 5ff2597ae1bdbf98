/**
 * `npm run screenshots`: the pictures the README and docs/ show, taken of the running product over
 * the demo business and written to docs/images/. `npm run screenshots:check` (`--check`) takes
 * them into a temporary folder instead and compares them with docs/images/ pixel by pixel, naming
 * each that differs and exiting 1, so CI fails when a change to a screen leaves its picture stale.
 *
 * The same run gives the same picture: the server runs in test mode with its clock pinned and the
 * demo business (which is counted back from today) seeded over its baseline (DEMO_DATA=true), on
 * a fresh data directory; the browser's clock stands at the same instant, in the business's time
 * zone and locale, at one size and scale, with motion reduced, animations off and the caret
 * hidden; each picture waits for the fonts, the network and every loading state to be done.
 *
 * It builds the app and the server when their builds are older than their sources, or runs builds
 * made elsewhere: APP_DIR (the app's, as the server takes it) and SERVER_DIR (the folder holding
 * the server's main.js), e.g. those the browser tests made. The server it starts is stopped by its
 * process id and its data directory removed, whatever happens.
 */
// The functions handed to page.evaluate and addInitScript run in the browser, on its document.
/* global document */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { PNG } from 'pngjs';
import { answering, freePort } from '../packages/server/soak/server-process.mjs';
import { chromiumArgs, chromiumPath, SHORT_LIVED_PAGES_ARG } from './chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const IMAGES_DIR = join(ROOT, 'docs/images');

/** Friday 20 November 2026, 11:00 in Jaipur: the demo business's today, and the browser's now. */
const INSTANT = '2026-11-20T05:30:00Z';
const TIME_ZONE = 'Asia/Kolkata';
const LOCALE = 'en-IN';
const VIEWPORT = { width: 1280, height: 800 };
/** The test baseline's administrator (packages/server/src/test-mode/baseline.ts). */
const ADMIN = { username: 'admin', password: 'admin123' };
const COLOR_SCHEMES = /** @type {const} */ (['light', 'dark']);

/** As playwright.config.ts launches Debian's Chromium. */
const LAUNCH = { executablePath: chromiumPath, args: [...chromiumArgs, SHORT_LIVED_PAGES_ARG] };

const READY_WITHIN_SECONDS = 60;
const STOPPED_WITHIN_MS = 10_000;
/** How long the network must stay quiet before a page counts as loaded. */
const QUIET_MS = 300;
/** The change stream stays open for as long as the page does: it is never "loaded". */
const CHANGE_STREAM_PATH = '/api/events';

/**
 * What a page shows while it loads: a section saying it is busy, a spinner or indeterminate bar
 * (react-aria's ProgressBar without a value), a modal or drawer still fading in or out.
 */
const LOADING = [
  '[aria-busy="true"]',
  '[role="progressbar"]:not([aria-valuenow])',
  '[data-entering]',
  '[data-exiting]',
].join(', ');

/** Belt and braces beside reducedMotion: nothing moves, and no caret blinks in a field. */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

/** The pictures, each a screen in a state: `show` brings the page there. */
const PICTURES = [
  {
    name: 'dashboard',
    async show(page) {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    },
  },
  {
    name: 'bookings-form',
    async show(page) {
      await page.goto('/bookings');
      await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
      await settled(page);
      await page.getByRole('button', { name: 'New Booking' }).first().click();
      const form = page.getByRole('dialog', { name: 'Create New Booking' });
      await form.waitFor();
      await settled(page);
    },
  },
  {
    name: 'availability-map',
    async show(page) {
      await page.goto('/plots?projectId=1');
      await page.getByRole('heading', { level: 1, name: 'Plots' }).waitFor();
    },
  },
];

// ---------------------------------------------------------------------------------------------

const check = process.argv.includes('--check');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--check');
if (unknown.length > 0) {
  console.error(`Unknown arguments: ${unknown.join(' ')} (only --check)`);
  process.exit(2);
}

/** Files under `path`, recursively, skipping node_modules and build output. */
function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    yield* filesUnder(join(path, entry.name));
  }
}

const newestChange = (paths) =>
  Math.max(
    ...paths.flatMap((path) =>
      [...filesUnder(join(ROOT, path))].map((file) => statSync(file).mtimeMs),
    ),
  );

/** What each build is made from: its package and the workspace packages it bundles. */
const SHARED_SOURCES = ['packages/domain/src', 'packages/api-client/src', 'package-lock.json'];
const APP_SOURCES = [
  'packages/app',
  'packages/ui/src',
  'packages/ui/package.json',
  ...SHARED_SOURCES,
];
const SERVER_SOURCES = [
  'packages/server/src',
  'packages/server/package.json',
  'packages/server/tsup.config.ts',
  ...SHARED_SOURCES,
];

const isFresh = (builtFile, sources) =>
  existsSync(builtFile) && statSync(builtFile).mtimeMs > newestChange(sources);

/** The builds to run: those named, else ours, built first if a source changed since. */
function builds() {
  if (process.env.APP_DIR || process.env.SERVER_DIR) {
    if (!process.env.APP_DIR || !process.env.SERVER_DIR) {
      throw new Error('Name both builds or neither: APP_DIR and SERVER_DIR');
    }
    return { appDir: resolve(process.env.APP_DIR), serverDir: resolve(process.env.SERVER_DIR) };
  }
  const appDir = join(ROOT, 'packages/app/dist');
  const serverDir = join(ROOT, 'packages/server/dist');
  const fresh =
    isFresh(join(appDir, 'index.html'), APP_SOURCES) &&
    isFresh(join(serverDir, 'main.js'), SERVER_SOURCES);
  if (!fresh) {
    console.log('Building the app and the server...');
    const built = spawnSync(
      'npm',
      ['run', 'build', '--workspace', '@plotline/app', '--workspace', '@plotline/server'],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (built.status !== 0) throw new Error('The build failed');
  }
  return { appDir, serverDir };
}

function exited(child, withinMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), withinMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });
}

/** The server in test mode on a fresh data directory; `stop` ends it and removes the directory. */
async function startServer({ appDir, serverDir }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'plotline-screenshots-'));
  // Nothing inherited but PATH: a DATABASE_URL or ADMIN_PASSWORD of the caller's would change it.
  const child = spawn(process.execPath, [join(serverDir, 'main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_DIR: appDir,
      PLOTLINE_TEST_MODE: 'true',
      PLOTLINE_TEST_NOW: INSTANT,
      DEMO_DATA: 'true',
      JWT_SECRET: 'screenshots-only-secret-of-at-least-32-characters',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        process.kill(child.pid, 'SIGTERM');
        if (!(await exited(child, STOPPED_WITHIN_MS))) process.kill(child.pid, 'SIGKILL');
        await exited(child, STOPPED_WITHIN_MS);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })());

  const ended = () => (child.exitCode !== null || child.signalCode !== null ? 'stopped' : null);
  try {
    await answering(origin, ended, READY_WITHIN_SECONDS);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}:\n${printed}`);
  }
  return { origin, stop };
}

/** Counts the page's requests in flight, but the change stream's. */
function networkWatch(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const counted = (request) => !new URL(request.url()).pathname.startsWith(CHANGE_STREAM_PATH);
  const change = (by) => (request) => {
    if (!counted(request)) return;
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return { quiet: () => inFlight === 0 && Date.now() - lastChange >= QUIET_MS };
}

const watches = new WeakMap();

/** Waits until the page is done: fonts loaded, network quiet, nothing loading or moving. */
async function settled(page) {
  const watch = watches.get(page);
  for (;;) {
    await page.evaluate(() => document.fonts.ready);
    await page.locator(LOADING).first().waitFor({ state: 'detached' });
    if (watch.quiet() && (await page.locator(LOADING).count()) === 0) return;
    await page.waitForTimeout(QUIET_MS / 3);
  }
}

async function signIn(page) {
  await page.goto('/login');
  await page.getByLabel('Username or Email:').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
}

async function takePictures(origin, outDir) {
  const browser = await chromium.launch(LAUNCH);
  try {
    for (const colorScheme of COLOR_SCHEMES) {
      const context = await browser.newContext({
        baseURL: origin,
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
        locale: LOCALE,
        timezoneId: TIME_ZONE,
        colorScheme,
        reducedMotion: 'reduce',
      });
      await context.addInitScript((css) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
      }, STILL_CSS);
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(INSTANT));
      watches.set(page, networkWatch(page));
      await signIn(page);
      for (const picture of PICTURES) {
        await picture.show(page);
        await settled(page);
        const file = join(outDir, `${picture.name}-${colorScheme}.png`);
        await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
        console.log(`  ${relative(ROOT, file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * Chromium's software rasterizer may round an edge's anti-aliasing differently from one run to the
 * next: a few pixels a level or two apart. A pixel counts as changed when a channel moves further
 * than this; a picture is stale when any pixel changed or when their sizes differ.
 */
const CHANNEL_TOLERANCE = 8;

/** Whether two PNG files show the same picture, up to the rasterizer's rounding. */
function samePicture(fileA, fileB) {
  const a = PNG.sync.read(readFileSync(fileA));
  const b = PNG.sync.read(readFileSync(fileB));
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let index = 0; index < a.data.length; index += 1) {
    if (Math.abs(a.data[index] - b.data[index]) > CHANNEL_TOLERANCE) return false;
  }
  return true;
}

/** The pictures of `outDir` that are not those of docs/images/. */
function differences(outDir) {
  const names = PICTURES.flatMap((picture) =>
    COLOR_SCHEMES.map((scheme) => `${picture.name}-${scheme}.png`),
  );
  return names.filter((name) => {
    const committed = join(IMAGES_DIR, name);
    return !existsSync(committed) || !samePicture(committed, join(outDir, name));
  });
}

const started = Date.now();
const outDir = check ? mkdtempSync(join(tmpdir(), 'plotline-screenshots-check-')) : IMAGES_DIR;
mkdirSync(outDir, { recursive: true });
let server;
let keepOutDir = false;
const cleanUp = async () => {
  await server?.stop();
  if (check && !keepOutDir) rmSync(outDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  server = await startServer(builds());
  console.log(`Taking the pictures at ${INSTANT} (${server.origin}):`);
  await takePictures(server.origin, outDir);
  if (check) {
    const stale = differences(outDir);
    if (stale.length > 0) {
      keepOutDir = true;
      console.error(
        `These pictures in docs/images/ are not what the product shows now (${outDir} holds what it shows); run npm run screenshots:\n${stale.map((name) => `  ${name}`).join('\n')}`,
      );
      exitCode = 1;
    } else {
      console.log('docs/images/ holds the pictures the product shows now.');
    }
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
process.exit(exitCode);
