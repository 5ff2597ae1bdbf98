// @ts-check
/**
 * `npm run web-vitals [-- --url http://localhost:8080 --runs 5 --throttle 4]`: on a product already
 * running (it starts nothing), signed in as admin (with the password in ADMIN_PASSWORD), opens / and
 * /bookings in Debian's Chromium (CHROMIUM_PATH to change) `runs` times each, cold cache, with the
 * CPU slowed `throttle` times as Chrome's DevTools does, and prints the median Largest Contentful
 * Paint of each page and the Interaction to Next Paint of each interaction a user makes there
 * most: typing in the list's search, changing page, opening the booking form, a booking's details,
 * picking a status (issue 36), and for those that open a dialog, how long after the press it was
 * drawn. Figures are printed, never asserted: they depend on the machine.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, desktopChromiumPath } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    runs: { type: 'string', default: '5' },
    throttle: { type: 'string', default: '4' },
  },
});
const base = values.url ?? 'http://localhost:8080';
const runs = Number(values.runs);
const throttle = Number(values.throttle);

/**
 * Event Timing reports an interaction only when it takes 16 ms or more (its lowest threshold); one
 * that reported nothing was quicker than that.
 */
const REPORTED_FROM_MS = 16;

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ name: string, act: (page: Page) => Promise<void> }} Interaction */

const dialog = (/** @type {Page} */ page) => page.getByRole('dialog').first();

/** Closes the dialog an interaction opened, outside any measured interaction. */
async function closeDialog(/** @type {Page} */ page) {
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'hidden' });
}

/** The pages measured, and the interactions whose next paint INP reads, in order. */
const PAGES = /** @type {{ path: string, interactions: Interaction[] }[]} */ ([
  {
    path: '/',
    interactions: [
      {
        name: 'open the user menu',
        act: async (page) => {
          await page.getByRole('button', { name: 'User menu', exact: true }).click();
          await page.getByRole('menu').waitFor();
          await page.keyboard.press('Escape');
        },
      },
    ],
  },
  {
    path: '/bookings',
    interactions: [
      {
        name: 'change page',
        act: async (page) => {
          await page.getByRole('button', { name: 'Page 2', exact: true }).click();
          await page.waitForURL(/page=2/);
        },
      },
      {
        name: "open a booking's details",
        act: async (page) => {
          await page.getByRole('rowheader').getByRole('button').first().click();
          await dialog(page).waitFor();
          await closeDialog(page);
        },
      },
      {
        name: 'open the booking form',
        act: async (page) => {
          await page.getByRole('button', { name: 'New Booking', exact: true }).first().click();
          await dialog(page).waitFor();
          await closeDialog(page);
        },
      },
      {
        name: 'pick a status',
        act: async (page) => {
          await page
            .getByRole('button', { name: /Click to change status/ })
            .first()
            .click();
          const choices = page.getByRole('list', { name: 'Next statuses' });
          await choices.getByRole('button').first().click();
          // The picker gives way to the confirmation.
          await choices.waitFor({ state: 'detached' });
          await page.getByRole('dialog').getByRole('textbox').first().waitFor();
          await closeDialog(page);
        },
      },
      {
        name: "type in the list's search",
        act: async (page) => {
          await page.getByRole('searchbox', { name: 'Search Bookings' }).click();
          // About a typist's pace, so each key lands while the list answers the ones before.
          await page.keyboard.type('sharma', { delay: 120 });
          await page.waitForURL(/search/);
        },
      },
    ],
  },
]);

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

/**
 * Records what LCP reads, each interaction's longest event (keydown to next paint, say) and when
 * it began, and when each dialog came into the page, from before the page's own scripts run. A
 * dialog fetched at its first opening (ui's lazyDialog) comes after the press has painted, so INP
 * alone would not show the wait for its code.
 */
