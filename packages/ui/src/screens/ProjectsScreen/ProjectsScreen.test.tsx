import { changedWhileEditingNotice, PROJECT_MESSAGES } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listOf, loaded, NOT_LOADED, type DeleteOutcome } from '../../patterns';
import { PLAIN_QUERY, PROJECTS } from './project-fixtures';
import type { ProjectListItem } from './project-types';
import * as stories from './ProjectsScreen.stories';
import { onTypingClock } from '../../../test/typing-clock';

const {
  Filled,
  Loading,
  Empty,
  EmptySearch,
  LoadFailed,
  Paged,
  EstimatedCount,
  Details,
  DetailsOfAnotherPage,
  EditedElsewhere,
  Catalog,
} = composeStories(stories);

const table = () => screen.getByRole('grid', { name: 'Projects' });

/** The table's body rows, each as the text of its cells. */
function rows(): string[][] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? ''));
}

/** The names in the table, without their created dates. */
const names = () => rows().map((cells) => cells[1]!.replace(/Created.*/, ''));
const serials = () => rows().map((cells) => cells[0]);
const pages = () => screen.getByRole('navigation', { name: 'Pagination' });

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
    expect(pages().textContent).toContain('Showing 1 to 3 of 3 results');
  });

  it('names each action after its project', () => {
    render(<Filled />);
    for (const action of ['View', 'Edit', 'Delete']) {
      expect(
        screen.getByRole('button', { name: `${action} Lake View Residency` }),
      ).toBeInTheDocument();
    }
  });

  it('asks the host for the sorts the API offers, on page 1, under the name and figure headers', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    const sorted = () => onQueryChange.mock.lastCall?.[0].sort;
    expect(screen.getByRole('columnheader', { name: 'Project Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('columnheader', { name: 'Project Name' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...PLAIN_QUERY, sort: { sortBy: 'Name', sortOrder: 'desc' } },
      'chosen',
    );
    for (const [header, sortBy] of [
      ['Total Area', 'TotalProjectArea'],
      ['Total Plots', 'TotalPlots'],
      ['Available Plots', 'AvailablePlots'],
    ]) {
      await userEvent.click(screen.getByRole('columnheader', { name: header }));
      expect(sorted()).toEqual({ sortBy, sortOrder: 'asc' });
    }
    await userEvent.click(screen.getByRole('columnheader', { name: 'S.No' }));
    expect(onQueryChange).toHaveBeenCalledTimes(4);
  });

  it("says 'No projects found' when nothing matches, and when there are none", () => {
    const { unmount } = render(<EmptySearch />);
    expect(within(table()).getByText(PROJECT_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    unmount();
    render(<Empty />);
    expect(within(table()).getByText(PROJECT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('shows the wait while loading', () => {
    render(<Loading />);
    expect(within(table()).getByRole('status').textContent).toBe('Loading...');
  });

  it('shows a failed load with a way to try again, and no pages', async () => {
    const onRetry = vi.fn();
    render(<LoadFailed list={listOf([], { error: PROJECT_MESSAGES.fetchFailed, onRetry })} />);
    expect(within(table()).getByText(PROJECT_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('the pages', () => {
  it('numbers the rows on from the pages before, and asks the host for another page', async () => {
    const onQueryChange = vi.fn();
    render(<Paged onQueryChange={onQueryChange} />);
    expect(serials()).toEqual(['6', '7', '8', '9', '10']);
    expect(pages().textContent).toContain('Showing 6 to 10 of 12 results');
    await userEvent.click(within(pages()).getByRole('button', { name: 'Next' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...PLAIN_QUERY, page: 3, pageSize: 5 }, 'chosen');
  });

  it("says 'about' for a count the server estimated", () => {
    render(<EstimatedCount />);
    expect(pages().textContent).toContain('Showing 1 to 10 of about 24000 results');
  });
});

describe('the search and the page size', () => {
  it('applies the search once typing pauses, and the page size at once, each on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    await onTypingClock(async (user, pause) => {
      await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'VIEW');
      expect(onQueryChange).not.toHaveBeenCalled();
      await pause();
      expect(onQueryChange).toHaveBeenCalledExactlyOnceWith(
        { ...PLAIN_QUERY, filters: { searchTerm: 'VIEW' } },
        'typed',
      );
    });
    await userEvent.click(screen.getByRole('button', { name: /Page Size$/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...PLAIN_QUERY, pageSize: 25 }, 'chosen');
  });

  it('clears the search and the page size, back on page 1', async () => {
    const onQueryChange = vi.fn();
    render(
      <EmptySearch
        query={{ ...PLAIN_QUERY, page: 3, pageSize: 25, filters: { searchTerm: 'Hill' } }}
        onQueryChange={onQueryChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onQueryChange).toHaveBeenCalledWith(PLAIN_QUERY, 'chosen');
  });

  it('offers no clearing for the plain list', () => {
    render(<Filled />);
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
  });
});

describe('over sample data, as a host pages it', () => {
  it('pages, sorts and searches', async () => {
    render(<Catalog />);
    expect(names()).toEqual([
      'Green Valley Phase 2',
      'Lake View Residency',
      'Orchid Heights',
      'Palm Meadows',
      'Riverside Greens',
    ]);
    await userEvent.click(within(pages()).getByRole('button', { name: 'Page 3' }));
    expect(names()).toEqual(['Temple Town', 'Vrindavan Gardens']);
    expect(serials()).toEqual(['11', '12']);

    await userEvent.click(screen.getByRole('columnheader', { name: 'Total Plots' }));
    expect(rows().map((cells) => cells[3])).toEqual(['0', '18', '24', '30', '40']);
    expect(serials()).toEqual(['1', '2', '3', '4', '5']);

    await userEvent.click(screen.getByRole('columnheader', { name: 'Project Name' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'phase');
    // Phase 1 and 2 before Phase 10, as people read numbers.
    await waitFor(() =>
      expect(names()).toEqual([
        'Green Valley Phase 2',
        'Shanti Nagar Phase 1',
        'Shanti Nagar Phase 10',
      ]),
    );
    expect(pages().textContent).toContain('Showing 1 to 3 of 3 results');
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

  it('tells the host which project it edits, and shows its notice in the edit form only', async () => {
    const notice = changedWhileEditingNotice('project', false);
    const onEditingChange = vi.fn();
    render(<EditedElsewhere editing={{ onEditingChange, notice }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    const create = screen.getByRole('dialog', { name: 'Add Project' });
    expect(within(create).queryByRole('status')).toBeNull();
    await userEvent.click(within(create).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEditingChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Sunrise Enclave' }));
    expect(onEditingChange.mock.calls).toEqual([[PROJECTS[1]!.id]]);
    const edit = screen.getByRole('dialog', { name: 'Edit Project' });
    expect(within(edit).getByRole('status')).toHaveTextContent(notice);
    const name = within(edit).getByRole('textbox', { name: 'Project Name' });
    await userEvent.type(name, ' East');
    await userEvent.click(within(edit).getByRole('button', { name: 'Update Project' }));
    // Saved: the form closes, and the host hears no project is edited any more.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEditingChange.mock.calls).toEqual([[PROJECTS[1]!.id], [null]]);
  });

  it("tells the host of the project edited from its details' 'Edit Project'", async () => {
    const onEditingChange = vi.fn();
    render(<Details editing={{ onEditingChange }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Project' }));
    expect(onEditingChange).toHaveBeenCalledWith(1);
  });

  it('adds a project over the sample data, where the search finds it', async () => {
    render(<Catalog />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Project Name' }), 'Hill Top');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Total Project Area (sq ft)' }),
      '9000',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Roads Area (sq ft)' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'hill');
    await waitFor(() => expect(names()).toEqual(['Hill Top']));
  });
});

describe('the focus', () => {
  /**
   * The screen over a host that reloads its list after a save, as the app does: the rows give way
   * to 'Loading...' and come back drawn anew, and the form closes on them.
   */
  function ReloadingHost() {
    const [projects, setProjects] = useState<readonly ProjectListItem[]>(PROJECTS);
    const [isLoading, setIsLoading] = useState(false);
    const [openedId, setOpenedId] = useState<number | null>(null);
    return (
      <Filled
        list={listOf(projects, { isLoading })}
        record={{ id: openedId, onOpen: setOpenedId, details: NOT_LOADED }}
        onSave={async (form, project) => {
          setIsLoading(true);
          await new Promise((resolve) => setTimeout(resolve, 10));
          setProjects((current) =>
            current.map((each) => (each.id === project?.id ? { ...each, name: form.name } : each)),
          );
          setIsLoading(false);
          return { ok: true };
        }}
      />
    );
  }

  const isOn = (element: () => HTMLElement) =>
    waitFor(() => expect(document.activeElement).toBe(element()));
  const nameBox = () => screen.getByRole('textbox', { name: 'Project Name' });
  const button = (name: string) => () => screen.getByRole('button', { name });

  it("opens the form in 'Project Name' from 'Add Project', and comes back to it on close", async () => {
    render(<Filled />);
    await userEvent.click(button('Add Project')());
    await isOn(nameBox);
    await userEvent.keyboard('{Escape}');
    await isOn(button('Add Project'));
  });

  it("comes back to a row's Edit once the saved list is drawn anew, under the new name", async () => {
    render(<ReloadingHost />);
    await userEvent.click(button('Edit Sunrise Enclave')());
    await isOn(nameBox);
    await userEvent.type(nameBox(), ' East');
    await userEvent.click(button('Update Project')());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await isOn(button('Edit Sunrise Enclave East'));
  });

  it("comes back to the row's View from the form its details' 'Edit Project' opened", async () => {
    render(<ReloadingHost />);
    await userEvent.click(button('View Lake View Residency')());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Project' }));
    await isOn(nameBox);
    await userEvent.keyboard('{Escape}');
    await isOn(button('View Lake View Residency'));
  });
});

describe('the details', () => {
  it('opens from the view button and asks the host for the project', async () => {
    const onOpen = vi.fn();
    render(<Filled record={{ id: null, onOpen, details: NOT_LOADED }} />);
    await userEvent.click(screen.getByRole('button', { name: 'View Lake View Residency' }));
    expect(onOpen).toHaveBeenCalledWith(3);
  });

  it("shows the page's row at once while the host loads the details", () => {
    render(
      <Filled record={{ id: 3, onOpen: vi.fn(), details: { ...NOT_LOADED, isLoading: true } }} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Project Details' });
    expect(within(dialog).getByText('Lake View Residency')).toBeInTheDocument();
  });

  it('waits for the details of a project on no page shown, then shows them', () => {
    const { rerender } = render(<DetailsOfAnotherPage />);
    const dialog = screen.getByRole('dialog', { name: 'Project Details' });
    expect(
      within(dialog).getByRole('progressbar', { name: 'Loading project details' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit Project' })).toBeDisabled();
    rerender(
      <DetailsOfAnotherPage record={{ id: 12, onOpen: vi.fn(), details: loaded(PROJECTS[1]!) }} />,
    );
    expect(within(dialog).getByText('Sunrise Enclave')).toBeInTheDocument();
  });

  it("moves to the form from 'Edit Project'", async () => {
    const onOpen = vi.fn();
    render(<Details record={{ id: 1, onOpen, details: NOT_LOADED }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Project' }));
    expect(onOpen).toHaveBeenLastCalledWith(null);
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
