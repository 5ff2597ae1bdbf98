/**
 * Every record with details has an address: '/bookings/42' opens booking 42's details over the
 * bookings, and a reload or the back button brings them back.
 */
import { expect, test } from '@playwright/test';
import { adminApi, createBooking, createPartner, createProject } from './booking-setup';
import { apiToken, createRole, createUser, openSignedIn } from './helpers';

test('a booking, a project and a partner open at their own paths, after a reload too', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['AD-1'], 'Addressed e2e ');
  const partner = await createPartner(api);
  const booking = await createBooking(api, project, 'AD-1', 2, partner.id);

  await openSignedIn(page, `/bookings/${booking.id}`);
  const bookingDetails = page.getByRole('dialog', { name: `Booking ${booking.bookingNumber}` });
  await expect(bookingDetails).toBeVisible();
  await page.reload();
  await expect(bookingDetails).toBeVisible();
  await bookingDetails.getByRole('button', { name: 'Close' }).first().click();
  await expect(bookingDetails).toBeHidden();
  await expect(page).toHaveURL(/\/bookings$/);

  // Away to a project, and back to the booking through the browser's history.
  await page.goto(`/projects/${project.id}`);
  const projectDetails = page.getByRole('dialog', { name: 'Project Details' });
  await expect(projectDetails).toContainText(project.name);
  await page.reload();
  await expect(projectDetails).toContainText(project.name);

  await page.goto(`/channel-partners/${partner.id}`);
  await expect(page.getByRole('dialog', { name: new RegExp(partner.name) })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(projectDetails).toContainText(project.name);
});

test('a plot, a user and a role open at their own paths, after a reload too', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['AD-P1'], 'Addressed plots e2e ');
  const token = await apiToken(request);
  const roleId = await createRole(request, token, ['plots.view']);
  const user = await createUser(request, token, [roleId]);

  await openSignedIn(page, `/plots/${project.plotIds['AD-P1']}`);
  const plotDetails = page.getByRole('dialog', { name: 'Plot Details' });
  await expect(plotDetails).toContainText('AD-P1');
  await expect(plotDetails).toContainText(project.name);
  await page.reload();
  await expect(plotDetails).toContainText('AD-P1');

  await page.goto(`/users/${user.id}`);
  const userDetails = page.getByRole('dialog', { name: 'User Details' });
  await expect(userDetails).toContainText(user.username);
  await page.reload();
  await expect(userDetails).toContainText(user.username);

  await page.goto(`/roles/${roleId}`);
  const roleDetails = page.getByRole('dialog', { name: 'Role Details' });
  await expect(roleDetails).toContainText('plots.view');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/users/${user.id}$`));
  await expect(userDetails).toContainText(user.username);
  await userDetails.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/users$/);
});
