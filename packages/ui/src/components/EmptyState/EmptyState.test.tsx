import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import * as stories from './EmptyState.stories';

const { WithAction, Filtered, TitleOnly } = composeStories(stories);

it('shows its title, hint and a working action', async () => {
  const onPress = vi.fn();
  render(<WithAction action={<Button onPress={onPress}>New Booking</Button>} />);
  expect(screen.getByText('No bookings found')).toBeInTheDocument();
  expect(screen.getByText('Get started by creating a new booking.')).toBeInTheDocument();
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(onPress).toHaveBeenCalledTimes(1);
});

it('offers only advice when filters leave nothing', () => {
  render(<Filtered />);
  expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

it('can be a title alone', () => {
  const { container } = render(<TitleOnly />);
  expect(container.textContent).toBe('No overtime bookings');
});
