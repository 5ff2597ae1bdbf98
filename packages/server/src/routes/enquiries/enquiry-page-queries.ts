/** One page of the enquiries list, counted with the same filter. */
import { LIST_DEFAULTS, type CalendarDate } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { listCount, pageFilter } from '../../db/list-count';
import { enquiries } from '../../db/schema';
import { limitOffset, listPage, pageRequest } from '../../http/paging';
import {
  enquiryFilter,
  enquiryOrder,
  enquirySearchTerm,
  type EnquiryListPageQuery,
} from './enquiry-list-query';
import { enquiriesWithNames, enquiryResponses } from './enquiry-queries';

/**
 * The page the query asks for; `due` and `overdue` are read against the business's today. As with
 * the bookings, the page's ids are found in the table alone before their rows are joined to the
 * names they show.
 */
export async function enquiriesPage(
  db: Executor,
  query: EnquiryListPageQuery,
  today: CalendarDate,
) {
  const page = pageRequest(query, LIST_DEFAULTS.enquiries);
  const where = enquiryFilter(query, today);
  const counted = await listCount(db, enquiries, where);
  const { limit, offset } = limitOffset(page);
  const searched = enquirySearchTerm(query) !== null;
  const order = enquiryOrder(query);
  const pageIds = db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(pageFilter({ id: enquiries.id, table: enquiries }, where, { searched, counted }))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = await enquiriesWithNames(db)
    .where(sql`${enquiries.id} = any(array(${pageIds}))`)
    .orderBy(...order);
  return listPage(await enquiryResponses(db, rows), counted, page);
}
