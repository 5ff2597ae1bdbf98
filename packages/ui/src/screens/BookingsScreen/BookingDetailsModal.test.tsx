import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './BookingDetailsModal.stories';
import { BOOKING_IN } from './bookings.fixtures';
import { loaded } from '../../patterns';

const {
  WithHistory,
  LoadingHistory,
  HistoryFailed,
  WithAuditHistory,
  WithPayments,
  FromAnEnquiry,
  Loading,
  Failed,
} = composeStories(stories);

const factOf = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).parentElement!.textContent;

describe('the booking details', () => {
  it('shows a registered direct sale, with Not Applicable for what it was saved without', () => {
    render(<WithHistory />);
    const dialog = screen.getByRole('dialog', { name: 'Booking BK-0022' });
    expect(factOf(dialog, 'Project & Plot')).toBe('Project & PlotGreen ValleyPlot A-3');
    expect(factOf(dialog, 'Direct Sale')).toBe(
      'Direct SaleVikram SinghSales Managervikram@plotline.example',
    );
    expect(factOf(dialog, 'Registry Date')).toBe(
      'Registry Date01/04/2026Registration No. REG/2026/1002',
    );
    expect(factOf(dialog, 'Plot Sale Rate')).toBe('Plot Sale RateNot Applicable');
    expect(factOf(dialog, 'Token')).toBe('TokenNot Applicable');
    expect(factOf(dialog, 'Booking Amount')).toBe('Booking Amount₹3,50,000.00');
  });

  it("links the owner's mobile to dial it and the emails to write to", () => {
    render(<WithHistory />);
    const dialog = screen.getByRole('dialog', { name: 'Booking BK-0022' });
    const email = within(dialog).getByRole('link', { name: 'vikram@plotline.example' });
    expect(email.getAttribute('href')).toBe('mailto:vikram@plotline.example');
    const mobile = within(dialog).getByRole('link', { name: '9876543212' });
    expect(mobile.getAttribute('href')).toBe('tel:+919876543212');
  });

  it('shows a partner sale with its token, and the history while it loads', () => {
    render(<LoadingHistory />);
    const dialog = screen.getByRole('dialog', { name: 'Booking BK-0024' });
    expect(factOf(dialog, 'Channel Partner')).toBe('Channel PartnerRavi Estates');
    expect(factOf(dialog, 'Token')).toBe('Token₹51,000.00on 10/03/2026');
    expect(factOf(dialog, 'Plot Sale Rate')).toBe('Plot Sale Rate₹4,500.00 per sq. yd.');
    expect(
      within(dialog).getByRole('progressbar', { name: 'Loading status history' }),
    ).toBeInTheDocument();
  });

  it("is titled by its row's number while the whole booking loads", () => {
    render(<Loading />);
    const dialog = screen.getByRole('dialog', { name: 'Booking BK-0024' });
    expect(
      within(dialog).getByRole('progressbar', { name: 'Loading booking details' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Project & Plot')).toBeNull();
  });

  it('says when the booking no longer exists, and shows nothing of it', () => {
    render(<Failed />);
    const dialog = screen.getByRole('dialog', { name: 'Booking' });
    expect(within(dialog).getByText('Booking not found')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Status History' })).toBeNull();
  });

  it('says when the history cannot be loaded', () => {
    render(<HistoryFailed />);
    expect(screen.getByText('Failed to fetch status history')).toBeInTheDocument();
  });
});

describe('the enquiry it was saved from', () => {
  it('links to the enquiry for a host that gives enquiryHref', () => {
    render(<FromAnEnquiry />);
    const dialog = screen.getByRole('dialog', { name: 'Booking BK-0024' });
    expect(factOf(dialog, 'Enquiry')).toBe('EnquiryBooked from an enquiry');
    expect(within(dialog).getByRole('link', { name: 'Booked from an enquiry' })).toHaveAttribute(
      'href',
      '/enquiries/12',
    );
  });

  it('names it without a link for a host that gives none', () => {
    render(<FromAnEnquiry enquiryHref={undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Booking BK-0024' });
    expect(factOf(dialog, 'Enquiry')).toBe('EnquiryBooked from an enquiry');
    expect(within(dialog).queryByRole('link', { name: 'Booked from an enquiry' })).toBeNull();
  });

  it('is left out for a booking saved from no enquiry', () => {
    render(<FromAnEnquiry booking={loaded(BOOKING_IN.Token)} />);
    const dialog = screen.getByRole('dialog', { name: 'Booking BK-0024' });
    expect(within(dialog).queryByText('Enquiry', { selector: 'dt' })).toBeNull();
    expect(within(dialog).queryByText('Booked from an enquiry')).toBeNull();
  });
});

describe('the History section', () => {
  it('lists every change to the booking for whoever may see the audit trail', () => {
    render(<WithAuditHistory />);
    const dialog = screen.getByRole('dialog', { name: 'Booking BK-0022' });
    expect(within(dialog).getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('list', { name: 'Changes, newest first' }).children,
    ).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
      'href',
      '/audit-log?entity=booking&entityId=12',
    );
  });

  it('is left out when the host gives no audit entries', () => {
    render(<WithHistory />);
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  });
});

describe('the Payments section', () => {
  it('follows the facts for whoever may see payments', () => {
    render(<WithPayments />);
    const dialog = screen.getByRole('dialog', { name: 'Booking BK-0023' });
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Payments', 'Status History']);
    expect(within(dialog).getByRole('progressbar', { name: 'Paid' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  });

  it('is left out when the host gives no payments', () => {
    render(<WithHistory />);
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
  });
});
