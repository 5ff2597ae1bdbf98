import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './PlotDetailsModal.stories';
import { PLOT_DETAILS } from './plots.fixtures';

const { Details, FromTheList, Loading, NotFound, WithAuditHistory, Bookable, BookedNotBookable } =
  composeStories(stories);

/** Each term with its values, as the description list reads. */
function facts(): Record<string, string[]> {
  const list = screen.getByRole('dialog', { name: 'Plot Details' }).querySelector('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [
      term.textContent,
      [...term.parentElement!.querySelectorAll('dd')].map((value) => value.textContent),
    ]),
  );
}

it('shows the plot number, project, size in its unit, status, date and remark', () => {
  render(<Details />);
  expect(facts()).toEqual({
    'Plot Number': ['A-1'],
    Project: ['Green Valley'],
    Size: ['1,200 sq ft'],
    Status: ['Available'],
    'Created On': ['15/03/2025'],
    Remark: ['Corner plot, east facing'],
  });
});

it("shows the list's row at once, without the date its own load brings, and 'No remark'", () => {
  render(<FromTheList />);
  expect(facts()).toEqual({
    'Plot Number': ['A-2'],
    Project: ['Green Valley'],
    Size: ['1,350 sq ft'],
    Status: ['Available'],
    Remark: ['No remark'],
  });
});

it("hands the plot to 'Edit Plot'", async () => {
  const onEdit = vi.fn();
  render(<Details onEdit={onEdit} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Plot' }));
  expect(onEdit).toHaveBeenCalledWith(PLOT_DETAILS);
});

it('closes from its corner button', async () => {
  const onOpenChange = vi.fn();
  render(<Details onOpenChange={onOpenChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it('waits for the details with a spinner, offering nothing to edit', () => {
  render(<Loading />);
  expect(screen.getByRole('progressbar', { name: 'Loading plot details' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Plot' })).toBeDisabled();
});

it("says 'Plot not found' and offers nothing to edit", () => {
  render(<NotFound />);
  expect(screen.getByText('Plot not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Plot' })).toBeDisabled();
});

it("lists the plot's changes for whoever may see the audit trail, and none otherwise", () => {
  const { unmount } = render(<WithAuditHistory />);
  const history = screen.getByRole('list', { name: 'Changes, newest first' });
  expect(history.children).toHaveLength(2);
  expect(within(history).getByText(/ravi · Edited/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
    'href',
    '/audit-log?entity=plot&entityId=101',
  );
  unmount();
  render(<Details />);
  expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
});

it("offers 'Book this plot' for an Available plot, leading to the booking form with it", () => {
  render(<Bookable />);
  expect(screen.getByRole('link', { name: 'Book this plot' })).toHaveAttribute(
    'href',
    `/bookings?bookPlot=${PLOT_DETAILS.id}`,
  );
});

it("offers no 'Book this plot' for a plot that is not Available, nor to a user who may not book", () => {
  const { unmount } = render(<BookedNotBookable />);
  expect(screen.getByText('Booked')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Book this plot' })).toBeNull();
  unmount();
  render(<Details />);
  expect(screen.getByRole('button', { name: 'Edit Plot' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Book this plot' })).toBeNull();
});
