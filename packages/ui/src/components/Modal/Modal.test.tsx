import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import * as stories from './Modal.stories';

const { Default, Dismissable } = composeStories(stories);

it('opens from its trigger with focus inside, and keeps Tab inside the dialog', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project (medium)' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Project' });
  expect(dialog.contains(document.activeElement)).toBe(true);
  for (let i = 0; i < 4; i++) {
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  }
});

it('closes on Escape and gives focus back to its trigger', async () => {
  render(<Default />);
  const trigger = screen.getByRole('button', { name: 'Add Project (medium)' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  // react-aria restores focus on the next animation frame.
  await waitFor(() => expect(document.activeElement).toBe(trigger));
});

it('closes from a footer action', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project (medium)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('closes on a click outside only when dismissable', async () => {
  const { unmount } = render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project (medium)' }));
  await userEvent.click(document.body);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  unmount();

  render(<Dismissable />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project (medium)' }));
  await userEvent.click(document.body);
  expect(screen.queryByRole('dialog')).toBeNull();
});
