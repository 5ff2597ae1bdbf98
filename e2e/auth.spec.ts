import { expect, test } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  createUser,
  signIn,
  snap,
  submitRegistration,
  submitSignIn,
  uniqueName,
} from './helpers';

test('the admin signs in, sees the dashboard and signs out', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, ADMIN.username, ADMIN.password);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Real Estate CRM')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await snap(page, 'dashboard-signed-in');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In to Dashboard' })).toBeVisible();
  await snap(page, 'signed-out');
});

test('a wrong password shows the invalid-credentials toast', async ({ page, request }) => {
  // A user of its own, so the admin's server-side throttle is never touched.
  const user = await createUser(request, await apiToken(request));

  await page.goto('/login');
  await submitSignIn(page, user.username, 'wrong-password');

  await expect(
    page.getByText('Invalid credentials. Please check your username and password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'invalid-credentials');
});

test('four failures lock the form with a countdown', async ({ page, request }) => {
  // A user of its own: the server throttles an account after 5 failures.
  const user = await createUser(request, await apiToken(request));
  const signInButton = page.getByRole('button', { name: 'Sign In to Dashboard' });

  await page.goto('/login');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    // Wait for each answer before trying again: the button is busy while signing in.
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await submitSignIn(page, user.username, `wrong-password-${attempt}`);
    expect((await answered).status()).toBe(401);
  }

  await expect(page.getByText(/^Please wait \d+ seconds before trying again\.$/)).toBeVisible();
  await expect(signInButton).toBeDisabled();
  await snap(page, 'lockout-countdown');
});

test('a new user registers and lands on the dashboard', async ({ page }) => {
  const username = uniqueName('reg');

  await page.goto('/register');
  await expect(page.getByText('Join Real Estate CRM')).toBeVisible();
  await submitRegistration(page, {
    firstName: 'New',
    lastName: 'Member',
    username,
    password: 'secret123',
  });

  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  // A new user has no roles: Dashboard is the only entry.
  await expect(nav.getByRole('link')).toHaveText(['Dashboard']);
  await snap(page, 'registered');
});

test('a signed-out visit to /bookings returns there after sign-in', async ({ page }) => {
  await page.goto('/bookings');
  // The attempted location is remembered in the query (?next=/bookings).
  await expect(page).toHaveURL(/\/login(\?|$)/);

  await submitSignIn(page, ADMIN.username, ADMIN.password);

  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await snap(page, 'returned-to-bookings');
});

test('an expired access token is refreshed without the user noticing', async ({
  page,
  request,
}) => {
  const bogus = 'expired.token.value';
  await signIn(page, ADMIN.username, ADMIN.password);

  await page.evaluate((token) => localStorage.setItem('accessToken', token), bogus);
  await page.goto('/bookings');

  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).toBeTruthy();
  expect(stored).not.toBe(bogus);

  const me = await request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${stored}` },
  });
  expect(me.status()).toBe(200);
  await snap(page, 'refreshed-session');
});
