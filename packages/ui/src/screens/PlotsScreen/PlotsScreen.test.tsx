import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './PlotsScreen.stories';
import { GREEN_VALLEY_PLOTS, PLAIN_QUERY, PLOT_DETAILS, PROJECTS } from './plots.fixtures';
import { NO_PLOT_FILTERS, type PlotFilters } from './plots-screen-types';
import { choicesOf, listOf, loaded, NOT_LOADED } from '../../patterns';
import { onTypingClock } from '../../../test/typing-clock';

const {
  Filled,
  SecondPage,
  Loading,
  Empty,
  EmptyFiltered,
  Failed,
  ProjectMap,
  ProjectFromTheUrl,
  SizeRange,
  Details,
  DetailsBookable,
  DetailsOfAnotherPage,
  DetailsNotFound,
  Catalog,
} = composeStories(stories);

const table = () => screen.getByRole('grid', { name: 'Plots' });
const columnOf = (index: number) =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole(index === 1 ? 'rowheader' : 'gridcell')[0]!.textContent);

/** The plain query filtered by these, on page 1. */
const filteredBy = (filters: Partial<PlotFilters>) => ({
  ...PLAIN_QUERY,
  filters: { ...NO_PLOT_FILTERS, ...filters },
});

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the list', () => {
  it('shows the columns, S.No, the plot number with its ID, and the paging line', () => {
    render(<Filled />);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['S.No', 'Plot Number', 'Project Name', 'Size', 'Status', 'Remark', 'Actions']);
    const first = screen.getByRole('row', { name: /A-1 ID: 101/ });
    expect(
      within(first)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Green Valley', '1,200 sq ft', 'Available', 'Corner plot, east facing', '']);
    expect(
      within(screen.getByRole('row', { name: /A-2 ID/ })).getByText('No remark'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 32 results')).toBeInTheDocument();
  });

  it('numbers the rows on from the pages before', () => {
    render(<SecondPage />);
    expect(columnOf(0)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(screen.getByText('Showing 11 to 20 of 32 results')).toBeInTheDocument();
  });

  it('asks for another page, and another sort on page 1', async () => {
    const onQueryChange = vi.fn();
    const { rerender } = render(<Filled onQueryChange={onQueryChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...PLAIN_QUERY, page: 3 }, 'chosen');
    rerender(<Filled query={{ ...PLAIN_QUERY, page: 3 }} onQueryChange={onQueryChange} />);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Plot Number' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...PLAIN_QUERY, sort: { sortBy: 'PlotNumber', sortOrder: 'desc' } },
      'chosen',
    );
    await userEvent.click(screen.getByRole('columnheader', { name: 'Size' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...PLAIN_QUERY, sort: { sortBy: 'PlotSize', sortOrder: 'asc' } },
      'chosen',
    );
  });

  it('shows its loading, empty and failed states', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    unmount();

    const empty = render(<Empty />);
    expect(screen.getByText('No plots found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding plots to a project.')).toBeInTheDocument();
    expect(within(table()).getByRole('button', { name: 'Add Plot' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    empty.unmount();

    const filtered = render(<EmptyFiltered />);
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    expect(within(table()).queryByRole('button', { name: 'Add Plot' })).toBeNull();
    filtered.unmount();

    const onRetry = vi.fn();
    render(<Failed list={listOf([], { error: 'Failed to fetch plots', onRetry })} />);
    expect(screen.getByText('Failed to fetch plots')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('the filters', () => {
  it('applies a choice at once, as a choice, on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    await choose('Status', 'Booked');
    expect(onQueryChange).toHaveBeenLastCalledWith(filteredBy({ status: 'Booked' }), 'chosen');
    await choose('Page Size', '25');
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...PLAIN_QUERY, pageSize: 25 }, 'chosen');
    await choose('Project', 'Sunrise Enclave');
    expect(onQueryChange).toHaveBeenLastCalledWith(filteredBy({ projectId: 2 }), 'chosen');
  });

  it('hands what is typed in the project filter to the host to search', async () => {
    const onProjectSearch = vi.fn();
    const onQueryChange = vi.fn();
    render(
      <Filled
        choices={{
          filterProjects: { items: PROJECTS, onSearch: onProjectSearch },
          formProjects: choicesOf(PROJECTS),
        }}
        onQueryChange={onQueryChange}
      />,
    );
    const project = screen.getByRole('combobox', { name: 'Project' });
    expect(project).toHaveProperty('value', 'All Projects');
    await userEvent.clear(project);
    await userEvent.type(project, 'sun');
    expect(onProjectSearch).toHaveBeenLastCalledWith('sun');
    await userEvent.click(screen.getByRole('option', { name: 'Sunrise Enclave' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(filteredBy({ projectId: 2 }), 'chosen');
  });

  it('applies typed text once typing pauses, as typing', async () => {
    const onQueryChange = vi.fn();
    render(<Filled onQueryChange={onQueryChange} />);
    await onTypingClock(async (user, pause) => {
      await user.type(screen.getByRole('searchbox', { name: 'Search Plots' }), 'Green');
      expect(onQueryChange).not.toHaveBeenCalled();
      await pause();
      expect(onQueryChange).toHaveBeenCalledExactlyOnceWith(
        filteredBy({ searchTerm: 'Green' }),
        'typed',
      );
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Plot Number' }), 'A-1');
    await waitFor(() =>
      expect(onQueryChange).toHaveBeenLastCalledWith(filteredBy({ plotNumber: 'A-1' }), 'typed'),
    );
  });

  it("offers 'Clear All Filters' only when something is filtered, and clears back to page 1", async () => {
    const onQueryChange = vi.fn();
    const { unmount } = render(<Filled />);
    expect(screen.getByRole('button', { name: 'Clear All Filters' }).hasAttribute('disabled')).toBe(
      true,
    );
    unmount();
    render(
      <EmptyFiltered
        query={{ ...filteredBy({ searchTerm: 'Z-99' }), page: 2, pageSize: 25 }}
        onQueryChange={onQueryChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onQueryChange).toHaveBeenCalledWith(PLAIN_QUERY, 'chosen');
  });

  it('follows filters changed from outside, such as Back', () => {
    const { rerender } = render(<EmptyFiltered />);
    expect(screen.getByRole('searchbox', { name: 'Search Plots' })).toHaveProperty('value', 'Z-99');
    rerender(<EmptyFiltered query={PLAIN_QUERY} />);
    expect(screen.getByRole('searchbox', { name: 'Search Plots' })).toHaveProperty('value', '');
  });
});

describe('the size range', () => {
  const sizeBox = (label: 'Min Size' | 'Max Size') =>
    screen.getByRole<HTMLInputElement>('textbox', { name: label });

  it('applies a typed range once typing pauses, in the unit chosen, as typing', async () => {
    const onQueryChange = vi.fn();
    const { rerender } = render(<Filled onQueryChange={onQueryChange} />);
    await choose('Size Unit', 'sq yd');
    // A unit alone narrows nothing.
    expect(onQueryChange).not.toHaveBeenCalled();
    await onTypingClock(async (user, pause) => {
      await user.type(sizeBox('Min Size'), '150');
      await user.type(sizeBox('Max Size'), '1,200');
      await pause();
    });
    const range = filteredBy({ minSize: 150, maxSize: 1200, sizeUnit: 'sq yd' });
    expect(onQueryChange).toHaveBeenLastCalledWith(range, 'typed');
    rerender(<Filled query={range} onQueryChange={onQueryChange} />);
    await choose('Size Unit', 'acre');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...range, filters: { ...range.filters, sizeUnit: 'acre' } },
      'chosen',
    );
  });

  it.each([
    ['2000', '1000', 'Min Size', 'Min size cannot be more than max size'],
    ['abc', '', 'Min Size', 'Min size must be a number'],
    ['', '-5', 'Max Size', 'Max size must be at least 0'],
  ] as const)(
    'says what is wrong with %j to %j under the field, and applies nothing',
    async (min, max, field, message) => {
      const onQueryChange = vi.fn();
      render(<Filled onQueryChange={onQueryChange} />);
      await onTypingClock(async (user, pause) => {
        if (min) await user.type(sizeBox('Min Size'), min);
        if (max) await user.type(sizeBox('Max Size'), max);
        await pause();
      });
      expect(sizeBox(field)).toHaveAccessibleDescription(message);
      expect(sizeBox(field)).toHaveAttribute('aria-invalid', 'true');
      expect(onQueryChange).not.toHaveBeenCalled();
    },
  );

  it('shows the range the address holds, and Clear All Filters clears it with any size typed', async () => {
    const onQueryChange = vi.fn();
    const { rerender } = render(<SizeRange onQueryChange={onQueryChange} />);
    expect(sizeBox('Min Size').value).toBe('1300');
    expect(sizeBox('Max Size').value).toBe('1500');
    await userEvent.clear(sizeBox('Max Size'));
    await userEvent.type(sizeBox('Max Size'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(PLAIN_QUERY, 'chosen');
    rerender(<SizeRange query={PLAIN_QUERY} onQueryChange={onQueryChange} />);
    expect(sizeBox('Min Size').value).toBe('');
    expect(sizeBox('Max Size').value).toBe('');
    expect(screen.getByRole('button', { name: /Size Unit$/ })).toHaveTextContent('sq ft');
  });
});

describe('the availability map', () => {
  it('shows the filtered project’s map above the list', () => {
    render(<ProjectMap />);
    expect(
      screen.getByRole('heading', { name: 'Availability map: Green Valley' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('grid', { name: 'Plots of Green Valley' })).getAllByRole('row'),
    ).toHaveLength(24);
  });

  it('names the project the host loaded by its id, before any search finds it', () => {
    render(<ProjectFromTheUrl />);
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveProperty(
      'value',
      'Green Valley',
    );
    expect(
      screen.getByRole('heading', { name: 'Availability map: Green Valley' }),
    ).toBeInTheDocument();
  });

  it("opens a tile's plot, as the row's View does", async () => {
    const onOpen = vi.fn();
    render(<ProjectMap record={{ id: null, onOpen, details: NOT_LOADED }} />);
    await userEvent.click(screen.getByRole('row', { name: 'Plot A-3, 1,500 sq ft, Booked' }));
    expect(onOpen).toHaveBeenCalledWith(GREEN_VALLEY_PLOTS[2]!.id);
  });

  it('invites choosing a project when none is', () => {
    render(<Filled />);
    expect(
      screen.getByText('Choose a project in the filters to see its availability map.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Availability map/ })).toBeNull();
  });
});

describe('adding, editing and deleting', () => {
  it('opens the batch form in the filtered project', async () => {
    render(<ProjectFromTheUrl />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Plot' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add Plots' });
    expect(within(dialog).getByRole('combobox', { name: /Project/ })).toHaveProperty(
      'value',
      'Green Valley',
    );
  });

  it("hands what is typed in the form's project picker to the host to search", async () => {
    const onFormProjectSearch = vi.fn();
    render(
      <Filled
        choices={{
          filterProjects: choicesOf(PROJECTS),
          formProjects: { items: PROJECTS, onSearch: onFormProjectSearch },
        }}
      />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Plot' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add Plots' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Project/ }), 'lake');
    expect(onFormProjectSearch).toHaveBeenLastCalledWith('lake');
  });

  it('opens the edit form for the row’s plot', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit plot A-3 of Green Valley' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Plot' });
    expect(within(dialog).getByRole('textbox', { name: 'Plot Number' })).toHaveProperty(
      'value',
      'A-3',
    );
  });

  it('hands over the batch and closes the form once all are saved', async () => {
    const onSave = vi.fn(async () => ({ ok: true }) as const);
    render(<ProjectFromTheUrl onSave={onSave} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Plot' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add Plots' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Plot Number' }), 'A-90');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Size/ }), '1200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Plot' }));
    expect(onSave).toHaveBeenCalledWith(
      [{ projectId: 1, plotNumber: 'A-90', plotSize: 1200, sizeUnit: 'sq ft', remark: '' }],
      null,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hands over the edited plot with its draft, tells the host, and closes once saved', async () => {
    const onSave = vi.fn(async () => ({ ok: true }) as const);
    const onEditingChange = vi.fn();
    render(<Filled onSave={onSave} editing={{ onEditingChange }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit plot A-3 of Green Valley' }));
    expect(onEditingChange).toHaveBeenLastCalledWith(103);
    await userEvent.click(screen.getByRole('button', { name: 'Update Plot' }));
    expect(onSave).toHaveBeenCalledWith(
      [{ projectId: 1, plotNumber: 'A-3', plotSize: 1500, sizeUnit: 'sq ft', remark: '' }],
      expect.objectContaining({ id: 103 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEditingChange).toHaveBeenLastCalledWith(null);
  });

  it('deletes after the question, and keeps the question open when deleting fails', async () => {
    const onDelete = vi.fn(async () => ({ ok: false }));
    const { unmount } = render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete plot A-2 of Green Valley' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete plot A-2' });
    expect(
      within(question).getByText('Are you sure you want to delete this plot?'),
    ).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 102, plotNumber: 'A-2' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    unmount();

    render(<Filled onDelete={async () => ({ ok: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete plot A-2 of Green Valley' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('runs end to end over the sample data: a batch with a duplicate', async () => {
    render(<Catalog />);
    const project = screen.getByRole('combobox', { name: 'Project' });
    await userEvent.clear(project);
    await userEvent.type(project, 'sunrise');
    await userEvent.click(await screen.findByRole('option', { name: 'Sunrise Enclave' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Plot' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add Plots' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Plot Number' }), 'B-9');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Size/ }), '1200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Another Plot' }));
    await userEvent.keyboard('B-1');
    const second = within(dialog).getByRole('group', { name: 'Plot 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: /Size/ }), '1300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create 2 Plots' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'B-1: Plot number B-1 already exists in this project',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('row', { name: /B-9 ID/ })).toBeInTheDocument();
    expect(
      screen.getByRole('row', { name: 'Plot B-9, 1,200 sq ft, Available' }),
    ).toBeInTheDocument();
  });
});

describe('the details', () => {
  it('opens from the view button and asks the host for the plot', async () => {
    const onOpen = vi.fn();
    render(<Filled record={{ id: null, onOpen, details: NOT_LOADED }} />);
    await userEvent.click(screen.getByRole('button', { name: 'View plot A-3 of Green Valley' }));
    expect(onOpen).toHaveBeenCalledWith(GREEN_VALLEY_PLOTS[2]!.id);
  });

  it("shows the page's row at once while the host loads the plot, then its date too", () => {
    const record = { id: PLOT_DETAILS.id, onOpen: vi.fn() };
    const { rerender } = render(
      <Filled record={{ ...record, details: { ...NOT_LOADED, isLoading: true } }} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Plot Details' });
    expect(within(dialog).getByText('A-1')).toBeInTheDocument();
    expect(within(dialog).queryByText('Created On')).toBeNull();
    rerender(<Filled record={{ ...record, details: loaded(PLOT_DETAILS) }} />);
    expect(within(dialog).getByText('15/03/2025')).toBeInTheDocument();
  });

  it('shows the History for whoever may see the audit trail', () => {
    render(<Details />);
    const dialog = screen.getByRole('dialog', { name: 'Plot Details' });
    expect(within(dialog).getByRole('heading', { name: 'History' })).toBeInTheDocument();
  });

  it('waits for a plot on no page shown, and says when it is gone', () => {
    const { unmount } = render(<DetailsOfAnotherPage />);
    const dialog = screen.getByRole('dialog', { name: 'Plot Details' });
    expect(
      within(dialog).getByRole('progressbar', { name: 'Loading plot details' }),
    ).toBeInTheDocument();
    unmount();
    render(<DetailsNotFound />);
    expect(screen.getByText('Plot not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Plot' })).toBeDisabled();
  });

  it("moves to the form from 'Edit Plot', closing the details", async () => {
    const onOpen = vi.fn();
    render(<Details record={{ id: PLOT_DETAILS.id, onOpen, details: loaded(PLOT_DETAILS) }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Plot' }));
    expect(onOpen).toHaveBeenLastCalledWith(null);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Plot' });
    expect(within(dialog).getByRole('textbox', { name: 'Plot Number' })).toHaveProperty(
      'value',
      'A-1',
    );
  });

  it("offers 'Book this plot' for an Available plot to whoever may book", () => {
    render(<DetailsBookable />);
    const dialog = screen.getByRole('dialog', { name: 'Plot Details' });
    expect(within(dialog).getByRole('link', { name: 'Book this plot' })).toHaveAttribute(
      'href',
      `/bookings?bookPlot=${PLOT_DETAILS.id}`,
    );
  });

  it('closes from the corner, telling the host', async () => {
    const onOpen = vi.fn();
    render(<Details record={{ id: PLOT_DETAILS.id, onOpen, details: loaded(PLOT_DETAILS) }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpen).toHaveBeenCalledWith(null);
  });
});
