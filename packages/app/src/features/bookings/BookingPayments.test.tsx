import type {
  Booking,
  BookingPayments,
  PaymentInput,
  PaymentScheduleInput,
  Receipt,
  ReversalInput,
} from '@plotline/api-client';
import { BOOKING_CONFLICT_MESSAGE } from '@plotline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessToday } from '../../business-today';
import { bookingFixture } from '../../../test/booking-fixture';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-lists';
import { projectRoutes } from '../../../test/fake-projects';
import { renderApp, STORED } from '../../../test/render-app';

const BOOKING: Booking = { ...bookingFixture(12), bookingStatus: 'Booking' };

const receipt = (id: number, amount: number, reversal: Receipt['reversal'] = null): Receipt => ({
  id,
  receiptNumber: `RC-${String(id).padStart(6, '0')}`,
  bookingId: 12,
  bookingNumber: 'BK-0012',
  receivedOn: '2026-03-12',
  amount,
  mode: 'Cash',
  reference: null,
  remarks: null,
  allocations: [{ instalmentId: 101, label: 'Token amount', amount }],
  commissionAmount: 0,
  createdAt: '2026-03-12T06:00:00.000Z',
  createdByName: 'Asha Rao',
  reversal,
});

/** BK-0012 sold for ₹5,00,000: the token paid, the rest due on 30/04/2026. */
function paymentsOf(receipts: Receipt[]): BookingPayments {
  const received = receipts
    .filter((paid) => paid.reversal === null)
    .reduce((sum, paid) => sum + paid.amount, 0);
  const tokenPaid = Math.min(received, 51000);
  const restPaid = received - tokenPaid;
  return {
    bookingId: 12,
    bookingNumber: 'BK-0012',
    bookingStatus: 'Booking',
    suggestedSaleValue: null,
    schedule: {
      saleValue: 500000,
      version: 3,
      instalments: [
        {
          id: 101,
          position: 1,
          label: 'Token amount',
          dueDate: '2026-03-12',
          amount: 51000,
          paidAmount: tokenPaid,
          outstanding: 51000 - tokenPaid,
          state: tokenPaid === 51000 ? 'Paid' : 'Overdue',
        },
        {
          id: 102,
          position: 2,
          label: '100% at registry',
          dueDate: '2026-04-30',
          amount: 449000,
          paidAmount: restPaid,
          outstanding: 449000 - restPaid,
          state: restPaid > 0 ? 'PartPaid' : 'Due',
        },
      ],
    },
    receipts: [...receipts].reverse(),
    totals: {
      saleValue: 500000,
      received,
      outstanding: 500000 - received,
      overdue: 51000 - tokenPaid,
      paidPercent: Math.floor((received / 500000) * 100),
    },
    commission: null,
  };
}

/** The bookings list with BK-0012, and its payments as a server keeps them. */
function paymentsApi(permissions: string[], routes: FakeRoutes = {}) {
  const receipts = [receipt(1, 51000)];
  const recorded: PaymentInput[] = [];
  const reversals: ReversalInput[] = [];
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['bookings.view', ...permissions])),
    ...projectRoutes([]),
    'GET /channelpartners/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
    'GET /bookings/filtered': (request) => pageOf(new URL(request.url).searchParams, [BOOKING]),
    'GET /bookings/12': () => json(200, BOOKING),
    'GET /bookings/12/history': () => json(200, []),
    'GET /bookings/12/payments': () => json(200, paymentsOf(receipts)),
    'POST /bookings/12/receipts': async (request) => {
      const body = (await request.json()) as PaymentInput;
      recorded.push(body);
      const made = { ...receipt(receipts.length + 1, body.amount), mode: body.mode };
      receipts.push(made);
      return json(201, made);
    },
    'POST /receipts/1/reversal': async (request) => {
      const body = (await request.json()) as ReversalInput;
      reversals.push(body);
      receipts[0] = receipt(1, 51000, {
        reversedAt: '2026-03-20T06:00:00.000Z',
        reversedByName: 'Asha Rao',
        reason: body.reason,
      });
      return json(200, receipts[0]);
    },
    ...routes,
  };
  return { fake, recorded, reversals };
}

