import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, openSignedIn, snap, uniqueName } from './helpers';

type Api = { request: APIRequestContext; headers: { Authorization: string } };

async function adminApi(request: APIRequestContext): Promise<Api> {
  return { request, headers: { Authorization: `Bearer ${await apiToken(request)}` } };
}

/** India's calendar date `days` from today: the business's today, as the app reads it. */
function indiaDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    Date.now() + days * 86_400_000,
  );
}

/** '2025-03-12' as the table shows it: '12/03/2025'. */
const shown = (date: string) => date.split('-').reverse().join('/');

type Booked = { id: number; label: string; owner: string };

/** A project with one plot, booked as a direct sale to an owner no other test uses. */
async function createBooking({ request, headers }: Api): Promise<Booked> {
  const projectName = uniqueName('Follow-ups e2e ');
  const project = await request.post('/api/projects', {
    headers,
    data: {
      name: projectName,
      totalProjectArea: 90_000,
      roadsArea: 9_000,
      totalSaleableArea: 9_000,
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const plot = await request.post('/api/plots', {
    headers,
    data: { projectId, plotNumber: 'F-1', plotSize: 1200, sizeUnit: 'sq ft', status: 'Available' },
  });
  expect(plot.status(), await plot.text()).toBe(201);
  const plotId = ((await plot.json()) as { id: number }).id;

  const owner = uniqueName('Owner ');
  const booking = await request.post('/api/bookings', {
    headers,
    data: {
      projectId,
      plotId,
      salesRoute: 'direct_sale',
      channelPartnerId: null,
      salesPersonName: 'Asha Rao',
      salesPersonEmail: 'asha@example.com',
      salesPersonDesignation: 'Sales Manager',
      plotSaleRate: 2500,
      tokenAmount: 50_000,
      tokenDate: indiaDate(-10),
      bookingDate: indiaDate(-10),
      bookingAmount: null,
      bookingStatus: 'Token',
      registryDuration: 30,
      registryDate: indiaDate(20),
      plotOwnerName: owner,
      ownerMobileNumber: '9876543210',
      ownerMobileLastFiveDigits: null,
      gender: 'Female',
      profession: 'Teacher',
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const { id, bookingNumber } = (await booking.json()) as { id: number; bookingNumber: string };
  return { id, owner, label: `${bookingNumber} · ${projectName} · Plot F-1 · ${owner}` };
}

/** Modals fade in and out; a screenshot taken mid-fade shows the page through them. */
async function fadesDone(page: Page): Promise<void> {
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
}

/** Types an ISO date into a date picker, segment by segment, whatever the locale's order. */
async function typeDate(dialog: Locator, label: string, date: string) {
  const [year, month, day] = date.split('-') as [string, string, string];
  const group = dialog.getByRole('group', { name: label, exact: true });
  for (const [segment, digits] of [
    ['year', year],
    ['month', month],
    ['day', day],
  ] as const) {
    await group.getByRole('spinbutton', { name: new RegExp(segment, 'i') }).click();
    await dialog.page().keyboard.type(digits);
  }
}

async function chooseBooking(dialog: Locator, booking: Booked) {
  await dialog.getByRole('combobox', { name: 'Booking' }).fill(booking.owner);
  await dialog.page().getByRole('option', { name: booking.label }).click();
}

async function choosePeriod(page: Page, label: string) {
  await page.getByRole('button', { name: /Next Follow-up/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const followUpTable = (page: Page) => page.getByRole('grid', { name: 'Follow-ups' });
const purposes = (page: Page) =>
  followUpTable(page).getByRole('row').locator('[role=gridcell]:nth-child(3)');

test('two follow-ups of one booking: the earlier shows in the modal, the newer settles it, deleting the newer opens it again', async ({
  page,
  request,
}) => {
  const booking = await createBooking(await adminApi(request));
  const callDate = indiaDate(-5);
  const overdueNext = indiaDate(-2);
  const upcomingNext = indiaDate(3);

  await openSignedIn(page, '/follow-ups');
  await expect(page.getByRole('heading', { name: 'Follow-ups', level: 1 })).toBeVisible();

  // The first follow-up: the booking has no history yet.
  await page.getByRole('button', { name: 'New Follow-up' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add Follow-up' });
  await dialog.getByRole('button', { name: 'Add Follow-up' }).click();
  await expect(dialog.getByText('Booking selection is required')).toBeVisible();
  await expect(dialog.getByText('Purpose is required')).toBeVisible();
  await expect(dialog.getByText('Follow-up update is required')).toBeVisible();
  await chooseBooking(dialog, booking);
  await expect(dialog.getByText('No previous follow-ups for this booking.')).toBeVisible();
  await expect(dialog.getByRole('complementary', { name: 'Booking details' })).toContainText(
    'Token',
  );
  await typeDate(dialog, 'Follow-up Date', callDate);
  await typeDate(dialog, 'Next Follow-up Date', overdueNext);
  await dialog.getByRole('textbox', { name: 'Purpose' }).fill('Token follow-up');
  await dialog
    .getByRole('textbox', { name: 'Follow-up Update' })
    .fill('Owner will pay the booking amount once the loan is sanctioned by the bank next week.');
  await dialog.getByRole('textbox', { name: 'Taken By' }).fill('Priya Nair');
  await fadesDone(page);
  await snap(page, 'follow-ups-add-first');
  await dialog.getByRole('button', { name: 'Add Follow-up' }).click();
  await expect(page.getByText('Follow-up added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The second: the first shows as the latest previous follow-up.
  await page.getByRole('button', { name: 'New Follow-up' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Follow-up' });
  await chooseBooking(dialog, booking);
  const latest = dialog.getByRole('article', { name: `Follow-up of ${shown(callDate)}` });
  await expect(latest).toContainText('Token follow-up');
  await expect(latest).toContainText('Taken by Priya Nair');
  await typeDate(dialog, 'Next Follow-up Date', upcomingNext);
  await dialog.getByRole('textbox', { name: 'Purpose' }).fill('Loan status');
  await dialog.getByRole('textbox', { name: 'Follow-up Update' }).fill('Loan sanctioned.');
  await dialog.getByRole('button', { name: 'Add Follow-up' }).click();
  await expect(page.getByText('Follow-up added successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // A third: the second is the latest, and the first is listed among the earlier ones.
  await page.getByRole('button', { name: 'New Follow-up' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Follow-up' });
  await chooseBooking(dialog, booking);
  await expect(
    dialog.getByRole('article', { name: `Follow-up of ${shown(indiaDate())}` }),
  ).toContainText('Loan status');
  const earlier = dialog.getByRole('list', { name: 'Earlier follow-ups' });
  await expect(earlier.getByRole('article')).toHaveCount(1);
  await expect(earlier).toContainText('Token follow-up');
  await fadesDone(page);
  await snap(page, 'follow-ups-modal-with-history');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Search and period filter, kept across a reload. The second call settled the first's next
  // follow-up: past its date, it reads as settled, not Overdue, and only 'All' lists it.
  await page.getByRole('searchbox', { name: 'Search Follow-ups' }).fill(booking.owner);
  await expect(purposes(page)).toHaveText(['Loan status', 'Token follow-up']);
  const settled = followUpTable(page).getByRole('row').nth(2);
  await expect(settled).toContainText('Settled by a later follow-up');
  await expect(settled).not.toContainText('Overdue');
  await choosePeriod(page, 'Overdue');
  await expect(page.getByRole('main').getByText('No follow-ups found')).toBeVisible();
  await choosePeriod(page, 'Upcoming');
  await expect(purposes(page)).toHaveText(['Loan status']);
  await expect(followUpTable(page).getByRole('row').nth(1)).toContainText('Upcoming');
  await expect(page).toHaveURL(/period=upcoming/);
  await expect(page).toHaveURL(/searchTerm=/);
  await page.reload();
  await expect(purposes(page)).toHaveText(['Loan status']);
  await expect(page.getByRole('searchbox', { name: 'Search Follow-ups' })).toHaveValue(
    booking.owner,
  );
  await expect(page.getByRole('button', { name: /Next Follow-up/ })).toContainText('Upcoming');
  await page.goBack();
  await expect(page.getByRole('button', { name: /Next Follow-up/ })).toContainText('Overdue');
  await expect(page.getByRole('main').getByText('No follow-ups found')).toBeVisible();

  // Deleting the newer call opens the earlier one's next follow-up again: now it is overdue.
  await choosePeriod(page, 'All');
  await page
    .getByRole('button', {
      name: new RegExp(`^Delete follow-up .* on ${shown(indiaDate())}$`),
    })
    .click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Are you sure you want to delete this follow-up?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Follow-up deleted successfully')).toBeVisible();
  await expect(purposes(page)).toHaveText(['Token follow-up']);
  await choosePeriod(page, 'Overdue');
  await expect(purposes(page)).toHaveText(['Token follow-up']);
  await expect(followUpTable(page).getByRole('row').nth(1)).toContainText('Overdue');
  await snap(page, 'follow-ups-filtered-overdue');

  // A booking row links to its follow-ups: only the remaining one, and the booking named.
  await page.goto(`/follow-ups?bookingId=${booking.id}`);
  await expect(page.getByText(booking.label)).toBeVisible();
  await expect(purposes(page)).toHaveText(['Token follow-up']);
  await page.getByRole('button', { name: 'New Follow-up' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Follow-up' });
  await expect(dialog.getByRole('combobox', { name: 'Booking' })).toHaveValue(booking.label);
  await expect(dialog.getByText('No previous follow-ups for this booking.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await fadesDone(page);
  await snap(page, 'follow-ups-one-booking');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(purposes(page)).toHaveText(['Token follow-up']);
  await snap(page, 'follow-ups-mobile');
  await page.getByRole('button', { name: 'New Follow-up' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add Follow-up' })).toBeVisible();
  await fadesDone(page);
  await snap(page, 'follow-ups-modal-mobile');
});
