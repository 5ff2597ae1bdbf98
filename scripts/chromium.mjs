// @ts-check
/**
 * Debian's Chromium as every browser test and script here launches it: the browser flows
 * (playwright.config.ts), the ui package's stories and packed package, the README's pictures
 * (scripts/screenshots.mjs) and the web vitals (scripts/web-vitals.mjs).
 *
 * Headless, that is Debian's chromium-headless-shell when it is installed: the same Chromium
 * build without the desktop browser's own layer, the shell Playwright itself runs headless tests
 * in. The same pages take about a third less CPU time in it (docs/performance.md "CI"), which is
 * what CI, on two cores, waits on. Without it, /usr/bin/chromium; CHROMIUM_PATH overrides both
 * (a run with a window, `--headed`, needs /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DESKTOP_CHROMIUM = '/usr/bin/chromium';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DESKTOP_CHROMIUM);

/** The desktop build, for what measures the browser a user has (scripts/web-vitals.mjs). */
export const desktopChromiumPath = process.env.CHROMIUM_PATH ?? DESKTOP_CHROMIUM;

/**
 * Nothing of Google's services: on a closed network their connections are refused, many at a
 * time, and no GPU is there to use.
 */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * V8's baseline tiers only (Ignition and Sparkplug), for pages that live seconds, too short for
 * the optimizing compilers to pay for themselves: a tenth to a fifth less CPU time for the same
 * browser flows. A page that lives for the whole run (the stories') gains nothing by it.
 */
export const SHORT_LIVED_PAGES_ARG = '--js-flags=--max-opt=1';
