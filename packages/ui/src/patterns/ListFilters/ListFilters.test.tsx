import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './ListFilters.stories';

const { Default } = composeStories(stories);

const choose = async (label: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
};

it('applies the search once typing pauses', async () => {
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  const search = screen.getByRole('searchbox', { name: 'Search Plots' });
  expect(search.getAttribute('placeholder')).toBe('Plot, project or remark');
  await userEvent.type(search, 'A-1');
  await waitFor(() =>
    expect(onFiltersChange).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ search: 'A-1' }),
    ),
  );
});

it('applies the plot number once typing pauses', async () => {
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Plot Number' }), 'B-7');
  await waitFor(() =>
    expect(onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ plotNumber: 'B-7' }),
    ),
  );
});

it('offers the page sizes and hands back a number', async () => {
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  await userEvent.click(screen.getByRole('button', { name: /Page Size/ }));
  const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(sizes.map((option) => option.textContent)).toEqual(['5', '10', '25', '50']);
  await userEvent.click(screen.getByRole('option', { name: '25' }));
  expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 25 }));
});

it('chooses one project, or all of them as null', async () => {
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  await choose(/Project/, 'Sunrise Enclave');
  expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ projectId: 2 }));
  await choose(/Project/, 'All Projects');
  expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ projectId: null }));
});

it('chooses one record of a list, once it may', async () => {
  const onFiltersChange = vi.fn();
  render(<Default onFiltersChange={onFiltersChange} />);
  expect(screen.getByRole('button', { name: /Plot/ }).hasAttribute('disabled')).toBe(true);
  await choose(/Project/, 'Green Valley');
  await choose(/^All Plots/, 'A-2');
  expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ plotId: 12 }));
});
