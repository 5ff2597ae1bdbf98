import type { Amenity, Project } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, STORED } from '../../../test/render-app';
import { editableList } from '../../../test/fake-lists';

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

/** GET /projects over an in-memory list that POST, PUT and DELETE change. */
function projectsApi(routes: FakeRoutes = {}) {
  const stored: Project[] = [project(1, 'Green Valley', 40, 10), project(2, 'Lake View', 12, 12)];
  const list = editableList(stored);
  const calls: string[] = [];
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['projects.view'])),
    'GET /projects': () => {
      calls.push('GET /projects');
      return json(200, stored);
    },
    'GET /amenities/active': () => json(200, [amenity(5, 'Club House'), amenity(6, 'Park')]),
    'GET /projects/1/details': () =>
      json(200, {
        ...stored[0],
        plots: [
          {
            id: 1,
            projectId: 1,
            projectName: 'Green Valley',
            plotNumber: 'A1',
            plotSize: 1200,
            sizeUnit: 'sq ft',
            status: 'Booked',
            remark: null,
            createdBy: 1,
          },
        ],
      }),
    'POST /projects': list.add((body: Project) => ({ ...project(3, body.name, 0, 0), ...body })),
    'PUT /projects/2': list.update(2),
    'DELETE /projects/2': list.remove(2),
    ...routes,
  };
  return { fake, bodies: list.bodies, calls };
}

const projectNames = async () => {
  const table = await screen.findByRole('grid', { name: 'Projects' });
  await waitFor(() => expect(within(table).queryByText('Loading...')).toBeNull());
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/Created.*/, ''));
};

const searchBox = () => screen.getByRole('searchbox', { name: 'Search projects' });
const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('the Projects page', () => {
  it('lists GET /projects with their plot availability', async () => {
    const { fake } = projectsApi();
    renderApp('/projects', fake, STORED);
    expect(await projectNames()).toEqual(['Green Valley', 'Lake View']);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText('10 (25%)')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch projects' and shows the failure in place of the table", async () => {
    const { fake } = projectsApi({ 'GET /projects': () => json(500, { message: 'Boom' }) });
    const { shownToasts } = renderApp('/projects', fake, STORED);
    expect(await screen.findByText('Failed to fetch projects')).toBeInTheDocument();
    expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to fetch projects' }]);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('the list state in the URL', () => {
  it('starts from the URL, so a reload or a link keeps the search and the sort', async () => {
    const { fake } = projectsApi();
    renderApp('/projects?search=a&sortBy=totalPlots&sortOrder=asc', fake, STORED);
    expect(await projectNames()).toEqual(['Lake View', 'Green Valley']);
    expect((searchBox() as HTMLInputElement).value).toBe('a');
  });

  it('filters as the search is typed, and replaces the URL once typing pauses', async () => {
    const { fake } = projectsApi();
    const { history } = renderApp('/projects', fake, STORED);
    await projectNames();
    await userEvent.type(searchBox(), 'lake');
    expect(await projectNames()).toEqual(['Lake View']);
    await waitFor(() => expect(history).toEqual(['/projects?search=lake']));
  });

  it('pushes a sort change, so Back restores the order before it', async () => {
    const { fake } = projectsApi();
    const { history } = renderApp('/projects', fake, STORED);
    await projectNames();
    await userEvent.click(screen.getByRole('columnheader', { name: 'Project Name' }));
    expect(await projectNames()).toEqual(['Lake View', 'Green Valley']);
    expect(history).toEqual(['/projects', '/projects?sortBy=name&sortOrder=desc']);
  });
});

describe('adding and editing', () => {
  it('creates with the saleable area and amenities, toasts, reloads and closes', async () => {
    const { fake, bodies, calls } = projectsApi();
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
    expect(calls).toEqual(['GET /projects', 'GET /projects']);
    expect(await projectNames()).toEqual(['Green Valley', 'Hill Top', 'Lake View']);
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
    expect(await projectNames()).toEqual(['Green Valley', 'Lake View East']);
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
    expect(history).toEqual(['/projects?view=1']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(history).toEqual(['/projects']);
  });

  it("says 'Project not found' for a project that is gone", async () => {
    const { fake } = projectsApi();
    const { shownToasts } = renderApp('/projects?view=9', fake, STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Project Details' });
    expect(await within(dialog).findByText('Project not found')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });

  it("toasts 'Failed to fetch project details' when the details cannot load", async () => {
    const { fake } = projectsApi({ 'GET /projects/1/details': () => json(500, {}) });
    const { shownToasts } = renderApp('/projects?view=1', fake, STORED);
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
    expect(await projectNames()).toEqual(['Green Valley']);
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
