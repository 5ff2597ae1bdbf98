/**
 * Registration that waits for an administrator's approval (REGISTRATION=approval). The server the
 * other specs share lets newcomers straight in, so this spec starts one of its own (own-server.ts)
 * over a fresh database, and stops it whatever happens.
 */
import { REGISTRATION_MESSAGES } from '@plotline/domain';
import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { ADMIN, signIn, submitRegistration, submitSignIn, uniqueName } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

let server: OwnServer | undefined;

test.beforeAll(async () => {
  server = await startOwnServer({
    DEMO_DATA: 'false',
    ADMIN_PASSWORD: ADMIN.password,
    REGISTRATION: 'approval',
    JWT_SECRET: 'e2e-approval-secret-of-at-least-thirty-two-characters',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A browser of its own on this spec's server. */
async function pageOnServer(browser: Browser) {
  const context = await browser.newContext({ baseURL: server?.origin });
  return { context, page: await context.newPage() };
}

test('a newcomer waits for approval, the admin approves them from the bell, then they sign in', async ({
  browser,
}) => {
  const username = uniqueName('newcomer');
  const password = 'secret123';
  const newcomer = await pageOnServer(browser);
  const admin = await pageOnServer(browser);
  try {
    // The newcomer registers and is told the account waits.
    const { page } = newcomer;
    await page.goto('/register');
    await submitRegistration(page, { firstName: 'New', lastName: 'Comer', username, password });
    await expect(page.getByText(REGISTRATION_MESSAGES.awaitingApproval)).toBeVisible();

    // Signing in is refused, in the server's words.
    await page.goto('/login');
    await submitSignIn(page, username, password);
    await expect(page.getByText(REGISTRATION_MESSAGES.notYetApproved).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // The admin's bell names the account and leads to it on the Users screen.
    await signIn(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = admin.page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByRole('link', { name: new RegExp(`${username} registered and is waiting for approval`) })
      .click();
    await expect(admin.page).toHaveURL(new RegExp(`/users\\?searchTerm=${username}$`));
    const row = admin.page
      .getByRole('grid', { name: 'Users', exact: true })
      .getByRole('row', { name: /^New Comer/ });
    await expect(row.getByRole('gridcell').nth(2)).toHaveText('Pending approval');
    await expect(row.getByRole('button', { name: `Block ${username}` })).toHaveCount(0);
    await expectNoSeriousAxeViolations(admin.page);

    // Approving asks first, then lets the account in.
    await row.getByRole('button', { name: `Approve ${username}` }).click();
    const question = admin.page.getByRole('alertdialog', { name: 'Approve New Comer?' });
    await question.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin.page.getByText(REGISTRATION_MESSAGES.approved)).toBeVisible();
    await expect(question).toBeHidden();
    await expect(row.getByRole('gridcell').nth(2)).toHaveText('Active');

    // The newcomer now signs in and sees the dashboard.
    await signIn(page, username, password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  } finally {
    await newcomer.context.close();
    await admin.context.close();
  }
});
