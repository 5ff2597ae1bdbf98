import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './useDeleteConfirmation.stories';

const { Deleted, Refused, Deleting } = composeStories(stories);

const askAbout = (amenity: string) =>
  userEvent.click(screen.getByRole('button', { name: `Delete ${amenity}` }));
const question = () => screen.getByRole('alertdialog', { name: 'Delete Amenity' });

it('asks about the one item, and deletes it on Delete', async () => {
  const onDelete = vi.fn(async () => ({ ok: true }));
  render(<Deleted onDelete={onDelete} />);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await askAbout('Swimming Pool');
  expect(question().textContent).toContain('Are you sure you want to delete Swimming Pool?');
  await userEvent.click(within(question()).getByRole('button', { name: 'Delete' }));
  expect(onDelete).toHaveBeenCalledWith('Swimming Pool');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
});

it('stays open when the host refuses, and can be answered again', async () => {
  const onDelete = vi.fn(async () => ({ ok: false }));
  render(<Refused onDelete={onDelete} />);
  await askAbout('Club House');
  await userEvent.click(within(question()).getByRole('button', { name: 'Delete' }));
  // Once the refusal is in, the question asks again.
  await userEvent.click(await within(question()).findByRole('button', { name: 'Delete' }));
  expect(onDelete).toHaveBeenCalledTimes(2);
});

it('says Deleting... while the delete runs, and Cancel waits', async () => {
  render(<Deleting />);
  await askAbout('Club House');
  await userEvent.click(within(question()).getByRole('button', { name: 'Delete' }));
  expect(within(question()).getByRole('button', { name: /Deleting\.\.\./ })).toBeInTheDocument();
  expect(within(question()).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(
    true,
  );
});

it('deletes nothing on Cancel', async () => {
  const onDelete = vi.fn(async () => ({ ok: true }));
  render(<Deleted onDelete={onDelete} />);
  await askAbout('Club House');
  await userEvent.click(within(question()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(onDelete).not.toHaveBeenCalled();
});
