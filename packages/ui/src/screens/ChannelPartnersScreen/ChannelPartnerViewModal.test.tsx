import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ChannelPartnerViewModal.stories';

const {
  IndividualPerson,
  ProprietorshipFirm,
  PartnershipFirm,
  RegisteredCompany,
  OtherIdentity,
  WithAuditHistory,
  WithCommission,
  WithBookings,
  WithoutBookings,
} = composeStories(stories);

/** Each fact of a section or card as 'Term: value', in order. */
const factsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

const sectionOf = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('section')!;

/** The nature's section is folded under the figures a manager reads first. */
const showPersonalDetails = () =>
  userEvent.click(screen.getByRole('button', { name: 'Personal details' }));

describe('the channel partner view', () => {
  it('shows the basic information, remarks included', () => {
    render(<IndividualPerson />);
    const basic = sectionOf('Basic Information');
    expect(factsOf(basic)).toEqual([
      'Partner Name: Ravi Sharma',
      'Nature: Individual Person',
      'Status: Active',
      'Commission Rate: 2.5%',
      'Created Date: 01/03/2026',
      'Created By: Asha Rao',
      'Remarks: Brings buyers from Jaipur',
    ]);
  });

  it("lists an individual person's every field, 'N/A' where missing, then the associate", async () => {
    render(<IndividualPerson />);
    await showPersonalDetails();
    const section = sectionOf('Individual Person Details');
    expect(factsOf(section.querySelector('dl')!)).toEqual([
      'Gender: Male',
      'Mobile Number: 9876543210',
      'Alternate Number: N/A',
      'E-Mail ID: ravi@example.com',
      'Date of Birth: 15/06/1985',
      'Marital Status: Married',
      'Date of Marriage: 10/02/2012',
      'Residential Address: 12 MG Road, Jaipur',
      'Profession: Broker',
      'Business Address: N/A',
      'Have any Associate: Yes',
      'Remarks: N/A',
    ]);
    expect(factsOf(sectionOf('Associate 1'))).toEqual([
      'Name: Sunil Sharma',
      'Relation: Brother',
      'Mobile Number: 9811122233',
      'Alternate Mobile: N/A',
      'Remarks: Handles site visits',
    ]);
  });

  it("leaves out empty remarks and says 'N/A' for a creator not named yet", async () => {
    render(<ProprietorshipFirm />);
    const basic = sectionOf('Basic Information');
    expect(factsOf(basic)).toContain('Created By: N/A');
    expect(within(basic).queryByText('Remarks')).toBeNull();
    await showPersonalDetails();
    const section = sectionOf('Proprietorship Firm Details');
    expect(factsOf(section).slice(0, 3)).toEqual([
      'Firm Name: Meera Estates',
      'Proprietor Name: Meera Kapoor',
      'Gender: Female',
    ]);
    expect(within(section).getByText('No Associates')).toBeInTheDocument();
  });

  it('lists the partners of a partnership firm, each with their associates', async () => {
    render(<PartnershipFirm />);
    await showPersonalDetails();
    const section = sectionOf('Partnership Firm Details');
    expect(factsOf(section.querySelector('dl')!)).toEqual([
      'Firm Name: Kapoor & Sons',
      'Firm Address: Plot 4, Sector 18, Noida',
    ]);
    const first = sectionOf('Partner 1');
    expect(factsOf(first.querySelector('dl')!).slice(0, 3)).toEqual([
      'Name of Person: Arjun Kapoor',
      'Gender: N/A',
      'Mobile Number: 9833300022',
    ]);
    expect(within(first).getByRole('heading', { name: 'Associate 1', level: 5 })).toBeVisible();
    expect(within(sectionOf('Partner 2')).getByText('No Associates')).toBeInTheDocument();
  });

  it('lists the authorized persons of a registered company, inactive', async () => {
    render(<RegisteredCompany />);
    await showPersonalDetails();
    expect(factsOf(sectionOf('Basic Information'))).toContain('Status: Inactive');
    expect(factsOf(sectionOf('Basic Information'))).toContain('Commission Rate: 1.75%');
    const person = sectionOf('Authorized Person 1');
    expect(factsOf(person.querySelector('dl')!).slice(0, 3)).toEqual([
      'Name: Neha Verma',
      'Designation: Director',
      'Gender: N/A',
    ]);
    expect(within(person).queryByText('Profession')).toBeNull();
  });

  it('names the other identity, and closes', async () => {
    const onOpenChange = vi.fn();
    render(<OtherIdentity onOpenChange={onOpenChange} />);
    await showPersonalDetails();
    expect(factsOf(sectionOf('Other Identity Details'))[0]).toBe(
      'Name of Identity: Shree Ram Trust',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('the History section', () => {
  it("lists the partner's changes and links to the Audit Log", () => {
    render(<WithAuditHistory />);
    const history = screen.getByRole('list', { name: 'Changes, newest first' });
    expect(history.children).toHaveLength(1);
    expect(within(history).getByText(/ravi · Edited/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
      'href',
      '/audit-log?entity=channelPartner&entityId=1',
    );
  });

  it('is left out when the host gives no audit entries', () => {
    render(<IndividualPerson />);
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  });
});

describe('the Commission section', () => {
  it('follows the basic information for whoever may see commissions', () => {
    render(<WithCommission />);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Basic Information', 'Commission', 'Individual Person Details']);
    expect(screen.getByRole('grid', { name: 'Commission ledger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payout' })).toBeInTheDocument();
  });

  it('is left out when the host gives no commission', () => {
    render(<IndividualPerson />);
    expect(screen.queryByRole('heading', { name: 'Commission' })).toBeNull();
  });
});

describe('the personal details', () => {
  it('are folded under the basic information until asked for', async () => {
    render(<IndividualPerson />);
    const toggle = screen.getByRole('button', { name: 'Personal details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Gender')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Gender')).toBeVisible();
  });
});

describe('the Bookings section', () => {
  it('lists the newest bookings, each opening its details, and links to all of them', () => {
    render(<WithBookings />);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Basic Information', 'Commission', 'Bookings', 'Individual Person Details']);
    const table = screen.getByRole('grid', { name: 'Bookings, newest first' });
    const numbers = within(table).getAllByRole('link');
    expect(numbers.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['BK-0231', '/bookings/231'],
      ['BK-0198', '/bookings/198'],
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Asha Rao.*Token/);
    expect(screen.getByRole('link', { name: 'View all 12 bookings' })).toHaveAttribute(
      'href',
      '/bookings?channelPartnerId=1',
    );
  });

  it('says when the partner has sold none, with no link to all', () => {
    render(<WithoutBookings />);
    expect(screen.getByText('No bookings through this partner yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View all/ })).toBeNull();
  });

  it('is left out for a user who may not see bookings', () => {
    render(<IndividualPerson />);
    expect(screen.queryByRole('heading', { name: 'Bookings' })).toBeNull();
  });
});
