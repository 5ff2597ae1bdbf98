import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as stories from './EnquiryFunnelCard.stories';

const { Loaded, NoEnquiries, WithoutLinks, Loading, Failed } = composeStories(stories);

const card = () => screen.getByRole('region', { name: 'Enquiry funnel' });
const hrefOf = (name: string | RegExp) =>
  within(card()).getByRole('link', { name }).getAttribute('href');

describe('the Enquiry funnel card', () => {
  // The figures are a chunk of their own (React.lazy): once it has come, they draw at once.
  beforeAll(async () => {
    const { unmount } = render(<Loaded />);
    await within(card()).findByRole('list', { name: 'By stage' }, { timeout: 10_000 });
    unmount();
  });

  it("shows the month's enquiries, conversions and conversion rate, each count linked to its list", () => {
    render(<Loaded />);
    expect(within(card()).getByText('Nov 2026')).toBeInTheDocument();
    expect(hrefOf('Enquiries this month 48')).toBe('/enquiries?createdMonth=2026-11');
    expect(hrefOf('Converted 5')).toBe('/enquiries?createdMonth=2026-11&stage=Booked');
    const [figures] = within(card()).getAllByRole('list');
    expect(
      within(figures!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Enquiries this month48', 'Converted5', 'Conversion rate10.4%']);
  });

  it('lists every stage and lost reason with its count, each leading to its enquiries of the month', () => {
    render(<Loaded />);
    const stages = within(card()).getByRole('list', { name: 'By stage' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'New14',
      'Contacted9',
      'Site visit scheduled6',
      'Site visit done4',
      'Negotiation3',
      'Booked5',
      'Lost7',
    ]);
    expect(within(stages).getByRole('link', { name: 'Site visit done 4' })).toHaveAttribute(
      'href',
      '/enquiries?createdMonth=2026-11&stage=SiteVisitDone',
    );
    const reasons = within(card()).getByRole('list', { name: 'Lost reasons' });
    expect(within(reasons).getByRole('link', { name: 'Budget mismatch 3' })).toHaveAttribute(
      'href',
      '/enquiries?createdMonth=2026-11&stage=Lost&lostReason=BudgetMismatch',
    );
    // A reason nobody was lost for leads nowhere.
    expect(within(reasons).queryByRole('link', { name: /Not interested/ })).toBeNull();
    expect(within(reasons).getByText('Not interested')).toBeInTheDocument();
  });

  it("tables each source's and sales person's enquiries and conversions, linked to the list", () => {
    render(<Loaded />);
    const bySource = within(card()).getByRole('grid', { name: 'By source' });
    const walkIn = within(bySource).getByRole('row', { name: /^Walk-in/ });
    expect(
      within(walkIn)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '2', '16.7%']);
    expect(within(walkIn).getByRole('link', { name: 'Walk-in, Converted: 2' })).toHaveAttribute(
      'href',
      '/enquiries?createdMonth=2026-11&source=WalkIn&stage=Booked',
    );
    // Other: no enquiry, so no link.
    expect(within(bySource).getByRole('row', { name: /^Other/ })).toHaveTextContent('Other000%');

    const bySalesPerson = within(card()).getByRole('grid', { name: 'By sales person' });
    expect(
      within(bySalesPerson)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ravi Kumar', 'Priya Nair', 'Suresh Patel', 'Unassigned']);
    expect(
      within(bySalesPerson).getByRole('link', { name: 'Ravi Kumar, Enquiries: 18' }),
    ).toHaveAttribute('href', '/enquiries?createdMonth=2026-11&assignedToId=2');
    // The list cannot filter nobody's enquiries.
    const unassigned = within(bySalesPerson).getByRole('row', { name: /^Unassigned/ });
    expect(within(unassigned).queryByRole('link')).toBeNull();
  });

  it('says a month without enquiries has none, with zeros and no lists', () => {
    render(<NoEnquiries />);
    expect(within(card()).getByText('No enquiries were added this month')).toBeInTheDocument();
    expect(within(card()).queryByRole('grid')).toBeNull();
    expect(within(card()).getByText('0%')).toBeInTheDocument();
  });

  it('shows plain figures for a host that gives no addresses', () => {
    render(<WithoutLinks />);
    expect(within(card()).queryByRole('link')).toBeNull();
    expect(within(card()).getByRole('list', { name: 'By stage' })).toHaveTextContent(
      'Negotiation3',
    );
  });

  it('is busy while loading, and offers to try again after a failure', async () => {
    const { unmount } = render(<Loading />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    unmount();
    const onRetry = vi.fn();
    render(<Failed funnel={{ ...Failed.args.funnel!, onRetry }} />);
    expect(within(card()).getByText('This section could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(card()).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
