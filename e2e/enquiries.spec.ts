/**
 * The sales funnel before a booking (docs/enquiries.md, issue 37): a walk-in's enquiry taken from
 * the form through a scheduled and a done site visit to a booking whose owner came from it, the
 * board moved by its menus, and the axe check of the list, the board and the details in both
 * colour schemes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { adminApi, choose, createPartner, createProject, indiaDate } from './booking-setup';
import { pick } from './booking-form-steps';
import { openSignedIn, uniqueName } from './helpers';

/** A ten-digit mobile number no other run has used. */
const freshMobile = () => `9${String(Date.now()).slice(-9)}`;

/** Types a visit's date and time, segment by segment, in the business's clock. */
async function typeVisitTime(
  dialog: Locator,
  date: string,
  time: { hour: string; minute: string },
) {
  const [year, month, day] = date.split('-') as [string, string, string];
  const group = dialog.getByRole('group', { name: 'Visit date and time', exact: true });
  const page = dialog.page();
  for (const [segment, digits] of [
    ['day', day],
    ['month', month],
    ['year', year],
    ['hour', time.hour],
    ['minute', time.minute],
  ] as const) {
    await group.getByRole('spinbutton', { name: new RegExp(`^${segment}`, 'i') }).click();
    await page.keyboard.type(digits);
  }
  await group.getByRole('spinbutton', { name: /AM\/PM/i }).click();
  await page.keyboard.type('a');
}

const details = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The toasts' region, apart from the page's own words. */
const toasts = (page: Page) => page.getByRole('region', { name: /notification/i });

