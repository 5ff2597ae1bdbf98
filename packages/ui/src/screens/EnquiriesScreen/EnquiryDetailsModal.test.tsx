import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loaded } from '../../patterns';
import { byId, TIMELINE } from './enquiry-fixtures';
import * as stories from './EnquiryDetailsModal.stories';

const { Open, TimelineWithMore, Booked, Lost, ReadOnly, Loading, SectionsFailed } =
  composeStories(stories);

const dialog = () => screen.getByRole('dialog');
const timelineEntries = () =>
  within(screen.getByRole('list', { name: 'Timeline, newest first' }))
    .getAllByRole('article')
    .map((entry) => entry.textContent);

describe("an enquiry's details", () => {
  it('names it by the buyer, and shows its facts', () => {
    render(<Open />);
    expect(dialog()).toHaveAccessibleName('Sunita Iyer');
    const facts = within(dialog())
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(facts).toEqual([
      'Stage',
      'Mobile number',
      'Source',
      'Sales person',
      'Projects of interest',
      'Plot size',
      'Budget',
      'Next action',
      'Added',
      'Notes',
    ]);
    expect(within(dialog()).getByText('Property portal').parentElement).toHaveTextContent(
      '99acres',
    );
    expect(within(dialog()).getByText('Up to ₹60,00,000.00')).toBeInTheDocument();
  });

  it('lists the visits: project, time in the business zone, who accompanies, outcome, notes', () => {
    render(<Open />);
    const visits = within(screen.getByRole('list', { name: 'Site visits, latest first' }))
      .getAllByRole('article')
      .map((visit) => [visit.getAttribute('aria-label'), visit.textContent]);
    expect(visits).toEqual([
      [
        'Visit to Lake View Residency, 20/06/2026, 11:00 am',
        'Lake View ResidencyScheduled20/06/2026, 11:00 am · Accompanied by Asha RaoEdit visit to Lake View Residency, 20/06/2026, 11:00 am',
      ],
      [
        'Visit to Sunrise Enclave, 13/06/2026, 10:00 am',
        'Sunrise EnclaveNo show13/06/2026, 10:00 am · UnaccompaniedDid not answer on the day.Edit visit to Sunrise Enclave, 13/06/2026, 10:00 am',
      ],
    ]);
  });

  it('lists the timeline newest first, whatever order its entries came in', () => {
    const shuffled = [TIMELINE[3]!, TIMELINE[6]!, TIMELINE[0]!, TIMELINE[1]!];
    render(<Open timeline={{ entries: loaded(shuffled) }} />);
    expect(timelineEntries()).toEqual([
      'Site visitLake View Residency: ScheduledAsha Rao · 20/06/2026, 11:00 am',
      'Stage changeContacted to Site visit scheduledAsha Rao · 14/06/2026, 11:30 am',
      'CallWants a plot facing the lake.Asha Rao · 11/06/2026, 11:15 am',
      'Stage changeAdded at NewAsha Rao · 10/06/2026, 12:15 pm',
    ]);
  });

  it('asks the host for older entries', async () => {
    render(<TimelineWithMore />);
    expect(timelineEntries()).toHaveLength(4);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Show more' }));
    expect(TimelineWithMore.args.timeline!.onShowMore).toHaveBeenCalledTimes(1);
  });

  it('opens the forms of a visit, a call and a note', async () => {
    const onSchedule = vi.fn();
    const onEdit = vi.fn();
    const onLog = vi.fn();
    render(
      <Open
        visits={{ list: loaded([]), onSchedule, onEdit }}
        timeline={{ entries: loaded([]), onLog }}
      />,
    );
    expect(within(dialog()).getByText('No site visits yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Schedule site visit' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Log call' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add note' }));
    expect(onSchedule).toHaveBeenCalledTimes(1);
    expect(onLog.mock.calls).toEqual([['Call'], ['Note']]);
  });

  it('offers an open enquiry for booking, moving and editing', async () => {
    const onBookPlot = vi.fn();
    render(<Open onBookPlot={onBookPlot} />);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Book a plot' }));
    expect(onBookPlot).toHaveBeenCalledWith(byId(10));
    expect(within(dialog()).getByRole('button', { name: 'Change stage' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('links a Booked enquiry to its booking, and neither books nor moves nor visits it', () => {
    render(<Booked />);
    expect(within(dialog()).getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      '/bookings/42',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Book a plot' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Change stage' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Schedule site visit' })).toBeNull();
  });

  it('says why a Lost enquiry was lost, and takes no visit', () => {
    render(<Lost />);
    expect(within(dialog()).getByText('Reason: Budget mismatch')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Schedule site visit' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Change stage' })).toBeInTheDocument();
  });

  it('offers a user who may only look nothing to change', () => {
    render(<ReadOnly />);
    for (const name of [
      'Schedule site visit',
      'Log call',
      'Add note',
      'Book a plot',
      'Change stage',
      'Edit',
    ]) {
      expect(within(dialog()).queryByRole('button', { name })).toBeNull();
    }
    expect(within(dialog()).queryByRole('button', { name: /^Edit visit/ })).toBeNull();
  });

  it("shows the row while the enquiry loads, and each section's own wait or failure", async () => {
    const { unmount } = render(<Loading />);
    expect(dialog()).toHaveAccessibleName('Rahul Verma');
    expect(within(dialog()).getByLabelText('Loading site visits')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Loading timeline')).toBeInTheDocument();
    unmount();
    render(<SectionsFailed />);
    const retries = within(dialog()).getAllByRole('button', { name: 'Try Again' });
    expect(retries).toHaveLength(2);
    await userEvent.click(retries[1]!);
    expect(SectionsFailed.args.timeline!.entries.onRetry).toHaveBeenCalledTimes(1);
  });
});
