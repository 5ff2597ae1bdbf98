/** Channel partners' commissions (docs/payments.md): the figures, the ledger and payouts. */
import { authorship } from '../http/authorship';
import type { Handlers } from '../http/handler';
import { partnerCommission } from './commissions/commission-queries';
import { ledgerPage } from './commissions/ledger-queries';
import {
  commissionPartnerOr404,
  payoutOr404,
  recordPayout,
  reversePayout,
} from './commissions/payout-queries';
import { payoutInput, reversalReason } from './payments/payment-input';

export const commissionsHandlers: Handlers = {
  async getPartnerCommission({ db, params }) {
    const partner = await commissionPartnerOr404(db, params.id);
    return { status: 200, body: await partnerCommission(db, partner) };
  },

  async listCommissionLedger({ db, params, query }) {
    await commissionPartnerOr404(db, params.id);
    return { status: 200, body: await ledgerPage(db, params.id, query) };
  },

  async recordCommissionPayout({ db, clock, params, body, user }) {
    const today = clock.today();
    const payout = payoutInput(body, today);
    const id = await recordPayout(db, params.id, payout, authorship(user, clock), today);
    return { status: 201, body: await payoutOr404(db, id) };
  },

  async reverseCommissionPayout({ db, clock, params, body, user }) {
    const reason = reversalReason(body);
    await reversePayout(db, params.id, reason, authorship(user, clock));
    return { status: 200, body: await payoutOr404(db, params.id) };
  },
};
