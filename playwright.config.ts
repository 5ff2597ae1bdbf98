import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = 18321;
const baseURL = `http://127.0.0.1:${PORT}`;

// The config is evaluated again in each worker: make the data directory once, in the runner,
// and hand it on through the environment the workers inherit.
const dataDir = (process.env.PLOTLINE_E2E_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'plotline-e2e-'),
));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/test-results',
  workers: 1,
  retries: 0,
  use: {
    baseURL,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npm run build && node packages/server/dist/main.js',
    url: `${baseURL}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ADMIN_PASSWORD: 'admin123',
      JWT_SECRET: 'e2e-secret',
    },
  },
});
