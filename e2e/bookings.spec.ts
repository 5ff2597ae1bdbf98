import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  adminApi,
  bookingNumbers,
  createBooking,
  createPartner,
  createProject,
  fadesDone,
  indiaDate,
  rowOf,
  type Booked,
} from './booking-setup';
import { openSignedIn, pickProject, snap } from './helpers';

/** Types an ISO date into a date picker, segment by segment, whatever the locale's order. */
async function typeDate(page: Page, label: string, date: string) {
  const [year, month, day] = date.split('-') as [string, string, string];
  const group = page.getByRole('group', { name: label, exact: true });
  for (const [segment, digits] of [
    ['month', month],
    ['day', day],
    ['year', year],
  ] as const) {
    await group.getByRole('spinbutton', { name: new RegExp(segment, 'i') }).click();
    await page.keyboard.type(digits);
  }
}

const statusButtonOf = (page: Page, booking: Booked) =>
  rowOf(page, booking).getByRole('button', { name: /change status|no changes available/ });

async function changeStatus(
  page: Page,
  booking: Booked,
  choice: string,
  fill: (dialog: Locator) => Promise<void>,
) {
  await statusButtonOf(page, booking).click();
  const picker = page.getByRole('dialog', { name: 'Change Booking Status' });
  await picker.getByRole('button', { name: choice }).click();
  const dialog = page.getByRole('dialog', { name: choice });
  await fill(dialog);
  await fadesDone(page);
  await snap(page, `bookings-confirm-${choice.toLowerCase().replaceAll(' ', '-')}`);
  await dialog.getByRole('button', { name: choice }).click();
  await expect(dialog).toBeHidden();
}

