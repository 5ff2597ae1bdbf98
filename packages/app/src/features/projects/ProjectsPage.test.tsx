import type { Amenity, Project } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { auditEntryFixture, auditRoutes } from '../../../test/fake-audit';
import { editableList, pageOf } from '../../../test/fake-lists';
import { choose, loadedGrid } from '../../../test/list-screen';
import { renderApp, STORED } from '../../../test/render-app';

const project = (
  id: number,
  name: string,
  totalPlots: number,
  availablePlots: number,
): Project => ({
  id,
  name,
  totalProjectArea: 90_000,
  roadsArea: 9_000,
  totalSaleableArea: 9_000,
  amenities: '[]',
  projectAmenities: [],
  totalPlots,
  availablePlots,
  metadata: null,
  createdBy: 1,
  createdAt: '2025-03-01T06:00:00.000Z',
});

const amenity = (id: number, name: string): Amenity => ({
  id,
  name,
  description: null,
  isActive: true,
  createdBy: 1,
  metadata: null,
  createdAt: '2025-03-01T06:00:00.000Z',
  updatedAt: '2025-03-01T06:00:00.000Z',
});

const PLOT = {
  id: 1,
  projectId: 1,
  plotNumber: 'A1',
  plotSize: 1200,
  sizeUnit: 'sq ft',
  status: 'Booked',
  remark: null,
  createdBy: 1,
};

const SORT_KEYS = {
  Name: (p: Project) => p.name,
  TotalProjectArea: (p: Project) => p.totalProjectArea,
  TotalPlots: (p: Project) => p.totalPlots,
  AvailablePlots: (p: Project) => p.availablePlots,
} as const;

/**
 * GET /projects/filtered over an in-memory list that POST, PUT and DELETE change: it searches
 * names, sorts by the query's sortBy (ties by id) and pages. Green Valley and Lake View, then ten
 * more ('Phase 01' to 'Phase 10') when `many`.
 */
function projectsApi(routes: FakeRoutes = {}, { many = false } = {}) {
  const stored: Project[] = [
    project(1, 'Green Valley', 40, 10),
    project(2, 'Lake View', 12, 12),
    ...(many
      ? Array.from({ length: 10 }, (_, i) =>
          project(i + 3, `Phase ${String(i + 1).padStart(2, '0')}`, i, 0),
        )
      : []),
  ];
  const list = editableList(stored);
  const queries: URLSearchParams[] = [];
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['projects.view'])),
    'GET /projects/filtered': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const term = (query.get('searchTerm') ?? '').toLowerCase();
      const key = SORT_KEYS[query.get('sortBy') as keyof typeof SORT_KEYS];
      const sign = query.get('sortOrder') === 'desc' ? -1 : 1;
      const matching = stored
        .filter((p) => p.name.toLowerCase().includes(term))
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          return sign * (x < y ? -1 : x > y ? 1 : 0) || a.id - b.id;
        });
      return pageOf(query, matching);
    },
    'GET /amenities/active': () => json(200, [amenity(5, 'Club House'), amenity(6, 'Park')]),
    'GET /projects/1/details': () => json(200, { ...stored[0], plots: [PLOT] }),
    'POST /projects': list.add((body: Project) => ({ ...project(3, body.name, 0, 0), ...body })),
    'PUT /projects/2': list.update(2),
    'DELETE /projects/2': list.remove(2),
    ...routes,
  };
  return { fake, bodies: list.bodies, queries };
}

const projectNames = async () =>
  within(await loadedGrid('Projects'))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/Created.*/, ''));

