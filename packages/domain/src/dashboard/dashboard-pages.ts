/**
 * How much of each dashboard list the summary carries. The summary never holds a whole table:
 * the rest of each list is paged through its own operation.
 */
import { OVERTIME_CAROUSEL_SIZE } from './overtime-carousel';

/** The first page of each list, as the summary carries it. */
export const DASHBOARD_FIRST_PAGES = {
  projectsOverview: { page: 1, pageSize: 10 },
  channelPartnersOverview: { page: 1, pageSize: 10 },
  /** The carousel's cards. */
  overtime: { page: 1, pageSize: OVERTIME_CAROUSEL_SIZE },
} as const;
