import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './NumberField.stories';

const { Default, Amount, Invalid, Disabled } = composeStories(stories);

it('commits a typed number on blur', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Roads Area (sq ft)' });
  await userEvent.clear(input);
  await userEvent.type(input, '1500');
  await userEvent.tab();
  expect(onChange).toHaveBeenLastCalledWith(1500);
});

it('steps with the arrow keys and stops at its minimum', async () => {
  const onChange = vi.fn();
  render(<Default defaultValue={1} onChange={onChange} />);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowUp}');
  expect(onChange).toHaveBeenLastCalledWith(2);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(onChange).toHaveBeenLastCalledWith(0);
});

it('steps with its buttons', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
  expect(onChange).toHaveBeenLastCalledWith(1201);
  await userEvent.click(screen.getByRole('button', { name: /Decrease/ }));
  expect(onChange).toHaveBeenLastCalledWith(1200);
});

it('shows an amount in rupees and keeps the paisa', async () => {
  const onChange = vi.fn();
  render(<Amount onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Token Amount' });
  expect((input as HTMLInputElement).value).toBe('₹25,000.00');
  await userEvent.clear(input);
  await userEvent.type(input, '1234.56');
  await userEvent.tab();
  expect(onChange).toHaveBeenLastCalledWith(1234.56);
});

it("shows the domain's error message", () => {
  render(<Invalid />);
  const input = screen.getByRole('textbox', { name: 'Roads Area (sq ft)' });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Roads area must be 0 or greater')).toBeInTheDocument();
});

it('cannot be changed while disabled', async () => {
  const onChange = vi.fn();
  render(<Disabled onChange={onChange} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Roads Area (sq ft)' }), '9');
  expect(onChange).not.toHaveBeenCalled();
});
