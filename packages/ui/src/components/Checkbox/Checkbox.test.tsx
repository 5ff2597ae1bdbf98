import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './Checkbox.stories';

const { Default, Selected, Invalid, Disabled, Indeterminate } = composeStories(stories);

it('toggles on click and with Space', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });

  await userEvent.click(checkbox);
  expect(onChange).toHaveBeenLastCalledWith(true);
  expect(checkbox).toHaveProperty('checked', true);

  await userEvent.keyboard(' ');
  expect(onChange).toHaveBeenLastCalledWith(false);
});

it('can start selected', () => {
  render(<Selected />);
  expect(screen.getByRole('checkbox', { name: 'Active User' })).toHaveProperty('checked', true);
});

it('shows its error message and is marked invalid', () => {
  render(<Invalid />);
  const checkbox = screen.getByRole('checkbox', { name: 'I confirm the details' });
  expect(checkbox.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
});

it('does not change while disabled', async () => {
  const onChange = vi.fn();
  render(<Disabled onChange={onChange} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  expect(onChange).not.toHaveBeenCalled();
});

it('can be mixed, and is ticked when pressed from there', async () => {
  const onChange = vi.fn();
  render(<Indeterminate onChange={onChange} />);
  const checkbox = screen.getByRole('checkbox', { name: 'Select all Users permissions' });
  expect(checkbox).toHaveProperty('indeterminate', true);
  expect(checkbox).toBePartiallyChecked();
  await userEvent.click(checkbox);
  expect(onChange).toHaveBeenLastCalledWith(true);
});
