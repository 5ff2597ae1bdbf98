import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './Select.stories';

const { Default, Selected, Open, Invalid, Disabled } = composeStories(stories);

it('opens a list of its items and reports the chosen id', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  const trigger = screen.getByRole('button', { name: /Project/ });
  expect(trigger.textContent).toContain('Select a project');

  await userEvent.click(trigger);
  const listbox = screen.getByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Green Meadows', 'Sunrise Enclave', 'Lakeview Residency']);
  await userEvent.click(within(listbox).getByRole('option', { name: 'Lakeview Residency' }));
  expect(onChange).toHaveBeenLastCalledWith(3);
  expect(trigger.textContent).toContain('Lakeview Residency');
});

it('is chosen from the keyboard alone', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(2);
});

it('shows its current value', () => {
  render(<Selected />);
  expect(screen.getByRole('button', { name: /Project/ }).textContent).toContain('Sunrise Enclave');
});

it("shows the domain's error message", () => {
  render(<Invalid />);
  expect(screen.getByText('Project selection is required')).toBeInTheDocument();
});

it('does not open while disabled', async () => {
  render(<Disabled />);
  await userEvent.click(screen.getByRole('button', { name: /Plot/ }));
  expect(screen.queryByRole('listbox')).toBeNull();
});

it('opens on its current choice, which arrow keys move from', async () => {
  const onChange = vi.fn();
  render(<Open onChange={onChange} />);
  const current = screen.getByRole('option', { name: 'Sunrise Enclave' });
  expect(current.getAttribute('aria-selected')).toBe('true');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(3);
});
