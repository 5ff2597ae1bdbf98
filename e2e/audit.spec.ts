import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import {
  adminApi,
  choose,
  createBooking,
  createProject,
  fadesDone,
  rowOf,
  type Booked,
} from './booking-setup';
import { apiToken, createRole, createUser, openSignedIn, signIn, snap } from './helpers';

/** Opens a booking's details from its row on the Bookings page shown. */
async function openDetails(page: Page, booking: Booked) {
  await rowOf(page, booking)
    .getByRole('button', { name: booking.bookingNumber, exact: true })
    .click();
  const details = page.getByRole('dialog', { name: `Booking ${booking.bookingNumber}` });
  await expect(details).toBeVisible();
  return details;
}

test("an admin's status change shows in the booking's History and in the Audit Log", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['AU-1'], 'Audit e2e ');
  const booking = await createBooking(api, project, 'AU-1', 5, null);

  await openSignedIn(page, `/bookings?projectId=${project.id}`);
  await rowOf(page, booking)
    .getByRole('button', { name: /change status/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Change Booking Status' })
    .getByRole('button', { name: 'Confirm Booking' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await confirm.getByRole('textbox', { name: /Remark/ }).fill('Booking amount received');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Booking status changed to Booking successfully')).toBeVisible();

  // The details list the booking's changes newest first: the status change, then its creation.
  const details = await openDetails(page, booking);
  const history = details.getByRole('list', { name: 'Changes, newest first' });
  const entries = history.locator('> li');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(' · admin · Changed status');
  await expect(
    entries.nth(0).getByRole('list', { name: `Changes to Booking #${booking.id}` }),
  ).toContainText(/Booking status: Token →\s?to Booking/);
  await expect(entries.nth(1)).toContainText(' · admin · Created');
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'audit-booking-history');

  // 'See all' leads to the Audit Log narrowed to the booking, shown as a chip.
  await details.getByRole('link', { name: 'See all in the Audit Log' }).click();
  await expect(page).toHaveURL(new RegExp(`/audit-log\\?entity=booking&entityId=${booking.id}$`));
  await expect(
    page.getByRole('grid', { name: 'Record' }).getByRole('row', { name: `Booking #${booking.id}` }),
  ).toBeVisible();
  const entriesTable = page.getByRole('grid', { name: 'Audit entries' });
  await expect(entriesTable.getByRole('rowheader')).toHaveCount(2);

  // From the sidebar, the whole log narrowed to bookings shows the change among the others.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await choose(page, 'Record Kind', 'Booking');
  await expect(page).toHaveURL(/\/audit-log\?entity=booking$/);
  const changed = entriesTable
    .getByRole('row')
    .filter({ hasText: `Booking #${booking.id}` })
    .filter({ hasText: 'Changed status' });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('admin');
  await changed
    .getByRole('button', { name: `changed in Booking #${booking.id}`, exact: false })
    .click();
  await expect(
    changed.getByRole('list', { name: `Changes to Booking #${booking.id}` }),
  ).toContainText(/Booking status: Token →\s?to Booking/);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'audit-log-bookings');
});

test('a user without audit.view has no Audit Log in the sidebar and no History in the details', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['AU-2'], 'Audit e2e ');
  const booking = await createBooking(api, project, 'AU-2', 3, null);
  const adminToken = await apiToken(request);
  const roleId = await createRole(request, adminToken, ['bookings.view']);
  const staff = await createUser(request, adminToken, [roleId]);

  await signIn(page, staff.username, staff.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);

  await page.goto(`/bookings?projectId=${project.id}`);
  const details = await openDetails(page, booking);
  await expect(details.getByRole('heading', { name: 'Status History' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'History', exact: true })).toHaveCount(0);
  await expect(details.getByRole('link', { name: 'See all in the Audit Log' })).toHaveCount(0);

  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
