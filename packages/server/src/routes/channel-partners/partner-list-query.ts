/** The partner list's filters and sort, in SQL, shared by the paged list and the CSV export. */
import { LIST_DEFAULTS } from '@plotline/domain';
import { and, asc, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import { channelPartners } from '../../db/schema';
import type { HandlerContext } from '../../http/handler';
import { containsPattern } from '../../db/contains-pattern';

export type PartnerFilters = HandlerContext<'exportChannelPartners'>['query'];
export type PartnerListPageQuery = HandlerContext<'listChannelPartnersFiltered'>['query'];

/** Text filters left blank filter nothing, as the screen's empty boxes mean. */
function filled(text: string | undefined): string | null {
  return text !== undefined && text.trim() !== '' ? text : null;
}

export function partnerFilter(filters: PartnerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const searchTerm = filled(filters.searchTerm);
  if (searchTerm !== null) {
    const pattern = containsPattern(searchTerm);
    conditions.push(
      or(
        ilike(channelPartners.name, pattern),
        ilike(channelPartners.companyName, pattern),
        ilike(channelPartners.mobileNumber, pattern),
        ilike(channelPartners.emailId, pattern),
      ),
    );
  }
  if (filters.natureId !== undefined) {
    conditions.push(eq(channelPartners.natureId, filters.natureId));
  }
  const name = filled(filters.name);
  if (name !== null) conditions.push(ilike(channelPartners.name, containsPattern(name)));
  const mobileNumber = filled(filters.mobileNumber);
  if (mobileNumber !== null) {
    conditions.push(like(channelPartners.mobileNumber, containsPattern(mobileNumber)));
  }
  if (filters.isActive !== undefined) {
    conditions.push(eq(channelPartners.isActive, filters.isActive === 'true'));
  }
  return and(...conditions);
}

const SORT_COLUMNS = {
  Name: channelPartners.name,
  CreatedAt: channelPartners.createdAt,
  NatureId: channelPartners.natureId,
} as const;

/** The id breaks ties, so equal names or natures page in the same order every time. */
export function partnerOrder(filters: PartnerFilters): SQL[] {
  const {
    sortBy = LIST_DEFAULTS.channelPartners.sortBy,
    sortOrder = LIST_DEFAULTS.channelPartners.sortOrder,
  } = filters;
  const direction = sortOrder === 'desc' ? desc : asc;
  return [direction(SORT_COLUMNS[sortBy]), asc(channelPartners.id)];
}
