import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { adminApi, fadesDone, type Api } from './booking-setup';
import { openSignedIn, snap, uniqueName } from './helpers';

/** A 10-digit mobile number no other test uses, so a filter on it finds one partner. */
function uniqueMobile(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const partnerTable = (page: Page) =>
  page.getByRole('grid', { name: 'Channel Partners', exact: true });
const rowOf = (page: Page, name: string) =>
  partnerTable(page).getByRole('row', { name: new RegExp(`^${escaped(name)}`) });
const cellsOf = (row: Locator) => row.getByRole('gridcell');

const formDialog = (page: Page, title: 'Add Channel Partner' | 'Edit Channel Partner') =>
  page.getByRole('dialog', { name: title });

/** The value beside a term of a view modal's description list, e.g. 'Firm Address'. */
const factOf = (scope: Locator, term: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);

/** A view modal's card of one person (a partner, an authorized person), by its heading. */
const groupOf = (view: Locator, heading: string) =>
  view.locator(`xpath=.//section[*[self::h4 or self::h5][normalize-space()="${heading}"]]`);

async function openPartners(page: Page, path = '/channel-partners') {
  await openSignedIn(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Channel Partners' })).toBeVisible();
}

/**
 * Picks a radio by clicking its label: the visually hidden input sits outside its label, so once
 * the form has scrolled Playwright finds it outside the viewport (as booking-form.spec.ts does).
 */
async function pick(scope: Locator, group: string, option: string) {
  const radios = scope.getByRole('radiogroup', { name: group, exact: true });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the form on a new partner and passes step 1 with the nature chosen. */
async function startPartner(page: Page, nature: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Partner' }).first().click();
  const dialog = formDialog(page, 'Add Channel Partner');
  await pick(dialog, 'Nature of Partner', nature);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Nature: ${nature}`)).toBeVisible();
  return dialog;
}

/** Types an ISO date into a date picker, segment by segment (the form is en-IN: day first). */
async function typeDate(page: Page, scope: Locator, label: string, date: string) {
  const [year, month, day] = date.split('-') as [string, string, string];
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton', { name: /day/i }).click();
  await page.keyboard.type(`${day}${month}${year}`);
}

async function submitAndExpectToast(page: Page, dialog: Locator, button: string, toast: string) {
  await dialog.getByRole('button', { name: button }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The partner's id, as the API lists it by its exact name. */
async function partnerIdOf({ request, headers }: Api, name: string): Promise<number> {
  const listed = await request.get('/api/channelpartners/filtered', {
    headers,
    params: { name, page: 1, pageSize: 10 },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const body = (await listed.json()) as { data: { id: number; name: string }[] };
  const found = body.data.filter((partner) => partner.name === name);
  expect(found).toHaveLength(1);
  return found[0]!.id;
}

/** Presses `key` until `target` has the focus, as a keyboard user would; fails after `max`. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 25) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('a partnership firm of two partners is created, listed, viewed, edited, filtered, exported and deleted', async ({
  page,
  request,
}) => {
  const firmName = uniqueName('CP Firm ');
  const renamed = `${firmName} LLP`;
  const firstMobile = uniqueMobile();
  const secondMobile = uniqueMobile();

  await openPartners(page);
  await expectNoSeriousAxeViolations(page);

  // Step 1: the five natures; Continue opens the chosen one's form.
  await page.getByRole('button', { name: 'Add Partner' }).first().click();
  const dialog = formDialog(page, 'Add Channel Partner');
  const natures = dialog.getByRole('radiogroup', { name: 'Nature of Partner' }).getByRole('radio');
  await expect(natures).toHaveCount(5);
  for (const [index, nature] of [
    'Individual Person',
    'Proprietorship Firm',
    'Partnership Firm',
    'Registered Company',
    'Other Identity',
  ].entries()) {
    await expect(natures.nth(index)).toHaveAccessibleName(nature);
  }
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'channel-partners-nature-step');
  await pick(dialog, 'Nature of Partner', 'Partnership Firm');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Nature: Partnership Firm')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Partner' })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Partnership Firm Name', exact: true }).fill(firmName);

  // Partner 1: married, so the marriage date shows; with one associate.
  const first = dialog.getByRole('group', { name: 'Partner 1', exact: true });
  await first.getByRole('textbox', { name: 'Name of Person', exact: true }).fill('Ravi Sharma');
  await pick(first, 'Gender', 'Male');
  await first.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(firstMobile);
  await first.getByRole('textbox', { name: 'E-Mail ID', exact: true }).fill('ravi@example.com');
  await expect(first.getByRole('group', { name: 'Date of Marriage' })).toHaveCount(0);
  await pick(first, 'Marital Status', 'Married');
  await typeDate(page, first, 'Date of Marriage', '2012-11-25');
  await pick(first, 'Have any Associate', 'Yes');
  await first.getByRole('textbox', { name: 'Associate Name', exact: true }).fill('Kiran Sharma');
  await first.getByRole('textbox', { name: 'Relation', exact: true }).fill('Brother');

  // Partner 2: unmarried, so no marriage date; the first partner can now be removed.
  await expect(dialog.getByRole('button', { name: 'Remove Partner 1' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '+ Add Partner' }).click();
  const second = dialog.getByRole('group', { name: 'Partner 2', exact: true });
  await expect(dialog.getByRole('button', { name: 'Remove Partner 1' })).toBeVisible();
  await second.getByRole('textbox', { name: 'Name of Person', exact: true }).fill('Meena Joshi');
  await second.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(secondMobile);
  await pick(second, 'Marital Status', 'Unmarried');
  await expect(second.getByRole('group', { name: 'Date of Marriage' })).toHaveCount(0);
  await expect(first.getByRole('group', { name: 'Date of Marriage' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Remarks', exact: true }).fill('Met at the expo');
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'channel-partners-partnership-form');

  await submitAndExpectToast(
    page,
    dialog,
    'Create Partner',
    'Channel partner created successfully',
  );

  // Filtered by nature and by the first partner's mobile: the firm alone, listed with its counts.
  await choose(page, 'Nature', 'Partnership Firm');
  await expect(page).toHaveURL(/natureId=3/);
  // Typed as people write it; the box keeps the digits.
  const mobileFilter = page.getByRole('textbox', { name: 'Mobile Number', exact: true });
  await mobileFilter.pressSequentially(`${firstMobile.slice(0, 5)}-${firstMobile.slice(5)}`);
  await expect(mobileFilter).toHaveValue(firstMobile);
  await expect(page).toHaveURL(new RegExp(`natureId=3&mobileNumber=${firstMobile}$`));
  await expect(partnerTable(page).getByRole('row')).toHaveCount(2);
  const row = rowOf(page, firmName);
  await expect(cellsOf(row)).toHaveText([
    /^Partnership FirmCommission 0%$/,
    firmName,
    firstMobile,
    'ravi@example.com',
    '1',
    /\d/,
    /Bookings/,
  ]);
  await expect(row.getByRole('rowheader')).toContainText(firmName);
  await expect(row.getByRole('rowheader')).toContainText('Active');
  await expect(page.getByRole('navigation').getByText('Showing 1 to 1 of 1 results')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: /Nature$/ })).toContainText('Partnership Firm');
  await expect(page.getByRole('textbox', { name: 'Mobile Number', exact: true })).toHaveValue(
    firstMobile,
  );
  await expect(partnerTable(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, firmName)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'channel-partners-filtered-after-reload');

  // The export holds what the filters match.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trimEnd().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${firmName},Partnership Firm,Active,0,${firmName},${firstMobile},`);

  // The view: every field of the nature, 'N/A' where nothing was given.
  await rowOf(page, firmName)
    .getByRole('button', { name: `View ${firmName}` })
    .click();
  const view = page.getByRole('dialog', { name: firmName });
  await expect(factOf(view, 'Nature')).toHaveText('Partnership Firm');
  // The personal details are folded under the figures; the partner sold nothing yet.
  await expect(view.getByText('No bookings through this partner yet.')).toBeVisible();
  await view.getByRole('button', { name: 'Personal details' }).click();
  await expect(factOf(view, 'Commission Rate')).toHaveText('0%');
  // The first-start admin is 'Plotline Admin'.
  await expect(factOf(view, 'Created By')).toHaveText('Plotline Admin');
  await expect(factOf(view, 'Remarks').first()).toHaveText('Met at the expo');
  await expect(factOf(view, 'Firm Name')).toHaveText(firmName);
  await expect(factOf(view, 'Firm Address')).toHaveText('N/A');
  const viewFirst = groupOf(view, 'Partner 1');
  const viewSecond = groupOf(view, 'Partner 2');
  await expect(factOf(viewFirst, 'Name of Person')).toHaveText('Ravi Sharma');
  await expect(factOf(viewFirst, 'Marital Status').first()).toHaveText('Married');
  await expect(factOf(viewFirst, 'Date of Marriage').first()).toHaveText('25/11/2012');
  const associate = groupOf(viewFirst, 'Associate 1');
  await expect(factOf(associate, 'Name')).toHaveText('Kiran Sharma');
  await expect(factOf(associate, 'Relation')).toHaveText('Brother');
  await expect(factOf(associate, 'Mobile Number')).toHaveText('N/A');
  await expect(factOf(viewSecond, 'Name of Person')).toHaveText('Meena Joshi');
  await expect(factOf(viewSecond, 'Gender')).toHaveText('N/A');
  await expect(factOf(viewSecond, 'E-Mail ID')).toHaveText('N/A');
  await expect(factOf(viewSecond, 'Date of Marriage')).toHaveText('N/A');
  await expect(viewSecond.getByText('No Associates')).toBeVisible();
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'channel-partners-view');
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  // Edit goes straight to the form, filled; the new name is listed.
  await rowOf(page, firmName)
    .getByRole('button', { name: `Edit ${firmName}` })
    .click();
  const edit = formDialog(page, 'Edit Channel Partner');
  const firmNameBox = edit.getByRole('textbox', { name: 'Partnership Firm Name', exact: true });
  await expect(firmNameBox).toHaveValue(firmName);
  await expect(
    edit
      .getByRole('group', { name: 'Partner 2', exact: true })
      .getByRole('textbox', { name: 'Name of Person', exact: true }),
  ).toHaveValue('Meena Joshi');
  await firmNameBox.fill(renamed);
  await submitAndExpectToast(page, edit, 'Update Partner', 'Channel partner updated successfully');
  // The rest is kept: the first partner's contact and the associate.
  await expect(cellsOf(rowOf(page, renamed))).toHaveText([
    /^Partnership FirmCommission 0%$/,
    renamed,
    firstMobile,
    'ravi@example.com',
    '1',
    /\d/,
    /Bookings/,
  ]);
  await expect(partnerTable(page).getByRole('row')).toHaveCount(2);

  // Delete asks first; then the filtered list is empty.
  await rowOf(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${renamed}` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Channel partner deleted successfully')).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('No channel partners found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  await expect(partnerTable(page).getByRole('button', { name: 'Add Partner' })).toHaveCount(0);
  const api = await adminApi(request);
  const gone = await request.get('/api/channelpartners/filtered', {
    headers: api.headers,
    params: { mobileNumber: firstMobile, page: 1, pageSize: 10 },
  });
  expect(((await gone.json()) as { totalCount: number }).totalCount).toBe(0);
});

test('a partner of each other nature is created through the form and listed with its nature', async ({
  page,
  request,
}) => {
  const tag = uniqueName('cpn');
  const individual = `Asha Verma ${tag}`;
  const proprietorship = `Verma Traders ${tag}`;
  const company = `Skyline Realty Pvt Ltd ${tag}`;
  const identity = `Shanti Trust ${tag}`;

  await openPartners(page);

  let dialog = await startPartner(page, 'Individual Person');
  await dialog.getByRole('textbox', { name: 'Partner Name', exact: true }).fill(individual);
  await pick(dialog, 'Gender', 'Female');
  await dialog.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill('9810000001');
  await submitAndExpectToast(
    page,
    dialog,
    'Create Partner',
    'Channel partner created successfully',
  );

  dialog = await startPartner(page, 'Proprietorship Firm');
  await dialog.getByRole('textbox', { name: 'Firm Name', exact: true }).fill(proprietorship);
  await dialog.getByRole('textbox', { name: 'Proprietor Name', exact: true }).fill('Mohan Verma');
  await pick(dialog, 'Gender', 'Male');
  await dialog.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill('9810000002');
  await submitAndExpectToast(
    page,
    dialog,
    'Create Partner',
    'Channel partner created successfully',
  );

  // A company with two authorized persons, the second added with '+ Add Person'.
  dialog = await startPartner(page, 'Registered Company');
  await dialog.getByRole('textbox', { name: 'Name of Company', exact: true }).fill(company);
  await dialog
    .getByRole('textbox', { name: 'Company E-Mail', exact: true })
    .fill('office@skyline.example');
  const firstPerson = dialog.getByRole('group', { name: 'Authorized Person 1', exact: true });
  await firstPerson.getByRole('textbox', { name: 'Name', exact: true }).fill('Anil Kapoor');
  await firstPerson.getByRole('textbox', { name: 'Designation', exact: true }).fill('Director');
  await firstPerson.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill('9810000003');
  await expect(dialog.getByRole('button', { name: 'Remove Authorized Person 1' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '+ Add Person' }).click();
  const secondPerson = dialog.getByRole('group', { name: 'Authorized Person 2', exact: true });
  await secondPerson.getByRole('textbox', { name: 'Name', exact: true }).fill('Sunita Rao');
  await secondPerson
    .getByRole('textbox', { name: 'Mobile Number', exact: true })
    .fill('9810000004');
  await expect(dialog.getByRole('button', { name: 'Remove Authorized Person 2' })).toBeVisible();
  await submitAndExpectToast(
    page,
    dialog,
    'Create Partner',
    'Channel partner created successfully',
  );

  dialog = await startPartner(page, 'Other Identity');
  await dialog.getByRole('textbox', { name: 'Name of Identity', exact: true }).fill(identity);
  await pick(dialog, 'Gender', 'Other');
  await dialog.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill('9810000005');
  await submitAndExpectToast(
    page,
    dialog,
    'Create Partner',
    'Channel partner created successfully',
  );

  // Sorted by name: each with its nature and its company, firm or identity name.
  await page.getByRole('searchbox', { name: 'Search Channel Partners' }).fill(tag);
  await expect(partnerTable(page).getByRole('rowheader')).toHaveText([
    new RegExp(`^${escaped(individual)}`),
    new RegExp(`^${escaped(identity)}`),
    new RegExp(`^${escaped(company)}`),
    new RegExp(`^${escaped(proprietorship)}`),
  ]);
  const expected: [string, string, string, string][] = [
    [individual, 'Individual Person', 'N/A', '9810000001'],
    [proprietorship, 'Proprietorship Firm', proprietorship, '9810000002'],
    [company, 'Registered Company', company, '9810000003'],
    [identity, 'Other Identity', identity, '9810000005'],
  ];
  for (const [name, nature, companyName, mobile] of expected) {
    const cells = cellsOf(rowOf(page, name));
    await expect(cells.nth(0)).toHaveText(`${nature}Commission 0%`);
    await expect(cells.nth(1)).toHaveText(companyName);
    await expect(cells.nth(2)).toHaveText(mobile);
    await expect(cells.nth(4)).toHaveText('No Associates');
  }
  await expect(cellsOf(rowOf(page, company)).nth(3)).toHaveText('office@skyline.example');
  await snap(page, 'channel-partners-each-nature');

  // The company's view lists both authorized persons.
  await rowOf(page, company)
    .getByRole('button', { name: `View ${company}` })
    .click();
  const view = page.getByRole('dialog', { name: company });
  await view.getByRole('button', { name: 'Personal details' }).click();
  await expect(view.getByRole('heading', { name: /^Authorized Person \d$/ })).toHaveText([
    'Authorized Person 1',
    'Authorized Person 2',
  ]);
  await expect(factOf(view, 'Company Address')).toHaveText('N/A');
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  // A partner's Bookings link opens the bookings list filtered by it.
  const id = await partnerIdOf(await adminApi(request), proprietorship);
  await rowOf(page, proprietorship)
    .getByRole('link', { name: `Bookings of ${proprietorship}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/bookings\\?channelPartnerId=${id}$`));
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Channel Partner' })).toHaveValue(proprietorship);
});

test('an individual person without mobile and gender is refused at its fields and saves nothing', async ({
  page,
  request,
}) => {
  const name = uniqueName('CP Refused ');
  const posts: Request[] = [];
  page.on('request', (sent) => {
    if (
      sent.method() === 'POST' &&
      new URL(sent.url()).pathname.startsWith('/api/channelpartners')
    ) {
      posts.push(sent);
    }
  });

  await openPartners(page);
  const dialog = await startPartner(page, 'Individual Person');
  await dialog.getByRole('textbox', { name: 'Partner Name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create Partner' }).click();

  const gender = dialog.getByRole('radiogroup', { name: 'Gender' });
  const mobile = dialog.getByRole('textbox', { name: 'Mobile Number', exact: true });
  await expect(gender).toHaveAccessibleDescription('Gender is required');
  await expect(mobile).toHaveAccessibleDescription('Mobile number is required');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Partner name is required')).toHaveCount(0);
  // docs/product/validation.md "Channel partner": when anything is missing the form toasts it.
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  // Gender comes first in the form: its first choice has the focus.
  await expect(gender.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
  await fadesDone(page);
  await snap(page, 'channel-partners-refused');

  // Answering a field takes its message away; the other stays.
  await mobile.fill('98100');
  await expect(mobile).not.toHaveAccessibleDescription('Mobile number is required');
  await expect(gender).toHaveAccessibleDescription('Gender is required');
  await dialog.getByRole('button', { name: 'Create Partner' }).click();
  await expect(mobile).toHaveAccessibleDescription('Mobile number must be exactly 10 digits');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toEqual([]);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(page).toHaveURL(/name=/);
  await expect(page.getByRole('main').getByText('No channel partners found')).toBeVisible();
  const api = await adminApi(request);
  const listed = await request.get('/api/channelpartners/filtered', {
    headers: api.headers,
    params: { name, page: 1, pageSize: 10 },
  });
  expect(((await listed.json()) as { totalCount: number }).totalCount).toBe(0);
});

test('an other-identity partner is made with the keyboard alone', async ({ page }) => {
  const identity = uniqueName('CP Keys Trust ');
  const mobile = uniqueMobile();

  await openPartners(page);
  const add = page.getByRole('button', { name: 'Add Partner' }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = formDialog(page, 'Add Channel Partner');

  // Step 1: the current nature has the focus; arrows move the choice, Tab reaches Continue.
  await expect(dialog.getByRole('radio', { name: 'Individual Person' })).toBeFocused();
  for (let presses = 0; presses < 4; presses += 1) await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Other Identity' })).toBeChecked();
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Nature: Other Identity')).toBeVisible();

  // Step 2 starts at its first box; every other field is reached with Tab, choices made with
  // arrows and Space.
  await expect(
    dialog.getByRole('textbox', { name: 'Name of Identity', exact: true }),
  ).toBeFocused();
  await page.keyboard.type(identity);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Mobile Number', exact: true })).toBeFocused();
  await page.keyboard.type(mobile);
  await pressUntilFocused(
    page,
    dialog.getByRole('group', { name: 'Date of Birth' }).getByRole('spinbutton').first(),
  );
  await page.keyboard.type('14081985');
  const married = dialog.getByRole('radio', { name: 'Married', exact: true });
  await pressUntilFocused(page, married);
  await page.keyboard.press('Space');
  await expect(married).toBeChecked();
  const marriageDay = dialog
    .getByRole('group', { name: 'Date of Marriage' })
    .getByRole('spinbutton')
    .first();
  await pressUntilFocused(page, marriageDay);
  await page.keyboard.type('02022010');
  const profession = dialog.getByRole('textbox', { name: 'Profession', exact: true });
  await pressUntilFocused(page, profession);
  await page.keyboard.type('Charitable trust');
  await fadesDone(page);
  await snap(page, 'channel-partners-keyboard-form');
  // Enter in a text box submits the form.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Channel partner created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(mobile);
  // The filter applies once typing pauses, as a navigation: the partner opened before it would
  // close again (a CI run saw the view's dialog gone).
  await expect(page).toHaveURL(new RegExp(`mobileNumber=${mobile}`));
  const cells = cellsOf(rowOf(page, identity));
  await expect(cells.nth(0)).toHaveText('Other IdentityCommission 0%');
  await expect(cells.nth(1)).toHaveText(identity);
  await rowOf(page, identity)
    .getByRole('button', { name: `View ${identity}` })
    .click();
  const view = page.getByRole('dialog', { name: identity });
  await view.getByRole('button', { name: 'Personal details' }).click();
  await expect(factOf(view, 'Gender')).toHaveText('Female');
  await expect(factOf(view, 'Date of Birth')).toHaveText('14/08/1985');
  await expect(factOf(view, 'Date of Marriage')).toHaveText('02/02/2010');
  await expect(factOf(view, 'Profession')).toHaveText('Charitable trust');
  await expect(factOf(view, 'Business Address')).toHaveText('N/A');
});
