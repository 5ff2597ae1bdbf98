import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../../patterns';
import { PART_PAID } from './booking-payments.fixtures';
import * as stories from './BookingPaymentsSection.stories';

const {
  PartPaid,
  ReadOnly,
  CommissionsWithheld,
  NoSchedule,
  FullyPaid,
  CancelledBooking,
  Loading,
  Failed,
} = composeStories(stories);

const factsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** Each row of a table as its cells' text. */
const rowsOf = (name: string) =>
  within(screen.getByRole('grid', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('[role=rowheader], [role=gridcell]')].map(
        (cell) => cell.textContent,
      ),
    );

describe('the Payments section', () => {
  it('shows the totals and how much is paid', () => {
    render(<PartPaid />);
    const section = screen.getByRole('heading', { name: 'Payments', level: 3 }).closest('section')!;
    expect(factsOf(section)).toEqual([
      'Sale Value: ₹64,12,500.00',
      'Received: ₹8,51,000.00',
      'Outstanding: ₹55,61,500.00',
      'Overdue: ₹13,18,450.00',
      'Commission: ₹21,275.00Payable',
    ]);
    const paid = screen.getByRole('progressbar', { name: 'Paid' });
    expect(paid).toHaveAttribute('aria-valuenow', '13');
    expect(paid).toHaveAttribute('aria-valuetext', '13%');
  });

  it('names no commission to a user without commissions.view, not even ₹0.00', () => {
    render(<CommissionsWithheld />);
    const section = screen.getByRole('heading', { name: 'Payments', level: 3 }).closest('section')!;
    expect(factsOf(section)).toEqual([
      'Sale Value: ₹64,12,500.00',
      'Received: ₹8,51,000.00',
      'Outstanding: ₹55,61,500.00',
      'Overdue: ₹13,18,450.00',
    ]);
    expect(within(section).queryByText(/Commission/)).toBeNull();
    expect(within(section).queryByText('Meera Kapoor')).toBeNull();
    expect(rowsOf('Receipts')).toHaveLength(4);
  });

  it('lists the instalments in due order with what is paid of each and its state', () => {
    render(<PartPaid />);
    expect(rowsOf('Instalments')).toEqual([
      ['Token amount', '06/03/2026', '₹51,000.00', '₹51,000.00', 'Paid'],
      ['Booking amount', '06/03/2026', '₹3,00,000.00', '₹3,00,000.00', 'Paid'],
      ['30% at booking', '06/03/2026', '₹18,18,450.00', '₹5,00,000.00', 'Overdue'],
      ['30% at registry', '05/04/2026', '₹18,18,450.00', '₹0.00', 'Due'],
      ['40% in 60 days', '05/05/2026', '₹24,24,600.00', '₹0.00', 'Due'],
    ]);
  });

  it('lists the receipts newest first, a reversed one with its reason and no Reverse', () => {
    render(<PartPaid />);
    const rows = rowsOf('Receipts');
    expect(rows.map((row) => row.slice(0, 5))).toEqual([
      ['RC-000004', '15/03/2026', '₹5,00,000.00', 'Bank transfer', 'NEFT-88301'],
      [
        'RC-000003ReversedCheque returned unpaid by the bank',
        '10/03/2026',
        '₹1,00,000.00',
        'Cheque',
        '004518',
      ],
      ['RC-000002', '08/03/2026', '₹3,00,000.00', 'Cheque', '004512'],
      ['RC-000001', '06/03/2026', '₹51,000.00', 'UPI', 'UPI-40211'],
    ]);
    expect(screen.getByRole('button', { name: 'Reverse payment RC-000004' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse payment RC-000003' })).toBeNull();
  });

  it('downloads the receipt whose button was pressed, busy meanwhile', async () => {
    let finish = () => {};
    const onDownloadReceipt = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<PartPaid onDownloadReceipt={onDownloadReceipt} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF RC-000002' }));
    expect(onDownloadReceipt).toHaveBeenCalledWith(
      expect.objectContaining({ id: 502, receiptNumber: 'RC-000002' }),
    );
    expect(screen.getByRole('button', { name: 'Downloading... RC-000002' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    finish();
    expect(
      await screen.findByRole('button', { name: 'Download PDF RC-000002' }),
    ).toBeInTheDocument();
  });

  it('prints the receipt whose button was pressed, and offers no Print without a printer', async () => {
    const onPrintReceipt = vi.fn();
    const { unmount } = render(<PartPaid onPrintReceipt={onPrintReceipt} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print receipt RC-000002' }));
    expect(onPrintReceipt).toHaveBeenCalledWith(
      expect.objectContaining({ id: 502, receiptNumber: 'RC-000002' }),
    );
    unmount();
    render(<PartPaid onPrintReceipt={undefined} />);
    expect(screen.queryByRole('button', { name: /^Print receipt/ })).toBeNull();
  });

  it('reverses the receipt named, with the reason given, and closes once done', async () => {
    const onReversePayment = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<PartPaid onReversePayment={onReversePayment} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reverse payment RC-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse payment RC-000002' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus(),
    );
    await userEvent.keyboard('  Cheque bounced  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(onReversePayment).toHaveBeenCalledWith(
      expect.objectContaining({ id: 502, receiptNumber: 'RC-000002' }),
      { reason: 'Cheque bounced' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the schedule and the payment forms on their buttons', async () => {
    render(<PartPaid />);
    await userEvent.click(screen.getByRole('button', { name: 'Set payment schedule' }));
    const schedule = await screen.findByRole('dialog', {
      name: 'Set payment schedule for BK-0023',
    });
    expect(within(schedule).getAllByRole('group', { name: /^Instalment \d$/ })).toHaveLength(5);
    await userEvent.click(within(schedule).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByRole('dialog', { name: 'Record payment for BK-0023' }),
    ).toBeInTheDocument();
  });

  it('records a payment with the host and closes once it went through', async () => {
    const onRecordPayment = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<PartPaid onRecordPayment={onRecordPayment} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment for BK-0023' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(onRecordPayment).toHaveBeenCalledWith({
      receivedOn: '2026-03-24',
      amount: PART_PAID.schedule!.instalments[2]!.outstanding,
      mode: 'Cash',
      reference: null,
      remarks: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no change to a user without payments.create', () => {
    render(<ReadOnly />);
    expect(screen.queryByRole('button', { name: 'Set payment schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reverse payment/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF RC-000001' })).toBeInTheDocument();
  });

  it('asks for a schedule before any payment', () => {
    render(<NoSchedule />);
    expect(screen.getByText('No payment schedule yet')).toBeInTheDocument();
    expect(screen.getByText('No payments recorded yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set payment schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('records no more once nothing is outstanding', () => {
    render(<FullyPaid />);
    expect(screen.getByRole('progressbar', { name: 'Paid' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('changes nothing on a cancelled booking, and says why', () => {
    render(<CancelledBooking />);
    expect(screen.getByText('A cancelled booking takes no payments')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set payment schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('waits for the payments with a spinner, and says when they cannot be loaded', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading payments' })).toBeInTheDocument();
    unmount();
    const onRetry = vi.fn();
    render(
      <Failed
        payments={{ data: null, isLoading: false, error: 'Failed to fetch payments', onRetry }}
      />,
    );
    expect(screen.getByText('Failed to fetch payments')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
