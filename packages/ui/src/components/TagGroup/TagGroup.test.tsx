import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './TagGroup.stories';

const { Removable, ReadOnly } = composeStories(stories);

it('names its chips by its label and removes one with its button', async () => {
  const onRemove = vi.fn();
  render(<Removable onRemove={onRemove} />);
  expect(screen.getByRole('grid', { name: 'Record' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Booking #12' }));
  expect(onRemove).toHaveBeenCalledWith(new Set([12]));
});

it('removes the focused chip with Delete', async () => {
  const onRemove = vi.fn();
  render(<Removable onRemove={onRemove} />);
  await userEvent.tab();
  await userEvent.keyboard('{Delete}');
  expect(onRemove).toHaveBeenCalledWith(new Set([12]));
});

it('offers no remove button without onRemove', () => {
  render(<ReadOnly />);
  expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['Admin', 'Sales']);
  expect(screen.queryByRole('button')).toBeNull();
});