/** Picks an option of a Select inside a dialog: the page's filters have Selects of the same name. */
async function chooseIn(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

test('an enquiry from a walk-in goes through a scheduled and a done site visit to a booking filled from it', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, ['E-1'], 'Enquiries e2e ');
  const partner = await createPartner(api);
  const name = uniqueName('Asha ');
  const mobile = freshMobile();

  await openSignedIn(page, '/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Enquiry' }).click();
  const form = page.getByRole('dialog', { name: 'Add Enquiry' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await form.getByRole('textbox', { name: 'Email' }).fill('asha.e2e@example.in');
  await chooseIn(form, 'Source', 'Channel partner');
  await form.getByRole('combobox', { name: 'Channel partner' }).fill(partner.name);
  await page.getByRole('option', { name: partner.name, exact: true }).click();
  await form.getByRole('combobox', { name: 'Add project' }).fill(project.name);
  await page.getByRole('option', { name: project.name, exact: true }).click();
  await form.getByRole('button', { name: 'Add Enquiry' }).click();
  await expect(page.getByText('Enquiry added successfully')).toBeVisible();
  await expect(form).toBeHidden();

  // The same mobile number again is caught by the form, which offers the open enquiry.
  await page.getByRole('button', { name: 'Add Enquiry' }).click();
  await form.getByRole('textbox', { name: 'Name' }).fill(`${name} again`);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await form.getByRole('button', { name: 'Add Enquiry' }).click();
  await expect(form.getByText('An open enquiry already has this mobile number')).toBeVisible();
  await form.getByRole('button', { name: 'Open enquiry' }).click();

  const opened = details(page, name);
  await expect(opened).toBeVisible();
  await expect(page).toHaveURL(/\/enquiries\/\d+/);
  await expectNoSeriousAxeViolations(page);

  // A visit scheduled moves it to Site visit scheduled; recorded done, to Site visit done.
  await opened.getByRole('button', { name: 'Schedule site visit' }).click();
  const visitForm = page.getByRole('dialog', { name: 'Schedule site visit' });
  // The visit is to the project the buyer is interested in, unless another is picked.
  await expect(visitForm.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
  await typeVisitTime(visitForm, indiaDate(1), { hour: '11', minute: '30' });
  await visitForm.getByRole('button', { name: 'Schedule visit' }).click();
  await expect(toasts(page).getByText('Site visit scheduled')).toBeVisible();
  await expect(opened.getByText('Site visit scheduled').first()).toBeVisible();

  await opened.getByRole('button', { name: /^Edit visit to / }).click();
  const editVisit = page.getByRole('dialog', { name: 'Edit site visit' });
  await chooseIn(editVisit, 'Outcome', 'Done');
  await editVisit.getByRole('textbox', { name: 'Notes' }).fill('Liked the corner plot');
  await editVisit.getByRole('button', { name: 'Update visit' }).click();
  await expect(toasts(page).getByText('Site visit updated')).toBeVisible();
  await expect(opened.getByText('Site visit done').first()).toBeVisible();

  // What the Dashboard's funnel counts as converted this month before this one is booked.
  const before = await request.get('/api/dashboard/enquiry-funnel', { headers: api.headers });
  expect(before.status(), await before.text()).toBe(200);
  const converted = ((await before.json()) as { booked: number }).booked;

  // 'Book a plot' opens the booking form filled from the enquiry.
  await opened.getByRole('button', { name: 'Book a plot' }).click();
  await expect(page).toHaveURL(/\/bookings/);
  const booking = page.getByRole('dialog', { name: 'Create New Booking' });
  await expect(booking.getByText(`Booking from the enquiry of ${name}`)).toBeVisible();
  await expect(booking.getByRole('textbox', { name: /Plot Owner Name/ })).toHaveValue(name);
  await expect(booking.getByRole('textbox', { name: /Owner Mobile Number/ })).toHaveValue(mobile);
  await expect(booking.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
  await booking.getByRole('combobox', { name: 'Plot' }).fill('E-1');
  await page.getByRole('option', { name: 'E-1 (1,200 sq ft)', exact: true }).click();
  await booking.getByRole('textbox', { name: /Plot Sale Rate/ }).fill('12000');
  await booking.getByRole('textbox', { name: /Token Amount/ }).fill('51000');
  await choose(page, 'Payment Mode', 'Cash');
  await pick(booking, 'Gender', 'Female');
  await booking.getByRole('textbox', { name: /Profession/ }).fill('Architect');
  await booking.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Booking created successfully')).toBeVisible();

  // The booking names its enquiry, which is now Booked and names its booking.
  const bookingDetails = page.getByRole('dialog', { name: /^Booking / });
  await expect(bookingDetails.getByRole('link', { name: 'Booked from an enquiry' })).toBeVisible();
  await bookingDetails.getByRole('link', { name: 'Booked from an enquiry' }).click();
  await expect(details(page, name)).toBeVisible();
  await expect(details(page, name).getByText('Booked').first()).toBeVisible();

  // The Dashboard's funnel counts it.
  await page.goto('/');
  await expect(
    page.getByRole('link', { name: new RegExp(`^Converted\\s*${converted + 1}$`) }),
  ).toBeVisible();
});

test('the board moves a card by its menu, asks a reason for Lost, and passes axe in both schemes', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const name = uniqueName('Board ');
  const created = await request.post('/api/enquiries', {
    headers: api.headers,
    data: { name, mobileNumber: freshMobile(), source: 'Phone' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await openSignedIn(page, `/enquiries?layout=board&searchTerm=${encodeURIComponent(name)}`);
  const board = page.getByRole('region', { name: 'Enquiry board' });
  await expect(board.getByRole('region', { name: 'New, 1 enquiry' })).toBeVisible();
  await board.getByRole('button', { name: `Move to… ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Contacted' }).click();
  await expect(board.getByRole('region', { name: 'Contacted, 1 enquiry' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Enquiry moved to Contacted' }),
  ).toHaveCount(1);

  await board.getByRole('button', { name: `Move to… ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Lost' }).click();
  const reason = page.getByRole('dialog', { name: 'Move to Lost' });
  await chooseIn(reason, 'Reason for losing the enquiry', 'Bought elsewhere');
  await reason.getByRole('button', { name: 'Move to Lost' }).click();
  await expect(board.getByRole('region', { name: 'Lost, 1 enquiry' })).toBeVisible();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousAxeViolations(page);
  }
  await page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'List' }).click();
  await expect(page.getByRole('grid', { name: 'Enquiries' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("a portal's CSV of 1,000 enquiries previews and imports exactly its 985 valid rows", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api, [], 'Enquiries import e2e ');
  // Ten-digit numbers of this run: 9, five digits of the clock, four of the row.
  const base = `9${String(Date.now()).slice(-5)}`;
  const mobile = (n: number) => `${base}${String(n).padStart(4, '0')}`;
  for (let i = 0; i < 5; i++) {
    const open = await api.request.post('/api/enquiries', {
      headers: api.headers,
      data: { name: `Already Open ${i}`, mobileNumber: mobile(9000 + i), source: 'Phone' },
    });
    expect(open.status(), await open.text()).toBe(201);
  }
  // Rows 0–4 repeat an open enquiry's number, rows 25–29 those of rows 5–9 (+91 written before
  // them), rows 10–14 break a rule each; the other 985 are new, each interested in the project.
  const invalid = [',9812340001,,,', 'Short Number,98123,,,', 'Bad Email,9812340003,nope,,'];
  invalid.push('Unknown Project,9812340004,,Nowhere Heights,', 'Letters,98123abcde,,,');
  const lines = ['Customer Name,Phone,Email,Project,Remarks'];
  for (let i = 0; i < 1000; i++) {
    if (i < 5) lines.push(`Repeat Open ${i},${mobile(9000 + i)},,,`);
    else if (i < 10) lines.push(`Early Row ${i},${mobile(20 + i)},,${project.name},`);
    else if (i < 15) lines.push(invalid[i - 10]!);
    else
      lines.push(
        `Buyer ${i},+91 ${mobile(i)},buyer${i}@example.in,${project.name},"Row ${i}, from 99acres"`,
      );
  }

  await openSignedIn(page, '/enquiries');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import enquiries' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'portal-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n')),
  });
  await expect(dialog.getByText('portal-export.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // The columns were guessed from the headers.
  await expect(dialog.getByRole('button', { name: /Mobile number/ })).toContainText('Phone');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('985 will be added, 10 duplicates, 5 refused')).toBeVisible();
  await expect(dialog.getByText("No project is named 'Nowhere Heights'")).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 985 enquiries' }).click();
  await expect(toasts(page).getByText('985 enquiries imported')).toBeVisible();
  await expect(dialog).toBeHidden();

  const listed = await api.request.get(
    `/api/enquiries/filtered?projectId=${project.id}&pageSize=100`,
    { headers: api.headers },
  );
  const { totalCount, data } = (await listed.json()) as {
    totalCount: number;
    data: { name: string; source: string; stage: string }[];
  };
  // Rows 5–9 and the 980 later rows that repeat no number: each added once, to the project.
  expect(totalCount).toBe(985);
  expect(data[0]).toMatchObject({ source: 'PropertyPortal', stage: 'New' });
});