const serials = () =>
  within(screen.getByRole('grid', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search projects' });
const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('the Projects page', () => {
  it('asks GET /projects/filtered for page 1 of 10 by name, with plot availability', async () => {
    const { fake, queries } = projectsApi();
    const { calls } = renderApp('/projects', fake, STORED);
    expect(await projectNames()).toEqual(['Green Valley', 'Lake View']);
    expect(queries.map(String)).toEqual(['page=1&pageSize=10&sortBy=Name&sortOrder=asc']);
    expect(calls).not.toContain('GET /projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText('10 (25%)')).toBeInTheDocument();
  });

  it('pages on, numbering the rows across pages, with the page in the URL', async () => {
    const { fake, queries } = projectsApi({}, { many: true });
    const { history } = renderApp('/projects', fake, STORED);
    expect(await projectNames()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeInTheDocument(),
    );
    expect(await projectNames()).toEqual(['Phase 09', 'Phase 10']);
    expect(serials()).toEqual(['11', '12']);
    expect(queries.at(-1)!.get('page')).toBe('2');
    expect(history).toEqual(['/projects', '/projects?page=2']);
  });

  it('changes the page size at once, back on page 1', async () => {
    const { fake, queries } = projectsApi({}, { many: true });
    const { history } = renderApp('/projects?page=2', fake, STORED);
    await projectNames();
    await choose('Page Size', '5');
    await waitFor(() => expect(screen.getByText('Showing 1 to 5 of 12 results')).toBeVisible());
    expect(queries.at(-1)!.toString()).toBe('page=1&pageSize=5&sortBy=Name&sortOrder=asc');
    expect(history).toEqual(['/projects?page=2', '/projects?pageSize=5']);
  });

  it("toasts 'Failed to fetch projects', shows the failure in place of the rows, and tries again", async () => {
    let failing = true;
    const { fake } = projectsApi();
    const answer = fake['GET /projects/filtered']!;
    fake['GET /projects/filtered'] = (request) =>
      failing ? json(500, { message: 'Boom' }) : answer(request);
    const { shownToasts } = renderApp('/projects', fake, STORED);
    expect(await screen.findByText('Failed to fetch projects')).toBeInTheDocument();
    expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to fetch projects' }]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(async () => expect(await projectNames()).toEqual(['Green Valley', 'Lake View']));
  });
});

describe('the list state in the URL', () => {
  it('starts from the URL, so a reload or a link keeps the search, sort, page and page size', async () => {
    const { fake, queries } = projectsApi({}, { many: true });
    renderApp(
      '/projects?page=2&pageSize=5&sortBy=TotalPlots&sortOrder=desc&searchTerm=phase',
      fake,
      STORED,
    );
    expect(await projectNames()).toEqual([
      'Phase 05',
      'Phase 04',
      'Phase 03',
      'Phase 02',
      'Phase 01',
    ]);
    expect(queries[0]!.toString()).toBe(
      'page=2&pageSize=5&sortBy=TotalPlots&sortOrder=desc&searchTerm=phase',
    );
    expect((searchBox() as HTMLInputElement).value).toBe('phase');
    expect(serials()).toEqual(['6', '7', '8', '9', '10']);
    expect(
      screen.getByRole('columnheader', { name: 'Total Plots' }).getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('searches on the server once typing pauses, replacing the URL, back on page 1', async () => {
    const { fake, queries } = projectsApi({}, { many: true });
    const { history } = renderApp('/projects?page=2', fake, STORED);
    await projectNames();
    await userEvent.type(searchBox(), 'lake');
    await waitFor(() => expect(history).toEqual(['/projects?searchTerm=lake']));
    await waitFor(async () => expect(await projectNames()).toEqual(['Lake View']));
    expect(queries.at(-1)!.toString()).toBe(
      'page=1&pageSize=10&sortBy=Name&sortOrder=asc&searchTerm=lake',
    );
  });

  it("pushes a sort change in the API's words, so Back restores the order before it", async () => {
    const { fake, queries } = projectsApi();
    const { history } = renderApp('/projects', fake, STORED);
    await projectNames();
    await userEvent.click(screen.getByRole('columnheader', { name: 'Project Name' }));
    await waitFor(async () => expect(await projectNames()).toEqual(['Lake View', 'Green Valley']));
    expect(history).toEqual(['/projects', '/projects?sortOrder=desc']);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Available Plots' }));
    expect(history.at(-1)).toBe('/projects?sortBy=AvailablePlots');
    await waitFor(() =>
      expect(queries.at(-1)!.toString()).toBe(
        'page=1&pageSize=10&sortBy=AvailablePlots&sortOrder=asc',
      ),
    );
  });
});

describe('adding and editing', () => {
  it('creates with the saleable area and amenities, toasts, reloads and closes', async () => {
    const { fake, bodies, queries } = projectsApi();
    const { shownToasts } = renderApp('/projects', fake, STORED);
    await projectNames();
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    await userEvent.type(box(dialog, 'Project Name'), 'Hill Top');
    await userEvent.type(box(dialog, 'Total Project Area (sq ft)'), '90000');
    await userEvent.type(box(dialog, 'Roads Area (sq ft)'), '9000');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add amenity' }), 'Park');
    await userEvent.click(screen.getByRole('option', { name: 'Park' }));
    await userEvent.keyboard('4500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Project' })).toBeNull());
    const picked = [{ id: 6, name: 'Park', area: 4500 }];
    expect(bodies).toEqual([
      {
        name: 'Hill Top',
        totalProjectArea: 90000,
        roadsArea: 9000,
        totalSaleableArea: 8500,
        amenities: JSON.stringify(picked),
        projectAmenities: picked,
        createdBy: 1,
      },
    ]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Project created successfully' }]);
    await waitFor(async () =>
      expect(await projectNames()).toEqual(['Green Valley', 'Hill Top', 'Lake View']),
    );
    expect(queries).toHaveLength(2);
  });

  it('keeps the form and what was typed when the server refuses, naming the field', async () => {
    const { fake } = projectsApi({
      'PUT /projects/2': () =>
        json(400, {
          message: 'Invalid project',
          errors: {
            totalUsedArea: 'Total used area (roads + amenities) cannot exceed total project area',
          },
        }),
    });
    const { shownToasts } = renderApp('/projects', fake, STORED);
    await projectNames();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Lake View' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    await userEvent.type(box(dialog, 'Project Name'), ' East');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Failed to update project', detail: 'Invalid project' },
    ]);
    expect((box(dialog, 'Project Name') as HTMLInputElement).value).toBe('Lake View East');
  });

  it('updates with PUT and says so', async () => {
    const { fake, bodies } = projectsApi();
    const { shownToasts } = renderApp('/projects', fake, STORED);
    await projectNames();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Lake View' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    await userEvent.type(box(dialog, 'Project Name'), ' East');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([expect.objectContaining({ name: 'Lake View East' })]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Project updated successfully' }]);
    await waitFor(async () =>
      expect(await projectNames()).toEqual(['Green Valley', 'Lake View East']),
    );
  });
});

