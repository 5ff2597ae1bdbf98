import { BOOKING_CONFLICT_MESSAGE } from '@plotline/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  adminApi,
  bookingTable,
  createBooking,
  createPartner,
  createProject,
  fadesDone,
  indiaDate,
  rowOf,
  type Api,
  type Booked,
} from './booking-setup';
import {
  fillCommon,
  formDialog,
  offeredPlots,
  openNewBooking,
  pick,
  type Owner,
} from './booking-form-steps';
import { ADMIN, openSignedIn, pickProject, signIn, snap, uniqueName } from './helpers';

/** The details a new booking opens in, named by its number, holding its owner; then closed. */
async function closeCreatedDetails(page: Page, ownerName: string) {
  const details = page.getByRole('dialog', { name: /^Booking BK-/ });
  await expect(details.getByText(ownerName, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/\d+/);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
}

async function plotStatus({ request, headers }: Api, plotId: number | undefined) {
  const response = await request.get(`/api/plots/${plotId}`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

test('a channel-partner booking and a direct-sale booking are created in the form, and each plot leaves the available list', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['A-1', 'A-2', 'A-3']);
  const partner = await createPartner(api);
  const viaPartner: Owner = {
    name: uniqueName('Partner buyer '),
    mobile: '9811100001',
    gender: 'Female',
    profession: 'Teacher',
  };
  const direct: Owner = {
    name: uniqueName('Direct buyer '),
    mobile: '9811100002',
    gender: 'Male',
    profession: 'Architect',
  };

  await openSignedIn(page, '/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();

  // Through a channel partner.
  let dialog = await openNewBooking(page);
  await fillCommon(dialog, project.name, 'A-1', viaPartner);
  await pick(dialog, 'Sales Route', 'Channel Partner');
  await dialog.getByRole('combobox', { name: 'Channel Partner' }).fill(partner.name);
  await page.getByRole('option', { name: partner.name, exact: true }).click();
  // The dates start at today.
  for (const label of ['Token Date', 'Booking Date']) {
    const group = dialog.getByRole('group', { name: label, exact: true });
    await expect(group.getByRole('spinbutton', { name: /year/i })).toHaveAttribute(
      'aria-valuenow',
      indiaDate().slice(0, 4),
    );
    await expect(group.getByRole('spinbutton', { name: /day/i })).toHaveAttribute(
      'aria-valuenow',
      String(Number(indiaDate().slice(8, 10))),
    );
  }
  await fadesDone(page);
  await snap(page, 'booking-form-channel-partner');
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Booking created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The new booking's details open, where its work goes on; closing them shows it in the list.
  await closeCreatedDetails(page, viaPartner.name);
  const partnerRow = bookingTable(page).getByRole('row').filter({ hasText: viaPartner.name });
  await expect(partnerRow).toHaveCount(1);
  await expect(partnerRow).toContainText('Plot A-1');
  await expect(partnerRow).toContainText(partner.name);

  // A direct sale of another plot.
  dialog = await openNewBooking(page);
  await fillCommon(dialog, project.name, 'A-2', direct);
  await pick(dialog, 'Sales Route', 'Direct Sale');
  await dialog.getByRole('textbox', { name: /Sales Person Name/ }).fill('Neha Verma');
  await dialog.getByRole('textbox', { name: /Sales Person Email/ }).fill('neha.verma@example.com');
  await dialog.getByRole('textbox', { name: /Sales Person Designation/ }).fill('Sales Manager');
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Booking created successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await closeCreatedDetails(page, direct.name);
  const directRow = bookingTable(page).getByRole('row').filter({ hasText: direct.name });
  await expect(directRow).toHaveCount(1);
  await expect(directRow).toContainText('Plot A-2');

  // Both plots have left the plots offered; only A-3 is still Available.
  dialog = await openNewBooking(page);
  await pickProject(dialog, project.name);
  await expect(await offeredPlots(dialog)).toHaveText(['A-3 (1,200 sq ft)']);
  await snap(page, 'booking-form-offered-plots');
  await page.keyboard.press('Escape');
  expect(await plotStatus(api, project.plotIds['A-1'])).toBe('Booked');
  expect(await plotStatus(api, project.plotIds['A-2'])).toBe('Booked');
  expect(await plotStatus(api, project.plotIds['A-3'])).toBe('Available');
});

async function openEdit(page: Page, projectId: number, booking: Booked): Promise<Locator> {
  await page.goto(`/bookings?projectId=${projectId}`);
  await rowOf(page, booking)
    .getByRole('button', { name: `Edit booking ${booking.bookingNumber}` })
    .click();
  const dialog = formDialog(page, 'Edit Booking');
  await expect(dialog.getByRole('textbox', { name: /Profession/ })).toHaveValue('Civil engineer');
  return dialog;
}

test('a stale edit from a second browser context is refused and reloaded', async ({
  page,
  request,
  browser,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['S-1']);
  const partner = await createPartner(api);
  const booking = await createBooking(api, project, 'S-1', 2, partner.id);

  const otherContext = await browser.newContext();
  try {
    const pageB = await otherContext.newPage();
    await signIn(page, ADMIN.username, ADMIN.password);
    await signIn(pageB, ADMIN.username, ADMIN.password);
    const dialogA = await openEdit(page, project.id, booking);
    const dialogB = await openEdit(pageB, project.id, booking);

    await dialogA.getByRole('textbox', { name: /Profession/ }).fill('Doctor');
    await dialogA.getByRole('button', { name: 'Update Booking' }).click();
    await expect(page.getByText('Booking updated successfully')).toBeVisible();
    await expect(dialogA).toBeHidden();

    await dialogB.getByRole('textbox', { name: /Profession/ }).fill('Lawyer');
    await dialogB.getByRole('button', { name: 'Update Booking' }).click();
    const conflictToast = pageB.getByRole('alertdialog', { name: 'Failed to update booking' });
    await expect(conflictToast).toHaveAccessibleDescription(BOOKING_CONFLICT_MESSAGE);
    // The form stays open, reloaded with A's change.
    await expect(dialogB.getByRole('textbox', { name: /Profession/ })).toHaveValue('Doctor');
    await fadesDone(pageB);
    await snap(pageB, 'booking-form-conflict');

    const stored = await request.get(`/api/bookings/${booking.id}`, { headers: api.headers });
    expect(stored.status(), await stored.text()).toBe(200);
    expect(((await stored.json()) as { profession: string }).profession).toBe('Doctor');
  } finally {
    await otherContext.close();
  }
});
