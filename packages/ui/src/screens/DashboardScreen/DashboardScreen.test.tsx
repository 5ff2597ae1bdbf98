import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  failed,
  GREEN_VALLEY_BOOKING_COUNTS,
  GREEN_VALLEY_PLOT_COUNTS,
  pageFailed,
  pageWithheld,
} from './dashboard.fixtures';
import * as stories from './DashboardScreen.stories';

const {
  Loaded,
  Loading,
  Failed,
  Empty,
  ManyPages,
  PlotsDrillDown,
  BookingsDrillDown,
  OvertimeModalOpen,
  NoLinks,
  WithPaymentsAndCommissions,
  WithEnquiryFunnel,
  ListsWithheld,
} = composeStories(stories);

const section = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the summary cards', () => {
  it('shows the six figures in Indian digit grouping, under the page title', () => {
    render(<Loaded />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(
      within(section('Summary'))
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      'Total Projects12',
      'Total Plots1,23,456',
      'Total Bookings87',
      'Registry Done31',
      'Extra Time7',
      'Channel Partners12',
    ]);
  });

  it('links each card to the list it counts, and opens the overtime modal from Extra Time', async () => {
    const onPanelChange = vi.fn();
    render(<Loaded onPanelChange={onPanelChange} />);
    const hrefs = within(section('Summary'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Total Projects12', '/projects'],
      ['Total Plots1,23,456', '/plots'],
      ['Total Bookings87', '/bookings'],
      ['Registry Done31', '/bookings?bookingStatus=RegistryDone'],
      ['Channel Partners12', '/channel-partners'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Extra Time 7' }));
    expect(onPanelChange).toHaveBeenCalledWith({ kind: 'overtime' });
  });

  it('leaves the cards as plain figures for a user who may open no list', () => {
    render(<NoLinks />);
    expect(within(section('Summary')).queryByRole('link')).toBeNull();
    expect(within(section('Summary')).getAllByRole('button')).toHaveLength(1);
  });
});

describe('the overtime carousel', () => {
  const cards = () =>
    within(section('Overtime Bookings'))
      .getByRole('list', { name: /^Page \d of \d$/ })
      .querySelectorAll('button');

  it('shows three cards a page, each with its booking, owner, sales channel and days overdue', () => {
    render(<Loaded />);
    expect([...cards()].map((card) => card.textContent)).toEqual([
      'BK-010045 days overdueGreen Valley, Plot A-3Anil SharmaRavi Estates',
      'BK-010138 days overdueSunrise Enclave, Plot A-4Priya NairDirect Sale',
      'BK-010231 days overdueLake View Residency, Plot A-5Suresh PatelSai Properties',
    ]);
    expect([...cards()].map((card) => card.dataset.severity)).toEqual(['red', 'red', 'red']);
  });

  it('turns its pages by keyboard, the current page marked', async () => {
    render(<Loaded />);
    const pages = within(section('Overtime Bookings')).getByRole('list', {
      name: 'Overtime pages',
    });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((dot) => [dot.getAttribute('aria-label'), dot.getAttribute('aria-current')]),
    ).toEqual([
      ['Page 1 of 3', 'true'],
      ['Page 2 of 3', null],
      ['Page 3 of 3', null],
    ]);
    const carousel = within(section('Overtime Bookings'));
    carousel.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(cards()[0]!.textContent).toMatch(/^BK-010322 days overdue/);
    expect(cards()[0]!.dataset.severity).toBe('orange');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    expect(within(pages).getByRole('button', { name: 'Page 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect([...cards()].map((card) => card.dataset.severity)).toEqual(['yellow']);
    expect(cards()[0]!.textContent).toContain('1 day overdue');
    expect(carousel.getByRole('button', { name: 'Next' })).toBeDisabled();
    carousel.getByRole('button', { name: 'Previous' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(pages).getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens the overtime modal from a card, and offers all when it carries fewer', async () => {
    const onPanelChange = vi.fn();
    render(<ManyPages onPanelChange={onPanelChange} />);
    await userEvent.click(cards()[1]!);
    expect(onPanelChange).toHaveBeenLastCalledWith({ kind: 'overtime' });
    await userEvent.click(screen.getByRole('button', { name: 'View all 23 overtime bookings' }));
    expect(onPanelChange).toHaveBeenCalledTimes(2);
    expect(onPanelChange).toHaveBeenLastCalledWith({ kind: 'overtime' });
  });

  it('offers no View all when it shows every overdue booking', () => {
    render(<Loaded />);
    expect(screen.queryByRole('button', { name: /View all/ })).toBeNull();
  });
});

describe('the overviews', () => {
  it('shows the columns of docs/product/screens.md', () => {
    render(<Loaded />);
    const headers = (name: string) =>
      within(screen.getByRole('grid', { name }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    expect(headers('Projects Overview')).toEqual([
      'Project Name',
      'Total Plots',
      'Available Plots',
      'Token',
      'Booking',
      'Extra Time',
      'Registry Done',
    ]);
    expect(headers('Channel Partners Overview')).toEqual([
      'Partner Name',
      'Total',
      'Token',
      'Booking',
      'Registry Done',
      'Cancelled',
      '0-30 Days',
      '30-60 Days',
      '60-90 Days',
      'Extra Time',
    ]);
  });

  it('makes a button of every count but zero', () => {
    render(<Loaded />);
    const lakeView = screen.getByRole('row', { name: /^Lake View Residency/ });
    expect(
      within(lakeView)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['36', '0', '2', '4', '1', '1']);
    expect(
      within(lakeView)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Plots of Lake View Residency: 36',
      'Token bookings of Lake View Residency: 2',
      'Confirmed bookings of Lake View Residency: 4',
      'Extra Time bookings of Lake View Residency: 1',
      'Registry Done bookings of Lake View Residency: 1',
    ]);
  });

  it("opens the drill-down of the count pressed: a project's plots or bookings, a partner's", async () => {
    const onPanelChange = vi.fn();
    render(<Loaded onPanelChange={onPanelChange} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Available plots of Green Valley: 18' }),
    );
    expect(onPanelChange).toHaveBeenLastCalledWith({
      kind: 'projectPlots',
      projectId: 1,
      name: 'Green Valley',
      column: 'availablePlots',
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Token bookings of Green Valley: 4' }),
    );
    expect(onPanelChange).toHaveBeenLastCalledWith({
      kind: 'projectBookings',
      projectId: 1,
      name: 'Green Valley',
      column: 'token',
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Bookings 30-60 days old of Meera Kapoor: 1' }),
    );
    expect(onPanelChange).toHaveBeenLastCalledWith({
      kind: 'partnerBookings',
      channelPartnerId: 2,
      name: 'Meera Kapoor',
      column: 'days31to60',
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Cancelled bookings of Direct Sales: 1' }),
    );
    expect(onPanelChange).toHaveBeenLastCalledWith({
      kind: 'partnerBookings',
      channelPartnerId: null,
      name: 'Direct Sales',
      column: 'cancelled',
    });
  });

  it('pins Direct Sales above the partners of every page', () => {
    render(<ManyPages />);
    const partners = screen.getByRole('grid', { name: 'Channel Partners Overview' });
    expect(
      within(partners)
        .getAllByRole('rowheader')
        .map((name) => name.textContent),
    ).toEqual(['Direct Sales', 'Yamuna Consultants', 'Zenith Partners']);
    expect(
      within(section('Channel Partners Overview')).getByText('Showing 11 to 12 of 12 results'),
    ).toBeInTheDocument();
    expect(
      within(section('Projects Overview')).getByText('Showing 11 to 12 of 12 results'),
    ).toBeInTheDocument();
  });

  it('asks the host for another page of each overview', async () => {
    const onProjectsPage = vi.fn();
    const onPartnersPage = vi.fn();
    const { args } = ManyPages;
    render(
      <ManyPages
        projectsOverview={{ ...args.projectsOverview!, onPageChange: onProjectsPage }}
        channelPartnersOverview={{ ...args.channelPartnersOverview!, onPageChange: onPartnersPage }}
      />,
    );
    const projectPages = screen.getByRole('navigation', { name: 'Projects Overview pages' });
    await userEvent.click(within(projectPages).getByRole('button', { name: 'Page 1' }));
    expect(onProjectsPage).toHaveBeenCalledWith(1);
    const partnerPages = screen.getByRole('navigation', {
      name: 'Channel Partners Overview pages',
    });
    await userEvent.click(within(partnerPages).getByRole('button', { name: 'Previous' }));
    expect(onPartnersPage).toHaveBeenCalledWith(1);
  });

  it('says when there is nothing to list, Direct Sales still first', () => {
    render(<Empty />);
    expect(within(section('Projects Overview')).getByText('No projects found')).toBeInTheDocument();
    const partners = section('Channel Partners Overview');
    expect(within(partners).getByText('No channel partners found')).toBeInTheDocument();
    expect(within(partners).getByRole('rowheader').textContent).toBe('Direct Sales');
    expect(within(partners).queryByRole('button')).toBeNull();
    expect(
      within(section('Overtime Bookings')).getByText('No overtime bookings'),
    ).toBeInTheDocument();
  });
});

describe('loading and failing', () => {
  it('shows every section busy, with its shape, while it loads', () => {
    render(<Loading />);
    for (const name of [
      'Overtime Bookings',
      'Projects Overview',
      'Channel Partners Overview',
      'Bookings by Month',
      'Registry Pipeline',
    ]) {
      expect(section(name)).toHaveAttribute('aria-busy', 'true');
    }
    expect(section('Summary')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("offers 'Try Again' in each section that failed, and retries that section's load", async () => {
    const onSummaryRetry = vi.fn();
    const projects = pageFailed<never>('Failed to load the Projects Overview');
    const onProjectsRetry = vi.fn();
    const onChartRetry = vi.fn();
    render(
      <Failed
        summary={{ ...failed('Failed to load the dashboard'), onRetry: onSummaryRetry }}
        projectsOverview={{ ...projects, list: { ...projects.list, onRetry: onProjectsRetry } }}
        bookingsByMonth={{ ...failed('Failed to load bookings by month'), onRetry: onChartRetry }}
      />,
    );
    expect(
      within(section('Summary')).getByText('Failed to load the dashboard'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(section('Overtime Bookings')).getByRole('button', { name: 'Try Again' }),
    );
    expect(onSummaryRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(section('Projects Overview')).getByRole('button', { name: 'Try Again' }),
    );
    expect(onProjectsRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(section('Bookings by Month')).getByRole('button', { name: 'Try Again' }),
    );
    expect(onChartRetry).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button', { name: 'Try Again' })).toHaveLength(6);
  });
});

describe('the modals', () => {
  it("shows a project's plots: its tiles, then the plots with size and status", () => {
    render(<PlotsDrillDown />);
    const dialog = screen.getByRole('dialog', { name: 'Plots for Green Valley' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Plots for Green Valley: figures' }))
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['Total40', 'Available18', 'Booked12', 'Sold8', 'Hold2']);
    const plots = within(dialog).getByRole('grid', { name: 'Plots' });
    expect(rowsOf(plots).slice(0, 3)).toEqual([
      'Plot NumberSizeStatus',
      'A-11,200 sq ftAvailable',
      'A-21,350 sq ftBooked',
    ]);
    expect(within(dialog).getByText('Showing 1 to 10 of 40 results')).toBeInTheDocument();
  });

  it("shows a project's bookings: registry date as days overdue or On track, and who sold it", () => {
    render(<BookingsDrillDown />);
    const dialog = screen.getByRole('dialog', { name: 'Bookings for Green Valley' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Bookings for Green Valley: figures' }))
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['Total14', 'Token4', 'Booking6', 'Registry Done3', 'Cancelled1', 'Extra Time3']);
    const bookings = within(dialog).getByRole('grid', { name: 'Token bookings' });
    expect(rowsOf(bookings)).toEqual([
      'Booking #ProjectClientBooking DateBooking StatusRegistry DateChannel Partner/Direct Sale',
      'BK-0100Green ValleyPlot A-3Anil Sharma10/09/2026Token45 days overdue10/10/2026Ravi Estates',
      'BK-0131Green ValleyPlot A-12Neha Gupta20/11/2026TokenOn track20/12/2026Direct Saleneha.gupta@example.com',
      'BK-0133Green ValleyPlot B-2Rahul Mehta24/10/2026Token1 day overdue23/11/2026Direct Sale',
      'BK-0140Green ValleyPlot C-7Kavita Rao02/11/2026TokenOn trackMeera Kapoor',
    ]);
  });

  it('lists every overdue booking in the overtime modal, with its severity in words', () => {
    render(<OvertimeModalOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Overtime Bookings' });
    const table = within(dialog).getByRole('grid', { name: 'Overdue bookings' });
    expect(rowsOf(table)[0]).toBe(
      'Booking #ProjectClientBooking DateBooking StatusRegistry DateDays OverdueChannel Partner/Direct Sale',
    );
    expect(rowsOf(table)[1]).toBe(
      'BK-0100Green ValleyPlot A-3Anil Sharma10/09/2026Token10/10/202645 days overdueRavi Estates',
    );
    const daysOverdue = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('gridcell')[5]!.textContent);
    expect(daysOverdue).toEqual([
      '45 days overdue',
      '38 days overdue',
      '31 days overdue',
      '22 days overdue',
      '15 days overdue',
    ]);
    expect(within(dialog).getByText('Showing 1 to 5 of 7 results')).toBeInTheDocument();
  });

  it('closes on Escape by asking the host to close the panel', async () => {
    const onPanelChange = vi.fn();
    render(<BookingsDrillDown onPanelChange={onPanelChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onPanelChange).toHaveBeenCalledWith(null);
  });

  it('closes from its close button', async () => {
    const onPanelChange = vi.fn();
    render(<OvertimeModalOpen onPanelChange={onPanelChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onPanelChange).toHaveBeenCalledWith(null);
  });
});

describe('payments and commissions', () => {
  it('shows the Collections card and the Commission column to whoever may see them', () => {
    render(<WithPaymentsAndCommissions />);
    expect(
      within(section('Collections'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/collections', '/collections?state=due', '/collections?state=overdue']);
    const table = screen.getByRole('grid', { name: 'Channel Partners Overview' });
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Commission');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('gridcell').at(-1)).toHaveTextContent('N/A');
    expect(within(rows[2]!).getAllByRole('gridcell').at(-1)).toHaveTextContent('₹18,500.00');
  });

  it('has neither without them', () => {
    render(<Loaded />);
    expect(screen.queryByRole('region', { name: 'Collections' })).toBeNull();
    const table = screen.getByRole('grid', { name: 'Channel Partners Overview' });
    expect(within(table).queryByRole('columnheader', { name: 'Commission' })).toBeNull();
  });
});

describe('the enquiry funnel', () => {
  it('shows the card to whoever may see enquiries, its figures leading to the Enquiries list', async () => {
    render(<WithEnquiryFunnel />);
    const funnel = section('Enquiry funnel');
    // The card's figures are a chunk of their own, fetched as the card first shows.
    expect(await within(funnel).findByRole('link', { name: 'Converted 5' })).toHaveAttribute(
      'href',
      '/enquiries?createdMonth=2026-11&stage=Booked',
    );
    expect(within(funnel).getByRole('grid', { name: 'By sales person' })).toBeInTheDocument();
  });

  it('has no card without it', () => {
    render(<Loaded />);
    expect(screen.queryByRole('region', { name: 'Enquiry funnel' })).toBeNull();
  });
});

describe('for a viewer who may read neither bookings nor plots', () => {
  const BOOKINGS_WITHHELD = 'Bookings need the bookings.view permission.';

  it('shows every figure, and says in the carousel why no overdue booking is shown', () => {
    render(<ListsWithheld />);
    expect(
      within(section('Summary')).getByRole('button', { name: 'Extra Time 7' }),
    ).toBeInTheDocument();
    const carousel = section('Overtime Bookings');
    expect(within(carousel).getByText(BOOKINGS_WITHHELD)).toBeInTheDocument();
    expect(within(carousel).queryByText('No overtime bookings')).toBeNull();
    // 'View all 7' would open a list that names none of them.
    expect(within(carousel).queryByRole('button')).toBeNull();
    expect(screen.getByRole('grid', { name: 'Projects Overview' })).toBeInTheDocument();
  });

  it('says the same in the overtime modal the Extra Time card opens', async () => {
    const onPanelChange = vi.fn();
    const { rerender } = render(<ListsWithheld onPanelChange={onPanelChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Extra Time 7' }));
    expect(onPanelChange).toHaveBeenCalledWith({ kind: 'overtime' });
    rerender(
      <ListsWithheld
        panel={{ kind: 'overtime' }}
        panelContent={{ kind: 'overtime', rows: pageWithheld(7) }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Overtime Bookings' });
    expect(within(dialog).getByText(BOOKINGS_WITHHELD)).toBeInTheDocument();
    expect(within(dialog).queryByRole('grid')).toBeNull();
  });

  it("shows a drill-down's tiles, and why its bookings or plots are not listed", () => {
    const { unmount } = render(
      <ListsWithheld
        panel={{
          kind: 'partnerBookings',
          channelPartnerId: null,
          name: 'Direct Sales',
          column: 'total',
        }}
        panelContent={{
          kind: 'bookings',
          counts: GREEN_VALLEY_BOOKING_COUNTS,
          rows: pageWithheld(GREEN_VALLEY_BOOKING_COUNTS.total),
        }}
      />,
    );
    const bookings = screen.getByRole('dialog', { name: 'Bookings for Direct Sales' });
    expect(within(bookings).getByText('Total').nextSibling?.textContent).toBe('14');
    expect(within(bookings).getByText(BOOKINGS_WITHHELD)).toBeInTheDocument();
    expect(within(bookings).queryByRole('grid')).toBeNull();
    unmount();

    render(
      <ListsWithheld
        panel={{
          kind: 'projectPlots',
          projectId: 1,
          name: 'Green Valley',
          column: 'availablePlots',
        }}
        panelContent={{
          kind: 'plots',
          counts: GREEN_VALLEY_PLOT_COUNTS,
          rows: pageWithheld(GREEN_VALLEY_PLOT_COUNTS.available),
        }}
      />,
    );
    const plots = screen.getByRole('dialog', { name: 'Plots for Green Valley' });
    expect(within(plots).getByText('Plots need the plots.view permission.')).toBeInTheDocument();
    expect(within(plots).queryByRole('grid')).toBeNull();
  });
});
