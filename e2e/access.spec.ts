import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, createRole, createUser, signIn, snap } from './helpers';

test('a user without plots.view is denied /plots and has no Plots link', async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request);
  const roleId = await createRole(request, adminToken, ['bookings.view']);
  const user = await createUser(request, adminToken, [roleId]);

  await signIn(page, user.username, user.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Plots' })).toHaveCount(0);

  await page.goto('/plots');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await snap(page, 'access-denied-plots');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar opens from the top bar and closes on a link click', async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await snap(page, 'mobile-navigation-open');

    await drawer.getByRole('link', { name: 'Bookings' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await snap(page, 'mobile-navigation-closed');
  });
});
