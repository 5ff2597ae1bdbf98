import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import * as stories from './useFocusFirstInvalidField.stories';

const { Default } = composeStories(stories);

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Plot' }));

it("lands on the first field with a message, a select's button included", async () => {
  render(<Default />);
  await submit();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /Project/ }));
});

it('skips the fields that are fine', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: /Project/ }));
  await userEvent.click(screen.getByRole('option', { name: 'Green Valley' }));
  await submit();
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Plot Number/ }));
});

it('leaves the focus where it is when nothing is wrong', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: /Project/ }));
  await userEvent.click(screen.getByRole('option', { name: 'Green Valley' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Plot Number/ }), 'A-1');
  await submit();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create Plot' }));
});