test('a booking is confirmed, then registered and final; another is cancelled and frees its plot', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['W-1', 'W-2']);
  const partner = await createPartner(api);
  const confirmed = await createBooking(api, project, 'W-1', 20, partner.id);
  const cancelled = await createBooking(api, project, 'W-2', 10, null);

  await openSignedIn(page, `/bookings?projectId=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await expect(bookingNumbers(page)).toHaveText([cancelled.bookingNumber, confirmed.bookingNumber]);
  await expect(statusButtonOf(page, confirmed)).toHaveAccessibleName(
    'Token Click to change status',
  );
  await snap(page, 'bookings-list');

  // Token offers only Confirm Booking and Cancel Booking.
  await statusButtonOf(page, confirmed).click();
  const picker = page.getByRole('dialog', { name: 'Change Booking Status' });
  await expect(picker.getByRole('list', { name: 'Next statuses' }).getByRole('button')).toHaveText([
    /^Confirm Booking/,
    /^Cancel Booking/,
  ]);
  await fadesDone(page);
  await snap(page, 'bookings-status-picker');
  await picker.getByRole('button', { name: 'Cancel', exact: true }).click();

  await changeStatus(page, confirmed, 'Confirm Booking', async (dialog) => {
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(dialog.getByText('Remark is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Remark/ }).fill('Booking amount received');
  });
  await expect(page.getByText('Booking status changed to Booking successfully')).toBeVisible();
  await expect(statusButtonOf(page, confirmed)).toHaveAccessibleName(
    'Booking Click to change status',
  );

  await changeStatus(page, confirmed, 'Registry Done', async (dialog) => {
    // The actual registry date starts at today.
    await expect(dialog.getByRole('group', { name: 'Actual Registry Date' })).not.toBeEmpty();
    await dialog.getByRole('textbox', { name: /Registration Number/ }).fill('RJ-JPR-2026-0042');
    await dialog.getByRole('textbox', { name: /Remark/ }).fill('Sale deed registered');
    // Nothing is paid on it: the server says how much is owed, and registering needs a tick.
    await dialog.getByRole('button', { name: 'Registry Done' }).click();
    const owed = dialog.getByRole('checkbox', { name: 'Register with the balance outstanding' });
    await expect(owed).toHaveAccessibleDescription(
      /^₹[\d,]+\.\d\d of the sale value is still outstanding: confirm to register anyway$/,
    );
    // By its visible label, as a pointer user ticks it: the input itself lies under the box drawn.
    await dialog.getByText('Register with the balance outstanding', { exact: true }).click();
    await expect(owed).toBeChecked();
  });
  await expect(
    page.getByText('Booking status changed to Registry Done successfully'),
  ).toBeVisible();
  // A final status refuses any further change.
  await expect(statusButtonOf(page, confirmed)).toBeDisabled();
  await expect(statusButtonOf(page, confirmed)).toHaveAccessibleName(
    'Registry Done Final status - no changes available',
  );

  // The details show who moved it, from what, to what, and why.
  await rowOf(page, confirmed)
    .getByRole('button', { name: confirmed.bookingNumber, exact: true })
    .click();
  const details = page.getByRole('dialog', { name: `Booking ${confirmed.bookingNumber}` });
  const changes = details.getByRole('list', { name: 'Status changes, oldest first' });
  await expect(changes.getByRole('listitem')).toHaveCount(3);
  await expect(changes.getByRole('listitem').nth(0)).toContainText('Created as Token');
  await expect(changes.getByRole('listitem').nth(1)).toContainText('Booking amount received');
  await expect(changes.getByRole('listitem').nth(2)).toContainText('RJ-JPR-2026-0042');
  await expect(changes.getByRole('listitem').nth(2)).toContainText('Plotline Admin on');
  await fadesDone(page);
  await snap(page, 'bookings-details-history');
  await details.getByRole('button', { name: 'Close' }).click();

  // Cancelling asks why, and makes the plot available again.
  const plotBefore = await request.get(`/api/plots/${project.plotIds['W-2']}`, {
    headers: api.headers,
  });
  expect(((await plotBefore.json()) as { status: string }).status).toBe('Booked');
  await changeStatus(page, cancelled, 'Cancel Booking', async (dialog) => {
    await dialog.getByRole('textbox', { name: /Cancellation Reason/ }).fill('Buyer withdrew');
    await dialog.getByRole('textbox', { name: /Remark/ }).fill('Token refunded by cheque');
  });
  await expect(page.getByText('Booking status changed to Cancelled successfully')).toBeVisible();
  await expect(statusButtonOf(page, cancelled)).toBeDisabled();
  const plotAfter = await request.get(`/api/plots/${project.plotIds['W-2']}`, {
    headers: api.headers,
  });
  expect(((await plotAfter.json()) as { status: string }).status).toBe('Available');
  await snap(page, 'bookings-after-workflow');
});

test('bookings are filtered by partner and date range, kept across a reload, and exported', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['F-1', 'F-2', 'F-3', 'F-4']);
  const partner = await createPartner(api);
  const other = await createPartner(api);
  const older = await createBooking(api, project, 'F-1', 40, partner.id);
  const recent = await createBooking(api, project, 'F-2', 12, partner.id);
  const direct = await createBooking(api, project, 'F-3', 8, null);
  const elsewhere = await createBooking(api, project, 'F-4', 5, other.id);

  await openSignedIn(page, '/bookings');
  await pickProject(page, project.name);
  await expect(bookingNumbers(page)).toHaveText(
    [elsewhere, direct, recent, older].map((b) => b.bookingNumber),
  );
  await expect(page.getByRole('button', { name: /Plot$/ })).toBeEnabled();

  // A business has thousands of partners: the filter searches them as the name is typed.
  const partnerFilter = page.getByRole('combobox', { name: 'Channel Partner' });
  await partnerFilter.fill(partner.name);
  await page.getByRole('option', { name: partner.name, exact: true }).click();
  await expect(bookingNumbers(page)).toHaveText([recent.bookingNumber, older.bookingNumber]);
  await expect(rowOf(page, recent)).toContainText(partner.name);

  await typeDate(page, 'From Date', indiaDate(-30));
  await typeDate(page, 'To Date', indiaDate());
  await expect(bookingNumbers(page)).toHaveText([recent.bookingNumber]);
  await expect(page.getByRole('navigation').getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(
      `projectId=${project.id}&channelPartnerId=${partner.id}` +
        `&startDate=${indiaDate(-30)}&endDate=${indiaDate()}$`,
    ),
  );

  await page.reload();
  await expect(bookingNumbers(page)).toHaveText([recent.bookingNumber]);
  await expect(partnerFilter).toHaveValue(partner.name);
  // The project the URL holds is named, though the filter's search has not looked for it.
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
  const fromDate = page.getByRole('group', { name: 'From Date', exact: true });
  const [year, month, day] = indiaDate(-30).split('-').map(Number) as [number, number, number];
  for (const [segment, value] of [
    ['year', year],
    ['month', month],
    ['day', day],
  ] as const) {
    await expect(
      fromDate.getByRole('spinbutton', { name: new RegExp(segment, 'i') }),
    ).toHaveAttribute('aria-valuenow', String(value));
  }
  await snap(page, 'bookings-filtered-after-reload');

  // The export holds what the filters match, on every page: here one booking.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Booking Number,Project,Plot,Booking Date,Status,Registry Date,Registration Number,' +
      'Plot Owner,Owner Mobile,Owner Email,Sales Route,Channel Partner,Plot Sale Rate,' +
      'Token Amount,Token Date,Booking Amount,Sale Value,Received,Outstanding',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(`^${recent.bookingNumber},${project.name},F-2,${indiaDate(-12)},Token,`),
  );
  // No schedule yet: the sale value is 1,200 sq ft (133.33 sq yd) × ₹12,000, all outstanding.
  expect(lines[1]).toContain(
    `,Channel Partner,${partner.name},12000,51000,${indiaDate(-12)},,1600000,0,1600000`,
  );

  // Clearing the filters shows every booking again, and a filter that matches none says so.
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await page.getByRole('searchbox', { name: 'Search Bookings' }).fill('no-such-booking-anywhere');
  await expect(page.getByRole('main').getByText('No bookings found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  await snap(page, 'bookings-empty-filtered');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the status dialog fit the screen', async ({ page, request }) => {
    const api = await adminApi(request);
    const project = await createProject(api, ['M-1', 'M-2']);
    const partner = await createPartner(api);
    const booking = await createBooking(api, project, 'M-1', 3, partner.id);
    await createBooking(api, project, 'M-2', 2, null);

    await openSignedIn(page, `/bookings?projectId=${project.id}`);
    await expect(
      page.getByRole('navigation').getByText('Showing 1 to 2 of 2 results'),
    ).toBeVisible();
    await snap(page, 'bookings-mobile');
    await statusButtonOf(page, booking).click();
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel Booking' })).toBeVisible();
    await fadesDone(page);
    await snap(page, 'bookings-mobile-cancel');
  });
});
