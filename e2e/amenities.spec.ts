import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn, snap, uniqueName } from './helpers';

/** Creates an amenity through the API as the admin. */
async function createAmenity(
  request: APIRequestContext,
  amenity: { name: string; description: string; isActive: boolean },
): Promise<void> {
  const token = await apiToken(request);
  const created = await request.post('/api/amenities', {
    headers: { Authorization: `Bearer ${token}` },
    data: amenity,
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Modals fade in and out; a screenshot taken mid-fade shows the page through them. */
async function fadesDone(page: Page): Promise<void> {
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
}

async function chooseStatus(page: Page, label: 'All' | 'Active' | 'Inactive') {
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('an amenity is created, found by search and status, edited and deleted', async ({
  page,
  request,
}) => {
  // One word in both names, so a search for it shows just this test's amenities.
  const marker = uniqueName('e2e');
  const gymnasium = `Gymnasium ${marker}`;
  const clubHouse = `Club House ${marker}`;
  await createAmenity(request, {
    name: gymnasium,
    description: 'Cardio and free weights',
    isActive: false,
  });

  await openSignedIn(page, '/amenities');
  await expect(page.getByRole('heading', { name: 'Amenities', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  const search = page.getByRole('searchbox', { name: 'Search Amenities' });

  // Saved empty, the modal says what is missing.
  await page.getByRole('button', { name: 'Add Amenity' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Amenity' });
  await addDialog.getByRole('button', { name: 'Create Amenity' }).click();
  await expect(addDialog.getByText('Amenity name is required')).toBeVisible();
  await expect(addDialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await fadesDone(page);
  await snap(page, 'amenity-form-errors');

  await addDialog.getByRole('textbox', { name: 'Amenity Name' }).fill(clubHouse);
  await addDialog
    .getByRole('textbox', { name: 'Description' })
    .fill(
      'Two-storey club house with a banquet hall for 200 guests, an indoor games room, a ' +
        'library, a co-working lounge and a rooftop terrace overlooking the central green.',
    );
  await addDialog
    .getByRole('textbox', { name: 'Additional Notes' })
    .fill('Members book the hall through the estate office');
  await addDialog.getByRole('button', { name: 'Create Amenity' }).click();
  await expect(page.getByText('Amenity created successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();
  const clubHouseCard = page.getByRole('article', { name: clubHouse });
  await expect(clubHouseCard).toBeVisible();
  await expect(clubHouseCard.getByText('Active', { exact: true })).toBeVisible();

  // The search waits for a pause in typing before it goes into the URL.
  await search.fill(marker);
  await expect(page).toHaveURL(new RegExp(`/amenities\\?searchTerm=${marker}$`));
  await expect(cards).toHaveCount(2);
  await snap(page, 'amenities-searched');

  await page.reload();
  await expect(search).toHaveValue(marker);
  await expect(cards).toHaveCount(2);

  await chooseStatus(page, 'Inactive');
  await expect(page).toHaveURL(/[?&]status=inactive/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: gymnasium })).toBeVisible();
  await expect(page.getByRole('article', { name: gymnasium }).getByText('Inactive')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: /Status/ })).toContainText('Inactive');
  await expect(search).toHaveValue(marker);
  await expect(cards).toHaveCount(1);
  await snap(page, 'amenities-inactive-after-reload');

  await chooseStatus(page, 'Active');
  await expect(cards).toHaveCount(1);
  await expect(clubHouseCard).toBeVisible();

  // Back returns to the filter before the last change.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]status=inactive/);
  await expect(page.getByRole('article', { name: gymnasium })).toBeVisible();
  await page.goBack();
  await expect(cards).toHaveCount(2);

  await clubHouseCard.getByRole('button', { name: `Edit ${clubHouse}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Amenity' });
  await expect(editDialog.getByRole('textbox', { name: 'Amenity Name' })).toHaveValue(clubHouse);
  await expect(editDialog.getByRole('textbox', { name: 'Additional Notes' })).toHaveValue(
    'Members book the hall through the estate office',
  );
  await editDialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Banquet hall, indoor games and a library');
  await editDialog.getByRole('button', { name: 'Update Amenity' }).click();
  await expect(page.getByText('Amenity updated successfully')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(clubHouseCard.getByText('Banquet hall, indoor games and a library')).toBeVisible();

  await clubHouseCard.getByRole('button', { name: `Delete ${clubHouse}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Amenity' });
  await expect(question.getByText('Are you sure you want to delete this amenity?')).toBeVisible();
  await fadesDone(page);
  await snap(page, 'amenity-delete-question');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Amenity deleted successfully')).toBeVisible();
  await expect(clubHouseCard).toHaveCount(0);
  await expect(cards).toHaveCount(1);

  await search.fill(`nothing-${marker}`);
  await expect(page.getByRole('main').getByText('No amenities found')).toBeVisible();
  await fadesDone(page);
  await snap(page, 'amenities-none-found');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cards stack in one column and the modal fits', async ({ page, request }) => {
    const marker = uniqueName('e2e');
    await createAmenity(request, {
      name: `Jogging Track ${marker}`,
      description: '1.2 km rubberised track around the landscaped garden, lit until 10 pm.',
      isActive: true,
    });
    await createAmenity(request, {
      name: `Swimming Pool ${marker}`,
      description: 'Temperature-controlled pool with a separate pool for children.',
      isActive: false,
    });

    await openSignedIn(page, `/amenities?searchTerm=${marker}`);
    await expect(page.getByRole('article')).toHaveCount(2);
    await snap(page, 'amenities-mobile');

    await page.getByRole('button', { name: 'Add Amenity' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Amenity' })).toBeVisible();
    await fadesDone(page);
    await snap(page, 'amenity-form-mobile');
  });
});
