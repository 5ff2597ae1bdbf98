// @ts-check
/**
 * `npm run web-vitals [-- --url http://localhost:8080 --runs 5]`: on a product already running
 * (it starts nothing), signed in as admin (with the password in ADMIN_PASSWORD), loads / and
 * /bookings in Debian's Chromium (CHROMIUM_PATH to change) `runs` times each, cold cache, and
 * prints per page the median Largest Contentful Paint and the Interaction to Next Paint of a few
 * clicks (the user menu; on /bookings the next page of the list). Figures are printed, never
 * asserted: they depend on the machine.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, desktopChromiumPath } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    runs: { type: 'string', default: '5' },
  },
});
const base = values.url ?? 'http://localhost:8080';
const runs = Number(values.runs);

/** The pages measured, and the clicks whose paint INP reads, by accessible name. */
const PAGES = [
  { path: '/', clicks: ['User menu'] },
  { path: '/bookings', clicks: ['User menu', 'Page 2'] },
];

/** The password the server's first start gave admin: there is no default to guess. */
function adminPassword() {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('Set ADMIN_PASSWORD to the password of the admin account');
  return password;
}

async function session() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword() }),
  });
  if (!res.ok) throw new Error(`Signing in as admin answered ${res.status}: ${await res.text()}`);
  return /** @type {{ accessToken: string, refreshToken: string }} */ (await res.json());
}

/** Records what LCP and INP read, from before the page's own scripts run. */
function observeVitals() {
  const vitals = { lcp: 0, inp: 0 };
  Object.assign(globalThis, { __vitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/** @type {any} */ (entry).interactionId)
        vitals.inp = Math.max(vitals.inp, entry.duration);
    }
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

const median = (/** @type {number[]} */ figures) =>
  [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)] ?? NaN;

const browser = await chromium.launch({
  executablePath: desktopChromiumPath,
  args: chromiumArgs,
});
try {
  const { accessToken, refreshToken } = await session();
  console.log('page        LCP p50 ms   INP max ms   runs');
  for (const { path, clicks } of PAGES) {
    const lcps = [];
    const inps = [];
    for (let run = 0; run < runs; run += 1) {
      // A new context each run: nothing cached, as on a first visit of the day.
      const context = await browser.newContext();
      await context.addInitScript(
        ([access, refresh]) => {
          localStorage.setItem('accessToken', access);
          localStorage.setItem('refreshToken', refresh);
        },
        [accessToken, refreshToken],
      );
      await context.addInitScript(observeVitals);
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      for (const name of clicks) {
        const target = page.getByRole('button', { name, exact: true }).first();
        if ((await target.count()) === 0) continue;
        await target.click();
        await page.keyboard.press('Escape');
      }
      // Event timings are reported after the next paint.
      await page.waitForTimeout(300);
      const vitals = await page.evaluate(() => /** @type {any} */ (globalThis).__vitals);
      lcps.push(vitals.lcp);
      inps.push(vitals.inp);
      await context.close();
    }
    console.log(
      `${path.padEnd(12)}${median(lcps).toFixed(0).padStart(10)}${Math.max(...inps)
        .toFixed(0)
        .padStart(13)}${String(runs).padStart(7)}`,
    );
  }
} finally {
  await browser.close();
}
