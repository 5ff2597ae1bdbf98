/**
 * A change made on one page is what the next page shows, without reloading the page: what a change
 * makes stale is one table (packages/app/src/live/changed-resources.ts), read by the app's own
 * changes and by the change stream alike.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminApi, bookingTable, createBooking, createProject, fadesDone } from './booking-setup';
import { offeredPlots, openNewBooking } from './booking-form-steps';
import { openSignedIn, pickProject } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Marks the loaded page; the mark is gone if the page is ever loaded again. */
async function markThePage(page: Page) {
  await page.evaluate(() => Object.assign(window, { plotlineNotReloaded: true }));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => 'plotlineNotReloaded' in window)).toBe(true);
}

test('a project renamed on Projects is named anew in the Bookings list and its filter', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['R-1'], 'Renamed e2e ');
  await createBooking(api, project, 'R-1', 3, null);

  await openSignedIn(page, `/bookings?projectId=${project.id}`);
  await markThePage(page);
  const filter = page.getByRole('combobox', { name: 'Project' });
  await expect(filter).toHaveValue(project.name);
  await expect(bookingTable(page).getByRole('row').nth(1)).toContainText(project.name);

  await nav(page).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(project.name);
  await page.getByRole('button', { name: `View ${project.name}` }).click();
  const details = page.getByRole('dialog', { name: 'Project Details' });
  await details.getByRole('button', { name: 'Edit Project' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  const renamed = `${project.name} North`;
  await edit.getByRole('textbox', { name: 'Project Name' }).fill(renamed);
  await edit.getByRole('button', { name: 'Update Project' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();

  // Back to the bookings as they were filtered, through the browser's history (the details
  // opened on the way are entries of it too).
  while (!new URL(page.url()).pathname.startsWith('/bookings')) await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/bookings\\?projectId=${project.id}`));
  await expect(filter).toHaveValue(renamed);
  await expect(bookingTable(page).getByRole('row').nth(1)).toContainText(renamed);
  await expectNotReloaded(page);
});

test('a plot created on Plots is offered at once by the booking form', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  // Named to sort after the projects spec's own, which it looks for on the list's first page.
  const project = await createProject(api, ['F-1'], 'Offered plots e2e ');

  await openSignedIn(page, '/bookings');
  await markThePage(page);
  // The form's plot list, asked for once before the plot exists.
  let dialog = await openNewBooking(page);
  await pickProject(dialog, project.name);
  await expect(await offeredPlots(dialog)).toHaveText([/^F-1/]);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await nav(page).getByRole('link', { name: 'Plots' }).click();
  await page.getByRole('button', { name: 'Add Plot' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Plots' });
  await pickProject(add, project.name);
  const row = add.getByRole('group', { name: 'Plot 1', exact: true });
  await row.getByRole('textbox', { name: 'Plot Number' }).fill('F-2');
  await row.getByRole('textbox', { name: /Size/ }).fill('1500');
  await add.getByRole('button', { name: 'Create Plot' }).click();
  await expect(page.getByText('1 plot(s) created successfully')).toBeVisible();
  await fadesDone(page);

  await nav(page).getByRole('link', { name: 'Bookings' }).click();
  dialog = await openNewBooking(page);
  await pickProject(dialog, project.name);
  await expect(await offeredPlots(dialog)).toHaveText([/^F-1/, /^F-2/]);
  await expectNotReloaded(page);
});
