import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

type Violation = { directive: string; blocked: string; source: string };

/**
 * Records every breach of the page's Content-Security-Policy: the securitypolicyviolation events
 * (gathered by a script the browser runs before the page's own, which no policy governs) and the
 * console errors in which Chromium reports what it refused.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { cspViolations: Violation[] }).cspViolations,
    );
    return [
      ...events.map((v) => `${v.directive} blocked ${v.blocked} at ${v.source}`),
      ...consoleErrors,
    ];
  };
}

test('the app runs under its Content-Security-Policy: signing in and the busiest screens break none of it', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const loaded = await page.goto('/login');
  const policy = loaded?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');

  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  // A list with its filters, and a form in a modal with its date picker, drawn by react-aria.
  await page.getByRole('link', { name: 'Bookings' }).first().click();
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  // The page's own button; an empty list offers another.
  await page.getByRole('button', { name: 'New Booking' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create New Booking' });
  await expect(form).toBeVisible();
  await form
    .getByRole('button', { name: /Calendar/ })
    .first()
    .click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await violations()).toEqual([]);
});

test('the API reference runs under its own policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Plotline API/ })).toBeVisible();
  await page.getByRole('button', { name: /POST \/auth\/login/ }).click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
