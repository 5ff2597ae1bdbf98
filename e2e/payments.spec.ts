import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import {
  adminApi,
  choose,
  createBooking,
  createProject,
  fadesDone,
  indiaDate,
  type Api,
  type Booked,
} from './booking-setup';
import { openSignedIn, snap, uniqueName } from './helpers';

/**
 * The texts of a PDF's uncompressed content streams: each `(…) Tj` string, unescaped. The
 * receipt's writer puts each line in one string, so a line reads as it prints.
 */
function pdfTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  for (const [, literal] of pdf.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    texts.push((literal ?? '').replace(/\\([\\()])/g, '$1'));
  }
  return texts;
}

/** A partner earning 2% on what its bookings receive. */
async function createEarningPartner({ request, headers }: Api) {
  const name = uniqueName('Commission partner ');
  const created = await request.post('/api/channelpartners', {
    headers,
    data: {
      name,
      natureId: 1,
      commissionRate: 2,
      individualPersonDetails: { gender: 'Female', mobileNumber: '9876501234' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, name };
}

async function moveStatus({ request, headers }: Api, booking: Booked, status: string) {
  const moved = await request.patch(`/api/bookings/${booking.id}/status`, {
    headers,
    data: {
      newStatus: status,
      remark: 'Moved by the payments test',
      ...(status === 'Cancelled' ? { cancellationReason: 'The buyer withdrew' } : {}),
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** A details dialog's section under its heading. */
const sectionOf = (page: Page, dialog: Locator, heading: string) =>
  dialog
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

async function recordPayment(
  page: Page,
  payments: Locator,
  fill: { amount: string; mode: string; reference?: string },
) {
  await payments.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: /^Record payment for / });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(fill.amount);
  await choose(page, 'Mode', fill.mode);
  if (fill.reference !== undefined) {
    await dialog.getByRole('textbox', { name: 'Transaction ID' }).fill(fill.reference);
  }
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
}

test('a booking gets a three-instalment plan and two payments, a receipt PDF, an overdue collection and its partner’s commission, reversed when it is cancelled', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['PAY-1'], 'Payments e2e ');
  const partner = await createEarningPartner(api);
  // 1,200 sq ft (133.33 sq yd) at ₹12,000 a sq yd sells for ₹16,00,000, its ₹51,000 token
  // paid first; booked 100 days ago, the plan's first two shares are past their dates.
  const booking = await createBooking(api, project, 'PAY-1', 100, partner.id);

  await openSignedIn(page, `/bookings/${booking.id}?projectId=${project.id}`);
  const details = page.getByRole('dialog', { name: `Booking ${booking.bookingNumber}` });
  const payments = sectionOf(page, details, 'Payments');
  await expect(payments.getByText('No payment schedule yet')).toBeVisible();

  // The plan's three instalments follow the token and add up to the sale value with it.
  await payments.getByRole('button', { name: 'Set payment schedule' }).click();
  const scheduleDialog = page.getByRole('dialog', {
    name: `Set payment schedule for ${booking.bookingNumber}`,
  });
  await expect(scheduleDialog.getByRole('textbox', { name: 'Sale Value' })).toHaveValue(
    '₹16,00,000.00',
  );
  await choose(page, 'Payment Plan', '30% at booking, 40% in 60 days, 30% at registry');
  await expect(scheduleDialog.getByRole('group', { name: /^Instalment \d$/ })).toHaveCount(4);
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'payments-schedule');
  await scheduleDialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(scheduleDialog).toBeHidden();

  const instalments = payments.getByRole('grid', { name: 'Instalments' });
  await expect(instalments.getByRole('row')).toHaveCount(5);

  // ₹6,00,000 pays the token and the first ₹4,64,700 share, and ₹84,300 of the second's
  // ₹6,19,600; ₹1,00,000 more in cash leaves ₹4,35,300 of it overdue.
  await recordPayment(page, payments, { amount: '600000', mode: 'UPI', reference: 'UPI-77881' });
  await recordPayment(page, payments, { amount: '100000', mode: 'Cash' });
  await expect(payments.getByText('₹7,00,000.00', { exact: true })).toBeVisible();
  await expect(payments.getByRole('progressbar', { name: 'Paid' })).toHaveAttribute(
    'aria-valuenow',
    '43',
  );
  await expect(instalments.getByRole('row', { name: /^30% at booking/ })).toContainText('Paid');
  await expect(instalments.getByRole('row', { name: /^40% in 60 days/ })).toContainText('Overdue');
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'payments-section');

  // The first payment's receipt, downloaded as PDF, says what it paid in figures and words.
  const receipts = payments.getByRole('grid', { name: 'Receipts' });
  const firstReceipt = receipts.getByRole('row').filter({ hasText: 'UPI-77881' });
  const receiptNumber = (await firstReceipt.getByText(/^RC-\d{6}$/).textContent()) ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    firstReceipt.getByRole('button', { name: `Download PDF ${receiptNumber}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${receiptNumber}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfTexts(pdf).join('\n');
  expect(text).toContain(receiptNumber);
  expect(text).toContain(booking.bookingNumber);
  expect(text).toContain('Rs. 6,00,000.00');
  expect(text).toContain('Rupees Six Lakh Only');
  expect(text).toContain('UPI-77881');

  // Print hands the same PDF to the browser's printing, from a frame of its own.
  await firstReceipt.getByRole('button', { name: `Print receipt ${receiptNumber}` }).click();
  await expect(page.locator(`iframe[title="Receipt ${receiptNumber}"]`)).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await expect(page.getByText('Failed to print receipt')).toHaveCount(0);

  // The part of the second instalment still owed is overdue on the collections screen.
  await page.goto(`/collections?projectId=${project.id}&state=overdue`);
  await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
  const collection = page
    .getByRole('grid', { name: 'Collections' })
    .getByRole('row', { name: new RegExp(`^${booking.bookingNumber}`) })
    .filter({ hasText: '40% in 60 days' });
  await expect(collection).toContainText('₹4,35,300.00');
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'payments-collections');

  // Once the booking reaches Booking, its partner has earned 2% of the ₹7,00,000 received.
  await moveStatus(api, booking, 'Booking');
  await page.goto(`/channel-partners/${partner.id}`);
  const commission = sectionOf(
    page,
    page.getByRole('dialog', { name: new RegExp(partner.name) }),
    'Commission',
  );
  await expect(commission.getByRole('definition').filter({ hasText: '₹14,000.00' })).toHaveCount(2);
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'payments-commission');

  // Cancelled, the booking's commission is reversed: nothing earned, nothing owed.
  await moveStatus(api, booking, 'Cancelled');
  await page.reload();
  await expect(commission.getByRole('definition').filter({ hasText: '₹14,000.00' })).toHaveCount(0);
  await expect(commission.getByRole('row').filter({ hasText: 'Reversed' })).toHaveCount(2);
});

/**
 * What must be in view whatever the table's width: the element whole inside the viewport and
 * inside every box that clips it (toBeInViewport asks the browser's IntersectionObserver), its
 * table's box not scrolled sideways to show it (scrolled into view, the page only moves down).
 */
async function expectShownUnscrolled(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const scrolledSideways = await element.evaluate(
    (node) => node.closest('[role="grid"]')!.parentElement!.scrollLeft,
  );
  expect(scrolledSideways).toBe(0);
  await expect(element).toBeInViewport({ ratio: 1 });
}

/** The page, and each table box in `scope`, as wide as it is shown: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page, scope?: Locator) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  for (const grid of scope ? await scope.getByRole('grid').all() : []) {
    const overflow = await grid.evaluate((table) => {
      const box = table.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
    expect(overflow, `${await grid.getAttribute('aria-label')} scrolls sideways`).toBe(0);
  }
}

test('tables fit: a booking’s instalments and receipts on a phone, the overviews’ and lists’ last columns on a desktop', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['FIT-1'], 'Tables fit ');
  const partner = await createEarningPartner(api);
  // ₹16,00,000 (as above), booked 100 days ago: its token and its second share are past due.
  const booking = await createBooking(api, project, 'FIT-1', 100, partner.id);
  const schedule = await request.put(`/api/bookings/${booking.id}/payment-schedule`, {
    headers: api.headers,
    data: {
      saleValue: 1_600_000,
      instalments: [
        { label: 'Token amount', dueDate: indiaDate(-100), amount: 51_000 },
        { label: '40% in 60 days', dueDate: indiaDate(-40), amount: 749_000 },
        { label: 'Balance at registry', dueDate: indiaDate(30), amount: 800_000 },
      ],
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  const paid = await request.post(`/api/bookings/${booking.id}/receipts`, {
    headers: api.headers,
    data: { receivedOn: indiaDate(-1), amount: 300_000, mode: 'UPI', reference: 'UPI-FIT-4471' },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  // A phone: each instalment and receipt is a card, its amount, state and Download in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, `/bookings/${booking.id}?projectId=${project.id}`);
  const details = page.getByRole('dialog', { name: `Booking ${booking.bookingNumber}` });
  const payments = sectionOf(page, details, 'Payments');
  const instalments = payments.getByRole('grid', { name: 'Instalments' });
  await expect(instalments.getByRole('row')).toHaveCount(4);
  await fadesDone(page);
  const overdue = instalments.getByRole('row', { name: /^40% in 60 days/ });
  await expectShownUnscrolled(overdue.getByText('₹7,49,000.00'));
  await expectShownUnscrolled(overdue.getByText('Overdue'));
  const receipt = payments.getByRole('grid', { name: 'Receipts' }).getByRole('row').nth(1);
  await expectShownUnscrolled(receipt.getByText('₹3,00,000.00'));
  await expectShownUnscrolled(receipt.getByRole('button', { name: /^Download PDF RC-\d{6}$/ }));
  await expectNoSidewaysScroll(page, payments);
  await snap(page, 'payments-phone');

  // A 1440 px desktop, the sidebar beside: the last columns show without scrolling sideways.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const overview = page.getByRole('grid', { name: 'Channel Partners Overview' });
  await expectShownUnscrolled(overview.getByRole('columnheader', { name: 'Commission' }));
  // Direct Sales, first on every page.
  await expectShownUnscrolled(overview.getByRole('row').nth(1).getByRole('gridcell').last());
  await expectNoSidewaysScroll(page, page.getByRole('main'));

  await page.goto(`/channel-partners?name=${encodeURIComponent(partner.name)}`);
  const partners = page.getByRole('grid', { name: 'Channel Partners' });
  await expectShownUnscrolled(
    partners
      .getByRole('row', { name: new RegExp(partner.name) })
      .getByRole('button', { name: `Delete ${partner.name}` }),
  );

  await page.goto(`/collections?projectId=${project.id}`);
  const collections = page.getByRole('grid', { name: 'Collections' });
  await expectShownUnscrolled(collections.getByRole('columnheader', { name: 'Overdue Days' }));
  await expectShownUnscrolled(
    collections.getByRole('row').filter({ hasText: '40% in 60 days' }).getByRole('gridcell').last(),
  );
  // The test's names are long single words ('Tables fit mx2c0i9farj7'): its eleven columns may
  // scroll sideways in their box, the page does not.
  await expectNoSidewaysScroll(page);
  await snap(page, 'payments-collections-desktop');
});
