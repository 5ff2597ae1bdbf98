import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './GlobalSearch.stories';
import { GREEN_RESULTS } from './global-search.fixtures';

const { Closed, Results, Searching, NoResults, Failed, HighlightedDigits } =
  composeStories(stories);

const searchBox = () => screen.getByRole('combobox', { name: 'Search' });
const optionNames = () =>
  screen
    .queryAllByRole('option')
    .map((option) => option.getAttribute('aria-label') ?? option.textContent);

it('is a combo box named Search, with the placeholder and its shortcuts', () => {
  render(<Closed />);
  const box = searchBox();
  expect(box).toHaveAttribute('placeholder', 'Search projects, plots, bookings...');
  expect(box).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  expect(screen.queryByRole('listbox')).toBeNull();
});

it('reports every change of the text, and shows the hits grouped by kind under their headings', async () => {
  const onSearchTextChange = vi.fn();
  render(<Results onSearchTextChange={onSearchTextChange} />);
  await userEvent.type(searchBox(), 'green');
  expect(onSearchTextChange.mock.calls.map(([text]) => text)).toEqual([
    'g',
    'gr',
    'gre',
    'gree',
    'green',
  ]);
  const groups = within(screen.getByRole('listbox')).getAllByRole('group');
  expect(groups.map((group) => group.querySelector('header')?.textContent)).toEqual([
    'Bookings',
    'Plots',
    'Projects',
  ]);
  expect(screen.getByRole('group', { name: 'Bookings' })).toBe(groups[0]);
  expect(
    within(groups[0]!)
      .getAllByRole('option')
      .map((option) => option.getAttribute('aria-label')),
  ).toEqual([
    'BK-0221, Asha Rao · 98765 43210 · Green Valley, plot A-12',
    'BK-0230, Vikram Shah · 99887 76655 · Green Valley, plot B-03',
  ]);
  // Every 'Green' is marked, whatever its case.
  const marks = [...screen.getByRole('listbox').querySelectorAll('mark')];
  expect(new Set(marks.map((mark) => mark.textContent))).toEqual(new Set(['Green']));
});

it('opens a hit from the keyboard and from the pointer, then empties the box and closes', async () => {
  const onOpenHit = vi.fn();
  const onSearchTextChange = vi.fn();
  render(<Results onOpenHit={onOpenHit} onSearchTextChange={onSearchTextChange} />);
  await userEvent.type(searchBox(), 'green');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  expect(onOpenHit).toHaveBeenLastCalledWith('plot', 12);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(searchBox()).toHaveValue('');
  expect(onSearchTextChange).toHaveBeenLastCalledWith('');

  await userEvent.type(searchBox(), 'green');
  await userEvent.click(screen.getByRole('option', { name: /^Green Valley/ }));
  expect(onOpenHit).toHaveBeenLastCalledWith('project', 3);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(searchBox()).toHaveValue('');
  expect(document.activeElement).toBe(searchBox());
});

it('offers the recent searches while empty, and searches the one chosen', async () => {
  const onSearchTextChange = vi.fn();
  render(<Closed onSearchTextChange={onSearchTextChange} />);
  await userEvent.click(searchBox());
  const recent = screen.getByRole('group', { name: 'Recent searches' });
  expect(
    within(recent)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Green Valley', '43210', 'BK-0221']);
  await userEvent.click(screen.getByRole('option', { name: '43210' }));
  expect(onSearchTextChange).toHaveBeenLastCalledWith('43210');
  expect(searchBox()).toHaveValue('43210');
  expect(screen.getByRole('listbox')).toBeInTheDocument();
});

it('asks for more text below the minimum, and shows no hits meanwhile', async () => {
  render(<Results />);
  await userEvent.type(searchBox(), ' g ');
  expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters');
  expect(screen.queryAllByRole('option')).toEqual([]);
});

it('keeps the last answer in view while searching', async () => {
  render(<Searching />);
  await userEvent.type(searchBox(), 'green v');
  expect(screen.getByRole('status')).toHaveTextContent('Searching...');
  expect(screen.getAllByRole('option')).toHaveLength(5);
});

it('says what found nothing', async () => {
  render(<NoResults />);
  await userEvent.type(searchBox(), 'zzz');
  expect(screen.getByRole('status')).toHaveTextContent('No results for "zzz"');
  expect(optionNames()).toEqual([]);
});

it('offers Try Again after a failure, and keeps the list open for the answer', async () => {
  const onRetry = vi.fn();
  render(<Failed onRetry={onRetry} />);
  await userEvent.type(searchBox(), 'green');
  expect(screen.getByRole('status')).toHaveTextContent("Results couldn't be loaded");
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('listbox')).toBeInTheDocument();
});

it('marks digits found across the spaces and dashes of a number', async () => {
  render(<HighlightedDigits />);
  await userEvent.type(searchBox(), '543210');
  const marks = [...screen.getByRole('listbox').querySelectorAll('mark')];
  expect(marks.map((mark) => mark.textContent)).toEqual(['5 43210', '5-43210']);
});

