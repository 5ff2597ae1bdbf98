import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { adminApi, createBooking, createPartner, createProject, fadesDone } from './booking-setup';
import { openSignedIn, snap } from './helpers';

/** A figure as the dashboard writes it (Indian digit grouping), as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openDashboard(page: Page) {
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(region(page, 'Summary').getByText('Total Bookings')).toBeVisible();
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the dashboard: the most overdue booking in the carousel, drill-downs and a card against its list', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  // A name that sorts before the other tests' projects, so its row is on page 1.
  const project = await createProject(api, ['D-1', 'D-2', 'D-3'], '0 Dashboard ');
  const partner = await createPartner(api);
  // Booked 5,000 days ago with a 60-day registry: far more overdue than any other test's booking.
  const direct = await createBooking(api, project, 'D-1', 5_000, null);
  const viaPartner = await createBooking(api, project, 'D-2', 10, partner.id);

  await openDashboard(page);

  // The carousel's first card is the most overdue booking, its days written beside its colour.
  const carousel = region(page, 'Overtime Bookings');
  const firstCard = carousel.getByRole('button', { name: new RegExp(`^${direct.bookingNumber}`) });
  await expect(firstCard).toContainText('4940 days overdue');
  await expect(firstCard).toContainText('Direct Sale');
  await snap(page, 'dashboard');
  await expectNoSeriousAxeViolations(page);

  // By keyboard: the card opens the overtime modal, most days overdue first.
  await firstCard.focus();
  await page.keyboard.press('Enter');
  const overtime = page.getByRole('dialog', { name: /Overtime Bookings/ });
  await expect(overtime.getByRole('row').nth(1)).toContainText(direct.bookingNumber);
  await fadesDone(page);
  await snap(page, 'dashboard-overtime-modal');
  await closeDialog(page, overtime);

  // The project's Token count drills into its bookings.
  const tokenCount = page.getByRole('button', { name: `Token bookings of ${project.name}: 2` });
  await tokenCount.click();
  const projectBookings = page.getByRole('dialog', { name: `Bookings for ${project.name}` });
  await expect(projectBookings.getByText(direct.bookingNumber)).toBeVisible();
  await expect(projectBookings.getByText(viaPartner.bookingNumber)).toBeVisible();
  await expect(projectBookings.getByText(partner.name)).toBeVisible();
  await expect(projectBookings.getByText('4940 days overdue')).toBeVisible();
  await expect(projectBookings.getByText('On track')).toBeVisible();
  await fadesDone(page);
  await snap(page, 'dashboard-project-drill-down');
  await expectNoSeriousAxeViolations(page);
  await closeDialog(page, projectBookings);

  // A zero count is a figure, not a button.
  await expect(
    page.getByRole('button', { name: `Registry Done bookings of ${project.name}: 0` }),
  ).toHaveCount(0);

  // Direct Sales' Extra Time: the most overdue direct sale first, with the owner's email.
  const partners = region(page, 'Channel Partners Overview');
  await expect(partners.getByRole('row').nth(1)).toContainText('Direct Sales');
  await partners.getByRole('button', { name: /^Extra Time bookings of Direct Sales: / }).click();
  const directSales = page.getByRole('dialog', { name: 'Bookings for Direct Sales' });
  const firstRow = directSales.getByRole('grid').getByRole('row').nth(1);
  await expect(firstRow).toContainText(direct.bookingNumber);
  await expect(firstRow).toContainText('Direct Sale');
  await closeDialog(page, directSales);

  // The Total Bookings card equals the bookings list it links to.
  const totalCard = region(page, 'Summary').getByRole('link', { name: /Total Bookings/ });
  const total = figure(await totalCard.textContent());
  await totalCard.click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByText(new RegExp(`of ${total} results`))).toBeVisible();
});
