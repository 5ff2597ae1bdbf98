import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { choose } from './booking-setup';
import { ADMIN, apiToken, openSignedIn, signIn, snap, uniqueName } from './helpers';

/** Creates an active amenity through the API as the admin. */
async function createAmenity(request: APIRequestContext, token: string, prefix: string) {
  const name = uniqueName(prefix);
  const created = await request.post('/api/amenities', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, description: `${prefix.trim()} for the e2e projects`, isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; name: string };
}

const areaBox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name });

/** Picks an amenity in the form and types its area into the row it adds. */
async function addAmenity(page: Page, dialog: Locator, name: string, sqFt: string) {
  await dialog.getByRole('combobox', { name: 'Add amenity' }).fill(name);
  await page.getByRole('option', { name }).click();
  await expect(areaBox(dialog, `${name} area (sq ft)`)).toBeFocused();
  await page.keyboard.type(sqFt);
}

/** Snaps once the modals have finished fading in. */
async function snapSettled(page: Page, name: string) {
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  await snap(page, name);
}

const saleableArea = (scope: Locator) =>
  scope.getByText('Saleable Area', { exact: true }).locator('xpath=following-sibling::dd[1]');

test('a project with two amenities: its saleable area, search across a reload, edit and delete', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const { name: park } = await createAmenity(request, token, 'Park ');
  const { name: clubHouse } = await createAmenity(request, token, 'Club House ');
  const projectName = uniqueName('Green Valley ');

  await signIn(page, ADMIN.username, ADMIN.password);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();

  // Create: 90,000 − 9,000 roads − 4,500 − 900 amenities = 75,600 sq ft = 8,400 sq yards.
  await page.getByRole('button', { name: 'Add Project' }).click();
  const form = page.getByRole('dialog', { name: 'Add Project' });
  await areaBox(form, 'Project Name').fill(projectName);
  await areaBox(form, 'Total Project Area (sq ft)').fill('90000');
  await areaBox(form, 'Roads Area (sq ft)').fill('9000');
  await addAmenity(page, form, park, '4500');
  await expect(saleableArea(form)).toHaveText('8,500 sq yards');
  await addAmenity(page, form, clubHouse, '900');
  await expect(saleableArea(form)).toHaveText('8,400 sq yards');
  await saleableArea(form).scrollIntoViewIfNeeded();
  await snapSettled(page, 'projects-form');
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully')).toBeVisible();
  await expect(form).toBeHidden();

  // Found by its name: the list, by name, holds other tests' projects before it.
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill(projectName);
  const row = page.getByRole('row').filter({ hasText: projectName });
  await expect(row).toContainText('90,000 sq ft');
  await expect(row).toContainText('10,000 sq yards');
  await expect(row).toContainText('No plots');
  await snap(page, 'projects-list');

  // The details show the stored saleable area and both amenities.
  await page.getByRole('button', { name: `View ${projectName}` }).click();
  const details = page.getByRole('dialog', { name: 'Project Details' });
  await expect(saleableArea(details)).toHaveText('8,400 sq yards');
  await expect(details.getByText(park, { exact: true })).toBeVisible();
  await expect(details.getByText(clubHouse, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+/);
  await snapSettled(page, 'projects-details');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // The search is kept in the URL, so a reload shows the same list.
  await search.fill(projectName.slice(-8));
  await expect(page).toHaveURL(new RegExp(`[?&]searchTerm=${projectName.slice(-8)}(&|$)`));
  await page.reload();
  await expect(search).toHaveValue(projectName.slice(-8));
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();

  // Edit from the details: wider roads leave 7,400 sq yards to sell.
  await page.getByRole('button', { name: `View ${projectName}` }).click();
  await details.getByRole('button', { name: 'Edit Project' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(areaBox(edit, `${park} area (sq ft)`)).toHaveValue('4,500');
  await areaBox(edit, 'Roads Area (sq ft)').fill('18000');
  await expect(saleableArea(edit)).toHaveText('7,400 sq yards');
  await areaBox(edit, 'Project Name').fill(`${projectName} East`);
  await edit.getByRole('button', { name: 'Update Project' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(
    page.getByRole('rowheader', { name: new RegExp(`${projectName} East`) }),
  ).toBeVisible();

  // Delete, after the question.
  await page.getByRole('button', { name: `Delete ${projectName} East` }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Project' });
  await expect(question).toContainText('Are you sure you want to delete this project?');
  await snapSettled(page, 'projects-delete-question');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();
  await expect(page.getByText('No projects found')).toBeVisible();
});

test('the list is searched, sorted and paged by the server, and a reload keeps all three', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const prefix = uniqueName('Orchard ');
  // Seven projects of 9,000 to 63,000 sq ft: the search finds two pages of five.
  for (let size = 1; size <= 7; size += 1) {
    const created = await request.post('/api/projects', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: `${prefix} ${size}`,
        totalProjectArea: size * 9000,
        roadsArea: 900,
        totalSaleableArea: size * 1000 - 100,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const names = page.getByRole('grid', { name: 'Projects' }).getByRole('rowheader');

  await openSignedIn(page, '/projects');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(prefix);
  await expect(page.getByRole('navigation').getByText('Showing 1 to 7 of 7 results')).toBeVisible();
  await choose(page, 'Page Size', '5');
  await expect(page.getByRole('navigation').getByText('Showing 1 to 5 of 7 results')).toBeVisible();
  // The largest first: Total Area ascending, then descending.
  const totalArea = page.getByRole('columnheader', { name: 'Total Area' });
  await totalArea.click();
  await expect(names.first()).toContainText(`${prefix} 1`);
  await totalArea.click();
  await expect(names.first()).toContainText(`${prefix} 7`);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('navigation').getByText('Showing 6 to 7 of 7 results')).toBeVisible();
  await expect(names).toHaveText([new RegExp(`^${prefix} 2`), new RegExp(`^${prefix} 1`)]);
  await expect(page).toHaveURL(
    /\/projects\?page=2&pageSize=5&sortBy=TotalProjectArea&sortOrder=desc&searchTerm=Orchard\+/,
  );

  await page.reload();
  await expect(page.getByRole('navigation').getByText('Showing 6 to 7 of 7 results')).toBeVisible();
  await expect(names).toHaveText([new RegExp(`^${prefix} 2`), new RegExp(`^${prefix} 1`)]);
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue(prefix);
  await expect(page.getByRole('button', { name: /Page Size$/ })).toContainText('5');
  await expect(totalArea).toHaveAttribute('aria-sort', 'descending');
  // S.No runs on from the first page.
  await expect(page.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveText('6');
  await snap(page, 'projects-searched-sorted-paged-after-reload');

  // Back returns to the first page; Clear All Filters to the plain list, keeping the sort.
  await page.goBack();
  await expect(page.getByRole('navigation').getByText('Showing 1 to 5 of 7 results')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/projects\?sortBy=TotalProjectArea&sortOrder=desc$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the projects list and form fit the screen', async ({ page, request }) => {
    const token = await apiToken(request);
    const park = await createAmenity(request, token, 'Park ');
    // A project to list, made as the form makes it: 45,000 − 4,500 − 900 sq ft = 4,400 sq yards.
    const created = await request.post('/api/projects', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: uniqueName('Lake View '),
        totalProjectArea: 45000,
        roadsArea: 4500,
        totalSaleableArea: 4400,
        projectAmenities: [{ id: park.id, name: park.name, area: 900 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openSignedIn(page, '/projects');
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    await snap(page, 'projects-list-mobile');

    await page.getByRole('button', { name: 'Add Project' }).click();
    const form = page.getByRole('dialog', { name: 'Add Project' });
    await areaBox(form, 'Total Project Area (sq ft)').fill('45000');
    await addAmenity(page, form, park.name, '900');
    await expect(saleableArea(form)).toHaveText('4,900 sq yards');
    await snapSettled(page, 'projects-form-mobile');
  });
});
