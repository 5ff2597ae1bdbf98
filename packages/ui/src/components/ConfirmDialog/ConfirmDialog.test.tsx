import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './ConfirmDialog.stories';

const { Open, Pending, FromAButton, Harmless } = composeStories(stories);

it('asks its question as an alertdialog with Cancel focused', () => {
  render(<Open />);
  const dialog = screen.getByRole('alertdialog', { name: 'Delete Project' });
  expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Are you sure you want to delete this project?',
  );
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Delete' }).dataset.variant).toBe('danger');
});

it('confirms with a primary button when the answer undoes nothing', () => {
  render(<Harmless />);
  expect(screen.getByRole('button', { name: 'Unblock' }).dataset.variant).toBe('primary');
});

it('confirms from the keyboard', async () => {
  const onConfirm = vi.fn();
  render(<Open onConfirm={onConfirm} />);
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.keyboard('{Enter}');
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('is cancelled by Cancel and by Escape', async () => {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(<Open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.keyboard('{Escape}');
  expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('while pending, shows the busy label and ignores presses, Cancel and Escape', async () => {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(<Pending onOpenChange={onOpenChange} onConfirm={onConfirm} />);
  const busy = screen.getByRole('button', { name: 'Deleting...' });
  expect(busy.dataset.pending).toBe('true');
  await userEvent.click(busy);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.keyboard('{Escape}');
  expect(onConfirm).not.toHaveBeenCalled();
  expect(onOpenChange).not.toHaveBeenCalled();
});

it('opens from its button and closes once confirmed', async () => {
  const onConfirm = vi.fn();
  render(<FromAButton onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete booking' }));
  expect(screen.getByRole('alertdialog', { name: 'Delete Booking' }).textContent).toContain(
    'Are you sure you want to delete this booking?',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it('gives the focus back to its button once answered, either way', async () => {
  render(<FromAButton />);
  const opener = screen.getByRole('button', { name: 'Delete booking' });
  for (const answer of ['Cancel', 'Delete']) {
    await userEvent.click(opener);
    // The safe answer has the focus, so an Enter at once deletes nothing.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: answer }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  }
});
