/**
 * What a partner's Commission section changes (docs/payments.md "Commissions"): a payout and a
 * payout's reversal, each with its PAYMENT_MESSAGES toast (the server's reason, e.g. a 409's,
 * under a failure) and a reload of what a change to the partner makes stale, its figures and
 * ledger among them (the audit trail records both against the partner).
 */
import type { PayoutInput } from '@plotline/api-client';
import { PAYMENT_MESSAGES } from '@plotline/domain';
import type { CommissionLedgerEntry, ReversalInput } from '@plotline/ui/screens';
import { useChange } from '../../data/use-change';
import { useApi } from '../../services';

const PAID_OUT = {
  succeeded: PAYMENT_MESSAGES.payoutRecorded,
  failed: PAYMENT_MESSAGES.payoutRecordFailed,
};
const REVERSED = {
  succeeded: PAYMENT_MESSAGES.payoutReversed,
  failed: PAYMENT_MESSAGES.payoutReverseFailed,
};

export function useCommissionChanges(partnerId: number | null) {
  const api = useApi();
  const change = useChange();

  const recordPayout = (input: PayoutInput) =>
    change(
      api.POST('/channel-partners/{id}/commission-payouts', {
        params: { path: { id: partnerId ?? 0 } },
        body: input,
      }),
      PAID_OUT,
      'channelPartner',
    );

  /** The ledger offers only payouts for reversal; each carries its id. */
  const reversePayout = (entry: CommissionLedgerEntry, input: ReversalInput) =>
    change(
      api.POST('/commission-payouts/{id}/reversal', {
        params: { path: { id: entry.payoutId ?? 0 } },
        body: input,
      }),
      REVERSED,
      'channelPartner',
    );

  return { recordPayout, reversePayout };
}
