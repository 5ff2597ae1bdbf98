/**
 * The enquiries list's state as it lives in the URL (plain /enquiries at the defaults), the
 * layout shown ('?layout=board', '?layout=visits' for today's site visits), and the queries of
 * GET /enquiries/filtered: the list's page, and each board column's, which is the list's filters
 * narrowed to one stage. The export asks GET /enquiries/export for the same filters and sort,
 * without the paging.
 */
import {
  idFrom,
  isCalendarMonth,
  isEnquiryNextActionFilter,
  isEnquirySource,
  isEnquiryStage,
  isLostReason,
  LIST_DEFAULTS,
  type EnquiryStage,
} from '@plotline/domain';
import {
  NO_ENQUIRY_FILTERS,
  type EnquiryFilters,
  type EnquiryListQuery,
  type EnquirySortBy,
  type EnquiryView,
} from '@plotline/ui/screens';
import type { EnquiriesExportQuery, EnquiriesFilteredQuery } from '../../data/enquiries';
import { listUrlFormat } from '../../routing/paged-list-url-format';

const DEFAULTS = LIST_DEFAULTS.enquiries;

const SORT_BYS: readonly EnquirySortBy[] = ['CreatedAt', 'NextActionDate', 'Name'];

/** The URL parameter of the layout; 'view' is the old address of an open record. */
export const LAYOUT_PARAM = 'layout';

const LAYOUTS: readonly EnquiryView[] = ['list', 'board', 'visits'];

export const layoutOf = (params: URLSearchParams): EnquiryView =>
  LAYOUTS.find((layout) => layout === params.get(LAYOUT_PARAM)) ?? 'list';

function readFilters(params: URLSearchParams): EnquiryFilters {
  const stage = params.get('stage');
  const source = params.get('source');
  const nextAction = params.get('nextAction');
  const createdMonth = params.get('createdMonth');
  const lostReason = params.get('lostReason');
  return {
    searchTerm: params.get('searchTerm') ?? '',
    stage: isEnquiryStage(stage) ? stage : null,
    source: isEnquirySource(source) ? source : null,
    assignedToId: idFrom(params.get('assignedToId') ?? ''),
    projectId: idFrom(params.get('projectId') ?? ''),
    nextAction: isEnquiryNextActionFilter(nextAction) ? nextAction : null,
    createdMonth: isCalendarMonth(createdMonth) ? createdMonth : null,
    lostReason: isLostReason(lostReason) ? lostReason : null,
  };
}

export const ENQUIRY_LIST_URL = listUrlFormat({
  noFilters: NO_ENQUIRY_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters,
  filterNames: [
    'searchTerm',
    'stage',
    'lostReason',
    'source',
    'assignedToId',
    'projectId',
    'nextAction',
    'createdMonth',
  ],
});

/**
 * The query of GET /enquiries/export: what the list shows, on every page (the board, whose
 * columns are the list's filters a stage each, exports the same enquiries); empty filters are not
 * sent. The list's page adds its paging.
 */
export function enquiriesExportQuery({ filters, sort }: EnquiryListQuery): EnquiriesExportQuery {
  const searchTerm = filters.searchTerm.trim();
  return {
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
    ...(filters.stage !== null && { stage: filters.stage }),
    ...(filters.source !== null && { source: filters.source }),
    ...(filters.assignedToId !== null && { assignedToId: filters.assignedToId }),
    ...(filters.projectId !== null && { projectId: filters.projectId }),
    ...(filters.nextAction !== null && { nextAction: filters.nextAction }),
    ...(filters.createdMonth !== null && { createdMonth: filters.createdMonth }),
    ...(filters.lostReason !== null && { lostReason: filters.lostReason }),
  };
}

/** The query of GET /enquiries/filtered for a list state. */
export function enquiriesFilteredQuery(query: EnquiryListQuery): EnquiriesFilteredQuery {
  return { page: query.page, pageSize: query.pageSize, ...enquiriesExportQuery(query) };
}

/** A board column's first `shown` cards: the list's filters and order, at one stage. */
export function enquiryColumnQuery(
  query: EnquiryListQuery,
  stage: EnquiryStage,
  shown: number,
): EnquiriesFilteredQuery {
  return {
    ...enquiriesFilteredQuery({ ...query, page: 1, filters: { ...query.filters, stage } }),
    pageSize: shown,
  };
}