describe('the details', () => {
  it('loads GET /projects/{id}/details and keeps the open project in the URL', async () => {
    const { fake } = projectsApi();
    const { history } = renderApp('/projects', fake, STORED);
    await projectNames();
    await userEvent.click(screen.getByRole('button', { name: 'View Green Valley' }));
    const dialog = screen.getByRole('dialog', { name: 'Project Details' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Plots by Status' }),
    ).toBeInTheDocument();
    expect(history).toEqual(['/projects/1']);
    expect(within(dialog).queryByRole('heading', { name: 'History' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(history).toEqual(['/projects']);
  });

  it('shows every change to the project to whoever may see the audit trail, and only to them', async () => {
    const entries = [
      auditEntryFixture(1, 'project', 1, '2026-03-13', {
        operation: 'updateProject',
        before: { name: 'Green Vale' },
        after: { name: 'Green Valley' },
      }),
    ];
    const { fake } = projectsApi({
      'GET /auth/me': () => json(200, user(['projects.view', 'audit.view'])),
      ...auditRoutes(entries),
    });
    renderApp('/projects/1', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Project Details' });
    const changes = await within(dialog).findByRole('list', { name: 'Changes, newest first' });
    expect(within(changes).getByText(/ · asha · Edited$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
      'href',
      '/audit-log?entity=project&entityId=1',
    );
  });

  it('opens a project on no page shown from the URL, and keeps the list state beside it', async () => {
    const { fake } = projectsApi(
      {
        'GET /projects/12/details': () =>
          json(200, { ...project(12, 'Phase 10', 9, 0), plots: [] }),
      },
      { many: true },
    );
    const { history } = renderApp('/projects/12?pageSize=5', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Project Details' });
    expect(await within(dialog).findByText('Phase 10')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(history).toEqual(['/projects?pageSize=5']);
    expect(await projectNames()).not.toContain('Phase 10');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View Phase 04' }));
    expect(history.at(-1)).toBe('/projects/6?page=2&pageSize=5');
  });

  it("says 'Project not found' for a project that is gone", async () => {
    const { fake } = projectsApi();
    const { shownToasts } = renderApp('/projects/9', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Project Details' });
    expect(await within(dialog).findByText('Project not found')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });

  it("toasts 'Failed to fetch project details' when the details cannot load", async () => {
    const { fake } = projectsApi({ 'GET /projects/1/details': () => json(500, {}) });
    const { shownToasts } = renderApp('/projects/1', fake, STORED);
    await screen.findByRole('dialog', { name: 'Project Details' });
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to fetch project details' },
      ]),
    );
  });
});

describe('deleting', () => {
  it('deletes after the question, toasts and reloads', async () => {
    const { fake } = projectsApi();
    const { shownToasts } = renderApp('/projects', fake, STORED);
    await projectNames();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lake View' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Project' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Project deleted successfully' }]);
    await waitFor(async () => expect(await projectNames()).toEqual(['Green Valley']));
  });

  it("toasts 'Failed to delete project' with the server's reason and keeps the question", async () => {
    const reason = 'Project cannot be deleted because bookings refer to its plots';
    const { fake } = projectsApi({ 'DELETE /projects/2': () => json(409, { message: reason }) });
    const { shownToasts } = renderApp('/projects', fake, STORED);
    await projectNames();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lake View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to delete project', detail: reason },
      ]),
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete Project' })).toBeInTheDocument();
  });
});
