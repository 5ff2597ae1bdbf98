import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import * as stories from './Dialog.stories';

const { Default, WithoutFooter, ReadOnly, InModal } = composeStories(stories);

it('is named by its title and shows its body and actions', () => {
  render(<Default />);
  const dialog = screen.getByRole('dialog', { name: 'Project details' });
  expect(dialog.textContent).toContain('Green Valley Phase 2: 48 plots, 31 available.');
  expect(screen.getByRole('button', { name: 'Edit Project' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

it('leaves out the footer and the close button when asked', () => {
  render(<WithoutFooter hasCloseButton={false} role="alertdialog" />);
  expect(screen.getByRole('alertdialog', { name: 'Project details' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

it('lets the keyboard reach a read-only body, then its actions', async () => {
  render(<ReadOnly />);
  const body = screen.getByRole('document');
  expect(body.textContent).toBe('Green Valley Phase 2: 48 plots, 31 available.');
  await userEvent.tab();
  expect(body).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

it('closes its Modal from the ✕ and from a slot="close" action', async () => {
  render(<InModal />);
  const trigger = screen.getByRole('button', { name: 'View project' });
  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Project' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
