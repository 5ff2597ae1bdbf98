import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { ADMIN, signIn, snap } from './helpers';

// The canvas of packages/ui/src/theme: light (theme.css.ts) and dark (theme-dark.css.ts).
const LIGHT_CANVAS = 'rgb(245, 247, 250)';
const DARK_CANVAS = 'rgb(15, 20, 27)';

const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the colour scheme follows the system until the user picks one, which is kept', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'system');
  expect(await canvas(page)).toBe(DARK_CANVAS);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  expect(await canvas(page)).toBe(LIGHT_CANVAS);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await canvas(page)).toBe(DARK_CANVAS);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'dashboard-dark');

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
