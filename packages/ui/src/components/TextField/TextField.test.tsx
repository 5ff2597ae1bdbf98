import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './TextField.stories';

const { Default, Required, WithDescription, Invalid, Multiline, Disabled } =
  composeStories(stories);

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

it('is named by its label and reports what is typed', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Username or Email:' }), 'ad');
  expect(onChange).toHaveBeenLastCalledWith('ad');
});

it('marks a required field with an asterisk that is not part of its name', () => {
  render(<Required />);
  const input = screen.getByRole('textbox', { name: 'Project Name' });
  expect(input).toHaveProperty('required', true);
  expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
});

it('links its description to the input', () => {
  render(<WithDescription />);
  expect(describedBy(screen.getByRole('textbox', { name: 'Plot Number' }))).toContain(
    'As printed on the layout plan, e.g. A-12.',
  );
});

it("shows the domain's error message and marks the input invalid", () => {
  render(<Invalid />);
  const input = screen.getByRole('textbox', { name: 'Username or Email:' });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Username is required')).toBeInTheDocument();
  expect(describedBy(input)).toContain('Username is required');
});

it('renders a text area when multiline, where Enter adds a line', async () => {
  const onChange = vi.fn();
  render(<Multiline onChange={onChange} />);
  const area = screen.getByRole('textbox', { name: 'Remarks' });
  expect(area.tagName).toBe('TEXTAREA');
  await userEvent.type(area, 'a{Enter}b');
  expect(onChange).toHaveBeenLastCalledWith('a\nb');
});

it('cannot be edited while disabled', async () => {
  const onChange = vi.fn();
  render(<Disabled onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Username or Email:' });
  await userEvent.type(input, 'x');
  expect(onChange).not.toHaveBeenCalled();
  expect(input).toHaveProperty('disabled', true);
});
