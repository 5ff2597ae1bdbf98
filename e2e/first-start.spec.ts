import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { snap, submitSignIn } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * The first start of a business that gives the administrator no password and lets nobody
 * register: the server prints a password once, the administrator signs in with it and must
 * choose their own before anything else. It needs an empty database and settings of its own, so
 * it runs its own server.
 */
let server: OwnServer;
let printedPassword: string;

const PRINTED = /The administrator's first password, shown this once: (\S+)/;
const CHOSEN_PASSWORD = 'our-own-first-password';

test.beforeAll(async () => {
  server = await startOwnServer({
    DEMO_DATA: 'false',
    REGISTRATION: 'closed',
    JWT_SECRET: 'e2e-first-start-secret-of-at-least-32-chars',
  });
  const printed = PRINTED.exec(server.output())?.[1];
  if (!printed) throw new Error(`No first password was printed:\n${server.output()}`);
  printedPassword = printed;
});

test.afterAll(async () => {
  await server?.stop();
});

const at = (path: string) => `${server.origin}${path}`;

/** The sign-in page once it knows the server's registration setting. */
async function openSignIn(page: Page) {
  await page.goto(at('/login'));
  await expect(page.getByRole('button', { name: 'Sign In to Dashboard' })).toBeVisible();
  // Shown while the setting is unknown, gone once the server has said registration is closed.
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
}

test('the first administrator chooses a password before anything else; nobody registers', async ({
  page,
}) => {
  await openSignIn(page);
  await submitSignIn(page, 'admin', printedPassword);

  const choose = page.getByRole('heading', { level: 1, name: 'Choose your password' });
  await expect(choose).toBeVisible();
  await expect(page).toHaveTitle('Choose your password · Real Estate CRM');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // Not by another address either, nor through the API with the session's token.
  await page.goto(at('/bookings'));
  await expect(choose).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const summary = await page.request.get(at('/api/dashboard/summary'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(summary.status()).toBe(403);
  expect((await summary.json()).code).toBe('password_change_required');

  await page.goto(at('/'));
  await expect(choose).toBeVisible();
  await expect(page.getByLabel(/^Current Password/)).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await snap(page, 'choose-your-password');

  // From the keyboard alone: each field, then past its show/hide toggle to the next.
  await page.keyboard.type(printedPassword);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^New Password/)).toBeFocused();
  await page.keyboard.type(CHOSEN_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Confirm New Password/)).toBeFocused();
  await page.keyboard.type(CHOSEN_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Password changed successfully')).toBeVisible();
  // The page the administrator was going to, now theirs to see.
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(at('/login'));
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);

  await page.goto(at('/register'));
  await expect(
    page.getByRole('status').filter({
      hasText: 'Registration is closed. Ask an administrator for an account.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(at('/login'));
  await submitSignIn(page, 'admin', CHOSEN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const printedRefused = await page.request.post(at('/api/auth/login'), {
    data: { username: 'admin', password: printedPassword },
  });
  expect(printedRefused.status()).toBe(401);
});
