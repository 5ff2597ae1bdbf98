/**
 * Every built screen with the keyboard alone (WCAG 2.1.1, 2.4.1, 2.4.3, 4.1.3): the keys a
 * keyboard user presses do the work; elements are located only to assert where the focus is and
 * what the page shows. Heavy prerequisites (projects, plots, partners, bookings) are made through
 * the API, as the other specs make them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { adminApi, createBooking, createPartner, createProject, fadesDone } from './booking-setup';
import { ADMIN, uniqueName } from './helpers';
import {
  announcer,
  arrowTo,
  chooseRadio,
  expectFocusWithin,
  pickByKeyboard,
  pressUntilFocused,
  retype,
  skipToMain,
  tabInto,
  tabTo,
} from './keyboard-helpers';

const TITLE_SUFFIX = ' · Real Estate CRM';

/** The live region says `text` (a list's result after a filter, sort or page change). */
async function expectAnnounced(page: Page, text: string | RegExp) {
  await expect(announcer(page)).toHaveText(text);
}

/** A form modal opens with the focus in its first field, so the user types at once. */
async function expectOpensOn(field: Locator) {
  await expect(field).toBeFocused();
}

/** Signs in on the page showing /login with the keyboard alone. */
async function signInByKeyboard(page: Page, username: string, password: string) {
  await expect(page.getByRole('button', { name: 'Sign In to Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Username or Email:' })).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/**
 * Opens a signed-in screen afresh, checks its title, then passes the sidebar and top bar with the
 * skip link: the focus ends on `firstInMain`.
 */
async function openScreen(
  page: Page,
  path: string,
  heading: string,
  title: string,
  firstInMain: Locator,
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${title}${TITLE_SUFFIX}`);
  await skipToMain(page, firstInMain);
}

/** Checks the page with a modal open, once it has faded in. */
async function axeWithModal(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
}

/**
 * Answers an open delete question: Cancel has the focus first, Tab reaches the confirm button,
 * Enter presses it; the question closes.
 */
async function confirmByKeyboard(page: Page, title: string | RegExp, button = 'Delete') {
  const question = page.getByRole('alertdialog', { name: title });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, question.getByRole('button', { name: button, exact: true }), 3);
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
}

/**
 * Types `text` into the focused search or filter box and waits for the list to apply it: the
 * lists keep what they are filtered by in the URL once typing pauses.
 */
async function typeFilter(page: Page, text: string) {
  await page.keyboard.type(text);
  await expect
    .poll(() => [...new URL(page.url()).searchParams.values()], {
      message: `the URL holds the filter ${text}`,
    })
    .toContain(text);
}

/** Waits for the table to list one row alone, holding `text` (the header row besides). */
async function expectOnlyRow(table: Locator, text: string) {
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(text);
}

/** After a modal closed, the focus is back on the control that opened it. */
async function expectBackOn(dialog: Locator, opener: Locator) {
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('signed out, by keyboard', () => {
  test('sign-in: Tab reaches the fields in order, Space shows the password, Enter signs in', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In to Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle(`Sign In${TITLE_SUFFIX}`);
    // The page holds no repeated blocks to bypass: the first Tab is in the form, in main.
    await page.keyboard.press('Tab');
    const username = page.getByRole('textbox', { name: 'Username or Email:' });
    await expect(username).toBeFocused();
    await expectFocusWithin(page.getByRole('main'));

    // Submitted empty: the focus moves to the first invalid field.
    await page.keyboard.press('Enter');
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.type(ADMIN.username);
    await page.keyboard.press('Tab');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Sign In to Dashboard' }), 4);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle(`Dashboard${TITLE_SUFFIX}`);
  });

  test('register: each field in Tab order, and Enter creates the account', async ({ page }) => {
    const username = uniqueName('kbd');
    await page.goto('/register');
    await expect(page.getByText('Join Real Estate CRM')).toBeVisible();
    await expect(page).toHaveTitle(`Register${TITLE_SUFFIX}`);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    await expectFocusWithin(page.getByRole('main'));
    for (const [field, text] of [
      ['First Name', 'Keyboard'],
      ['Last Name', 'Only'],
      ['Username', username],
      ['Email', `${username}@example.com`],
      ['Phone Number', '9876543210'],
      ['Password', 'secret123'],
    ] as const) {
      await expect(page.getByRole('textbox', { name: field, exact: true })).toBeFocused();
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('button', { name: 'Show password' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('textbox', { name: 'Confirm Password', exact: true }),
    ).toBeFocused();
    await page.keyboard.type('secret123');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Dashboard',
    ]);
  });
});

test.describe('signed in, by keyboard', () => {
  // One signed-in page for the screens, signed in by keyboard; each test opens its screen afresh.
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await page.goto('/login');
    await signInByKeyboard(page, ADMIN.username, ADMIN.password);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('Dashboard: the overtime modal, a drill-down, a summary card that changes route, and an overdue booking opened', async ({
    request,
  }) => {
    const api = await adminApi(request);
    const project = await createProject(api, ['KD-1'], 'Keyboard dashboard ');
    // Booked 200 days ago with a 60-day registry: overdue, so the carousel has a card.
    await createBooking(api, project, 'KD-1', 200, null);

    await page.goto('/');
    const summary = page.getByRole('region', { name: 'Summary', exact: true });
    await expect(summary.getByText('Total Bookings')).toBeVisible();
    await expect(page).toHaveTitle(`Dashboard${TITLE_SUFFIX}`);
    await skipToMain(page, summary.getByRole('link').first());

    // The carousel's first button ('View all', or else the most overdue card) opens the overtime
    // modal; Escape closes it and the focus comes back.
    const carousel = page.getByRole('region', { name: 'Overtime Bookings', exact: true });
    await tabInto(page, carousel);
    const viewAll = carousel.getByRole('button').first();
    await expect(viewAll).toBeFocused();
    await page.keyboard.press('Enter');
    const overtime = page.getByRole('dialog', { name: 'Overtime Bookings' });
    await expectFocusWithin(overtime);
    await axeWithModal(page, overtime);
    await page.keyboard.press('Escape');
    await expectBackOn(overtime, viewAll);

    // Direct Sales, the partners overview's first row: its count opens the bookings behind it.
    const partners = page.getByRole('region', { name: 'Channel Partners Overview', exact: true });
    await tabInto(page, partners.getByRole('grid'));
    const allDirect = partners.getByRole('button', { name: /^All bookings of Direct Sales: / });
    await arrowTo(page, allDirect);
    await page.keyboard.press('Enter');
    const drillDown = page.getByRole('dialog', { name: 'Bookings for Direct Sales' });
    await expectFocusWithin(drillDown);
    await page.keyboard.press('Escape');
    await expectBackOn(drillDown, allDirect);

    // A summary card is a link: Enter follows it, and the route change moves focus to main.
    const totalBookings = summary.getByRole('link', { name: /Total Bookings/ });
    await pressUntilFocused(page, totalBookings, { key: 'Shift+Tab', max: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page).toHaveTitle(`Bookings${TITLE_SUFFIX}`);
    await expectFocusWithin(page.locator('main#main-content'), 'a route change focuses main');

    // An overdue booking in the overtime modal opens its details: Enter on its number.
    await page.goto('/');
    await tabInto(page, carousel);
    await page.keyboard.press('Enter');
    await expectFocusWithin(overtime);
    const overdue = overtime.getByRole('grid', { name: 'Overdue bookings' });
    await tabInto(page, overdue);
    const firstBooking = overdue.getByRole('link').first();
    const bookingNumber = (await firstBooking.textContent()) ?? '';
    await arrowTo(page, firstBooking);
    await page.keyboard.press('Enter');
    // Its path; the list under it narrowed to it when it is on no page shown.
    await expect(page).toHaveURL(/\/bookings\/\d+(\?|$)/);
    await expectFocusWithin(page.getByRole('dialog', { name: `Booking ${bookingNumber}` }));
  });

  test('Projects: create, search, edit and delete a project', async () => {
    const name = uniqueName('Kbd Project ');
    const addProject = page.getByRole('button', { name: 'Add Project' });
    await openScreen(page, '/projects', 'Projects', 'Projects', addProject);

    // Create: the form opens on its first field; Tab moves through the fields, Enter submits.
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Project' });
    await expectOpensOn(form.getByRole('textbox', { name: 'Project Name' }));
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Total Project Area (sq ft)' })).toBeFocused();
    await page.keyboard.type('90000');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Roads Area (sq ft)' })).toBeFocused();
    await page.keyboard.type('9000');
    await axeWithModal(page, form);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Project created successfully')).toBeVisible();
    await expectBackOn(form, addProject);

    // Search: the live region says what the list shows.
    await tabTo(page, page.getByRole('searchbox', { name: 'Search projects' }));
    await typeFilter(page, name);
    await expectAnnounced(page, 'Showing 1 to 1 of 1 results');
    const table = page.getByRole('grid', { name: 'Projects' });
    await expectOnlyRow(table, name);

    // Edit from the row's actions, reached with the arrow keys inside the table.
    await tabInto(page, table);
    const edit = table.getByRole('button', { name: `Edit ${name}` });
    await arrowTo(page, edit);
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('dialog', { name: 'Edit Project' });
    await expectOpensOn(editForm.getByRole('textbox', { name: 'Project Name' }));
    await page.keyboard.press('End');
    await page.keyboard.type(' East');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Project updated successfully')).toBeVisible();
    await expectBackOn(editForm, table.getByRole('button', { name: `Edit ${name} East` }));

    // Delete: the question focuses Cancel; Tab reaches Delete.
    await arrowTo(page, table.getByRole('button', { name: `Delete ${name} East` }));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, 'Delete Project');
    await expect(page.getByText('Project deleted successfully')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });

  test('Plots: add a plot, move through the availability map, filter, edit and delete', async ({
    request,
  }) => {
    const api = await adminApi(request);
    const project = await createProject(api, ['K-1', 'K-2'], 'Keyboard plots ');
    const addPlot = page.getByRole('button', { name: 'Add Plot' }).first();
    await openScreen(page, `/plots?projectId=${project.id}`, 'Plots', 'Plots', addPlot);

    // Add: the project is chosen already, as the list is filtered by it.
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Plots' });
    const projectBox = form.getByRole('combobox', { name: 'Project' });
    await expectOpensOn(projectBox);
    await expect(projectBox).toHaveValue(project.name);
    const firstRow = form.getByRole('group', { name: 'Plot 1', exact: true });
    await tabTo(page, firstRow.getByRole('textbox', { name: 'Plot Number' }), 4);
    await page.keyboard.type('K-3');
    await page.keyboard.press('Tab');
    await expect(firstRow.getByRole('textbox', { name: /Size/ })).toBeFocused();
    await page.keyboard.type('1500');
    await axeWithModal(page, form);
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 plot(s) created successfully')).toBeVisible();
    await expectBackOn(form, addPlot);

    // The map is one Tab stop; the arrow keys move from tile to tile.
    const map = page.getByRole('grid', { name: `Plots of ${project.name}` });
    await tabInto(page, map);
    await expect(map.getByRole('row', { name: /^Plot K-1,/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(map.getByRole('row', { name: /^Plot K-2,/ })).toBeFocused();
    await page.keyboard.press('End');
    await expect(map.getByRole('row', { name: 'Plot K-3, 1,500 sq ft, Available' })).toBeFocused();

    // Filter by plot number.
    await pressUntilFocused(page, page.getByRole('textbox', { name: 'Plot Number' }), {
      key: 'Shift+Tab',
    });
    await typeFilter(page, 'K-3');
    await expectAnnounced(page, 'Showing 1 to 1 of 1 results');
    const table = page.getByRole('grid', { name: 'Plots', exact: true });
    await expectOnlyRow(table, 'K-3');

    // Edit K-3's size from its row.
    await tabInto(page, table);
    const edit = table.getByRole('button', { name: 'Edit plot K-3' });
    await arrowTo(page, edit);
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('dialog', { name: 'Edit Plot' });
    await expectOpensOn(editForm.getByRole('combobox', { name: 'Project' }));
    await tabTo(page, editForm.getByRole('textbox', { name: /Size/ }), 6);
    await retype(page, '1800');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Plot updated successfully')).toBeVisible();
    await expectBackOn(editForm, edit);
    await expect(table.getByRole('row', { name: /^K-3/ })).toContainText('1,800 sq ft');

    // Delete it.
    await arrowTo(page, table.getByRole('button', { name: 'Delete plot K-3' }));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, 'Delete plot K-3');
    await expect(page.getByText('Plot deleted successfully')).toBeVisible();
  });

  test('Amenities: create, search, edit and delete an amenity card', async () => {
    const name = uniqueName('Kbd Pool ');
    const addAmenity = page.getByRole('button', { name: 'Add Amenity' });
    await openScreen(page, '/amenities', 'Amenities', 'Amenities', addAmenity);

    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Amenity' });
    await expectOpensOn(form.getByRole('textbox', { name: 'Amenity Name' }));
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Description' })).toBeFocused();
    await page.keyboard.type('Heated lap pool');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox', { name: 'Active' })).toBeFocused();
    await expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await axeWithModal(page, form);
    await tabTo(page, form.getByRole('button', { name: 'Create Amenity' }), 4);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Amenity created successfully')).toBeVisible();
    await expectBackOn(form, addAmenity);

    // A search that finds nothing says so; Escape empties it, and the name finds the card.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search Amenities' })).toBeFocused();
    await page.keyboard.type('zz-none');
    await expectAnnounced(page, 'No amenities found');
    await page.keyboard.press('Escape');
    await typeFilter(page, name);
    await expect(page.getByRole('article')).toHaveCount(1);

    const edit = page.getByRole('button', { name: `Edit ${name}` });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('dialog', { name: 'Edit Amenity' });
    await expectOpensOn(editForm.getByRole('textbox', { name: 'Amenity Name' }));
    await page.keyboard.press('Tab');
    await retype(page, 'Heated lap pool with a kids corner');
    await tabTo(page, editForm.getByRole('button', { name: 'Update Amenity' }), 6);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Amenity updated successfully')).toBeVisible();
    await expectBackOn(editForm, edit);
    await expect(page.getByRole('article', { name })).toContainText('with a kids corner');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, /Delete/);
    await expect(page.getByText('Amenity deleted successfully')).toBeVisible();
  });

  test('Bookings: create through the form; in its details log a follow-up, confirm Token to Booking and edit; delete', async ({
    request,
  }) => {
    const api = await adminApi(request);
    const project = await createProject(api, ['KB-1', 'KB-2'], 'Keyboard bookings ');
    const partner = await createPartner(api);
    // One booking already, so the page has its Export CSV and the table its first row.
    await createBooking(api, project, 'KB-2', 3, null);
    const owner = uniqueName('Kbd Owner ');

    const exportCsv = page.getByRole('button', { name: 'Export CSV' });
    await openScreen(page, `/bookings?projectId=${project.id}`, 'Bookings', 'Bookings', exportCsv);
    const newBooking = page.getByRole('button', { name: 'New Booking' }).first();
    await page.keyboard.press('Tab');
    await expect(newBooking).toBeFocused();

    // The form, section by section; it starts in the project the list is filtered by.
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Create New Booking' });
    const projectBox = form.getByRole('combobox', { name: 'Project' });
    await expectOpensOn(projectBox);
    await expect(projectBox).toHaveValue(project.name);
    const plotBox = form.getByRole('combobox', { name: 'Plot' });
    await tabTo(page, plotBox, 4);
    await pickByKeyboard(
      page,
      plotBox,
      'KB-1',
      page.getByRole('option', { name: 'KB-1 (1,200 sq ft)', exact: true }),
    );
    await expect(form.getByRole('heading', { name: 'Selected Plot' })).toBeVisible();

    const route = form.getByRole('radiogroup', { name: 'Sales Route' });
    await chooseRadio(page, route, 'Channel Partner');
    const partnerBox = form.getByRole('combobox', { name: 'Channel Partner' });
    await tabTo(page, partnerBox, 4);
    // The partner's unique tail finds it: each key redraws the long form, so fewer keys is quicker.
    await pickByKeyboard(
      page,
      partnerBox,
      partner.name.slice(-8),
      page.getByRole('option', { name: partner.name, exact: true }),
    );

    await tabTo(page, form.getByRole('textbox', { name: /Plot Sale Rate/ }), 6);
    await page.keyboard.type('12000');
    await tabTo(page, form.getByRole('textbox', { name: /Token Amount/ }), 4);
    await page.keyboard.type('51000');
    // Not recorded as received (checked for an administrator): the booking is deleted at the
    // end, and one with a receipt never is.
    await tabTo(page, form.getByRole('checkbox', { name: 'Record token as received' }), 4);
    await page.keyboard.press('Space');
    await expect(form.getByText(/^The token is not recorded as a payment/)).toBeVisible();
    // The dates keep today, as typed by segment; the owner follows them.
    await tabTo(page, form.getByRole('textbox', { name: /Plot Owner Name/ }), 30);
    await page.keyboard.type(owner);
    const numberType = form.getByRole('radiogroup', { name: 'Mobile Number Type' });
    await chooseRadio(page, numberType, 'Full Mobile Number');
    await tabTo(page, form.getByRole('textbox', { name: /Owner Mobile Number/ }), 4);
    await page.keyboard.type('9811122233');
    const gender = form.getByRole('radiogroup', { name: 'Gender' });
    await chooseRadio(page, gender, 'Female');
    await tabTo(page, form.getByRole('textbox', { name: /Profession/ }), 4);
    await page.keyboard.type('Teacher');
    await axeWithModal(page, form);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Booking created successfully')).toBeVisible();

    // The new booking's details open, the hub of its work: log its first call there.
    const details = page.getByRole('dialog', { name: /^Booking BK-/ });
    await expectFocusWithin(details);
    await expect(details.getByText(owner, { exact: true })).toBeVisible();
    const logFollowUp = details.getByRole('button', { name: 'Log follow-up' });
    await tabTo(page, logFollowUp, 20);
    await page.keyboard.press('Enter');
    const followUpForm = page.getByRole('dialog', { name: 'Add Follow-up' });
    await expectFocusWithin(followUpForm);
    await tabTo(page, followUpForm.getByRole('textbox', { name: 'Purpose' }), 20);
    await page.keyboard.type('Welcome call');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Explained the payment plan.');
    await page.keyboard.press('Tab');
    await expect(followUpForm.getByRole('textbox', { name: 'Taken By' })).toHaveValue(
      'Plotline Admin',
    );
    await axeWithModal(page, followUpForm);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Follow-up added successfully')).toBeVisible();
    await expect(followUpForm).toBeHidden();
    await expectFocusWithin(details);
    await expect(details.getByRole('article', { name: /^Follow-up of / })).toContainText(
      'Welcome call',
    );
    // Token to Booking from the details: the picker, then the confirmation, then back in them.
    const changeStatus = details.getByRole('button', { name: 'Change Status' });
    await tabTo(page, changeStatus, 40);
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Change Booking Status' });
    await expectFocusWithin(picker);
    await tabTo(page, picker.getByRole('button', { name: /^Confirm Booking/ }), 4);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
    const remark = confirm.getByRole('textbox', { name: /Remark/ });
    await expect(remark).toBeFocused();
    await page.keyboard.type('Booking amount received');
    await axeWithModal(page, confirm);
    await tabTo(page, confirm.getByRole('button', { name: 'Confirm Booking', exact: true }), 6);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Booking status changed to Booking successfully')).toBeVisible();
    await expect(picker).toBeHidden();
    await expect(confirm).toBeHidden();
    await expectFocusWithin(details);
    await expect(details.getByText('Booking amount received')).toBeVisible();

    // Edit the sale rate from the details, and come back to them.
    await tabTo(page, details.getByRole('button', { name: 'Edit', exact: true }), 40);
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('dialog', { name: 'Edit Booking' });
    await expectOpensOn(editForm.getByRole('combobox', { name: 'Project' }));
    await tabTo(page, editForm.getByRole('textbox', { name: /Plot Sale Rate/ }), 8);
    await retype(page, '12500');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Booking updated successfully')).toBeVisible();
    await expect(editForm).toBeHidden();
    await expectFocusWithin(details);
    await expect(details.getByText(/12,500/)).toBeVisible();
    await axeWithModal(page, details);

    // Closing the details leaves the list, its New Booking where the form was opened from.
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(newBooking).toBeFocused();

    // The search finds the new booking alone, now at Booking.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search Bookings' })).toBeFocused();
    await typeFilter(page, owner);
    await expectAnnounced(page, 'Showing 1 to 1 of 1 results');
    const table = page.getByRole('grid', { name: 'Bookings', exact: true });
    await expectOnlyRow(table, 'Plot KB-1');
    await expect(
      table.getByRole('button', { name: 'Booking Click to change status' }),
    ).toBeVisible();

    await tabInto(page, table);
    await arrowTo(page, table.getByRole('button', { name: /^Delete booking / }));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, /Delete/);
    await expect(page.getByText('Booking deleted successfully')).toBeVisible();
  });

  test('Follow-ups: log, search, edit and delete a follow-up of a booking', async ({ request }) => {
    const api = await adminApi(request);
    const project = await createProject(api, ['KF-1'], 'Keyboard follow-ups ');
    const owner = uniqueName('Kbd Caller ');
    const booking = await createBooking(api, project, 'KF-1', 5, null, { plotOwnerName: owner });

    const newFollowUp = page.getByRole('button', { name: 'New Follow-up' }).first();
    await openScreen(page, '/follow-ups', 'Follow-ups', 'Follow-ups', newFollowUp);

    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Follow-up' });
    const bookingBox = form.getByRole('combobox', { name: 'Booking' });
    await expectOpensOn(bookingBox);
    await pickByKeyboard(
      page,
      bookingBox,
      owner,
      page.getByRole('option', { name: new RegExp(`^${booking.bookingNumber} · `) }),
    );
    await expect(form.getByText('No previous follow-ups for this booking.')).toBeVisible();
    await tabTo(page, form.getByRole('textbox', { name: 'Purpose' }), 20);
    await page.keyboard.type('Token follow-up');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Follow-up Update' })).toBeFocused();
    await page.keyboard.type('Owner will pay once the loan is sanctioned.');
    await page.keyboard.press('Tab');
    // Taken by whoever is signed in, unless changed.
    await expect(form.getByRole('textbox', { name: 'Taken By' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Taken By' })).toHaveValue('Plotline Admin');
    await retype(page, 'Priya Nair');
    await axeWithModal(page, form);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Follow-up added successfully')).toBeVisible();
    await expectBackOn(form, newFollowUp);

    await tabTo(page, page.getByRole('searchbox', { name: 'Search Follow-ups' }), 3);
    await typeFilter(page, owner);
    await expectAnnounced(page, 'Showing 1 to 1 of 1 results');
    const table = page.getByRole('grid', { name: 'Follow-ups' });
    await expectOnlyRow(table, owner);

    await tabInto(page, table);
    const edit = table.getByRole('button', { name: /^Edit follow-up / });
    await arrowTo(page, edit);
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('dialog', { name: 'Edit Follow-up' });
    await expectOpensOn(editForm.getByRole('combobox', { name: 'Booking' }));
    await tabTo(page, editForm.getByRole('textbox', { name: 'Taken By' }), 20);
    await retype(page, 'Ravi Kumar');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Follow-up updated successfully')).toBeVisible();
    await expectBackOn(editForm, edit);
    await expect(table).toContainText('Ravi Kumar');

    await arrowTo(page, table.getByRole('button', { name: /^Delete follow-up / }));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, /^Delete follow-up/);
    await expect(page.getByText('Follow-up deleted successfully')).toBeVisible();
  });

  test('Channel Partners: both steps of the form, filter by name, view, edit and delete', async () => {
    const name = uniqueName('Kbd Partner ');
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const exportCsv = page.getByRole('button', { name: 'Export CSV' });
    await openScreen(page, '/channel-partners', 'Channel Partners', 'Channel Partners', exportCsv);
    const addPartner = page.getByRole('button', { name: 'Add Partner' }).first();
    await page.keyboard.press('Tab');
    await expect(addPartner).toBeFocused();

    // Step 1: the natures are a radio group with the focus on its choice; Enter continues.
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Channel Partner' });
    const natures = form.getByRole('radiogroup', { name: 'Nature of Partner' });
    const individual = natures.getByRole('radio', { name: 'Individual Person' });
    await expectOpensOn(individual);
    await expect(individual).toBeChecked();
    await axeWithModal(page, form);
    await page.keyboard.press('ArrowDown');
    await expect(natures.getByRole('radio', { name: 'Proprietorship Firm' })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(individual).toBeFocused();
    await expect(individual).toBeChecked();
    await page.keyboard.press('Enter');

    // Step 2: the nature's first box has the focus.
    await expect(form.getByText('Nature: Individual Person')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Partner Name' })).toBeFocused();
    await page.keyboard.type(name);
    const gender = form.getByRole('radiogroup', { name: 'Gender' });
    await chooseRadio(page, gender, 'Female');
    await tabTo(page, form.getByRole('textbox', { name: 'Mobile Number', exact: true }), 4);
    await page.keyboard.type(mobile);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Channel partner created successfully')).toBeVisible();
    await expectBackOn(form, addPartner);

    // The Name filter.
    await tabTo(page, page.getByRole('textbox', { name: 'Name', exact: true }), 8);
    await typeFilter(page, name);
    await expectAnnounced(page, 'Showing 1 to 1 of 1 results');
    const table = page.getByRole('grid', { name: 'Channel Partners', exact: true });
    await expectOnlyRow(table, name);

    // View, then Edit, from the row's actions.
    await tabInto(page, table);
    const view = table.getByRole('button', { name: `View ${name}` });
    await arrowTo(page, view);
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name });
    await expectFocusWithin(details);
    await page.keyboard.press('Escape');
    await expectBackOn(details, view);

    const edit = table.getByRole('button', { name: `Edit ${name}` });
    await arrowTo(page, edit);
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('dialog', { name: 'Edit Channel Partner' });
    await expectOpensOn(editForm.getByRole('textbox', { name: 'Partner Name' }));
    await page.keyboard.press('End');
    await page.keyboard.type(' Jr');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Channel partner updated successfully')).toBeVisible();
    await expectBackOn(editForm, table.getByRole('button', { name: `Edit ${name} Jr` }));

    await arrowTo(page, table.getByRole('button', { name: `Delete ${name} Jr` }));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, /Delete/);
    await expect(page.getByText('Channel partner deleted successfully')).toBeVisible();
  });

  test('Users: add a user, search, edit and delete', async () => {
    const username = uniqueName('kbd');
    const addUser = page.getByRole('button', { name: 'Add User' }).first();
    await openScreen(page, '/users', 'User Management', 'Users', addUser);

    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add User' });
    await expectOpensOn(form.getByRole('textbox', { name: 'Username', exact: true }));
    for (const [field, text] of [
      ['Username', username],
      ['Email', `${username}@example.com`],
      ['First Name', 'Kavya'],
      ['Last Name', 'Iyer'],
    ] as const) {
      await expect(form.getByRole('textbox', { name: field, exact: true })).toBeFocused();
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    await tabTo(page, form.getByRole('textbox', { name: 'Password', exact: true }), 3);
    await page.keyboard.type('secret123');
    await axeWithModal(page, form);
    await page.keyboard.press('Enter');
    await expect(page.getByText('User created successfully')).toBeVisible();
    await expectBackOn(form, addUser);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search Users' })).toBeFocused();
    await typeFilter(page, username);
    await expectAnnounced(page, 'Showing 1 to 1 of 1 results');
    const table = page.getByRole('grid', { name: 'Users', exact: true });
    await expectOnlyRow(table, username);

    await tabInto(page, table);
    const edit = table.getByRole('button', { name: `Edit ${username}` });
    await arrowTo(page, edit);
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('dialog', { name: 'Edit User' });
    await expectOpensOn(editForm.getByRole('textbox', { name: 'Username' }));
    await tabTo(page, editForm.getByRole('textbox', { name: 'Last Name' }), 4);
    await retype(page, 'Menon');
    await page.keyboard.press('Enter');
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expectBackOn(editForm, edit);
    await expect(table.getByRole('rowheader')).toHaveText(`Kavya Menon@${username}`);

    await arrowTo(page, table.getByRole('button', { name: `Delete ${username}` }));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, /Delete/);
    await expect(page.getByText('User deleted successfully')).toBeVisible();
  });

  test('Roles: add a role, grant it a permission, edit and delete it', async () => {
    const name = uniqueName('Kbd Role ');
    const addRole = page.getByRole('button', { name: 'Add Role' }).first();
    await openScreen(page, '/roles', 'Role Management', 'Roles', addRole);

    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Role' });
    await expectOpensOn(form.getByRole('textbox', { name: 'Role Name' }));
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Description' })).toBeFocused();
    await page.keyboard.type('Made with the keyboard');
    await axeWithModal(page, form);
    // Back to the name, where Enter submits (in the description it starts a new line).
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Role created successfully')).toBeVisible();
    await expectBackOn(form, addRole);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search Roles' })).toBeFocused();
    await page.keyboard.type('zz-none');
    await expectAnnounced(page, 'No roles found');
    await page.keyboard.press('Escape');
    await page.keyboard.type(name);
    const table = page.getByRole('grid', { name: 'Roles', exact: true });
    await expect(table.getByRole('rowheader')).toHaveText([name]);

    // Its permissions: Space ticks one, and the count follows.
    await tabInto(page, table);
    const manage = table.getByRole('button', { name: `Manage permissions of ${name}` });
    await arrowTo(page, manage);
    await page.keyboard.press('Enter');
    const permissions = page.getByRole('dialog', { name: `Manage Permissions: ${name}` });
    await expectOpensOn(permissions.getByRole('checkbox').first());
    const projectsView = permissions.getByRole('checkbox', { name: 'projects.view' });
    await tabTo(page, projectsView, 30);
    await page.keyboard.press('Space');
    await expect(projectsView).toBeChecked();
    await expect(permissions.getByRole('status')).toHaveText(/^1 of \d+ permissions selected$/);
    // Shift+Tab goes back round the dialog to its last button, past the other permissions.
    await pressUntilFocused(page, permissions.getByRole('button', { name: 'Save Permissions' }), {
      key: 'Shift+Tab',
    });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Role permissions updated successfully')).toBeVisible();
    await expectBackOn(permissions, manage);

    const edit = table.getByRole('button', { name: `Edit ${name}` });
    await arrowTo(page, edit);
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('dialog', { name: 'Edit Role' });
    await expectOpensOn(editForm.getByRole('textbox', { name: 'Role Name' }));
    await page.keyboard.press('Tab');
    await retype(page, 'Edited with the keyboard');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Role updated successfully')).toBeVisible();
    await expectBackOn(editForm, edit);
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Edited with the keyboard',
    );

    await arrowTo(page, table.getByRole('button', { name: `Delete ${name}` }));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, 'Delete Role');
    await expect(page.getByText('Role deleted successfully')).toBeVisible();
  });

  test('Permissions: add a permission, search, edit and delete it', async () => {
    const name = `kbd.${uniqueName('check')}`;
    const addPermission = page.getByRole('button', { name: 'Add Permission' }).first();
    await openScreen(page, '/permissions', 'Permissions', 'Permissions', addPermission);

    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Permission' });
    await expectOpensOn(form.getByRole('textbox', { name: 'Permission Name' }));
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Checks with the keyboard');
    await axeWithModal(page, form);
    // Back to the name, where Enter submits (in the description it starts a new line).
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Permission created successfully')).toBeVisible();
    await expectBackOn(form, addPermission);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search Permissions' })).toBeFocused();
    await page.keyboard.type('zz-none');
    await expectAnnounced(page, 'No permissions found');
    await page.keyboard.press('Escape');
    await page.keyboard.type(name);
    const table = page.getByRole('grid', { name: 'Permissions', exact: true });
    await expect(table.getByRole('rowheader')).toHaveText([name]);

    await tabInto(page, table);
    const edit = table.getByRole('button', { name: `Edit ${name}` });
    await arrowTo(page, edit);
    await page.keyboard.press('Enter');
    const editForm = page.getByRole('dialog', { name: 'Edit Permission' });
    await expectOpensOn(editForm.getByRole('textbox', { name: 'Permission Name' }));
    await page.keyboard.press('Tab');
    await retype(page, 'Edited with the keyboard');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Permission updated successfully')).toBeVisible();
    await expectBackOn(editForm, edit);
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Edited with the keyboard',
    );

    await arrowTo(page, table.getByRole('button', { name: `Delete ${name}` }));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, /Delete/);
    await expect(page.getByText('Permission deleted successfully')).toBeVisible();
  });

  test('Audit Log: narrow by record kind and open an entry’s changes', async ({ request }) => {
    const api = await adminApi(request);
    // A project made now, so the Project entries have one at the top.
    await createProject(api, [], 'Keyboard audit ');
    const recordKind = page.getByRole('button', { name: /Record Kind$/ });
    await openScreen(page, '/audit-log', 'Audit Log', 'Audit Log', recordKind);

    // The select opens with Enter; the arrows move and Enter chooses.
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: 'Project', exact: true });
    await arrowTo(page, option, 'ArrowDown', 20);
    await page.keyboard.press('Enter');
    await expect(recordKind).toContainText('Project');
    await expect(page).toHaveURL(/[?&]entity=project(&|$)/);
    await expectAnnounced(page, /^Showing 1 to \d+ of \d+ results$/);
    await expectNoSeriousAxeViolations(page);

    // In the table, the arrow keys reach the newest entry's changes toggle; Enter opens it.
    const table = page.getByRole('grid', { name: 'Audit entries' });
    await tabInto(page, table);
    const toggle = table.getByRole('button', { name: /fields?/ }).first();
    await arrowTo(page, toggle, 'ArrowRight', 12);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
  });

  test('Enquiries: the board, a card moved by its menu and by a keyboard drag, its details opened', async ({
    request,
  }) => {
    const api = await adminApi(request);
    const name = uniqueName('Keyboard enquiry ');
    const created = await request.post('/api/enquiries', {
      headers: api.headers,
      data: { name, mobileNumber: `8${String(Date.now()).slice(-9)}`, source: 'Phone' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const view = page.getByRole('radiogroup', { name: 'View' });
    const search = page.getByRole('searchbox', { name: 'Search Enquiries' });
    await openScreen(
      page,
      '/enquiries',
      'Enquiries',
      'Enquiries',
      view.getByRole('radio', { name: 'List' }),
    );

    // The switch is one Tab stop: the arrow reaches Board, Space shows it.
    await page.keyboard.press('ArrowRight');
    await expect(view.getByRole('radio', { name: 'Board' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]layout=board(&|$)/);
    await tabTo(page, search);
    await typeFilter(page, name);
    const board = page.getByRole('region', { name: 'Enquiry board' });
    await expect(board.getByRole('region', { name: 'New, 1 enquiry' })).toBeVisible();

    // Into the New column's cards, the right arrow reaches 'Move to…'; Enter opens its menu,
    // the arrows pick a stage and Enter moves the card there, which is announced.
    const cards = board.getByRole('grid', { name: 'New' });
    await tabInto(page, cards);
    const moveTo = board.getByRole('button', { name: `Move to… ${name}` });
    await arrowTo(page, moveTo);
    await page.keyboard.press('Enter');
    await arrowTo(page, page.getByRole('menuitem', { name: 'Contacted' }), 'ArrowDown');
    await page.keyboard.press('Enter');
    await expect(board.getByRole('region', { name: 'Contacted, 1 enquiry' })).toBeVisible();
    await expect(announcer(page)).toContainText('Enquiry moved to Contacted');

    // A keyboard drag: Enter on the card's handle, Tab to a column that takes it, Enter drops it.
    const contacted = board.getByRole('grid', { name: 'Contacted' });
    await tabInto(page, contacted);
    await arrowTo(page, board.getByRole('button', { name: `Drag ${name}` }), 'ArrowRight');
    await page.keyboard.press('Enter');
    // react-aria offers each column that takes the card as a drop target named for it.
    const dropTarget = board.getByRole('row', { name: 'Drop on Site visit scheduled' });
    await expect(dropTarget).toBeAttached();
    for (let presses = 0; presses < 12; presses += 1) {
      if (await dropTarget.evaluate((row) => row.contains(document.activeElement))) break;
      await page.keyboard.press('Tab');
    }
    await expectFocusWithin(dropTarget);
    await page.keyboard.press('Enter');
    await expect(
      board.getByRole('region', { name: 'Site visit scheduled, 1 enquiry' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Enter on the card opens its details; Escape closes them back on the board.
    const moved = board.getByRole('grid', { name: 'Site visit scheduled' });
    await tabInto(page, moved);
    // The left arrow leaves the card's buttons for the card itself.
    await arrowTo(page, moved.getByRole('row', { name }), 'ArrowLeft', 4);
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name });
    await axeWithModal(page, details);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  });
});
