import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton/IconButton';
import { SummaryCard } from './Card';
import * as stories from './Card.stories';

const { WithHeading, WithActions, Plain, SummaryCards, InteractiveSummaryCards } =
  composeStories(stories);

it('shows its heading at level 2 by default, and its content', () => {
  render(<WithHeading />);
  expect(screen.getByRole('heading', { level: 2, name: 'Projects Overview' })).toBeInTheDocument();
  expect(screen.getByText('Three projects, 142 plots.')).toBeInTheDocument();
});

it('takes the heading level of its place in the page', () => {
  render(<WithHeading headingLevel={3} />);
  expect(screen.getByRole('heading', { level: 3, name: 'Projects Overview' })).toBeInTheDocument();
});

it('shows working actions beside the heading', async () => {
  const onPress = vi.fn();
  render(
    <WithActions
      actions={
        <IconButton aria-label="Edit project" icon={<Icon name="edit" />} onPress={onPress} />
      }
    />,
  );
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit project' }));
  await userEvent.keyboard('{Enter}');
  expect(onPress).toHaveBeenCalledTimes(1);
});

it('can be a plain surface', () => {
  render(<Plain />);
  expect(screen.queryByRole('heading')).toBeNull();
});

it('pairs each summary label with its value', () => {
  render(<SummaryCards />);
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms).toEqual([
    'Total Projects',
    'Total Plots',
    'Total Bookings',
    'Registry Done',
    'Extra Time',
    'Channel Partners',
  ]);
  expect(values).toEqual(['3', '142', '58', '21', '4', '12']);
});

it('is a link to what it counts, a button opening it, or neither, each named by its figure', () => {
  render(<InteractiveSummaryCards />);
  expect(screen.getByRole('link', { name: 'Total Plots 142' }).getAttribute('href')).toBe('/plots');
  expect(screen.getByRole('button', { name: 'Extra Time 4' })).toBeInTheDocument();
  expect(screen.getByText('Channel Partners').closest('a, button')).toBeNull();
  expect(
    screen.getByRole('link', { name: 'Overdue ₹13,18,450.00 3 instalments' }).getAttribute('href'),
  ).toBe('/collections');
});

it('opens what it counts when pressed', async () => {
  const onPress = vi.fn();
  render(<SummaryCard label="Extra Time" value={4} onPress={onPress} />);
  await userEvent.click(screen.getByRole('button', { name: 'Extra Time 4' }));
  expect(onPress).toHaveBeenCalledTimes(1);
});
