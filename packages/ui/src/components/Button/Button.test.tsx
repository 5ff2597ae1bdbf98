import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './Button.stories';

const { Primary, Disabled } = composeStories(stories);

it('runs its action on click and from the keyboard', async () => {
  const onPress = vi.fn();
  render(<Primary onPress={onPress} />);
  const button = screen.getByRole('button', { name: 'Add Project' });
  await userEvent.click(button);
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(onPress).toHaveBeenCalledTimes(2);
});

it('does nothing while disabled', async () => {
  const onPress = vi.fn();
  render(<Disabled onPress={onPress} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
  expect(onPress).not.toHaveBeenCalled();
});
