import type { CollectionItem } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-lists';
import { projectFixture, projectRoutes } from '../../../test/fake-projects';
import { renderApp, STORED } from '../../../test/render-app';
import { choose, loadedGrid } from '../../../test/list-screen';

const PARTNER = { id: 7, name: 'Ravi Estates', isActive: true };

const item = (instalmentId: number, bookingId: number, daysOverdue: number): CollectionItem => ({
  instalmentId,
  bookingId,
  bookingNumber: `BK-${String(bookingId).padStart(4, '0')}`,
  projectId: 1,
  projectName: 'Green Valley',
  plotNumber: `A-${bookingId}`,
  plotOwnerName: `Owner ${bookingId}`,
  channelPartnerId: 7,
  channelPartnerName: 'Ravi Estates',
  label: 'Token amount',
  dueDate: daysOverdue > 0 ? '2026-03-01' : '2026-12-01',
  amount: 51000,
  paidAmount: 0,
  outstanding: 51000,
  daysOverdue,
});

const ITEMS = [item(1, 3, 20), item(2, 5, 0), item(3, 8, 0)];

function collectionsApi(routes: FakeRoutes = {}) {
  const queries: URLSearchParams[] = [];
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['bookings.view', 'payments.view'])),
    ...projectRoutes([projectFixture(1, 'Green Valley')]),
    // No search finds the partner: the filter names it from GET /channelpartners/7.
    'GET /channelpartners/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
    'GET /channelpartners/7': () => json(200, PARTNER),
    'GET /collections': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const matching = ITEMS.filter(
        (row) =>
          (query.get('state') !== 'overdue' || row.daysOverdue > 0) &&
          (query.get('state') !== 'due' || row.daysOverdue === 0),
      );
      return pageOf(query, matching);
    },
    ...routes,
  };
  return { fake, queries };
}

const bookingNumbers = async () =>
  within(await loadedGrid('Collections'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the Collections page', () => {
  it('lists page 1 of what is outstanding, its booking leading to its details', async () => {
    const { fake, queries } = collectionsApi();
    renderApp('/collections', fake, STORED);
    expect(await screen.findByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
    expect(await bookingNumbers()).toEqual(['BK-0003', 'BK-0005', 'BK-0008']);
    expect(queries[0]!.toString()).toBe('page=1&pageSize=10');
    expect(screen.getByRole('link', { name: 'BK-0003' })).toHaveAttribute('href', '/bookings/3');
    expect(document.title).toBe('Collections · Real Estate CRM');
  });

  it('reads its filters and page from the URL and sends them', async () => {
    const { fake, queries } = collectionsApi();
    renderApp(
      '/collections?pageSize=25&state=overdue&projectId=1&channelPartnerId=7&dueFrom=2026-01-01&dueTo=2026-03-31',
      fake,
      STORED,
    );
    expect(await bookingNumbers()).toEqual(['BK-0003']);
    expect(queries[0]!.toString()).toBe(
      'page=1&pageSize=25&state=overdue&projectId=1&channelPartnerId=7&dueFrom=2026-01-01&dueTo=2026-03-31',
    );
    expect(screen.getByRole('button', { name: /Overdue State$/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Channel Partner' })).toHaveValue('Ravi Estates'),
    );
    expect(screen.getByRole('combobox', { name: /^Project/ })).toHaveValue('Green Valley');
  });

  it('keeps a chosen filter in the URL, back on page 1', async () => {
    const { fake, queries } = collectionsApi();
    const { history } = renderApp('/collections?page=2&pageSize=5', fake, STORED);
    await loadedGrid('Collections');
    await choose('State', 'Due');
    await waitFor(() => expect(history.at(-1)).toBe('/collections?pageSize=5&state=due'));
    expect(await bookingNumbers()).toEqual(['BK-0005', 'BK-0008']);
    expect(queries.at(-1)!.toString()).toBe('page=1&pageSize=5&state=due');
  });

  it('downloads the CSV of what the filters match, on every page', async () => {
    const exported: URLSearchParams[] = [];
    const { fake } = collectionsApi({
      'GET /collections/export': (request) => {
        exported.push(new URL(request.url).searchParams);
        return new Response('Booking Number\r\nBK-0003\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="collections-2026-03-14.csv"',
          },
        });
      },
    });
    const saved: { href: string; download: string }[] = [];
    const createObjectURL = vi.fn(() => 'blob:collections');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    renderApp('/collections?page=2&pageSize=5&state=overdue&channelPartnerId=7', fake, STORED);
    await loadedGrid('Collections');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:collections', download: 'collections-2026-03-14.csv' }]),
    );
    expect(exported[0]!.toString()).toBe('state=overdue&channelPartnerId=7');
    const [file] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await file.text()).toBe('Booking Number\r\nBK-0003\r\n');
  });

  it("toasts 'Failed to export collections' when the export fails", async () => {
    const { fake } = collectionsApi({ 'GET /collections/export': () => json(500, {}) });
    const { shownToasts } = renderApp('/collections', fake, STORED);
    await loadedGrid('Collections');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to export collections' }]),
    );
  });

  it("toasts 'Failed to fetch collections' when the list fails", async () => {
    const { fake } = collectionsApi({ 'GET /collections': () => json(500, {}) });
    const { shownToasts } = renderApp('/collections', fake, STORED);
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to fetch collections' }]),
    );
  });

  it('says why no owner is named to a user without bookings.view, as the server sends none', async () => {
    const { fake } = collectionsApi({
      'GET /auth/me': () => json(200, user(['payments.view'])),
      'GET /collections': (request) =>
        pageOf(
          new URL(request.url).searchParams,
          ITEMS.map((row) => ({ ...row, plotOwnerName: null })),
        ),
    });
    renderApp('/collections', fake, STORED);
    const grid = await loadedGrid('Collections');
    expect(
      screen.getByText("Buyers' names and contacts need the bookings.view permission."),
    ).toBeInTheDocument();
    expect(within(grid).getAllByText('Withheld (needs bookings.view)')).toHaveLength(3);
    // The Bookings page would deny them: the booking numbers are plain text.
    expect(within(grid).queryByRole('link')).toBeNull();
  });

  it('names the owners, with no such line, to a user with bookings.view', async () => {
    const { fake } = collectionsApi();
    renderApp('/collections', fake, STORED);
    const grid = await loadedGrid('Collections');
    expect(within(grid).getByText('Owner 3')).toBeInTheDocument();
    expect(screen.queryByText(/need the bookings\.view permission/)).toBeNull();
  });

  it('is denied without payments.view', async () => {
    const { fake } = collectionsApi({
      'GET /auth/me': () => json(200, user(['bookings.view'])),
    });
    const { calls } = renderApp('/collections', fake, STORED);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(calls).not.toContain('GET /collections');
  });
});
