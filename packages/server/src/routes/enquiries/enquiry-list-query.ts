/** The enquiries list's filters and sort, in SQL (GET /enquiries/filtered). */
import { LIST_DEFAULTS, type CalendarDate } from '@plotline/domain';
import { and, asc, desc, eq, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern, INSIDE_WORDS_FROM, startsWithPattern } from '../../db/contains-pattern';
import { enquiries, enquiryProjects, isOpenEnquiry } from '../../db/schema';
import { WORD, wordQuery } from '../../db/search-words';
import type { HandlerContext } from '../../http/handler';

export type EnquiryListPageQuery = HandlerContext<'listEnquiriesFiltered'>['query'];
/** The list's filters and order without its paging, as the export takes them too. */
export type EnquiryFilters = Omit<EnquiryListPageQuery, 'page' | 'pageSize'>;

/** The business's today and time zone, which due dates and months are read against. */
export type BusinessDay = { today: CalendarDate; timeZone: string };

/** A blank search searches nothing, as the screen's empty box means. */
export function enquirySearchTerm(query: EnquiryFilters): string | null {
  const searchTerm = query.searchTerm?.trim() ?? '';
  return searchTerm === '' ? null : searchTerm;
}

/**
 * The buyer's name, mobile and email. A search too short for the trigram indexes to look inside
 * words looks at where the name and email start instead, as the other lists' searches do.
 */
function searchFilter(searchTerm: string): SQL | undefined {
  if (searchTerm.length < INSIDE_WORDS_FROM) {
    const start = startsWithPattern(searchTerm);
    return or(ilike(enquiries.name, start), ilike(enquiries.email, start));
  }
  const pattern = containsPattern(searchTerm);
  return or(
    ilike(enquiries.name, pattern),
    ilike(enquiries.mobileNumber, pattern),
    ilike(enquiries.email, pattern),
  );
}

/** Open enquiries whose next action falls due by today (`due`), or was due before it (`overdue`). */
function nextActionFilter(nextAction: 'due' | 'overdue', today: CalendarDate): SQL | undefined {
  const date = enquiries.nextActionDate;
  return and(
    isOpenEnquiry(enquiries.stage),
    nextAction === 'due' ? lte(date, today) : lt(date, today),
  );
}

/**
 * Added in the month in the business's time zone, as created_month holds it, written as a range of
 * created_at so the list's (created_at, id) index finds the month's rows in order.
 */
function addedInMonth(month: string, timeZone: string): SQL {
  const start = sql`(${`${month}-01`}::date::timestamp at time zone ${timeZone})`;
  const end = sql`((${`${month}-01`}::date + interval '1 month')::timestamp at time zone ${timeZone})`;
  return sql`${enquiries.createdAt} >= ${start} and ${enquiries.createdAt} < ${end}`;
}

function interestedIn(projectId: number): SQL {
  return sql`exists (select 1 from ${enquiryProjects} where ${enquiryProjects.enquiryId} = ${enquiries.id} and ${enquiryProjects.projectId} = ${projectId})`;
}

export function enquiryFilter(query: EnquiryFilters, day: BusinessDay): SQL | undefined {
  const searchTerm = enquirySearchTerm(query);
  return filtersAnd(query, day, searchTerm === null ? undefined : searchFilter(searchTerm));
}

/**
 * The list's filters, its search matched by a whole word of the enquiry's own (search_words):
 * no more enquiries than enquiryFilter keeps, as a word of the name, mobile or email is inside
 * them, and a number the planner estimates from how often the word is, so a common word's count
 * is that estimate (listCountOrElse's `atLeast`). Only for a search of one word long enough to be
 * looked for inside words: a phrase's words may stand apart, and a shorter search matches where
 * the name or email starts. Undefined for any other search, and without one.
 */
export function wholeWordFilter(query: EnquiryFilters, day: BusinessDay): SQL | undefined {
  const searchTerm = enquirySearchTerm(query);
  if (searchTerm === null || searchTerm.length < INSIDE_WORDS_FROM) return undefined;
  const words = searchTerm.match(WORD);
  const whole =
    words?.length === 1 && words[0] === searchTerm ? wordQuery(searchTerm, { whole: true }) : null;
  return whole ? filtersAnd(query, day, sql`${enquiries.searchWords} @@ ${whole}`) : undefined;
}

/** The list's filters but its search, and `search`. */
function filtersAnd(query: EnquiryFilters, day: BusinessDay, search: SQL | undefined) {
  return and(
    search,
    query.stage === undefined ? undefined : eq(enquiries.stage, query.stage),
    query.source === undefined ? undefined : eq(enquiries.source, query.source),
    query.assignedToId === undefined ? undefined : eq(enquiries.assignedTo, query.assignedToId),
    query.projectId === undefined ? undefined : interestedIn(query.projectId),
    query.nextAction === undefined ? undefined : nextActionFilter(query.nextAction, day.today),
    query.createdMonth === undefined ? undefined : addedInMonth(query.createdMonth, day.timeZone),
    query.lostReason === undefined ? undefined : eq(enquiries.lostReason, query.lostReason),
  );
}

const SORT_COLUMNS = {
  CreatedAt: enquiries.createdAt,
  NextActionDate: enquiries.nextActionDate,
  Name: sql`lower(${enquiries.name}) collate "C"`,
} as const;

/** The id breaks ties in the same direction, so the order matches the (column, id) indexes. */
export function enquiryOrder(query: EnquiryFilters): SQL[] {
  const { sortBy = LIST_DEFAULTS.enquiries.sortBy, sortOrder = LIST_DEFAULTS.enquiries.sortOrder } =
    query;
  const direction = sortOrder === 'desc' ? desc : asc;
  return [direction(SORT_COLUMNS[sortBy]), direction(enquiries.id)];
}
