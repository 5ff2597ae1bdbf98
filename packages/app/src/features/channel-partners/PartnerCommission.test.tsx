import type {
  ChannelPartner,
  CommissionLedgerEntry,
  PartnerCommission,
  PayoutInput,
  ReversalInput,
} from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../business-today';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-lists';
import { renderApp, STORED } from '../../../test/render-app';

const RAVI: ChannelPartner = {
  id: 7,
  name: 'Ravi Estates',
  natureId: 1,
  natureName: 'Individual Person',
  isActive: true,
  commissionRate: 2.5,
  remarks: null,
  metadata: null,
  associatesCount: 0,
  mobileNumber: '9876500007',
  emailId: null,
  companyName: null,
  createdBy: 1,
  createdAt: '2026-03-01T06:00:00.000Z',
  individualPersonDetails: {
    gender: 'Male',
    mobileNumber: '9876500007',
    hasAssociate: false,
    associates: [],
  },
};

const commissionOf = (paid: number): PartnerCommission => ({
  channelPartnerId: 7,
  channelPartnerName: 'Ravi Estates',
  rate: 2.5,
  earned: 12500,
  pending: 1275,
  reversed: 0,
  paid,
  balance: 12500 - paid,
});

const earnedEntry: CommissionLedgerEntry = {
  kind: 'Commission',
  date: '2026-03-10',
  amount: 12500,
  state: 'Payable',
  bookingId: 3,
  bookingNumber: 'BK-0003',
  receiptNumber: 'RC-000004',
  payoutId: null,
  payoutNumber: null,
  mode: null,
  reference: null,
  reversalReason: null,
};

const payoutEntry = (
  payout: PayoutInput,
  reversalReason: string | null,
): CommissionLedgerEntry => ({
  kind: 'Payout',
  date: payout.paidOn,
  amount: payout.amount,
  state: reversalReason === null ? 'Paid' : 'Reversed',
  bookingId: null,
  bookingNumber: null,
  receiptNumber: null,
  payoutId: 31,
  payoutNumber: 'CP-000031',
  mode: payout.mode,
  reference: payout.reference ?? null,
  reversalReason,
});

/** Ravi Estates listed, with a commission ledger as the server keeps it. */
function commissionApi(permissions: string[], routes: FakeRoutes = {}) {
  const payouts: PayoutInput[] = [];
  const reversals: ReversalInput[] = [];
  const ledgerQueries: string[] = [];
  const paidOut = () => (payouts[0] && reversals.length === 0 ? payouts[0].amount : 0);
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['channelpartners.view', ...permissions])),
    'GET /channelpartners/filtered': (request) => pageOf(new URL(request.url).searchParams, [RAVI]),
    'GET /channelpartners/7': () => json(200, RAVI),
    'GET /users/1': () => json(200, user()),
    'GET /channel-partners/7/commission': () => json(200, commissionOf(paidOut())),
    'GET /channel-partners/7/commission/ledger': (request) => {
      const query = new URL(request.url).searchParams;
      ledgerQueries.push(query.toString());
      const entries = payouts[0]
        ? [payoutEntry(payouts[0], reversals[0]?.reason ?? null), earnedEntry]
        : [earnedEntry];
      return pageOf(query, entries);
    },
    'POST /channel-partners/7/commission-payouts': async (request) => {
      const body = (await request.json()) as PayoutInput;
      payouts.push(body);
      return json(201, { id: 31, payoutNumber: 'CP-000031', channelPartnerId: 7, ...body });
    },
    'POST /commission-payouts/31/reversal': async (request) => {
      reversals.push((await request.json()) as ReversalInput);
      return json(200, { id: 31 });
    },
    ...routes,
  };
  return { fake, payouts, reversals, ledgerQueries };
}

const commissionSection = async () => {
  const details = await screen.findByRole('dialog', { name: 'Ravi Estates' });
  await within(details).findByRole('grid', { name: 'Commission ledger' });
  return details;
};

describe("a partner's Commission section", () => {
  it('shows the figures (what is pending among them) and the ledger with commissions.view, without payouts', async () => {
    const { fake, ledgerQueries } = commissionApi(['commissions.view']);
    renderApp('/channel-partners/7', fake, STORED);
    const details = await commissionSection();
    expect(within(details).getByRole('heading', { name: 'Commission' })).toBeInTheDocument();
    expect(within(details).getByText('₹1,275.00')).toBeInTheDocument();
    expect(ledgerQueries).toEqual(['page=1&pageSize=10']);
    expect(within(details).queryByRole('button', { name: 'Record payout' })).toBeNull();
  });

  it('is not shown, nor asked for, without commissions.view', async () => {
    const { fake } = commissionApi([]);
    const { calls } = renderApp('/channel-partners/7', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Ravi Estates' });
    await within(details).findByText('Basic Information');
    expect(within(details).queryByRole('heading', { name: 'Commission' })).toBeNull();
    expect(calls.filter((call) => call.includes('/commission'))).toEqual([]);
  });

  it('records a payout with commissions.pay, toasts it and shows it in the ledger', async () => {
    const { fake, payouts } = commissionApi(['commissions.view', 'commissions.pay']);
    const { shownToasts } = renderApp('/channel-partners/7', fake, STORED);
    const details = await commissionSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Record payout' }));
    const form = await screen.findByRole('dialog', { name: 'Record payout to Ravi Estates' });
    await userEvent.click(within(form).getByRole('button', { name: /Mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'UPI' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Transaction ID/ }), 'UPI-771');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'success', message: 'Payout recorded successfully' }]),
    );
    // The amount starts at the whole balance.
    expect(payouts).toEqual([
      { paidOn: businessToday(), amount: 12500, mode: 'UPI', reference: 'UPI-771', remarks: null },
    ]);
    const ledger = within(details).getByRole('grid', { name: 'Commission ledger' });
    expect(await within(ledger).findByText('Payout CP-000031')).toBeInTheDocument();
    // Nothing is left to pay.
    await waitFor(() =>
      expect(within(details).queryByRole('button', { name: 'Record payout' })).toBeNull(),
    );
  });

  it("keeps the form open with the server's reason when it refuses a payout", async () => {
    const refusal = 'Amount cannot be more than the ₹100.00 balance';
    const { fake } = commissionApi(['commissions.view', 'commissions.pay'], {
      'POST /channel-partners/7/commission-payouts': () =>
        json(409, { code: 'more_than_balance', message: refusal, errors: { amount: refusal } }),
    });
    const { shownToasts } = renderApp('/channel-partners/7', fake, STORED);
    const details = await commissionSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Record payout' }));
    const form = await screen.findByRole('dialog', { name: 'Record payout to Ravi Estates' });
    await userEvent.click(within(form).getByRole('button', { name: /Mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Failed to record payout', detail: refusal },
    ]);
  });

  it('reverses a payout with its reason', async () => {
    const { fake, payouts, reversals } = commissionApi(['commissions.view', 'commissions.pay']);
    payouts.push({ paidOn: '2026-03-20', amount: 5000, mode: 'Cash', reference: null });
    const { shownToasts } = renderApp('/channel-partners/7', fake, STORED);
    const details = await commissionSection();
    await userEvent.click(
      await within(details).findByRole('button', { name: 'Reverse payout CP-000031' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Reverse payout CP-000031' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Paid twice');
    await userEvent.click(within(form).getByRole('button', { name: 'Reverse payout' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'success', message: 'Payout reversed successfully' }]),
    );
    expect(reversals).toEqual([{ reason: 'Paid twice' }]);
    expect(await within(details).findByText('Paid twice')).toBeInTheDocument();
  });
});
