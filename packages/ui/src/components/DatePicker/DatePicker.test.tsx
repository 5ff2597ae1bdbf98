import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './DatePicker.stories';

const { Default, WithValue, Open, Bounded, Invalid, Disabled } = composeStories(stories);

it('takes an ISO date and shows it in the calendar', async () => {
  render(<WithValue />);
  await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('heading').textContent).toBe('March 2025');
  expect(
    within(dialog)
      .getByRole('button', { name: /March 15, 2025/ })
      .getAttribute('aria-label'),
  ).toContain('selected');
});

it('reports a picked day as an ISO date and closes the calendar', async () => {
  const onChange = vi.fn();
  render(<WithValue onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
  await userEvent.click(screen.getByRole('button', { name: /March 20, 2025/ }));
  expect(onChange).toHaveBeenLastCalledWith('2025-03-20');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('is typed segment by segment from the keyboard', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  await userEvent.tab();
  await userEvent.keyboard('07042025');
  expect(onChange).toHaveBeenLastCalledWith('2025-07-04');
});

it('keeps days before its minimum out of reach', async () => {
  render(<Bounded />);
  await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
  const early = screen.getByRole('button', { name: /March 10, 2025/ });
  expect(early.getAttribute('aria-disabled')).toBe('true');
});

it("shows the domain's error message", () => {
  render(<Invalid />);
  expect(screen.getByText('Booking date is required')).toBeInTheDocument();
  for (const part of screen.getAllByRole('spinbutton')) {
    expect(part.getAttribute('aria-invalid')).toBe('true');
  }
});

it('does not open while disabled', async () => {
  render(<Disabled />);
  await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('treats an empty string from a form as no date', () => {
  render(<Default value="" />);
  for (const part of screen.getAllByRole('spinbutton')) {
    expect(part.getAttribute('aria-valuenow')).toBeNull();
  }
});

it('moves through the open calendar with the arrow keys and picks with Enter', async () => {
  const onChange = vi.fn();
  render(<Open onChange={onChange} />);
  await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('2025-03-23');
});
