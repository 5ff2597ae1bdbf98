import { COMMISSION_PERMISSIONS, hasPermission, PAYMENT_MESSAGES } from '@plotline/domain';
import type { PartnerCommissionProps } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { businessToday } from '../../business-today';
import {
  COMMISSION_LEDGER_PAGE_SIZE,
  useCommissionLedger,
  usePartnerCommission,
} from '../../data/payments';
import { useCommissionChanges } from './use-commission-changes';

/**
 * The Commission section of the partner whose details are open: its figures
 * (GET /channel-partners/{id}/commission) and its ledger a page at a time; undefined while none
 * is open, or for a user without commissions.view, whose details then show no Commission section.
 * Payouts for a user with commissions.pay. Another partner starts again on the ledger's first
 * page; a failure is said in the section, with a retry.
 */
export function useViewedPartnerCommission(
  partnerId: number | null,
): PartnerCommissionProps | undefined {
  const { user } = useAuth();
  const mayView = hasPermission(user, COMMISSION_PERMISSIONS.view);
  const [shown, setShown] = useState({ partnerId, page: 1 });
  const page = shown.partnerId === partnerId ? shown.page : 1;
  const shownPartnerId = mayView ? partnerId : null;
  const summary = usePartnerCommission(shownPartnerId);
  const ledger = useCommissionLedger(shownPartnerId, page);
  const changes = useCommissionChanges(partnerId);
  // Whose ledger the cache keeps on screen while a page loads: another page of this partner's
  // stays, the partner viewed before's does not.
  const [ledgerShownOf, setLedgerShownOf] = useState<number | null>(null);
  if (ledger.current && ledgerShownOf !== partnerId) setLedgerShownOf(partnerId);
  if (shownPartnerId === null) return undefined;
  const figures = summary.data?.channelPartnerId === partnerId ? summary.data : null;
  const entries = ledger.current ?? (ledgerShownOf === partnerId ? ledger.data : undefined) ?? null;
  return {
    summary: {
      data: figures,
      isLoading: figures === null && !summary.error,
      // A failed reload keeps what is shown.
      error: summary.error && figures === null ? PAYMENT_MESSAGES.commissionFetchFailed : null,
      onRetry: () => void summary.mutate(),
    },
    ledger: {
      list: {
        rows: entries?.data ?? [],
        totalCount: entries?.totalCount ?? 0,
        totalCountEstimated: entries?.totalCountEstimated ?? false,
        isLoading: entries === null && !ledger.error,
        // A page that failed is not the page asked for: no rows show.
        error: ledger.error ? PAYMENT_MESSAGES.commissionFetchFailed : null,
        onRetry: () => void ledger.mutate(),
      },
      page,
      pageSize: COMMISSION_LEDGER_PAGE_SIZE,
      onPageChange: (next) => setShown({ partnerId, page: next }),
    },
    can: { pay: hasPermission(user, COMMISSION_PERMISSIONS.pay) },
    today: businessToday(),
    onRecordPayout: changes.recordPayout,
    onReversePayout: changes.reversePayout,
  };
}
