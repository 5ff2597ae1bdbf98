import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import {
  adminApi,
  createBooking,
  createPartner,
  createProject,
  fadesDone,
  indiaDate,
  type Api,
  type Booked,
} from './booking-setup';
import {
  apiToken,
  createRole,
  createUser,
  openSignedIn,
  snap,
  submitRegistration,
  uniqueName,
} from './helpers';

/** The buyer the server must keep from whoever may not read buyers, on every path. */
const BUYER = {
  name: 'Zebediah Quillfeather',
  mobile: '9111122222',
  email: 'zebediah.quillfeather@example.com',
} as const;

/** What the access policy says in place of what it withholds (packages/domain access-policy.ts). */
const BOOKINGS_WITHHELD = 'Bookings need the bookings.view permission.';
const BUYERS_WITHHELD = "Buyers' names and contacts need the bookings.view permission.";
const BUYER_WITHHELD_NOTE = 'Withheld (needs bookings.view)';

/** A count as the dashboard writes it, in Indian digit grouping. */
const written = (count: number) => new Intl.NumberFormat('en-IN').format(count);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Fails if the page's markup holds anything of the buyer, visible or not. */
async function expectNoBuyer(page: Page) {
  const html = await page.content();
  for (const fact of Object.values(BUYER)) expect(html).not.toContain(fact);
  expect(html).not.toContain('Quillfeather');
}

/** The summary's cards as the admin's API reads them: the same figures every viewer sees. */
async function summaryCards({ request, headers }: Api) {
  const answered = await request.get('/api/dashboard/summary', { headers });
  expect(answered.status(), await answered.text()).toBe(200);
  return ((await answered.json()) as { cards: { extraTime: number; totalBookings: number } }).cards;
}

/** A one-instalment schedule of the whole sale value, due `daysAgo` before today: overdue. */
async function scheduleOverdue({ request, headers }: Api, booking: Booked, daysAgo: number) {
  const scheduled = await request.put(`/api/bookings/${booking.id}/payment-schedule`, {
    headers,
    data: {
      saleValue: 1_600_000,
      instalments: [{ label: 'Full payment', dueDate: indiaDate(-daysAgo), amount: 1_600_000 }],
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
}

/** A project's Token booking of the buyer, through a partner, 140 days past its registry date. */
async function bookTheBuyer(api: Api) {
  // A name that sorts before the other tests' projects, so its row is on page 1 of the overview;
  // this file runs after projects.spec.ts (files run in name order), whose project must be on
  // page 1 of the Projects list.
  const project = await createProject(api, ['Q-1'], '0 Policy ');
  const partner = await createPartner(api);
  const booking = await createBooking(api, project, 'Q-1', 200, partner.id, {
    plotOwnerName: BUYER.name,
    ownerMobileNumber: BUYER.mobile,
    plotOwnerPhone: BUYER.mobile,
    plotOwnerEmail: BUYER.email,
    emailId: BUYER.email,
  });
  return { project, booking };
}

test('a newcomer without a role sees every figure of the dashboard, and nothing of who booked', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { project, booking } = await bookTheBuyer(api);
  const cards = await summaryCards(api);

  // Registration is open on the test server: a newcomer lands on the dashboard with no role.
  const username = uniqueName('newcomer');
  await page.goto('/register');
  await submitRegistration(page, {
    firstName: 'New',
    lastName: 'Comer',
    username,
    password: 'secret123',
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Every figure counts the booking, as the admin's do.
  const summary = region(page, 'Summary');
  const extraTime = summary.getByRole('button', { name: /^Extra Time/ });
  await expect(extraTime).toHaveAccessibleName(`Extra Time ${written(cards.extraTime)}`);
  await expect(summary.getByRole('listitem').filter({ hasText: 'Total Bookings' })).toHaveText(
    `Total Bookings${written(cards.totalBookings)}`,
  );

  // The carousel says why it names no overdue booking, rather than that none is overdue.
  const carousel = region(page, 'Overtime Bookings');
  await expect(carousel.getByText(BOOKINGS_WITHHELD)).toBeVisible();
  await expect(carousel.getByText('No overtime bookings')).toHaveCount(0);
  await expectNoBuyer(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'policy-dashboard-without-bookings');

  // The Extra Time card opens the overtime modal, which says the same, by keyboard.
  await extraTime.focus();
  await page.keyboard.press('Enter');
  const overtime = page.getByRole('dialog', { name: 'Overtime Bookings' });
  await expect(overtime.getByText(BOOKINGS_WITHHELD)).toBeVisible();
  await expect(overtime.getByRole('grid')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(overtime).toBeHidden();

  // The project's Token count: its figures, and why its bookings are not listed.
  await page.getByRole('button', { name: `Token bookings of ${project.name}: 1` }).click();
  const drillDown = page.getByRole('dialog', { name: `Bookings for ${project.name}` });
  await expect(
    drillDown.getByRole('list', { name: `Bookings for ${project.name}: figures` }),
  ).toContainText('Token1');
  await expect(drillDown.getByText(BOOKINGS_WITHHELD)).toBeVisible();
  await expect(drillDown.getByRole('grid')).toHaveCount(0);
  await fadesDone(page);
  await expectNoBuyer(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'policy-drill-down-without-bookings');
  await page.keyboard.press('Escape');
  await expect(drillDown).toBeHidden();

  // The top bar offers no search to whoever may view none of the kinds it finds, and the search
  // it would run finds nothing of the buyer, by name or by mobile digits.
  await expect(page.getByRole('banner').getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
  const newcomerToken = await apiToken(request, { username, password: 'secret123' });
  for (const q of [BUYER.name, BUYER.mobile.slice(-5)]) {
    const searched = await request.get('/api/search', {
      headers: { Authorization: `Bearer ${newcomerToken}` },
      params: { q },
    });
    expect(searched.status(), await searched.text()).toBe(200);
    expect(((await searched.json()) as { groups: unknown[] }).groups).toEqual([]);
  }

  // Nor does the bell hold anything of it.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell).toContainText("You're all caught up");
  await expect(bell).not.toContainText(booking.bookingNumber);
  await expectNoBuyer(page);
});

test('a user given payments.view alone sees the collection without its buyer, and why', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { project, booking } = await bookTheBuyer(api);
  await scheduleOverdue(api, booking, 150);
  const adminToken = await apiToken(request);
  const roleId = await createRole(request, adminToken, ['payments.view']);
  const collector = await createUser(request, adminToken, [roleId]);

  await openSignedIn(page, `/collections?projectId=${project.id}`, collector);
  await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
  const row = page
    .getByRole('grid', { name: 'Collections' })
    .getByRole('row', { name: new RegExp(`^${booking.bookingNumber}`) });
  await expect(row).toContainText(BUYER_WITHHELD_NOTE);
  // The Bookings page would deny this user: the booking number is no link to it.
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(page.getByText(BUYERS_WITHHELD)).toBeVisible();
  await expectNoBuyer(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'policy-collections-without-buyers');
});
