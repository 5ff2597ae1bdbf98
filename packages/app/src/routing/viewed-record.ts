import { idFrom } from '@plotline/domain';
import { useUrlSearch, withParam } from './url-search';

/** Where a list page keeps the id of the record whose details are open. */
const VIEW_PARAM = 'view';

/** A list's URL search with a record's details open, or with none (null). */
export const withViewedRecordId = (params: URLSearchParams, recordId: number | null) =>
  withParam(params, VIEW_PARAM, recordId === null ? '' : String(recordId));

/**
 * A list's next URL search with the details open in `current` still open: a filter, sort or page
 * written while they are open (a filter typed just before opening them is written once typing
 * pauses) leaves them open.
 */
export const withViewedRecordKept = (current: URLSearchParams, next: URLSearchParams) =>
  withViewedRecordId(next, idFrom(current.get(VIEW_PARAM) ?? ''));

/** A list page with a record's details open, e.g. '/bookings?view=42', for a link to it. */
export function recordDetailsHref(listPath: string, recordId: number): string {
  return `${listPath}?${withViewedRecordId(new URLSearchParams(), recordId).toString()}`;
}

/**
 * The record whose details are open, kept in the URL as ?view=<id> beside the list's state, so a
 * reload or a shared link opens the same details. Opening and closing them replace the history
 * entry, so Back leaves the page rather than stepping through modals.
 */
export function useViewedRecordId() {
  const { params, write } = useUrlSearch();
  const setViewedRecordId = (recordId: number | null) =>
    write((current) => withViewedRecordId(current, recordId), true);
  return [idFrom(params.get(VIEW_PARAM) ?? ''), setViewedRecordId] as const;
}
