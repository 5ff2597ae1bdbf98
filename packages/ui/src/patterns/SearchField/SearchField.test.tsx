import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './SearchField.stories';

const { Default, WithText, BesideAChoice } = composeStories(stories);

const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search Plots' });

it('is a searchbox named by its label, with its placeholder', () => {
  render(<Default />);
  expect(searchBox().getAttribute('placeholder')).toBe('Plot, project or remark');
});

it('reports each change', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  await userEvent.type(searchBox(), 'A-');
  expect(onChange).toHaveBeenLastCalledWith('A-');
});

it('empties on Escape', async () => {
  const onChange = vi.fn();
  render(<WithText onChange={onChange} />);
  await userEvent.click(searchBox());
  await userEvent.keyboard('{Escape}');
  expect(searchBox().value).toBe('');
  expect(onChange).toHaveBeenLastCalledWith('');
});

it('empties from its clear button, which takes no Tab stop', async () => {
  const onClear = vi.fn();
  render(<WithText onClear={onClear} />);
  const clear = screen.getByRole('button', { name: 'Clear search' });
  expect(clear.getAttribute('tabindex')).toBe('-1');
  await userEvent.click(clear);
  expect(searchBox().value).toBe('');
  expect(onClear).toHaveBeenCalledTimes(1);
});

it('says when it is empty, so the clear button can hide', async () => {
  const { container } = render(<Default />);
  const field = container.firstElementChild as HTMLElement;
  expect(field.hasAttribute('data-empty')).toBe(true);
  await userEvent.type(searchBox(), 'A');
  expect(field.hasAttribute('data-empty')).toBe(false);
});

it('sits beside one choice', () => {
  const { container } = render(<BesideAChoice />);
  const row = container.firstElementChild as HTMLElement;
  expect(within(row).getByRole('searchbox', { name: 'Search Follow-ups' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: /Next Follow-up/ })).toBeInTheDocument();
});
