import { idFrom, pageAt, recordIdAt, recordPath, type RecordPage } from '@plotline/domain';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withParam } from './url-search';

/** Where a list page kept the open record's id before records had paths: '/bookings?view=42'. */
const VIEW_PARAM = 'view';

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

/**
 * The record whose details are open over a page of records, its id the path's last part
 * ('/bookings/42', pageAt and recordIdAt), beside the list's state in the search, so a reload or
 * a shared link opens the same details. Opening and closing them replace the history entry, so
 * Back leaves the page rather than stepping through modals. A link saved when the id rode in the
 * search ('/bookings?view=42') is moved to the record's path.
 */
export function useViewedRecordId(page: RecordPage) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const savedId = idFrom(params.get(VIEW_PARAM) ?? '');
  const listSearch = withParam(params, VIEW_PARAM, '').toString();
  const recordId = pageAt(location) === page ? recordIdAt(location) : null;

  useEffect(() => {
    if (savedId !== null)
      navigate(withSearch(recordPath(page, savedId), listSearch), { replace: true });
  }, [savedId, page, listSearch, navigate]);

  const setViewedRecordId = (id: number | null) =>
    navigate(withSearch(id === null ? page : recordPath(page, id), search), { replace: true });
  return [recordId ?? savedId, setViewedRecordId] as const;
}