it('closes on Escape keeping the text, and empties the box on a second Escape', async () => {
  const onSearchTextChange = vi.fn();
  render(<Results onSearchTextChange={onSearchTextChange} />);
  await userEvent.type(searchBox(), 'green');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(searchBox()).toHaveValue('green');
  await userEvent.keyboard('{Escape}');
  expect(searchBox()).toHaveValue('');
  expect(onSearchTextChange).toHaveBeenLastCalledWith('');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(document.activeElement).toBe(searchBox());
});

it("goes to the box on '/' outside a field and on Ctrl+K or Cmd+K anywhere", async () => {
  render(
    <>
      <label>
        Notes <input />
      </label>
      <Results />
    </>,
  );
  const notes = screen.getByRole('textbox', { name: 'Notes' });
  await userEvent.click(notes);
  await userEvent.keyboard('/');
  expect(notes).toHaveValue('/');
  expect(document.activeElement).toBe(notes);

  await userEvent.keyboard('{Control>}k{/Control}');
  expect(document.activeElement).toBe(searchBox());
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  // Already in the box: the shortcut opens the list again.
  await userEvent.keyboard('{Meta>}k{/Meta}');
  expect(screen.getByRole('listbox')).toBeInTheDocument();

  await userEvent.click(document.body);
  await userEvent.keyboard('/');
  expect(document.activeElement).toBe(searchBox());
  expect(searchBox()).toHaveValue('');
});

it("ignores '/' once the user turned it off, while Ctrl+K still goes to the box", async () => {
  render(<Results isSlashShortcutOn={false} />);
  expect(searchBox()).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  await userEvent.keyboard('/');
  expect(document.activeElement).toBe(document.body);
  await userEvent.keyboard('{Control>}k{/Control}');
  expect(document.activeElement).toBe(searchBox());
});

it('leaves the shortcuts alone while the box is hidden behind a modal', async () => {
  render(
    <div aria-hidden="true">
      <Results />
    </div>,
  );
  await userEvent.keyboard('{Control>}k{/Control}');
  expect(document.activeElement).toBe(document.body);
});

it('groups only kinds with hits', async () => {
  render(<Results groups={GREEN_RESULTS} />);
  await userEvent.type(searchBox(), 'green');
  expect(screen.queryByRole('group', { name: 'Follow-ups' })).toBeNull();
});

it('starts the highlight again on a new list, so the arrow keys reach the new answer', async () => {
  const onOpenHit = vi.fn();
  const { rerender } = render(<Closed onOpenHit={onOpenHit} />);
  await userEvent.click(searchBox());
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(searchBox()).toHaveValue('Green Valley');
  expect(searchBox()).not.toHaveAttribute('aria-activedescendant');

  rerender(<Closed onOpenHit={onOpenHit} groups={GREEN_RESULTS} searchedText="Green Valley" />);
  await userEvent.keyboard('{ArrowDown}');
  const highlighted = searchBox().getAttribute('aria-activedescendant');
  expect(document.getElementById(highlighted!)).toHaveAccessibleName(/^BK-0221, /);
  await userEvent.keyboard('{Enter}');
  expect(onOpenHit).toHaveBeenCalledExactlyOnceWith('booking', 221);
});

it('opens the list again on a click in the box after Escape closed it', async () => {
  render(<Results />);
  await userEvent.type(searchBox(), 'green');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(searchBox());
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
});

it('closes the list when the focus leaves the box', async () => {
  render(
    <>
      <Results />
      <button type="button">Elsewhere</button>
    </>,
  );
  await userEvent.type(searchBox(), 'green');
  await userEvent.tab();
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(searchBox()).toHaveValue('green');
});

it('highlights the last and first options on End and Home, the focus staying in the box', async () => {
  render(<Results />);
  await userEvent.type(searchBox(), 'green');
  await userEvent.keyboard('{End}');
  const last = searchBox().getAttribute('aria-activedescendant');
  expect(document.getElementById(last!)).toHaveAccessibleName(/^Green Valley, /);
  await userEvent.keyboard('{Home}');
  const first = searchBox().getAttribute('aria-activedescendant');
  expect(document.getElementById(first!)).toHaveAccessibleName(/^BK-0221, /);
  expect(document.activeElement).toBe(searchBox());
});

it('opens the first hit on Enter when no option is highlighted, once the search has answered', async () => {
  const onOpenHit = vi.fn();
  const { rerender } = render(<Searching onOpenHit={onOpenHit} />);
  await userEvent.type(searchBox(), 'green');
  // The last answer is in view while the next is on its way: Enter waits for it.
  await userEvent.keyboard('{Enter}');
  expect(onOpenHit).not.toHaveBeenCalled();

  rerender(<Searching onOpenHit={onOpenHit} status="idle" />);
  expect(searchBox()).not.toHaveAttribute('aria-activedescendant');
  await userEvent.keyboard('{Enter}');
  expect(onOpenHit).toHaveBeenCalledExactlyOnceWith('booking', 221);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(searchBox()).toHaveValue('');
});
