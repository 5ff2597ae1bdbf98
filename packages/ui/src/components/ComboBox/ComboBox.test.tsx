import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './ComboBox.stories';

const { Default, Selected, Invalid, Disabled } = composeStories(stories);

function optionNames(): string[] {
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

it('narrows the list to labels containing the typed text, in any case', async () => {
  render(<Default />);
  await userEvent.type(screen.getByRole('combobox', { name: 'Channel Partner' }), 'SHARMA');
  expect(optionNames()).toEqual(['Sharma Realty', 'Sunil Sharma']);
});

it('chooses a match from the keyboard and reports its id', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  const input = screen.getByRole('combobox', { name: 'Channel Partner' });
  await userEvent.type(input, 'patel');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(13);
  expect((input as HTMLInputElement).value).toBe('Patel Estates');
});

it('opens the whole list from its button', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button'));
  expect(optionNames()).toHaveLength(4);
});

it('shows the label of its current value', () => {
  render(<Selected />);
  const input = screen.getByRole('combobox', { name: 'Channel Partner' }) as HTMLInputElement;
  expect(input.value).toBe('Patel Estates');
});

it("shows the domain's error message", () => {
  render(<Invalid />);
  const input = screen.getByRole('combobox', { name: 'Channel Partner' });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Channel partner selection is required')).toBeInTheDocument();
});

it('does not open while disabled', async () => {
  render(<Disabled />);
  await userEvent.type(screen.getByRole('combobox', { name: 'Channel Partner' }), 'sh');
  expect(screen.queryByRole('listbox')).toBeNull();
});