function observeVitals() {
  const vitals = {
    lcp: 0,
    events: /** @type {{ id: number, start: number, duration: number }[]} */ ([]),
    dialogs: /** @type {number[]} */ ([]),
  };
  Object.assign(globalThis, { __vitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const id = /** @type {any} */ (entry).interactionId;
      if (id) vitals.events.push({ id, start: entry.startTime, duration: entry.duration });
    }
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  // This runs in the page, whose globals Node's lint does not know.
  const { document, Element, MutationObserver } = /** @type {any} */ (globalThis);
  const isDialog = (/** @type {any} */ node) =>
    node instanceof Element &&
    (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]') !== null);
  new MutationObserver((/** @type {MutationRecord[]} */ changes) => {
    if (changes.some((change) => [...change.addedNodes].some(isDialog))) {
      vitals.dialogs.push(performance.now());
    }
  }).observe(document, { childList: true, subtree: true });
}

/** @returns {Promise<{ lcp: number, events: { id: number, start: number, duration: number }[], dialogs: number[] }>} */
const vitalsOf = (/** @type {Page} */ page) =>
  page.evaluate(() => /** @type {any} */ (globalThis).__vitals);

/** The slowest of the interactions among events, or 0 when none reached the threshold. */
const slowest = (/** @type {{ duration: number }[]} */ events) =>
  Math.max(0, ...events.map((event) => event.duration));

/**
 * From the interaction's first event to the first dialog that came after it; null when no dialog
 * came, or the press was too quick for Event Timing to report when it began.
 */
const dialogAfter = (
  /** @type {{ start: number }[]} */ events,
  /** @type {number[]} */ dialogs,
) => {
  const start = Math.min(...events.map((event) => event.start));
  const drawn = dialogs.find((time) => time >= start);
  return Number.isFinite(start) && drawn !== undefined ? drawn - start : null;
};

const median = (/** @type {number[]} */ figures) =>
  [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)] ?? NaN;

const shown = (/** @type {number} */ ms) =>
  (ms < REPORTED_FROM_MS ? `< ${REPORTED_FROM_MS}` : ms.toFixed(0)).padStart(8);

const browser = await chromium.launch({
  executablePath: desktopChromiumPath,
  args: chromiumArgs,
});
try {
  const { accessToken, refreshToken } = await session();
  console.log(`CPU throttled ${throttle}x, ${runs} cold runs of each page`);
  console.log('page        what                           p50 ms  max ms');
  for (const { path, interactions } of PAGES) {
    const lcps = [];
    /** @type {Map<string, number[]>} */
    const inps = new Map(interactions.map(({ name }) => [name, []]));
    /** @type {Map<string, number[]>} */
    const dialogsDrawn = new Map();
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
      const devTools = await context.newCDPSession(page);
      await devTools.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.goto(`${base}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const { name, act } of interactions) {
        const before = await vitalsOf(page);
        await act(page);
        // An event's timing is reported after the next paint.
        await page.waitForTimeout(500);
        const after = await vitalsOf(page);
        const events = after.events.slice(before.events.length);
        inps.get(name)?.push(slowest(events));
        const drawn = dialogAfter(events, after.dialogs.slice(before.dialogs.length));
        if (drawn !== null) dialogsDrawn.set(name, [...(dialogsDrawn.get(name) ?? []), drawn]);
      }
      lcps.push((await vitalsOf(page)).lcp);
      await context.close();
    }
    console.log(
      `${path.padEnd(12)}${'LCP'.padEnd(31)}${shown(median(lcps))}${shown(Math.max(...lcps))}`,
    );
    for (const [name, figures] of inps) {
      console.log(
        `${''.padEnd(12)}${`INP ${name}`.padEnd(31)}${shown(median(figures))}${shown(Math.max(...figures))}`,
      );
      const drawn = dialogsDrawn.get(name);
      if (drawn) {
        console.log(
          `${''.padEnd(14)}${'its dialog drawn after'.padEnd(29)}${shown(median(drawn))}${shown(Math.max(...drawn))}`,
        );
      }
    }
  }
} finally {
  await browser.close();
}
