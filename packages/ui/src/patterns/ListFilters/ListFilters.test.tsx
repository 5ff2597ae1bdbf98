import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './ListFilters.stories';
import { onTypingClock } from '../../../test/typing-clock';

const { Default } = composeStories(stories);

const choose = async (label: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
};

it.each([
  ['searchbox', 'Search Plots', 'search'],
  ['textbox', 'Plot Number', 'plotNumber'],
] as const)('applies the %s %s once typing pauses', async (role, name, filter) => {
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  await userEvent.type(screen.getByRole(role, { name }), 'A-1');
  await waitFor(() =>
    expect(onFiltersChange).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ [filter]: 'A-1' }),
      'typed',
    ),
  );
});

it('empties the search on Escape', async () => {
  render(<Default />);
  const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search Plots' });
  expect(search.placeholder).toBe('Plot, project or remark');
  await userEvent.type(search, 'A-1{Escape}');
  expect(search.value).toBe('');
});

it('offers the page sizes and hands back a number', async () => {
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  await userEvent.click(screen.getByRole('button', { name: /Page Size/ }));
  const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(sizes.map((option) => option.textContent)).toEqual(['5', '10', '25', '50']);
  await userEvent.click(screen.getByRole('option', { name: '25' }));
  expect(onFiltersChange).toHaveBeenLastCalledWith(
    expect.objectContaining({ pageSize: 25 }),
    'chosen',
  );
});

it('chooses one project found by typing, or all of them as null', async () => {
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  const project = screen.getByRole('combobox', { name: 'Project' });
  await userEvent.clear(project);
  await userEvent.type(project, 'sun');
  await userEvent.click(screen.getByRole('option', { name: 'Sunrise Enclave' }));
  expect(onFiltersChange).toHaveBeenLastCalledWith(
    expect.objectContaining({ projectId: 2 }),
    'chosen',
  );
  await choose(/Project/, 'All Projects');
  expect(onFiltersChange).toHaveBeenLastCalledWith(
    expect.objectContaining({ projectId: null }),
    'chosen',
  );
});

it('chooses one record of a list, once it may', async () => {
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  expect(screen.getByRole('button', { name: /Plot/ }).hasAttribute('disabled')).toBe(true);
  await choose(/Project/, 'Green Valley');
  await choose(/^All Plots/, 'A-2');
  expect(onFiltersChange).toHaveBeenLastCalledWith(
    expect.objectContaining({ plotId: 12 }),
    'chosen',
  );
});

it('applies a typed date once typing pauses, as one choice of that end of the range', async () => {
  // The pause is measured on a fake clock, so a busy machine's slow keystrokes are no pause.
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  const to = screen.getByRole('group', { name: 'To Date' });
  await onTypingClock(async (user, pause) => {
    for (const [segment, digits] of [
      ['month', '03'],
      ['day', '31'],
      ['year', '2026'],
    ] as const) {
      await user.click(within(to).getByRole('spinbutton', { name: new RegExp(segment) }));
      await user.keyboard(digits);
    }
    expect(onFiltersChange).not.toHaveBeenCalled();
    await pause();
    expect(onFiltersChange).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ startDate: null, endDate: '2026-03-31' }),
      'chosen',
    );
  });
});
