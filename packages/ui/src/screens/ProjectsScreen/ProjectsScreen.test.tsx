import { PROJECT_MESSAGES } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROJECTS } from './project-fixtures';
import * as stories from './ProjectsScreen.stories';
import { listOf, type DeleteOutcome } from '../../patterns';

const { Filled, Loading, Empty, LoadFailed, NoMatch, Details } = composeStories(stories);

const table = () => screen.getByRole('grid', { name: 'Projects' });

/** The table's body rows, each as the text of its cells. */
function rows(): string[][] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? ''));
}

const names = () => rows().map((cells) => cells[1]);

describe('the table', () => {
  it('shows S.No, name with created date, both areas, plots and availability', () => {
    render(<Filled />);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['S.No', 'Project Name', 'Total Area', 'Total Plots', 'Available Plots', 'Actions']);
    expect(rows().map((cells) => cells.slice(0, 5))).toEqual([
      [
        '1',
        'Green Valley Phase 2Created 14/03/2025',
        '4,35,600 sq ft48,400 sq yards',
        '48',
        '31 (65%)',
      ],
      [
        '2',
        'Lake View ResidencyCreated 21/08/2024',
        '2,17,800 sq ft24,200 sq yards',
        '120',
        '0 (0%)',
      ],
      ['3', 'Sunrise EnclaveCreated 02/11/2025', '90,000 sq ft10,000 sq yards', '0', 'No plots'],
    ]);
  });

  it('names each action after its project', () => {
    render(<Filled />);
    for (const action of ['View', 'Edit', 'Delete']) {
      expect(
        screen.getByRole('button', { name: `${action} Lake View Residency` }),
      ).toBeInTheDocument();
    }
  });

  it('sorts by name and by the figures, telling the host', async () => {
    const onSortChange = vi.fn();
    render(<Filled onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Project Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    expect(names()).toEqual([
      'Sunrise EnclaveCreated 02/11/2025',
      'Lake View ResidencyCreated 21/08/2024',
      'Green Valley Phase 2Created 14/03/2025',
    ]);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Total Plots' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'totalPlots', direction: 'ascending' });
    expect(rows().map((cells) => [cells[0], cells[3]])).toEqual([
      ['1', '0'],
      ['2', '48'],
      ['3', '120'],
    ]);
  });

  it('searches by name as the user types, telling the host', async () => {
    const onSearchChange = vi.fn();
    render(<Filled onSearchChange={onSearchChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'VIEW');
    expect(onSearchChange).toHaveBeenLastCalledWith('VIEW');
    expect(names()).toEqual(['Lake View ResidencyCreated 21/08/2024']);
  });

  it("says 'No projects found' when nothing matches, and when there are none", () => {
    const { unmount } = render(<NoMatch />);
    expect(screen.getByText(PROJECT_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
    unmount();
    render(<Empty />);
    expect(screen.getByText(PROJECT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('shows the wait while loading', () => {
    render(<Loading />);
    expect(within(table()).getByRole('status').textContent).toBe('Loading...');
  });

  it('shows a failed load with a way to try again', async () => {
    const onRetry = vi.fn();
    render(<LoadFailed list={listOf([], { error: PROJECT_MESSAGES.fetchFailed, onRetry })} />);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByText(PROJECT_MESSAGES.fetchFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('adding and editing', () => {
  it('adds a project and closes the form once saved', async () => {
    const onSave = vi.fn(async () => ({ ok: true as const }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Project Name' }), 'Hill Top');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Total Project Area (sq ft)' }),
      '9000',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Roads Area (sq ft)' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Hill Top', totalProjectArea: 9000, roadsArea: 0, projectAmenities: [] },
      null,
    );
    expect(screen.queryByRole('dialog', { name: 'Add Project' })).toBeNull();
  });

  it('edits the chosen project and keeps the form open when the save fails', async () => {
    const onSave = vi.fn(async () => ({ ok: false as const }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sunrise Enclave' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    const name = within(dialog).getByRole('textbox', { name: 'Project Name' });
    expect((name as HTMLInputElement).value).toBe('Sunrise Enclave');
    await userEvent.type(name, ' East');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sunrise Enclave East' }),
      PROJECTS[1],
    );
    expect((name as HTMLInputElement).value).toBe('Sunrise Enclave East');
  });
});

describe('the details', () => {
  it('opens from the view button and asks the host for the project', async () => {
    const onViewedProjectIdChange = vi.fn();
    render(<Filled onViewedProjectIdChange={onViewedProjectIdChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'View Lake View Residency' }));
    expect(onViewedProjectIdChange).toHaveBeenCalledWith(3);
    const dialog = screen.getByRole('dialog', { name: 'Project Details' });
    expect(within(dialog).getByText('Lake View Residency')).toBeInTheDocument();
  });

  it("moves to the form from 'Edit Project'", async () => {
    const onViewedProjectIdChange = vi.fn();
    render(<Details onViewedProjectIdChange={onViewedProjectIdChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Project' }));
    expect(onViewedProjectIdChange).toHaveBeenLastCalledWith(null);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Project Name' }) as HTMLInputElement).value,
    ).toBe('Green Valley Phase 2');
  });
});

describe('deleting', () => {
  it('asks first, then deletes and closes the question', async () => {
    const onDelete = vi.fn(async (): Promise<DeleteOutcome> => ({ ok: true }));
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sunrise Enclave' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Project' });
    expect(question.textContent).toContain('Are you sure you want to delete this project?');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(PROJECTS[1]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the question open when the delete fails, busy while it runs', async () => {
    let finish: (outcome: DeleteOutcome) => void = () => {};
    const onDelete = vi.fn(() => new Promise<DeleteOutcome>((resolve) => (finish = resolve)));
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sunrise Enclave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeInTheDocument();
    await act(async () => finish({ ok: false }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Project' })).toBeInTheDocument();
  });

  it('is cancelled without deleting', async () => {
    const onDelete = vi.fn();
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sunrise Enclave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });
});
