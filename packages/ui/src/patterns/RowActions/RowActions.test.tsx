import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './RowActions.stories';

const { Default, WithView, DeleteOnly } = composeStories(stories);

it('names each button after the row, Edit first', () => {
  render(<Default />);
  const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
  expect(names).toEqual(['Edit plot A-12', 'Delete plot A-12']);
});

it('edits and deletes the row', async () => {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(<Default onEdit={onEdit} onDelete={onDelete} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit plot A-12' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete plot A-12' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
  expect(onDelete).toHaveBeenCalledTimes(1);
});

it('offers View first when the row has details', async () => {
  const onView = vi.fn();
  render(<WithView onView={onView} />);
  const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
  expect(names).toEqual(['View plot A-12', 'Edit plot A-12', 'Delete plot A-12']);
  await userEvent.click(screen.getByRole('button', { name: 'View plot A-12' }));
  expect(onView).toHaveBeenCalledTimes(1);
});

it('leaves out a button whose action is not given', () => {
  render(<DeleteOnly />);
  const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
  expect(names).toEqual(['Delete plot A-12']);
});
