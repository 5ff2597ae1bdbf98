/**
 * The top bar's search and bell, and live updates between browsers (issue 17): what a user sees
 * without reloading when someone else books a plot.
 */
import { notificationTitle } from '@plotline/domain';
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { fillCommon, openNewBooking, pick } from './booking-form-steps';
import {
  adminApi,
  bookingTable,
  createBooking,
  createProject,
  fadesDone,
  indiaDate,
  type Api,
} from './booking-setup';
import {
  ADMIN,
  apiToken,
  createRole,
  createUser,
  openSignedIn,
  signIn,
  snap,
  uniqueName,
} from './helpers';

/** A mobile number no other booking has, so its digits find one booking. */
const uniqueMobile = () => `9${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

test("a search of an owner's last five mobile digits opens the booking, by keyboard alone", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['S-1'], 'Search e2e ');
  const mobile = uniqueMobile();
  const booking = await createBooking(api, project, 'S-1', 5, null, { ownerMobileNumber: mobile });

  await openSignedIn(page, '/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  // '/' anywhere outside a field opens the palette.
  await page.locator('body').press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(mobile.slice(-5));
  const hit = page.getByRole('option', { name: new RegExp(`^${booking.bookingNumber}`) });
  await expect(hit).toBeVisible();
  await expect(page.getByRole('listbox')).toContainText('Bookings');
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'search-palette-mobile-digits');

  // Enter opens the first hit, with no option highlighted first.
  await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: `Booking ${booking.bookingNumber}` });
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(/\/bookings/);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Ctrl+K opens the same palette, offering the search just made.
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await expect(page.getByRole('option', { name: mobile.slice(-5) })).toBeVisible();
  await page.keyboard.press('Escape');
});

/**
 * The one timed check of the suite, as issue 17 set it: a second, neither of the watcher's pages
 * reloaded. CI runs this beside four other suites on two cores, where a page's reload can wait its
 * turn, so it gets two more tries, and prints how soon on every run (docs/performance.md "Live
 * updates between browsers").
 */
test.describe('between browsers', () => {
  test.describe.configure({ retries: 2 });

  test('a plot booked in one browser leaves the availability map and joins the bookings list of another within a second', async ({
    browser,
    request,
  }) => {
    const api = await adminApi(request);
    const project = await createProject(api, ['L-1', 'L-2'], 'Live e2e ');
    const seller = await browser.newContext();
    const watcher = await browser.newContext();
    try {
      const booking = await seller.newPage();
      const map = await watcher.newPage();
      const list = await watcher.newPage();
      // The watcher's change streams open now: the two tabs share one (shared-change-stream.ts).
      let watcherStreams = 0;
      const isStream = (request: Request) => request.url().endsWith('/api/events');
      const ended = (request: Request) => void (isStream(request) && (watcherStreams -= 1));
      for (const page of [map, list]) {
        page.on('request', (request) => void (isStream(request) && (watcherStreams += 1)));
        page.on('requestfinished', ended);
        page.on('requestfailed', ended);
      }
      await signIn(booking, ADMIN.username, ADMIN.password);
      await signIn(map, ADMIN.username, ADMIN.password);
      await list.goto(`/bookings?projectId=${project.id}`);
      await map.goto(`/plots?projectId=${project.id}`);
      const tiles = map.getByRole('grid', { name: `Plots of ${project.name}` });
      await expect(
        tiles.getByRole('row', { name: 'Plot L-1, 1,200 sq ft, Available' }),
      ).toBeVisible();
      await expect(list.getByText('No bookings found')).toBeVisible();

      await booking.goto('/bookings');
      const owner = uniqueName('Live buyer ');
      const dialog = await openNewBooking(booking);
      await fillCommon(dialog, project.name, 'L-1', {
        name: owner,
        mobile: '9811100003',
        gender: 'Female',
        profession: 'Doctor',
      });
      await pick(dialog, 'Sales Route', 'Direct Sale');
      await dialog.getByRole('textbox', { name: /Sales Person Name/ }).fill('Neha Verma');
      await dialog
        .getByRole('textbox', { name: /Sales Person Email/ })
        .fill('neha.verma@example.com');
      await dialog.getByRole('textbox', { name: /Sales Person Designation/ }).fill('Sales Manager');
      const created = booking.waitForResponse(
        (response) =>
          response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
      );
      await expect.poll(() => watcherStreams).toBe(1);
      // A mark on each of the watcher's documents, which a reload would clear.
      const unreloaded = [map, list];
      for (const page of unreloaded)
        await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      await dialog.getByRole('button', { name: 'Create Booking' }).click();
      expect((await created).status()).toBe(201);
      const answeredAt = Date.now();

      // Within a second of the server's answer, neither of the watcher's pages having reloaded;
      // each page is checked every 25 ms, so the time is the page's, not the polling's.
      const deadline = answeredAt + 1_000;
      const shownBy = (page: Page, shown: (text: string) => boolean, text: string) =>
        page.waitForFunction(shown, text, {
          polling: 25,
          timeout: Math.max(1, deadline - Date.now()),
        });
      await Promise.all([
        shownBy(
          map,
          (label) => document.querySelector(`[role="row"][aria-label="${label}"]`) !== null,
          'Plot L-1, 1,200 sq ft, Booked',
        ),
        shownBy(
          list,
          (name) =>
            Array.from(document.querySelectorAll('[role="row"]')).some((row) =>
              row.textContent?.includes(name),
            ),
          owner,
        ),
      ]);
      for (const page of unreloaded)
        expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
      console.log(
        `The watcher's map and list showed the booking ${Date.now() - answeredAt} ms after it was ` +
          'made (docs/features.md promises a second)',
      );
      await expect(tiles.getByRole('row', { name: 'Plot L-1, 1,200 sq ft, Booked' })).toBeVisible();
      await expect(bookingTable(list).getByRole('row').filter({ hasText: owner })).toHaveCount(1);
      await snap(map, 'live-map-after-booking');
    } finally {
      await seller.close();
      await watcher.close();
    }
  });
});

