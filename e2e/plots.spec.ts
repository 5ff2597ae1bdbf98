import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, openSignedIn, pickProject, snap, uniqueName } from './helpers';

type Api = { request: APIRequestContext; headers: { Authorization: string } };

async function adminApi(request: APIRequestContext): Promise<Api> {
  return { request, headers: { Authorization: `Bearer ${await apiToken(request)}` } };
}

/** Creates a project through the API and returns its id and name. */
async function createProject({ request, headers }: Api): Promise<{ id: number; name: string }> {
  const name = uniqueName('Plots e2e ');
  const created = await request.post('/api/projects', {
    headers,
    data: { name, totalProjectArea: 90_000, roadsArea: 9_000, totalSaleableArea: 9_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { id, name };
}

/** Creates plots through the API, all 1,200 sq ft; returns their ids by plot number. */
async function createPlots(
  { request, headers }: Api,
  projectId: number,
  plots: { plotNumber: string; status?: 'Available' | 'Hold' }[],
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const { plotNumber, status = 'Available' } of plots) {
    const created = await request.post('/api/plots', {
      headers,
      data: { projectId, plotNumber, plotSize: 1200, sizeUnit: 'sq ft', status },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids[plotNumber] = ((await created.json()) as { id: number }).id;
  }
  return ids;
}

/** Modals fade in and out; a screenshot taken mid-fade shows the page through them. */
async function fadesDone(page: Page): Promise<void> {
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const plotTable = (page: Page) => page.getByRole('grid', { name: 'Plots', exact: true });
const plotNumbers = (page: Page) => plotTable(page).getByRole('rowheader');

async function fillRow(dialog: Locator, row: string, plotNumber: string, size: string) {
  const group = dialog.getByRole('group', { name: row, exact: true });
  await group.getByRole('textbox', { name: 'Plot Number' }).fill(plotNumber);
  await group.getByRole('textbox', { name: /Size/ }).fill(size);
}

test('five plots are created at once, and the duplicate is refused and kept', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api);
  await createPlots(api, project.id, [{ plotNumber: 'A-1' }]);

  await openSignedIn(page, `/plots?projectId=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Plots', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Plot' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Plots' });
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);

  // Five rows; spaces vanish as typed, and a number repeated in the batch is caught at once.
  await fillRow(dialog, 'Plot 1', 'A -2', '1200');
  await expect(dialog.getByRole('textbox', { name: 'Plot Number' }).first()).toHaveValue('A-2');
  for (const row of ['Plot 2', 'Plot 3', 'Plot 4', 'Plot 5']) {
    await dialog.getByRole('button', { name: 'Add Another Plot' }).click();
    await expect(dialog.getByRole('group', { name: row })).toBeVisible();
  }
  await fillRow(dialog, 'Plot 2', 'A-2', '1350');
  await fillRow(dialog, 'Plot 3', 'A-1', '1500');
  await fillRow(dialog, 'Plot 4', 'A-3', '1650');
  await fillRow(dialog, 'Plot 5', 'A-4', '1800');
  await dialog.getByRole('button', { name: 'Create 5 Plots' }).click();
  await expect(dialog.getByText('Duplicate plot number')).toBeVisible();
  await fadesDone(page);
  await snap(page, 'plots-batch-duplicate-in-batch');

  // A-1 already exists in the project: the server refuses it, the other four are created.
  await fillRow(dialog, 'Plot 1', 'A-5', '1200');
  await dialog.getByRole('button', { name: 'Create 5 Plots' }).click();
  await expect(page.getByText('4 plot(s) created successfully')).toBeVisible();
  const summary = dialog.getByRole('alert');
  await expect(summary).toContainText('1 plot(s) were not created');
  await expect(summary).toContainText('A-1: Plot number A-1 already exists in this project');
  await expect(dialog.getByRole('group', { name: /^Plot \d$/ })).toHaveCount(1);
  await expect(dialog.getByRole('textbox', { name: 'Plot Number' })).toHaveValue('A-1');
  await snap(page, 'plots-batch-refused-summary');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(plotNumbers(page)).toHaveText([/^A-1/, /^A-2/, /^A-3/, /^A-4/, /^A-5/]);
  await expect(page.getByRole('navigation').getByText('Showing 1 to 5 of 5 results')).toBeVisible();
});

test('the plots are filtered and paged, and a reload keeps the filters', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const project = await createProject(api);
  const numbers = Array.from({ length: 12 }, (_, i) => `F-${String(i + 1).padStart(2, '0')}`);
  await createPlots(
    api,
    project.id,
    numbers.map((plotNumber, i) => ({ plotNumber, status: i % 4 === 0 ? 'Hold' : 'Available' })),
  );

  await openSignedIn(page, '/plots');
  await pickProject(page, project.name);
  await expect(
    page.getByRole('navigation').getByText('Showing 1 to 10 of 12 results'),
  ).toBeVisible();
  await choose(page, 'Page Size', '5');
  await expect(
    page.getByRole('navigation').getByText('Showing 1 to 5 of 12 results'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(
    page.getByRole('navigation').getByText('Showing 6 to 10 of 12 results'),
  ).toBeVisible();
  await expect(plotNumbers(page).first()).toHaveText(/^F-06/);
  await expect(page).toHaveURL(new RegExp(`/plots\\?page=2&pageSize=5&projectId=${project.id}$`));

  await page.reload();
  await expect(
    page.getByRole('navigation').getByText('Showing 6 to 10 of 12 results'),
  ).toBeVisible();
  // The project the URL holds is named, by the filter and the map, though no search has found it.
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
  await expect(
    page.getByRole('heading', { name: `Availability map: ${project.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Page Size$/ })).toContainText('5');
  await snap(page, 'plots-filtered-paged-after-reload');

  // A new filter starts again on page 1; typed text reaches the URL once typing pauses.
  await choose(page, 'Status', 'Hold');
  await expect(page.getByRole('navigation').getByText('Showing 1 to 3 of 3 results')).toBeVisible();
  await page.getByRole('textbox', { name: 'Plot Number' }).fill('F-0');
  await expect(plotNumbers(page)).toHaveText([/^F-01/, /^F-05/, /^F-09/]);
  await expect(page).toHaveURL(/plotNumber=F-0/);
  await page.getByRole('columnheader', { name: 'Plot Number' }).click();
  await expect(plotNumbers(page)).toHaveText([/^F-09/, /^F-05/, /^F-01/]);

  await page.reload();
  await expect(plotNumbers(page)).toHaveText([/^F-09/, /^F-05/, /^F-01/]);
  await expect(page.getByRole('textbox', { name: 'Plot Number' })).toHaveValue('F-0');

  // Back undoes the sort, then the status (the typing replaced its entry), back to page 2.
  await page.goBack();
  await expect(plotNumbers(page)).toHaveText([/^F-01/, /^F-05/, /^F-09/]);
  await page.goBack();
  await expect(
    page.getByRole('navigation').getByText('Showing 6 to 10 of 12 results'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/plots$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filtered list and the form fit the screen', async ({ page, request }) => {
    const api = await adminApi(request);
    const project = await createProject(api);
    await createPlots(
      api,
      project.id,
      ['P-1', 'P-2', 'P-3'].map((plotNumber) => ({ plotNumber })),
    );
    await openSignedIn(page, `/plots?projectId=${project.id}`);
    await expect(
      page.getByRole('navigation').getByText('Showing 1 to 3 of 3 results'),
    ).toBeVisible();
    await snap(page, 'plots-mobile');
    await page.getByRole('button', { name: 'Add Plot' }).first().click();
    await page.getByRole('button', { name: 'Add Another Plot' }).click();
    await fadesDone(page);
    await snap(page, 'plots-mobile-form');
  });
});

test('a plot is edited and another deleted', async ({ page, request }) => {
  const api = await adminApi(request);
  const project = await createProject(api);
  await createPlots(api, project.id, [{ plotNumber: 'E-1' }, { plotNumber: 'E-2' }]);

  await openSignedIn(page, `/plots?projectId=${project.id}`);
  await page.getByRole('button', { name: 'Edit plot E-1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Plot' });
  await expect(dialog.getByRole('button', { name: 'Add Another Plot' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Plot Number' }).fill('E 1A');
  await expect(dialog.getByRole('textbox', { name: 'Plot Number' })).toHaveValue('E1A');
  await dialog.getByRole('textbox', { name: /Size/ }).fill('1500');
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('Corner plot, park facing');
  await fadesDone(page);
  await snap(page, 'plots-edit-form');
  await dialog.getByRole('button', { name: 'Update Plot' }).click();
  await expect(page.getByText('Plot updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const edited = plotTable(page).getByRole('row', { name: /E1A/ });
  await expect(edited).toContainText('1,500 sq ft');
  await expect(edited).toContainText('Corner plot, park facing');

  await page.getByRole('button', { name: 'Delete plot E-2' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete plot E-2' });
  await expect(question).toContainText('Are you sure you want to delete this plot?');
  await fadesDone(page);
  await snap(page, 'plots-delete-question');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Plot deleted successfully')).toBeVisible();
  await expect(plotNumbers(page)).toHaveText([/^E1A/]);
});

test('the availability map follows a booking through its statuses', async ({ page, request }) => {
  const api = await adminApi(request);
  const project = await createProject(api);
  const ids = await createPlots(
    api,
    project.id,
    ['M-1', 'M-2', 'M-3', 'M-4', 'M-5', 'M-6'].map((plotNumber) => ({ plotNumber })),
  );
  await createPlots(api, project.id, [{ plotNumber: 'M-7', status: 'Hold' }]);

  await openSignedIn(page, `/plots?projectId=${project.id}`);
  const map = page.getByRole('grid', { name: `Plots of ${project.name}` });
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(map.getByRole('row', { name: 'Plot M-3, 1,200 sq ft, Available' })).toBeVisible();
  await expect(legend).toContainText('Available: 6');
  await expect(legend).toContainText('Hold: 1');

  // The tiles are one tab stop; the arrow keys move from tile to tile.
  await map.getByRole('row', { name: /Plot M-1,/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(map.getByRole('row', { name: /Plot M-2,/ })).toBeFocused();

  // A booking takes the plot: the server marks it Booked.
  const booked = await request.post('/api/bookings', {
    headers: api.headers,
    data: {
      projectId: project.id,
      plotId: ids['M-3'],
      salesRoute: 'direct_sale',
      salesPersonName: 'Neha Verma',
      salesPersonEmail: 'neha.verma@example.com',
      salesPersonDesignation: 'Sales Manager',
      plotSaleRate: 12000,
      tokenAmount: 51000,
      tokenDate: '2026-11-02',
      bookingDate: '2026-11-02',
      bookingStatus: 'Token',
      registryDuration: 30,
      registryDate: '2026-12-02',
      plotOwnerName: 'Anil Mehta',
      ownerMobileNumber: '9811122233',
      gender: 'Male',
      profession: 'Civil engineer',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { id: number }).id;
  const changeStatus = async (data: Record<string, string>) => {
    const changed = await request.patch(`/api/bookings/${bookingId}/status`, {
      headers: api.headers,
      data,
    });
    expect(changed.status(), await changed.text()).toBe(200);
  };

  await page.reload();
  await expect(map.getByRole('row', { name: 'Plot M-3, 1,200 sq ft, Booked' })).toBeVisible();
  await expect(legend).toContainText('Available: 5');
  await expect(legend).toContainText('Booked: 1');
  await snap(page, 'plots-map-booked');

  // Confirming the booking leaves the plot booked (docs/product/workflows.md).
  await changeStatus({ newStatus: 'Booking', remark: 'Booking amount received' });
  await page.reload();
  await expect(map.getByRole('row', { name: 'Plot M-3, 1,200 sq ft, Booked' })).toBeVisible();

  // Cancelling the booking makes the plot available again.
  await changeStatus({
    newStatus: 'Cancelled',
    remark: 'Buyer withdrew',
    cancellationReason: 'Finance fell through',
  });
  await page.reload();
  await expect(map.getByRole('row', { name: 'Plot M-3, 1,200 sq ft, Available' })).toBeVisible();
  await expect(legend).toContainText('Available: 6');
  await expect(legend).toContainText('Booked: 0');
  await snap(page, 'plots-map-after-cancel');
});
