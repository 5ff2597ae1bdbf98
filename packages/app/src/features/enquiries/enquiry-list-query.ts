/**
 * The enquiries list's state as it lives in the URL (plain /enquiries at the defaults), the
 * layout shown ('?layout=board'), and the queries of GET /enquiries/filtered: the list's page,
 * and each board column's, which is the list's filters narrowed to one stage.
 */
import {
  idFrom,
  isEnquiryNextActionFilter,
  isEnquirySource,
  isEnquiryStage,
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
import type { EnquiriesFilteredQuery } from '../../data/enquiries';
import { listUrlFormat } from '../../routing/paged-list-url-format';

const DEFAULTS = LIST_DEFAULTS.enquiries;

const SORT_BYS: readonly EnquirySortBy[] = ['CreatedAt', 'NextActionDate', 'Name'];

/** The URL parameter of the layout; 'view' is the old address of an open record. */
export const LAYOUT_PARAM = 'layout';

export const layoutOf = (params: URLSearchParams): EnquiryView =>
  params.get(LAYOUT_PARAM) === 'board' ? 'board' : 'list';

function readFilters(params: URLSearchParams): EnquiryFilters {
  const stage = params.get('stage');
  const source = params.get('source');
  const nextAction = params.get('nextAction');
  return {
    searchTerm: params.get('searchTerm') ?? '',
    stage: isEnquiryStage(stage) ? stage : null,
    source: isEnquirySource(source) ? source : null,
    assignedToId: idFrom(params.get('assignedToId') ?? ''),
    projectId: idFrom(params.get('projectId') ?? ''),
    nextAction: isEnquiryNextActionFilter(nextAction) ? nextAction : null,
  };
}

export const ENQUIRY_LIST_URL = listUrlFormat({
  noFilters: NO_ENQUIRY_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters,
  filterNames: ['searchTerm', 'stage', 'source', 'assignedToId', 'projectId', 'nextAction'],
});

/** The query of GET /enquiries/filtered for a list state; empty filters are not sent. */
export function enquiriesFilteredQuery({
  page,
  pageSize,
  filters,
  sort,
}: EnquiryListQuery): EnquiriesFilteredQuery {
  const searchTerm = filters.searchTerm.trim();
  return {
    page,
    pageSize,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
    ...(filters.stage !== null && { stage: filters.stage }),
    ...(filters.source !== null && { source: filters.source }),
    ...(filters.assignedToId !== null && { assignedToId: filters.assignedToId }),
    ...(filters.projectId !== null && { projectId: filters.projectId }),
    ...(filters.nextAction !== null && { nextAction: filters.nextAction }),
  };
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
