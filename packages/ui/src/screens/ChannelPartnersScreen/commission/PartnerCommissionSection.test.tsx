import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../../patterns';
import * as stories from './PartnerCommissionSection.stories';

const { WithBalance, ReadOnly, SecondPage, OwesBack, NoCommission, Loading, Failed } =
  composeStories(stories);

const factsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const ledger = () => screen.getByRole('grid', { name: 'Commission ledger' });
const ledgerRows = () =>
  within(ledger())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('[role=rowheader], [role=gridcell]')].map(
        (cell) => cell.textContent,
      ),
    );

describe('the Commission section', () => {
  it("shows the partner's rate and figures", () => {
    render(<WithBalance />);
    const section = screen
      .getByRole('heading', { name: 'Commission', level: 3 })
      .closest('section')!;
    expect(factsOf(section)).toEqual([
      'Rate: 2.5%',
      'Earned: ₹29,275.00',
      'Pending: ₹6,250.00',
      'Paid: ₹20,000.00',
      'Balance: ₹9,275.00',
    ]);
  });

  it('lists the ledger newest first, each entry with its state', () => {
    render(<WithBalance />);
    expect(ledgerRows().slice(0, 5)).toEqual([
      [
        'Commission on BK-0024RC-000021',
        '20/03/2026',
        '₹6,250.00',
        'Not applicable',
        'Pending',
        '',
      ],
      ['Payout CP-000002', '18/03/2026', '₹20,000.00', 'Bank transferNEFT-7202', 'Paid', 'Reverse'],
      [
        'Commission on BK-0023RC-000020',
        '15/03/2026',
        '₹12,500.00',
        'Not applicable',
        'Payable',
        '',
      ],
      [
        'Payout CP-000001',
        '12/03/2026',
        '₹5,000.00',
        'Bank transferNEFT-7101',
        'ReversedPaid to the wrong account',
        '',
      ],
      [
        'Commission on BK-0020RC-000019',
        '10/03/2026',
        '₹2,500.00',
        'Not applicable',
        'ReversedBooking cancelled',
        '',
      ],
    ]);
    expect(screen.getByRole('navigation', { name: 'Commission ledger pages' })).toBeInTheDocument();
  });

  it('asks the host for another page of the ledger', async () => {
    const onPageChange = vi.fn();
    render(<SecondPage ledger={{ ...SecondPage.args.ledger!, onPageChange }} />);
    expect(ledgerRows()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('reverses the payout named, with the reason given', async () => {
    const onReversePayout = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<WithBalance onReversePayout={onReversePayout} />);
    expect(screen.queryByRole('button', { name: 'Reverse payout CP-000001' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reverse payout CP-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse payout CP-000002' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Duplicate payout',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payout' }));
    expect(onReversePayout).toHaveBeenCalledWith(
      expect.objectContaining({ payoutId: 2, payoutNumber: 'CP-000002' }),
      { reason: 'Duplicate payout' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('records a payout with the host and closes once it went through', async () => {
    const onRecordPayout = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<WithBalance onRecordPayout={onRecordPayout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payout to Ravi Sharma' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'UPI' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Transaction ID/ }), 'UPI-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(onRecordPayout).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 9275, mode: 'UPI', reference: 'UPI-1' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no payout and no reversal without commissions.pay', () => {
    render(<ReadOnly />);
    expect(screen.queryByRole('button', { name: 'Record payout' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reverse payout/ })).toBeNull();
    expect(within(ledger()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('pays nothing out while the partner owes some back', () => {
    render(<OwesBack />);
    expect(screen.getByText('-₹2,725.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payout' })).toBeNull();
  });

  it('says when there is no commission yet', () => {
    render(<NoCommission />);
    expect(screen.getByText('No commission yet')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('waits with spinners, and says when it cannot be loaded', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading commission' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Loading commission ledger' }),
    ).toBeInTheDocument();
    unmount();
    render(<Failed />);
    expect(screen.getAllByText('Failed to fetch commission')).toHaveLength(2);
  });
});
