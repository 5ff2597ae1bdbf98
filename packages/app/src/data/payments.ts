/**
 * Payments, collections and commissions (docs/payments.md): a booking's payments, a page of the
 * collections and the Dashboard's summary of them, and a partner's commission and its ledger.
 * The sections inside a details dialog say in place that they failed, with a retry, rather than
 * toast; the Collections page toasts its list's failure as every list page does.
 */
import { DEFAULT_PAGE_SIZE, PAYMENT_MESSAGES } from '@plotline/domain';
import { usePagedList, type QueryOf } from './paged-list';
import { useRead } from './read';

export type CollectionsQuery = QueryOf<'listCollections'>;

/** The ledger rows a partner's details show per page. */
export const COMMISSION_LEDGER_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * A booking's schedule, receipts and totals; nothing is loaded while `bookingId` is null. What is
 * shown stays while a change reloads it, so the section does not fall back to its spinner (and
 * the focus a closing form hands back finds its button); it may then be another booking's, so
 * the caller shows it only for `bookingId`.
 */
export const useBookingPayments = (bookingId: number | null) =>
  useRead('/bookings/{id}/payments', bookingId === null ? null : { path: { id: bookingId } }, {
    keepPreviousData: true,
  });

/** The page of outstanding instalments the Collections screen shows, soonest due first. */
export const useCollectionsPage = (query: CollectionsQuery) =>
  usePagedList('/collections', { query }, PAYMENT_MESSAGES.collectionsFetchFailed);

/**
 * What is due this month and overdue, for the Dashboard's card; not asked for while `isWanted`
 * is false (a user without payments.view). Its failure is logged only, as the dashboard's are.
 */
export const useCollectionsSummary = (isWanted: boolean) =>
  useRead('/collections/summary', isWanted ? {} : null, {
    keepPreviousData: true,
    onError: (error) => console.error('Dashboard: the collections failed to load', error),
  });

/**
 * A partner's rate and commission figures; nothing is loaded while `partnerId` is null. Kept on
 * screen while reloaded, as a booking's payments are: the caller shows it only for `partnerId`.
 */
export const usePartnerCommission = (partnerId: number | null) =>
  useRead(
    '/channel-partners/{id}/commission',
    partnerId === null ? null : { path: { id: partnerId } },
    { keepPreviousData: true },
  );

/**
 * A page of a partner's commission ledger, newest first; nothing while `partnerId` is null. The
 * page shown stays while the next loads: `current` is null while it is another partner's.
 */
export const useCommissionLedger = (partnerId: number | null, page: number) =>
  useRead(
    '/channel-partners/{id}/commission/ledger',
    partnerId === null
      ? null
      : { path: { id: partnerId }, query: { page, pageSize: COMMISSION_LEDGER_PAGE_SIZE } },
    { keepPreviousData: true },
  );
