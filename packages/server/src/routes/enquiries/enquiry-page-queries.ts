/** One page of the enquiries list, counted with the same filter. */
import { LIST_DEFAULTS } from '@plotline/domain';
import { inArray, sql } from 'drizzle-orm';
import type { BatchedQuery } from '../../db/batched-read';
import type { Executor, Transaction } from '../../db/database';
import { listCountOrElse, pageFilter } from '../../db/list-count';
import { enquiries } from '../../db/schema';
import { limitOffset, listPage, pageRequest } from '../../http/paging';
import {
  enquiryFilter,
  enquiryOrder,
  enquirySearchTerm,
  wholeWordFilter,
  type BusinessDay,
  type EnquiryFilters,
  type EnquiryListPageQuery,
} from './enquiry-list-query';
import { enquiriesWithNames, enquiryResponses } from './enquiry-queries';
import type { EnquiryResponse } from './enquiry-response';

/**
 * The page the query asks for; `due`, `overdue` and a month are read against the business's day.
 * As with the bookings, the page's ids are found in the table alone before their rows are joined
 * to the names they show. A search and a project's enquiries are few enough, once counted, to be
 * read by their ids: walking the list's order for them instead reads every enquiry added since an
 * old project's last one (3 s at 5,000,000 enquiries, docs/performance.md). A filter that keeps
 * nothing answers without a page to read. A common word's count is the planner's estimate of the
 * enquiries holding it whole (wholeWordFilter), not a walk of 10,001 contains-matches.
 */
export async function enquiriesPage(db: Executor, query: EnquiryListPageQuery, day: BusinessDay) {
  const page = pageRequest(query, LIST_DEFAULTS.enquiries);
  const where = enquiryFilter(query, day);
  const { counted } = await listCountOrElse(db, enquiries, where, null, {
    atLeast: wholeWordFilter(query, day),
  });
  if (counted.totalCount === 0) return listPage([], counted, page);
  const { limit, offset } = limitOffset(page);
  const searched = enquirySearchTerm(query) !== null || query.projectId !== undefined;
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

/** Every enquiry the filters match, in the list's order, as the list answers each (the export). */
export function enquiriesForExport(
  filters: EnquiryFilters,
  day: BusinessDay,
): BatchedQuery<EnquiryResponse> {
  return {
    ids: (tx: Transaction) =>
      tx
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(enquiryFilter(filters, day))
        .orderBy(...enquiryOrder(filters)),
    rows: async (tx, ids) =>
      enquiryResponses(tx, await enquiriesWithNames(tx).where(inArray(enquiries.id, ids))),
    idOf: (enquiry) => enquiry.id,
  };
}
