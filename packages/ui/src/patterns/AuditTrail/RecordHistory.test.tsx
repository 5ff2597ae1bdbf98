import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listOf } from '../ListPage';
import * as stories from './RecordHistory.stories';

const { WithEntries, PaymentWithheld, Paged, Loading, Failed, Empty } = composeStories(stories);

/** The entries themselves, not the changed fields listed inside them. */
const entries = () =>
  [...screen.getByRole('list', { name: 'Changes, newest first' }).children] as HTMLElement[];

/** The words a screen reader reads: the arrow is hidden from it, its 'to' is not. */
function readAloud(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}

describe('the History section', () => {
  it("heads each entry 'when · who · action', newest first, in the zone given", () => {
    render(<WithEntries />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('History');
    expect(entries().map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      '10/03/2026, 2:45 pm · asha · Changed status',
      '05/03/2026, 5:10 pm · ravi · Edited',
      '01/03/2026, 11:00 am · asha · Created',
    ]);
  });

  it("shows an edit's fields at once, and a created record's behind its count", async () => {
    render(<WithEntries />);
    const [status, edit, created] = entries();
    const statusChange = within(status!).getByRole('list', { name: 'Changes to Booking #12' });
    expect(readAloud(statusChange)).toBe('Booking status: Token to Booking');
    expect(within(statusChange).getByText('→')).toHaveAttribute('aria-hidden', 'true');
    expect(within(edit!).getAllByRole('listitem').map(readAloud)).toEqual([
      'Plot owner name: Anil Sharma to Anil K. Sharma',
      'Notes: — to Prefers calls after 6 pm',
    ]);
    const count = within(created!).getByRole('button', { name: '6 fields changed in Booking #12' });
    expect(count).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(count);
    const fields = within(created!).getByRole('list', { name: 'Changes to Booking #12' });
    expect(fields).toBeVisible();
    expect(within(fields).getAllByRole('listitem').map(readAloud)).toContain(
      'Booking status: — to Token',
    );
  });

  it("says why a payment's entry shows no fields to a viewer without payments.view", () => {
    render(<PaymentWithheld />);
    const [payment, status] = entries();
    expect(payment!.querySelector('p')?.textContent).toBe(
      '11/03/2026, 11:50 am · ravi · Recorded payment',
    );
    expect(payment).toHaveTextContent('Payments need the payments.view permission.');
    expect(payment).not.toHaveTextContent('No field changed');
    expect(within(payment!).queryByRole('button')).toBeNull();
    expect(readAloud(within(status!).getByRole('list', { name: 'Changes to Booking #12' }))).toBe(
      'Booking status: Token to Booking',
    );
  });

  it('links to the Audit Log listing every change of the record', () => {
    render(<WithEntries />);
    expect(screen.getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
      'href',
      '/audit-log?entity=booking&entityId=12',
    );
  });

  it('pages on when there are more changes than a page holds, and not otherwise', async () => {
    const onPageChange = vi.fn();
    const { unmount } = render(
      <Paged
        history={{
          list: listOf([], { totalCount: 12 }),
          page: 2,
          pageSize: 5,
          onPageChange,
          auditLogHref: '/audit-log',
          viewer: null,
        }}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'History pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    unmount();
    render(<WithEntries />);
    expect(screen.queryByRole('navigation', { name: 'History pages' })).toBeNull();
  });

  it('says it is loading, failed (with Try Again), or that nothing was recorded', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading history' })).toBeInTheDocument();
    unmount();
    const failed = render(<Failed />);
    expect(screen.getByText('Failed to fetch the history')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    failed.unmount();
    render(<Empty />);
    expect(screen.getByText('No changes recorded.')).toBeInTheDocument();
  });
});
