import { DEFAULT_PAGE_SIZE } from '@plotline/domain';
import type { ListQuery } from '@plotline/ui/patterns';

/**
 * The query of a list the host loads whole and shows at once (amenities, roles, permissions): its
 * filters on page 1 at the default page size, in the order the host keeps.
 */
export function wholeListQuery<Filters>(filters: Filters): ListQuery<Filters, null> {
  return { page: 1, pageSize: DEFAULT_PAGE_SIZE, filters, sort: null };
}
