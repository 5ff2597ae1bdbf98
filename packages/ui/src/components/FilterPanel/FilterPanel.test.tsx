import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { expect, it } from 'vitest';
import * as stories from './FilterPanel.stories';

const { Unfiltered, Filtered, Interactive } = composeStories(stories);

function clearButton() {
  return screen.getByRole('button', { name: 'Clear All Filters' });
}

it("is a region named by its 'Filters' heading, holding the fields", () => {
  render(<Unfiltered />);
  const region = screen.getByRole('region', { name: 'Filters' });
  expect(within(region).getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
  expect(within(region).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  expect(within(region).getByRole('textbox', { name: 'Plot Number' })).toBeInTheDocument();
});

it('disables Clear All Filters while no filter is active', async () => {
  const onClear = fn();
  render(<Unfiltered onClear={onClear} />);
  expect(clearButton().hasAttribute('disabled')).toBe(true);
  await userEvent.click(clearButton());
  expect(onClear).not.toHaveBeenCalled();
});

it('clears when a filter is active', async () => {
  const onClear = fn();
  render(<Filtered onClear={onClear} />);
  await userEvent.click(clearButton());
  expect(onClear).toHaveBeenCalledTimes(1);
});

it('filters and clears with the keyboard alone', async () => {
  const onClear = fn();
  render(<Interactive onClear={onClear} />);
  await userEvent.tab();
  await userEvent.keyboard('Green');
  await userEvent.tab();
  await userEvent.keyboard('A-12');
  expect(clearButton().hasAttribute('disabled')).toBe(false);
  await userEvent.tab();
  expect(document.activeElement).toBe(clearButton());
  await userEvent.keyboard('{Enter}');
  expect(onClear).toHaveBeenCalledTimes(1);
  expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Plot Number' }).value).toBe('');
  expect(clearButton().hasAttribute('disabled')).toBe(true);
});

it('can be named apart from another filter panel on the same screen', () => {
  render(<Unfiltered aria-label="Plot filters" />);
  expect(screen.getByRole('region', { name: 'Plot filters' })).toBeInTheDocument();
});
