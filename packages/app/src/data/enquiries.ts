/**
 * Enquiries (docs/enquiries.md): one page of the filtered list (the list, and each column of the
 * board), one enquiry with its site visits and timeline, a sales person's visits of today, and
 * the staff its pickers offer; the CSV export's query.
 */
import { ENQUIRY_MESSAGES } from '@plotline/domain';
import { usePagedList, type QueryOf } from './paged-list';
import { useRead } from './read';
import { useRecordDetails } from './record-details';

export type EnquiriesFilteredQuery = QueryOf<'listEnquiriesFiltered'>;

/** GET /enquiries/export: the list's filters and sort, every page. */
export type EnquiriesExportQuery = QueryOf<'exportEnquiries'>;

/**
 * The page the list shows, searched and filtered by the server (its today, its time zone);
 * nothing is read while the board shows instead (null).
 */
export const useEnquiriesPage = (query: EnquiriesFilteredQuery | null) =>
  usePagedList('/enquiries/filtered', query && { query }, ENQUIRY_MESSAGES.fetchFailed);

/** One stage's column of the board; nothing is read while the board is not shown (null). */
export const useEnquiryColumn = (query: EnquiriesFilteredQuery | null) =>
  usePagedList('/enquiries/filtered', query && { query }, ENQUIRY_MESSAGES.fetchFailed);

/** The enquiry whose details are open; one that is not there is said in the details. */
export const useEnquiryDetails = (enquiryId: number | null) =>
  useRecordDetails('/enquiries/{id}', enquiryId, {
    notFound: ENQUIRY_MESSAGES.notFound,
    failed: { toast: ENQUIRY_MESSAGES.detailsFetchFailed },
  });

/** Its site visits, the latest scheduled first; a failure is said in their section. */
export const useEnquirySiteVisits = (enquiryId: number | null) =>
  useRead('/enquiries/{id}/site-visits', enquiryId === null ? null : { path: { id: enquiryId } });

/** Its timeline's newest `pageSize` entries: 'Show more' asks for more of them at once. */
export const useEnquiryTimeline = (enquiryId: number | null, pageSize: number) =>
  useRead(
    '/enquiries/{id}/timeline',
    enquiryId === null ? null : { path: { id: enquiryId }, query: { page: 1, pageSize } },
    { keepPreviousData: true },
  );

/**
 * A sales person's site visits of the business's today, earliest first (GET /site-visits/today);
 * nothing is read while they are not shown (null).
 */
export const useTodaysSiteVisits = (userId: number | null) =>
  useRead('/site-visits/today', userId === null ? null : { query: { userId } }, {
    failureText: ENQUIRY_MESSAGES.todaysVisitsFetchFailed,
  });

/** The staff found for what was typed in a sales person or companion picker, the caller first. */
export const useEnquiryStaffSearch = (searchTerm: string) =>
  useRead('/enquiries/sales-people', { query: searchTerm ? { searchTerm } : {} });
