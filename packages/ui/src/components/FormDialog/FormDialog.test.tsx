import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { expect, it } from 'vitest';
import * as stories from './FormDialog.stories';

const { Default, Saving, InModal } = composeStories(stories);

it('names the dialog and its form by the title and submits from the footer', async () => {
  const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(<Default onSubmit={onSubmit} />);
  expect(screen.getByRole('dialog', { name: 'Add Amenity' })).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Add Amenity' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('says Saving... and keeps Cancel disabled while saving', () => {
  render(<Saving />);
  expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
});

it('closes its Modal from Cancel', async () => {
  render(<InModal />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Amenity' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
