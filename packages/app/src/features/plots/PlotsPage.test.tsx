import type { Plot, PlotRequest } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { auditEntryFixture, auditRoutes } from '../../../test/fake-audit';
import { renderApp, STORED } from '../../../test/render-app';
import { editableList, pageOf } from '../../../test/fake-lists';
import { projectFixture, projectRoutes } from '../../../test/fake-projects';
import { choose, loadedGrid } from '../../../test/list-screen';

const PROJECTS = [projectFixture(1, 'Green Valley'), projectFixture(2, 'Sunrise Enclave')];

const plot = (id: number, projectId: number, plotNumber: string, status: Plot['status']): Plot => ({
  id,
  projectId,
  projectName: PROJECTS[projectId - 1]!.name,
  plotNumber,
  plotSize: 1200,
  sizeUnit: 'sq ft',
  status,
  remark: null,
  createdBy: 1,
  createdAt: '2025-03-01T06:00:00.000Z',
});

/**
 * The plots API over an in-memory list: GET /plots/filtered filters by project and status and
 * pages; POST refuses a plot number the project already has, as the server does.
 */
function plotsApi(routes: FakeRoutes = {}) {
  const stored: Plot[] = [
    ...Array.from({ length: 11 }, (_, i) =>
      plot(i + 1, 1, `A-${String(i + 1).padStart(2, '0')}`, i % 3 === 0 ? 'Booked' : 'Available'),
    ),
    plot(12, 2, 'B-01', 'Available'),
  ];
  const queries: URLSearchParams[] = [];
  const projectQueries: string[] = [];
  const list = editableList(stored);
  let nextId = 100;
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['plots.view'])),
    ...projectRoutes(PROJECTS, projectQueries),
    'GET /plots/filtered': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const matching = stored.filter(
        (p) =>
          (!query.has('projectId') || p.projectId === Number(query.get('projectId'))) &&
          (!query.has('status') || p.status === query.get('status')),
      );
      return pageOf(query, matching);
    },
    'GET /plots/by-project/1': () =>
      json(
        200,
        stored.filter((p) => p.projectId === 1),
      ),
    'POST /plots': async (request) => {
      const body = await list.received<PlotRequest>(request);
      if (stored.some((p) => p.projectId === body.projectId && p.plotNumber === body.plotNumber)) {
        const message = `Plot number ${body.plotNumber} already exists in this project`;
        return json(409, { message, errors: { plotNumber: message } });
      }
      const created = plot(nextId++, body.projectId, body.plotNumber, 'Available');
      stored.push(created);
      return json(201, created);
    },
    'GET /plots/2': () =>
      json(
        200,
        stored.find((p) => p.id === 2),
      ),
    'GET /plots/12': () =>
      json(
        200,
        stored.find((p) => p.id === 12),
      ),
    'PUT /plots/2': list.update(2),
    'DELETE /plots/2': list.remove(2),
    ...routes,
  };
  return { fake, queries, projectQueries, bodies: list.bodies };
}

/** The project filter's box, or the form's when looked for in the form. */
const projectBox = (scope: Pick<typeof screen, 'getByRole'> = screen) =>
  scope.getByRole('combobox', { name: /^Project/ });

/** The search the project box sent once typing paused (the first 25 by name). */
const projectSearch = (searchTerm: string) =>
  `page=1&pageSize=25&sortBy=Name&sortOrder=asc&searchTerm=${searchTerm}`;

const rowHeaders = async () =>
  within(await loadedGrid('Plots'))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstElementChild?.firstElementChild?.textContent);

