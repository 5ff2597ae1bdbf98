import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './AuditLogScreen.stories';
import { PLAIN_QUERY, USERS } from './audit-log.fixtures';
import { NO_AUDIT_FILTERS } from './audit-log-screen-types';

/** The plain query with these filters, on page 1. */
const filteredBy = (filters: Partial<typeof NO_AUDIT_FILTERS>) => ({
  ...PLAIN_QUERY,
  filters: { ...NO_AUDIT_FILTERS, ...filters },
});

const {
  Filled,
  OneRecord,
  ByUserAndDays,
  WithoutUserFilter,
  Loading,
  Empty,
  EmptyFiltered,
  Failed,
  Withheld,
} = composeStories(stories);

const table = () => screen.getByRole('grid', { name: 'Audit entries' });
const rowOf = (when: string) => screen.getByRole('row', { name: new RegExp(`^${when}`) });
/** The cells as they read closed: a count of changed fields, not the fields behind it. */
const cellsOf = (when: string) =>
  within(rowOf(when))
    .getAllByRole('gridcell')
    .map((cell) => (within(cell).queryByRole('button') ?? cell).textContent);

describe('the list', () => {
  it('shows when, who, which record, what was done and how many fields, newest first', () => {
    render(<Filled />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit Log');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'User', 'Record', 'Action', 'Changes']);
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['12/03/2026, 5:35 pm', '12/03/2026, 3:50 pm', '11/03/2026, 1:30 pm']);
    expect(cellsOf('12/03/2026, 5:35 pm')).toEqual([
      'Self-registration',
      'User #31',
      'Signed up',
      '3 fields',
    ]);
    expect(cellsOf('10/03/2026, 2:45 pm')).toEqual([
      'asha',
      'Booking #12',
      'Changed status',
      '1 field',
    ]);
    expect(screen.getByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
  });

  it('links a record to its screen where the host gives one', () => {
    render(<Filled />);
    expect(
      within(rowOf('11/03/2026, 1:30 pm')).getByRole('link', { name: 'Project #3' }),
    ).toHaveAttribute('href', '/projects/3');
    expect(within(rowOf('12/03/2026, 5:35 pm')).queryByRole('link')).toBeNull();
  });

  it("opens an entry's changed fields from its count, and says when no field changed", async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('button', { name: '2 fields changed in Project #3' }));
    const fields = screen.getByRole('list', { name: 'Changes to Project #3' });
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((field) => field.textContent),
    ).toEqual(['Name: Sunrise Enclave →to Sunrise Enclave Phase 1', 'Roads area: 9000 →to 9500']);
    expect(cellsOf('11/03/2026, 1:15 pm')[3]).toBe('No field changed');
  });

  it('says why an entry of a record the viewer may not read shows no fields, where they would be', () => {
    render(<Withheld />);
    const withheld = 'Bookings need the bookings.view permission.';
    expect(cellsOf('11/03/2026, 11:50 am')).toEqual([
      'ravi',
      'Booking #12',
      'Recorded payment',
      withheld,
    ]);
    expect(cellsOf('10/03/2026, 2:45 pm')[3]).toBe(withheld);
    expect(cellsOf('01/03/2026, 11:00 am')[3]).toBe(withheld);
    expect(within(rowOf('10/03/2026, 2:45 pm')).queryByRole('button')).toBeNull();
    expect(cellsOf('02/03/2026, 11:30 am')).toEqual(['asha', 'Project #1', 'Edited', '1 field']);
    expect(within(table()).queryByText('No field changed')).toBeNull();
  });

  it('shows its loading, empty and failed states', async () => {
    const loading = render(<Loading />);
    expect(within(table()).getByRole('status').textContent).toBe('Loading...');
    loading.unmount();
    const empty = render(<Empty />);
    expect(screen.getByText('No audit entries found')).toBeInTheDocument();
    expect(
      screen.getByText('Changes to the records appear here as they are made.'),
    ).toBeInTheDocument();
    empty.unmount();
    const filtered = render(<EmptyFiltered />);
    expect(screen.getByText('Try adjusting your filter criteria.')).toBeInTheDocument();
    filtered.unmount();
    const onRetry = vi.fn();
    render(<Failed list={{ ...Failed.args.list!, onRetry }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('pages on', async () => {
    const onQueryChange = vi.fn();
    render(<Filled onQueryChange={onQueryChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...PLAIN_QUERY, page: 2 }, 'chosen');
  });
});

describe('the filters', () => {
  const choose = async (label: string, option: string) => {
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
    await userEvent.click(screen.getByRole('option', { name: option }));
  };

  it('offers every kind of record, and all of them, back on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Record Kind$/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Records',
      'Project',
      'Plot',
      'Amenity',
      'Booking',
      'Follow-up',
      'Channel partner',
      'Role',
      'Permission',
      'User',
      'Enquiry',
      'Site visit',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Booking' }));
    expect(onQueryChange).toHaveBeenCalledWith(filteredBy({ entity: 'booking' }), 'chosen');
  });

  it('shows the one record as a chip to remove; another kind drops it too', async () => {
    const onQueryChange = vi.fn();
    render(<OneRecord onQueryChange={onQueryChange} />);
    const narrowed = { entity: 'booking' as const, entityId: 12 };
    const chip = screen.getByRole('grid', { name: 'Record' });
    expect(within(chip).getByRole('row').textContent).toBe('Booking #12');
    await userEvent.click(within(chip).getByRole('button', { name: 'Remove Booking #12' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      filteredBy({ ...narrowed, entityId: null }),
      'chosen',
    );
    await choose('Record Kind', 'Project');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      filteredBy({ ...narrowed, entity: 'project', entityId: null }),
      'chosen',
    );
    await choose('Record Kind', 'All Records');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      filteredBy({ ...narrowed, entity: null, entityId: null }),
      'chosen',
    );
  });

  it('names the chosen user and the days, hands typing to the host and clears them all', async () => {
    const onUserSearch = vi.fn();
    const onQueryChange = vi.fn();
    render(
      <ByUserAndDays
        query={{ ...ByUserAndDays.args.query!, page: 2, pageSize: 25 }}
        users={{ items: USERS, chosen: USERS[0], onSearch: onUserSearch }}
        onQueryChange={onQueryChange}
      />,
    );
    const user = screen.getByRole('combobox', { name: 'User' });
    expect(user).toHaveProperty('value', 'asha');
    expect(screen.getByRole('group', { name: 'From Date' }).textContent).toContain('03/01/2026');
    expect(screen.getByRole('group', { name: 'To Date' }).textContent).toContain('03/14/2026');
    await userEvent.clear(user);
    await userEvent.type(user, 'rav');
    expect(onUserSearch).toHaveBeenLastCalledWith('rav');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onQueryChange).toHaveBeenCalledWith(PLAIN_QUERY, 'chosen');
  });

  it('picks a user as their id', async () => {
    const onQueryChange = vi.fn();
    render(<Filled onQueryChange={onQueryChange} />);
    await choose('User', 'ravi');
    expect(onQueryChange).toHaveBeenCalledWith(filteredBy({ userId: 2 }), 'chosen');
  });

  it('has no user filter where the host gives no users', () => {
    render(<WithoutUserFilter />);
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
  });
});
