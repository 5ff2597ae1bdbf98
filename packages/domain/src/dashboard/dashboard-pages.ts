/**
 * How much of each dashboard list the summary carries. The summary never holds a whole table:
 * the rest of each list is paged through its own operation.
 */

/** The Overtime carousel shows 3 cards a page (docs/product/constants.md). */
export const OVERTIME_CARDS_PER_PAGE = 3;

/** The first page of each list, as the summary carries it. */
export const DASHBOARD_FIRST_PAGES = {
  projectsOverview: { page: 1, pageSize: 10 },
  channelPartnersOverview: { page: 1, pageSize: 10 },
  /** The carousel's first five pages of cards. */
  overtime: { page: 1, pageSize: 5 * OVERTIME_CARDS_PER_PAGE },
} as const;