/** The Payments section of BK-0012's details, opened from the URL. */
async function paymentsSection() {
  const details = await screen.findByRole('dialog', { name: 'Booking BK-0012' });
  await within(details).findByRole('grid', { name: 'Receipts' });
  return details;
}

afterEach(() => vi.restoreAllMocks());

describe("a booking's Payments section", () => {
  it('is shown with payments.view, read-only without payments.create', async () => {
    const { fake } = paymentsApi(['payments.view']);
    const { calls } = renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    expect(calls).toContain('GET /bookings/12/payments');
    expect(within(details).getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    const instalments = within(details).getByRole('grid', { name: 'Instalments' });
    expect(within(instalments).getByRole('row', { name: /^100% at registry/ })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Set payment schedule' })).toBeNull();
    expect(within(details).queryByRole('button', { name: /^Reverse payment/ })).toBeNull();
  });

  it('is not shown, nor asked for, without payments.view', async () => {
    const { fake } = paymentsApi([]);
    const { calls } = renderApp('/bookings/12', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Booking BK-0012' });
    await within(details).findByRole('heading', { name: 'Status History' });
    expect(within(details).queryByRole('heading', { name: 'Payments' })).toBeNull();
    expect(calls).not.toContain('GET /bookings/12/payments');
  });

  it("shows the partner's commission to a user with commissions.view", async () => {
    const { fake } = paymentsApi(['payments.view', 'commissions.view'], {
      'GET /bookings/12/payments': () =>
        json(200, {
          ...paymentsOf([{ ...receipt(1, 51000), commissionAmount: 1275 }]),
          commission: {
            channelPartnerId: 7,
            channelPartnerName: 'Ravi Estates',
            earned: 1275,
            state: 'Payable',
          },
        } satisfies BookingPayments),
    });
    renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    expect(within(details).getByText('Commission')).toBeInTheDocument();
    expect(within(details).getByText('₹1,275.00')).toBeInTheDocument();
  });

  it('shows nothing of a commission the server withholds from a user without commissions.view', async () => {
    const { fake } = paymentsApi(['payments.view'], {
      'GET /bookings/12/payments': () =>
        json(200, paymentsOf([{ ...receipt(1, 51000), commissionAmount: null }])),
    });
    renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    expect(within(details).queryByText('Commission')).toBeNull();
  });

  it('records a payment, toasts it and shows the new receipt', async () => {
    const { fake, recorded } = paymentsApi(['payments.view', 'payments.create']);
    const { shownToasts } = renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Record payment' }));
    const form = await screen.findByRole('dialog', { name: 'Record payment for BK-0012' });
    await userEvent.click(within(form).getByRole('button', { name: /Mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'success', message: 'Payment recorded successfully' },
      ]),
    );
    // The amount starts at what is left of the next instalment.
    expect(recorded).toEqual([
      { receivedOn: businessToday(), amount: 449000, mode: 'Cash', reference: null, remarks: null },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Record payment/ })).toBeNull(),
    );
    const receipts = within(details).getByRole('grid', { name: 'Receipts' });
    expect(await within(receipts).findByText('RC-000002')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it("keeps the form open with the server's field message and reason when it refuses", async () => {
    const refusal = 'Amount cannot be more than the ₹4,49,000.00 outstanding';
    const { fake } = paymentsApi(['payments.view', 'payments.create'], {
      'POST /bookings/12/receipts': () =>
        json(409, { code: 'more_than_outstanding', message: refusal, errors: { amount: refusal } }),
    });
    const { shownToasts } = renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Record payment' }));
    const form = await screen.findByRole('dialog', { name: 'Record payment for BK-0012' });
    await userEvent.click(within(form).getByRole('button', { name: /Mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Failed to record payment', detail: refusal },
    ]);
  });

  it('replaces the schedule from the version it was read at', async () => {
    const saved: PaymentScheduleInput[] = [];
    const { fake } = paymentsApi(['payments.view', 'payments.create'], {
      'PUT /bookings/12/payment-schedule': async (request) => {
        saved.push((await request.json()) as PaymentScheduleInput);
        return json(200, paymentsOf([receipt(1, 51000)]));
      },
    });
    const { shownToasts } = renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Set payment schedule' }));
    const form = await screen.findByRole('dialog', { name: 'Set payment schedule for BK-0012' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'success', message: 'Payment schedule saved successfully' },
      ]),
    );
    expect(saved).toEqual([
      {
        saleValue: 500000,
        instalments: [
          { label: 'Token amount', dueDate: '2026-03-12', amount: 51000 },
          { label: '100% at registry', dueDate: '2026-04-30', amount: 449000 },
        ],
        version: 3,
      },
    ]);
  });

  it('says why a schedule changed since was refused, and reads it again', async () => {
    const { fake } = paymentsApi(['payments.view', 'payments.create'], {
      'PUT /bookings/12/payment-schedule': () =>
        json(409, { code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE }),
    });
    const { shownToasts, calls } = renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Set payment schedule' }));
    const form = await screen.findByRole('dialog', { name: 'Set payment schedule for BK-0012' });
    const reads = calls.filter((call) => call === 'GET /bookings/12/payments').length;
    await userEvent.click(within(form).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        {
          kind: 'error',
          message: 'Failed to save payment schedule',
          detail: BOOKING_CONFLICT_MESSAGE,
        },
      ]),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call === 'GET /bookings/12/payments').length).toBe(reads + 1),
    );
  });

  it('reverses a payment with its reason', async () => {
    const { fake, reversals } = paymentsApi(['payments.view', 'payments.create']);
    const { shownToasts } = renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    await userEvent.click(
      within(details).getByRole('button', { name: 'Reverse payment RC-000001' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Reverse payment RC-000001' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Reason/ }),
      'Cash counted twice',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'success', message: 'Payment reversed successfully' },
      ]),
    );
    expect(reversals).toEqual([{ reason: 'Cash counted twice' }]);
    expect(await within(details).findByText('Cash counted twice')).toBeInTheDocument();
  });

  it("downloads a receipt's PDF through the client, with the session's token, as RC-….pdf", async () => {
    const authorizations: (string | null)[] = [];
    const { fake } = paymentsApi(['payments.view'], {
      'GET /receipts/1/pdf': (request) => {
        authorizations.push(request.headers.get('Authorization'));
        return new Response('%PDF-1.4', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="RC-000001.pdf"',
          },
        });
      },
    });
    const createObjectURL = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Download PDF RC-000001' }));
    await waitFor(() => expect(downloads).toEqual(['RC-000001.pdf']));
    expect(authorizations).toEqual(['Bearer access']);
    const [file] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await file.text()).toBe('%PDF-1.4');
  });

  it("prints a receipt's PDF from a frame of its own, fetched with the session's token", async () => {
    const authorizations: (string | null)[] = [];
    const { fake } = paymentsApi(['payments.view'], {
      'GET /receipts/1/pdf': (request) => {
        authorizations.push(request.headers.get('Authorization'));
        return new Response('%PDF-1.4', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        });
      },
    });
    const createObjectURL = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Print receipt RC-000001' }));
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe[title="Receipt RC-000001"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(frame.getAttribute('src')).toBe('blob:receipt');
    expect(authorizations).toEqual(['Bearer access']);
    const [file] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await file.text()).toBe('%PDF-1.4');
    const print = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { focus: vi.fn(), print } });
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
    frame.remove();
  });

  it("toasts 'Failed to print receipt' when the PDF cannot be had", async () => {
    const { fake } = paymentsApi(['payments.view'], {
      'GET /receipts/1/pdf': () => json(404, { message: 'Receipt not found' }),
    });
    const { shownToasts } = renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Print receipt RC-000001' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to print receipt', detail: 'Receipt not found' },
      ]),
    );
  });

  it("toasts 'Failed to download receipt' when the PDF cannot be had", async () => {
    const { fake } = paymentsApi(['payments.view'], {
      'GET /receipts/1/pdf': () => json(404, { message: 'Receipt not found' }),
    });
    const { shownToasts } = renderApp('/bookings/12', fake, STORED);
    const details = await paymentsSection();
    await userEvent.click(within(details).getByRole('button', { name: 'Download PDF RC-000001' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to download receipt', detail: 'Receipt not found' },
      ]),
    );
  });
});
