import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, SHORT_LIVED_PAGES_ARG } from './scripts/chromium.mjs';

const PORT = Number(process.env.PLOTLINE_E2E_PORT ?? 18321);
const baseURL = `http://127.0.0.1:${PORT}`;

// The config is evaluated again in each worker: make the data directory once, in the runner,
// and hand it on through the environment the workers inherit. The run removes only a directory
// it made (e2e/remove-data-dir.ts).
if (!process.env.PLOTLINE_E2E_DATA_DIR) {
  process.env.PLOTLINE_E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'plotline-e2e-'));
  process.env.PLOTLINE_E2E_REMOVE_DATA_DIR = 'true';
}
const dataDir = process.env.PLOTLINE_E2E_DATA_DIR;

// Each run builds the app and the server into its own folder (inside packages/server, where the
// server finds its migrations), so runs on other ports and a developer's npm start share no files.
const buildDir = join(import.meta.dirname, 'packages/server', `.e2e-build-${PORT}`);
const build = [
  `npm run build --workspace @plotline/app -- --outDir ${buildDir}/app --emptyOutDir`,
  `npm run build --workspace @plotline/server -- --out-dir ${buildDir}/server`,
].join(' && ');

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/remove-data-dir.ts',
  outputDir: 'e2e/test-results',
  workers: 1,
  retries: 0,
  // Each test's time, in CI too (where the default prints a dot), to see where the time goes.
  reporter: 'list',
  // CI runs these beside two CPU-bound suites on two cores (.ci/run): a step that takes a
  // second alone can take several there.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, SHORT_LIVED_PAGES_ARG],
    },
    screenshot: 'only-on-failure',
    // As the stories run: modals and toasts appear without their fade, so no step waits on one
    // and the software-rendered browser draws fewer frames.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `${build} && node ${buildDir}/server/main.js`,
    url: `${baseURL}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      APP_DIR: `${buildDir}/app`,
      // Served under /storybook (e2e/storybook.spec.ts); npm run test:e2e:app builds it first.
      STORYBOOK_DIR:
        process.env.STORYBOOK_DIR ?? join(import.meta.dirname, 'packages/ui/dist/storybook'),
      DEMO_DATA: 'false',
      ADMIN_PASSWORD: 'admin123',
      JWT_SECRET: 'e2e-secret-of-at-least-thirty-two-characters',
    },
  },
});
