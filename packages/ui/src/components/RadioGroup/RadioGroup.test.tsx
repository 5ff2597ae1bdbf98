import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './RadioGroup.stories';

const { Default, Horizontal, Invalid, Disabled } = composeStories(stories);

it('is a labelled group whose option is chosen by click', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  expect(screen.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
  expect(onChange).toHaveBeenLastCalledWith('Female');
});

it('moves between options with the arrow keys', async () => {
  const onChange = vi.fn();
  render(<Horizontal onChange={onChange} />);
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Direct Sale' }));
  await userEvent.keyboard('{ArrowLeft}');
  expect(onChange).toHaveBeenLastCalledWith('channel_partner');
  expect(screen.getByRole('radio', { name: 'Channel Partner' })).toHaveProperty('checked', true);
});

it("shows the domain's error message and marks the group invalid", () => {
  render(<Invalid />);
  expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Gender selection is required')).toBeInTheDocument();
});

it('cannot be changed while disabled', async () => {
  const onChange = vi.fn();
  render(<Disabled onChange={onChange} />);
  await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
});
