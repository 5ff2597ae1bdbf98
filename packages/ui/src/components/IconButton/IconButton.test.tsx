import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './IconButton.stories';

const { Default, WithTooltip, Disabled } = composeStories(stories);

it('is named by its aria-label and runs its action on click and from the keyboard', async () => {
  const onPress = vi.fn();
  render(<Default onPress={onPress} />);
  const button = screen.getByRole('button', { name: 'Edit project' });
  await userEvent.click(button);
  button.focus();
  await userEvent.keyboard(' ');
  expect(onPress).toHaveBeenCalledTimes(2);
});

it('shows its label as a tooltip when reached by the keyboard', async () => {
  render(<WithTooltip />);
  expect(screen.queryByRole('tooltip')).toBeNull();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'View project' })).toHaveProperty(
    'dataset.focusVisible',
    'true',
  );
  expect((await screen.findByRole('tooltip')).textContent).toBe('View project');
});

it('does nothing while disabled', async () => {
  const onPress = vi.fn();
  render(<Disabled onPress={onPress} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit project' }));
  expect(onPress).not.toHaveBeenCalled();
});
