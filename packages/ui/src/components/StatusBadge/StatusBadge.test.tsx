import { BOOKING_STATUSES, bookingStatusLabel } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './StatusBadge.stories';

const { BookingStatus, Catalog } = composeStories(stories);

it("writes a booking status as the domain's label", () => {
  render(<BookingStatus />);
  expect(screen.getByText('Registry Done').dataset.tone).toBe('success');
});

it.each([
  ['Token', 'warning'],
  ['Cancelled', 'danger'],
  ['Available', 'success'],
  ['Hold', 'warning'],
  ['Blocked', 'danger'],
  ['Pending approval', 'caution'],
  ['Inactive', 'neutral'],
  ['Overdue', 'danger'],
  ['Today', 'warning'],
  ['Upcoming', 'info'],
  ['Paid', 'success'],
  ['Due', 'info'],
  ['Payable', 'info'],
  ['Reversed', 'danger'],
] as const)('shows %s in its words with the %s tone', (status, tone) => {
  render(<BookingStatus status={status} />);
  expect(screen.getByText(status).dataset.tone).toBe(tone);
});

it("writes an instalment paid in part as the domain's label", () => {
  render(<BookingStatus status="PartPaid" />);
  expect(screen.getByText('Part paid').dataset.tone).toBe('caution');
});

it('names every booking status in words, not only in colour', () => {
  render(<Catalog />);
  const [bookingBadges] = screen.getAllByRole('definition');
  expect([...(bookingBadges?.children ?? [])].map((badge) => badge.textContent)).toEqual(
    BOOKING_STATUSES.map(bookingStatusLabel),
  );
});
