/** axe-core run in the page itself, as the stories' checks run it, for the built pages. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { AXE_RUN_OPTIONS } from '../.storybook/axe-run-options';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = { id: string; impact: string | null; help: string; nodes: unknown[] };

/**
 * The serious and critical violations on the page as it is now, and any of target-size whatever
 * axe rates it (a control too small to hit fails WCAG 2.2 AA), each named with its count.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A colour scheme or hover just changed starts 120 ms transitions of backgrounds while texts
  // change at once; axe must judge the page as it settles, not a frame halfway between themes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, which the app's Content-Security-Policy does not
  // govern; a <script> tag added to the page is an inline script the policy refuses.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    type Context = { exclude: string[] };
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Context, runOptions: typeof options) => Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    // As in the stories' checks (.storybook/preview.ts), react-aria's page-wide live announcer is
    // left out: a pending button's announcement names the button by id for seconds after its
    // dialog has closed and taken the button away.
    return (await axe.run({ exclude: ['[data-live-announcer]'] }, options)).violations;
  }, AXE_RUN_OPTIONS);
  return (violations as AxeViolation[])
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.id === 'target-size',
    )
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}

/** Fails on any of those violations on the page as it is now, naming each. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}
