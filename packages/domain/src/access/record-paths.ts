/**
 * Records with an address of their own: '/bookings/42' is the Bookings page with booking 42's
 * details open over its list, so a reload, the back button, a link from the search, a notification
 * or the Audit Log opens the same record (docs/product/screens.md "Routes and guards").
 */
import { idFrom } from '../input/read-input';
import { isAppPath, type AppPath } from './route-access';

/** The pages whose records open at their own path. */
export const RECORD_PAGES = [
  '/bookings',
  '/enquiries',
  '/projects',
  '/channel-partners',
  '/plots',
  '/users',
  '/roles',
] as const satisfies readonly AppPath[];
export type RecordPage = (typeof RECORD_PAGES)[number];

const isRecordPage = (path: string): path is RecordPage =>
  (RECORD_PAGES as readonly string[]).includes(path);

/** '/bookings/42' for booking 42. */
export const recordPath = (page: RecordPage, recordId: number) => `${page}/${recordId}`;

/** A location's page and the record it opens, if any; null where no page is. */
function read(location: string): { page: AppPath; recordId: number | null } | null {
  if (isAppPath(location)) return { page: location, recordId: null };
  const cut = location.lastIndexOf('/');
  const page = location.slice(0, cut);
  const recordId = idFrom(location.slice(cut + 1));
  // Only the id's own digits: idFrom would read '042' or '4.0' as 42 and 4.
  const isOwnDigits = recordId !== null && location.slice(cut + 1) === String(recordId);
  return isRecordPage(page) && isOwnDigits ? { page, recordId } : null;
}

/** The page a location shows: the Bookings page for '/bookings' and '/bookings/42'. */
export const pageAt = (location: string): AppPath | null => read(location)?.page ?? null;

/** The record whose details a location opens: 42 for '/bookings/42', else null. */
export const recordIdAt = (location: string): number | null => read(location)?.recordId ?? null;
