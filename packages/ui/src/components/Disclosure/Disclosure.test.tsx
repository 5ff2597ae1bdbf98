import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import * as stories from './Disclosure.stories';

const { Collapsed, Expanded } = composeStories(stories);

it('hides its panel until the trigger is pressed, and says so with aria-expanded', async () => {
  render(<Collapsed />);
  const trigger = screen.getByRole('button', { name: '2 fields' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Remark: — → Paid in full')).not.toBeVisible();
  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Remark: — → Paid in full')).toBeVisible();
});

it('starts open when asked to, and closes from the keyboard', async () => {
  render(<Expanded />);
  expect(screen.getByText('Booking status: Token → Booking')).toBeVisible();
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: '2 fields' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