/** A user who may book, whose own bookings alone fill their bell. */
async function seller(request: Api['request']) {
  const adminToken = await apiToken(request);
  const role = await createRole(request, adminToken, [
    'projects.view',
    'plots.view',
    'bookings.view',
    'bookings.create',
  ]);
  const user = await createUser(request, adminToken, [role]);
  const token = await apiToken(request, { username: user.username, password: user.password });
  return { user, api: { request, headers: { Authorization: `Bearer ${token}` } } };
}

test('the bell shows an overdue booking, and marks it read', async ({ page, request }) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['N-1'], 'Overdue e2e ');
  const { user, api: own } = await seller(request);
  // Booked 70 days ago, due for registry 60 days after: 10 days overdue.
  const overdue = await createBooking(own, project, 'N-1', 70, null);
  const title = notificationTitle(
    {
      kind: 'bookingOverdue',
      bookingNumber: overdue.bookingNumber,
      plotOwnerName: '',
      projectName: project.name,
      plotNumber: 'N-1',
      registryDate: indiaDate(-10),
      nextFollowUpDate: null,
      changedBy: null,
      operation: null,
      accountName: null,
      enquiryName: null,
      enquiryMobileNumber: null,
      enquiryStage: null,
      nextAction: null,
      nextActionDate: null,
      visitScheduledAt: null,
    },
    indiaDate(),
  );
  expect(title).toBe(`${overdue.bookingNumber} is 10 days past its registry date`);

  await signIn(page, user.username, user.password);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(panel).toContainText('Unread');
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'notifications-panel');

  await panel.getByRole('button', { name: `Mark as read: ${title}` }).click();
  await expect(panel.getByRole('button', { name: `Mark as read: ${title}` })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Read for good: the server keeps it for this user.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(panel.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
});
