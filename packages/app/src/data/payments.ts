/**
 * Payments, collections and commissions (docs/payments.md): a booking's payments, a page of the
 * collections and the Dashboard's summary of them, and a partner's commission and its ledger.
 * The sections inside a details dialog say in place that they failed, with a retry, rather than
 * toast; the Collections page toasts its list's failure as every list page does.
 */
import type {
  BookingPayments,
  CollectionList,
  CollectionsSummary,
  CommissionLedgerList,
  PartnerCommission,
} from '@plotline/api-client';
import { DEFAULT_PAGE_SIZE, PAYMENT_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';
import { usePagedList, type QueryOf } from './paged-list';

export type CollectionsQuery = QueryOf<'listCollections'>;

/** The ledger rows a partner's details show per page. */
export const COMMISSION_LEDGER_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * A booking's schedule, receipts and totals; nothing is loaded while `bookingId` is null. What is
 * shown stays while a change reloads it, so the section does not fall back to its spinner (and
 * the focus a closing form hands back finds its button); it may then be another booking's, so
 * the caller shows it only for `bookingId`.
 */
export function useBookingPayments(bookingId: number | null) {
  const api = useApi();
  return useCached<BookingPayments>(
    bookingId === null ? null : ['payments', bookingId],
    () => dataOf(api.GET('/bookings/{id}/payments', { params: { path: { id: bookingId ?? 0 } } })),
    { keepPreviousData: true },
  );
}

/** The page of outstanding instalments the Collections screen shows, soonest due first. */
export function useCollectionsPage(query: CollectionsQuery) {
  const api = useApi();
  return usePagedList<CollectionList>(
    ['collections', 'filtered', query],
    () => dataOf(api.GET('/collections', { params: { query } })),
    PAYMENT_MESSAGES.collectionsFetchFailed,
  );
}

/**
 * What is due this month and overdue, for the Dashboard's card; not asked for while `isWanted`
 * is false (a user without payments.view). Its failure is logged only, as the dashboard's are.
 */
export function useCollectionsSummary(isWanted: boolean) {
  const api = useApi();
  return useCached<CollectionsSummary>(
    isWanted ? ['collections', 'summary'] : null,
    () => dataOf(api.GET('/collections/summary')),
    {
      keepPreviousData: true,
      onError: (error) => console.error('Dashboard: the collections failed to load', error),
    },
  );
}

/**
 * A partner's rate and commission figures; nothing is loaded while `partnerId` is null. Kept on
 * screen while reloaded, as a booking's payments are: the caller shows it only for `partnerId`.
 */
export function usePartnerCommission(partnerId: number | null) {
  const api = useApi();
  return useCached<PartnerCommission>(
    partnerId === null ? null : ['commissions', 'of-partner', partnerId],
    () =>
      dataOf(
        api.GET('/channel-partners/{id}/commission', { params: { path: { id: partnerId ?? 0 } } }),
      ),
    { keepPreviousData: true },
  );
}

/** A page of the ledger, with the partner it is of (the API's page does not say). */
export type PartnerLedgerPage = CommissionLedgerList & { channelPartnerId: number };

/**
 * A page of a partner's commission ledger, newest first; nothing while `partnerId` is null. The
 * page shown stays while the next loads; the caller shows it only for `partnerId`.
 */
export function useCommissionLedger(partnerId: number | null, page: number) {
  const api = useApi();
  return useCached<PartnerLedgerPage>(
    partnerId === null ? null : ['commissions', 'ledger', partnerId, page],
    async () => {
      const ledger = await dataOf(
        api.GET('/channel-partners/{id}/commission/ledger', {
          params: {
            path: { id: partnerId ?? 0 },
            query: { page, pageSize: COMMISSION_LEDGER_PAGE_SIZE },
          },
        }),
      );
      return { ...ledger, channelPartnerId: partnerId ?? 0 };
    },
    { keepPreviousData: true },
  );
}
