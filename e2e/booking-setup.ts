/** The API set-up and list locators the bookings tests share. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, uniqueName } from './helpers';

export type Api = { request: APIRequestContext; headers: { Authorization: string } };

export async function adminApi(request: APIRequestContext): Promise<Api> {
  return { request, headers: { Authorization: `Bearer ${await apiToken(request)}` } };
}

/** India's calendar date `days` from today: the business's today. */
export function indiaDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    Date.now() + days * 86_400_000,
  );
}

export type Project = { id: number; name: string; plotIds: Record<string, number> };

/** A project of its own with Available plots, so a test sees only its own bookings. */
export async function createProject(
  { request, headers }: Api,
  plotNumbers: string[],
  namePrefix = 'Bookings e2e ',
): Promise<Project> {
  const name = uniqueName(namePrefix);
  const created = await request.post('/api/projects', {
    headers,
    data: { name, totalProjectArea: 90_000, roadsArea: 9_000, totalSaleableArea: 9_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const plotIds: Record<string, number> = {};
  for (const plotNumber of plotNumbers) {
    const plot = await request.post('/api/plots', {
      headers,
      data: { projectId: id, plotNumber, plotSize: 1200, sizeUnit: 'sq ft', status: 'Available' },
    });
    expect(plot.status(), await plot.text()).toBe(201);
    plotIds[plotNumber] = ((await plot.json()) as { id: number }).id;
  }
  return { id, name, plotIds };
}

export async function createPartner({
  request,
  headers,
}: Api): Promise<{ id: number; name: string }> {
  const name = uniqueName('Partner ');
  const created = await request.post('/api/channelpartners', {
    headers,
    data: {
      name,
      natureId: 1,
      individualPersonDetails: { gender: 'Female', mobileNumber: '9876501234' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, name };
}

export type Booked = { id: number; bookingNumber: string };

/**
 * A Token booking of one plot, dated `daysAgo` before today, through a partner or direct; its
 * registry falls due 60 days after it. `fields` replace any of the booking's.
 */
export async function createBooking(
  { request, headers }: Api,
  project: Project,
  plotNumber: string,
  daysAgo: number,
  partnerId: number | null,
  fields: Record<string, unknown> = {},
): Promise<Booked> {
  const bookingDate = indiaDate(-daysAgo);
  const created = await request.post('/api/bookings', {
    headers,
    data: {
      projectId: project.id,
      plotId: project.plotIds[plotNumber],
      ...(partnerId === null
        ? {
            salesRoute: 'direct_sale',
            salesPersonName: 'Neha Verma',
            salesPersonEmail: 'neha.verma@example.com',
            salesPersonDesignation: 'Sales Manager',
          }
        : { salesRoute: 'channel_partner', channelPartnerId: partnerId }),
      plotSaleRate: 12_000,
      tokenAmount: 51_000,
      tokenDate: bookingDate,
      bookingDate,
      bookingStatus: 'Token',
      registryDuration: 60,
      registryDate: indiaDate(60 - daysAgo),
      plotOwnerName: uniqueName('Owner '),
      ownerMobileNumber: '9811122233',
      gender: 'Male',
      profession: 'Civil engineer',
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Booked;
}

/** Modals fade in and out; a screenshot taken mid-fade shows the page through them. */
export async function fadesDone(page: Page): Promise<void> {
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const bookingTable = (page: Page) =>
  page.getByRole('grid', { name: 'Bookings', exact: true });
export const bookingNumbers = (page: Page) =>
  bookingTable(page).getByRole('rowheader').getByRole('button');
export const rowOf = (page: Page, booking: Booked) =>
  bookingTable(page).getByRole('row', { name: new RegExp(`^${booking.bookingNumber}`) });