describe('the list', () => {
  it('asks GET /plots/filtered for page 1 of 10 by plot number, and pages on', async () => {
    const { fake, queries } = plotsApi();
    const { history } = renderApp('/plots', fake, STORED);
    expect(await rowHeaders()).toHaveLength(10);
    expect(queries[0]!.toString()).toBe('page=1&pageSize=10&sortBy=PlotNumber&sortOrder=asc');
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeInTheDocument(),
    );
    expect(history.at(-1)).toBe('/plots?page=2');
  });

  it('reads its filters, sort and page from the URL', async () => {
    const { fake, queries } = plotsApi();
    renderApp('/plots?projectId=1&status=Booked&sortOrder=desc', fake, STORED);
    expect(await rowHeaders()).toEqual(['A-01', 'A-04', 'A-07', 'A-10']);
    expect(queries[0]!.toString()).toBe(
      'page=1&pageSize=10&sortBy=PlotNumber&sortOrder=desc&projectId=1&status=Booked',
    );
    expect(screen.getByRole('button', { name: /Status$/ }).textContent).toContain('Booked');
    expect(
      screen.getByRole('columnheader', { name: 'Plot Number' }).getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('names the project of the URL, loaded by its id, though no search has found it', async () => {
    const { fake } = plotsApi({
      'GET /projects/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
    });
    const { calls } = renderApp('/plots?projectId=1', fake, STORED);
    await rowHeaders();
    await waitFor(() => expect(projectBox()).toHaveProperty('value', 'Green Valley'));
    expect(calls).toContain('GET /projects/1');
  });

  it('searches the projects on the server as the filter is typed in', async () => {
    const { fake, projectQueries } = plotsApi();
    const { history, calls } = renderApp('/plots', fake, STORED);
    await rowHeaders();
    await userEvent.clear(projectBox());
    await userEvent.type(projectBox(), 'sun');
    await waitFor(() => expect(projectQueries.at(-1)).toBe(projectSearch('sun')));
    await userEvent.click(await screen.findByRole('option', { name: 'Sunrise Enclave' }));
    expect(history.at(-1)).toBe('/plots?projectId=2');
    expect(calls).not.toContain('GET /projects');
  });

  it('adds a history entry for each choice, back on page 1, and replaces it while typing', async () => {
    const { fake } = plotsApi();
    const { history } = renderApp('/plots?page=2', fake, STORED);
    await rowHeaders();
    await choose('Status', 'Booked');
    expect(history).toEqual(['/plots?page=2', '/plots?status=Booked']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Plots' }), 'A-0');
    await waitFor(() => expect(history.at(-1)).toBe('/plots?searchTerm=A-0&status=Booked'));
    expect(history).toHaveLength(2);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Size' }));
    expect(history.at(-1)).toBe('/plots?sortBy=PlotSize&searchTerm=A-0&status=Booked');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(history.at(-1)).toBe('/plots?sortBy=PlotSize');
    expect(history).toHaveLength(4);
  });

  it("shows the project's availability map when the list is filtered by it", async () => {
    const { fake } = plotsApi();
    renderApp('/plots?projectId=1', fake, STORED);
    const map = await screen.findByRole('grid', { name: 'Plots of Green Valley' });
    expect(within(map).getAllByRole('row')).toHaveLength(11);
    expect(
      within(map).getByRole('row', { name: 'Plot A-01, 1,200 sq ft, Booked' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toContain('Booked: 4');
  });

  it("toasts 'Failed to fetch plots' and offers to try again", async () => {
    const { fake } = plotsApi({ 'GET /plots/filtered': () => json(500, { message: 'Boom' }) });
    const { shownToasts } = renderApp('/plots', fake, STORED);
    expect(await screen.findByText('Failed to fetch plots')).toBeInTheDocument();
    expect(shownToasts()).toContainEqual({ kind: 'error', message: 'Failed to fetch plots' });
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('changing plots', () => {
  async function typeRow(rowName: string, plotNumber: string, size: string) {
    const row = screen.getByRole('group', { name: rowName });
    await userEvent.type(within(row).getByRole('textbox', { name: 'Plot Number' }), plotNumber);
    await userEvent.type(within(row).getByRole('textbox', { name: /Size/ }), size);
  }

  it('posts a batch one plot at a time, as Available, and keeps the refused one', async () => {
    const { fake, bodies, queries } = plotsApi();
    const { calls, shownToasts } = renderApp('/plots?projectId=1', fake, STORED);
    await rowHeaders();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Plot' })[0]!);
    await typeRow('Plot 1', 'A-20', '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Plot' }));
    await typeRow('Plot 2', 'A-03', '1000');
    const loadsBefore = queries.length;
    await userEvent.click(screen.getByRole('button', { name: 'Create 2 Plots' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('A-03: Plot number A-03 already exists in this project');
    expect(calls.filter((call) => call === 'POST /plots')).toHaveLength(2);
    expect(bodies).toEqual([
      {
        projectId: 1,
        plotNumber: 'A-20',
        plotSize: 1500,
        sizeUnit: 'sq ft',
        status: 'Available',
        remark: null,
        createdBy: 1,
      },
      expect.objectContaining({ plotNumber: 'A-03', status: 'Available' }),
    ]);
    expect(shownToasts()).toContainEqual({
      kind: 'success',
      message: '1 plot(s) created successfully',
    });
    expect(queries.length).toBeGreaterThan(loadsBefore);
    expect(screen.getByRole('dialog', { name: 'Add Plots' })).toBeInTheDocument();
  });

  it("toasts 'Failed to create plots' when none was created", async () => {
    const { fake, projectQueries } = plotsApi();
    const { shownToasts } = renderApp('/plots', fake, STORED);
    await rowHeaders();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Plot' })[0]!);
    const dialog = within(screen.getByRole('dialog', { name: 'Add Plots' }));
    await userEvent.type(projectBox(dialog), 'green');
    await waitFor(() => expect(projectQueries.at(-1)).toBe(projectSearch('green')));
    await userEvent.click(await screen.findByRole('option', { name: 'Green Valley' }));
    await typeRow('Plot 1', 'A-01', '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Create Plot' }));
    await screen.findByRole('alert');
    expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to create plots' }]);
  });

  it('updates a plot, sent as Available, then closes and reloads', async () => {
    const { fake, bodies } = plotsApi();
    const { shownToasts } = renderApp('/plots', fake, STORED);
    await rowHeaders();
    await userEvent.click(screen.getByRole('button', { name: 'Edit plot A-02 of Green Valley' }));
    const remark = screen.getByRole('textbox', { name: 'Remark' });
    await userEvent.type(remark, 'Corner');
    await userEvent.click(screen.getByRole('button', { name: 'Update Plot' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        projectId: 1,
        plotNumber: 'A-02',
        plotSize: 1200,
        sizeUnit: 'sq ft',
        status: 'Available',
        remark: 'Corner',
        createdBy: 1,
      },
    ]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Plot updated successfully' }]);
  });

  it("keeps the form open, toasting 'Failed to update plot' with the server's reason", async () => {
    const reason = 'Plot A-02 is held by booking BK-1 and cannot be made available';
    const { fake } = plotsApi({ 'PUT /plots/2': () => json(409, { message: reason }) });
    const { shownToasts } = renderApp('/plots', fake, STORED);
    await rowHeaders();
    await userEvent.click(screen.getByRole('button', { name: 'Edit plot A-02 of Green Valley' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Plot' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to update plot', detail: reason },
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Plot' })).toBeInTheDocument();
  });

  it('deletes a plot after the question, then reloads', async () => {
    const { fake } = plotsApi();
    const { shownToasts } = renderApp('/plots', fake, STORED);
    await rowHeaders();
    await userEvent.click(screen.getByRole('button', { name: 'Delete plot A-02 of Green Valley' }));
    expect(screen.getByText('Are you sure you want to delete this plot?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Plot deleted successfully' }]);
    expect(await rowHeaders()).not.toContain('A-02');
  });

  it("toasts 'Failed to delete plot' with the server's reason and keeps the question", async () => {
    const reason = 'Plot A-02 cannot be deleted because bookings refer to it';
    const { fake } = plotsApi({ 'DELETE /plots/2': () => json(409, { message: reason }) });
    const { shownToasts } = renderApp('/plots', fake, STORED);
    await rowHeaders();
    await userEvent.click(screen.getByRole('button', { name: 'Delete plot A-02 of Green Valley' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to delete plot', detail: reason },
      ]),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('the details', () => {
  it('loads GET /plots/{id} and keeps the open plot in the URL', async () => {
    const { fake } = plotsApi();
    const { history, calls } = renderApp('/plots', fake, STORED);
    await rowHeaders();
    await userEvent.click(screen.getByRole('button', { name: 'View plot A-02 of Green Valley' }));
    const dialog = screen.getByRole('dialog', { name: 'Plot Details' });
    expect(await within(dialog).findByText('01/03/2025')).toBeInTheDocument();
    expect(calls).toContain('GET /plots/2');
    expect(history).toEqual(['/plots/2']);
    expect(within(dialog).queryByRole('heading', { name: 'History' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(history).toEqual(['/plots']);
  });

  it('opens a plot on no page shown from the URL, keeping the list state beside it', async () => {
    const { fake } = plotsApi();
    const { history } = renderApp('/plots/12?projectId=1', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Plot Details' });
    expect(await within(dialog).findByText('B-01')).toBeInTheDocument();
    expect(within(dialog).getByText('Sunrise Enclave')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(history).toEqual(['/plots?projectId=1']);
  });

  it('shows every change to the plot to whoever may see the audit trail', async () => {
    const entries = [
      auditEntryFixture(1, 'plot', 2, '2026-03-13', {
        operation: 'updatePlot',
        before: { plotSize: 1000 },
        after: { plotSize: 1200 },
      }),
    ];
    const { fake } = plotsApi({
      'GET /auth/me': () => json(200, user(['plots.view', 'audit.view'])),
      ...auditRoutes(entries),
    });
    renderApp('/plots/2', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Plot Details' });
    const changes = await within(dialog).findByRole('list', { name: 'Changes, newest first' });
    expect(within(changes).getByText(/ · asha · Edited$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
      'href',
      '/audit-log?entity=plot&entityId=2',
    );
  });

  it("says 'Plot not found' for a plot that is gone, without a toast", async () => {
    const { fake } = plotsApi({ 'GET /plots/9': () => json(404, { message: 'Plot not found' }) });
    const { shownToasts } = renderApp('/plots/9', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Plot Details' });
    expect(await within(dialog).findByText('Plot not found')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });

  it("toasts 'Failed to fetch plot details' when the plot cannot load", async () => {
    const { fake } = plotsApi({ 'GET /plots/2': () => json(500, {}) });
    const { shownToasts } = renderApp('/plots/2', fake, STORED);
    await screen.findByRole('dialog', { name: 'Plot Details' });
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to fetch plot details' }]),
    );
  });
});

describe('plots by size', () => {
  const sizeBox = (label: 'Min Size' | 'Max Size') =>
    screen.getByRole<HTMLInputElement>('textbox', { name: label });

  it('keeps the size range in the URL, sends it, and clears it with the other filters', async () => {
    const { fake, queries } = plotsApi();
    const { history } = renderApp('/plots?minSize=1300&maxSize=1500&sizeUnit=sq+yd', fake, STORED);
    await rowHeaders();
    expect(queries[0]!.toString()).toBe(
      'page=1&pageSize=10&sortBy=PlotNumber&sortOrder=asc&minSize=1300&maxSize=1500&sizeUnit=sq+yd',
    );
    expect(sizeBox('Min Size').value).toBe('1300');
    expect(sizeBox('Max Size').value).toBe('1500');
    expect(screen.getByRole('button', { name: /Size Unit$/ }).textContent).toContain('sq yd');

    await userEvent.clear(sizeBox('Max Size'));
    await waitFor(() => expect(history.at(-1)).toBe('/plots?minSize=1300&sizeUnit=sq+yd'));
    await choose('Size Unit', 'acre');
    expect(history.at(-1)).toBe('/plots?minSize=1300&sizeUnit=acre');
    await waitFor(() =>
      expect(queries.at(-1)!.toString()).toBe(
        'page=1&pageSize=10&sortBy=PlotNumber&sortOrder=asc&minSize=1300&sizeUnit=acre',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(history.at(-1)).toBe('/plots');
    expect(sizeBox('Min Size').value).toBe('');
  });

  it('says what is wrong with a range, and leaves the URL and the list as they were', async () => {
    const { fake, queries } = plotsApi();
    const { history } = renderApp('/plots?minSize=1300', fake, STORED);
    await rowHeaders();
    const loads = queries.length;
    await userEvent.type(sizeBox('Max Size'), '1000');
    expect(await screen.findByText('Min size cannot be more than max size')).toBeInTheDocument();
    expect(history).toEqual(['/plots?minSize=1300']);
    expect(queries).toHaveLength(loads);
  });
});

describe('the availability map and booking a plot', () => {
  const mayBook = () => json(200, user(['plots.view', 'bookings.view', 'bookings.create']));

  it("opens a tile's plot at its address, beside the list's", async () => {
    const { fake } = plotsApi();
    const { history } = renderApp('/plots?projectId=1', fake, STORED);
    const map = await screen.findByRole('grid', { name: 'Plots of Green Valley' });
    await userEvent.click(
      within(map).getByRole('row', { name: 'Plot A-02, 1,200 sq ft, Available' }),
    );
    expect(history.at(-1)).toBe('/plots/2?projectId=1');
    const dialog = await screen.findByRole('dialog', { name: 'Plot Details' });
    expect(await within(dialog).findByText('01/03/2025')).toBeInTheDocument();
  });

  it("offers 'Book this plot' on an Available plot to whoever may create bookings", async () => {
    const { fake } = plotsApi({ 'GET /auth/me': mayBook });
    renderApp('/plots/2', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Plot Details' });
    expect(await within(dialog).findByRole('link', { name: 'Book this plot' })).toHaveAttribute(
      'href',
      '/bookings?bookPlot=2',
    );
  });

  it("offers no 'Book this plot' to whoever may not create bookings", async () => {
    const { fake } = plotsApi();
    renderApp('/plots/2', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Plot Details' });
    expect(await within(dialog).findByText('01/03/2025')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Book this plot' })).toBeNull();
  });

  it('lands on the booking form with the plot and its project chosen, the ask then dropped', async () => {
    const { fake, queries } = plotsApi({
      'GET /auth/me': mayBook,
      'GET /bookings/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
      'GET /channelpartners/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
    });
    const { history, calls } = renderApp('/bookings?bookPlot=2', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Booking' });
    expect(projectBox(within(dialog))).toHaveProperty('value', 'Green Valley');
    expect(within(dialog).getByRole('combobox', { name: /^Plot/ })).toHaveProperty(
      'value',
      'A-02 (1,200 sq ft)',
    );
    expect(within(dialog).getByRole('region', { name: 'Selected Plot' }).textContent).toContain(
      'A-02',
    );
    expect(calls).toContain('GET /plots/2');
    await waitFor(() => expect(history.at(-1)).toBe('/bookings'));

    // The picker's plots can be narrowed by size, which its search sends.
    const sizes = within(dialog).getByRole('group', { name: 'Plot size' });
    await userEvent.type(within(sizes).getByRole('textbox', { name: 'Min Size' }), '1,000');
    await waitFor(() =>
      expect(queries.at(-1)!.toString()).toBe(
        'page=1&pageSize=25&sortBy=PlotNumber&sortOrder=asc&projectId=1&status=Available&minSize=1000&sizeUnit=sq+ft',
      ),
    );
  });

  it("says 'Plot not found' for a plot to book that is gone, and shows the list", async () => {
    const { fake } = plotsApi({
      'GET /auth/me': mayBook,
      'GET /bookings/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
      'GET /plots/9': () => json(404, { message: 'Plot not found' }),
    });
    const { history, shownToasts } = renderApp('/bookings?bookPlot=9', fake, STORED);
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Plot not found' }]),
    );
    expect(history.at(-1)).toBe('/bookings');
    expect(screen.queryByRole('dialog', { name: 'Create New Booking' })).toBeNull();
  });
});
