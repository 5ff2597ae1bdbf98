/**
 * The board's columns while it is shown: each stage's first cards, read with the list's filters
 * and order narrowed to the stage, 'Show more' reading more of them at once (up to the most a
 * page holds; past that the list pages through the rest). Nothing is read while the list shows.
 */
import { ENQUIRY_MESSAGES, MAX_PAGE_SIZE, type EnquiryStage } from '@plotline/domain';
import type {
  EnquiryBoardColumn,
  EnquiryBoardColumns,
  EnquiryListQuery,
} from '@plotline/ui/screens';
import { useState } from 'react';
import { useEnquiryColumn } from '../../data/enquiries';
import { listStateOf } from '../../routing/paged-list-screen';
import { enquiryColumnQuery } from './enquiry-list-query';

/** Cards a column shows at first, and how many more each 'Show more' adds. */
export const COLUMN_STEP = 10;

function useColumn(
  query: EnquiryListQuery,
  stage: EnquiryStage,
  isShown: boolean,
): EnquiryBoardColumn {
  const [shown, setShown] = useState(COLUMN_STEP);
  const column = useEnquiryColumn(isShown ? enquiryColumnQuery(query, stage, shown) : null);
  const state = listStateOf(column, ENQUIRY_MESSAGES.fetchFailed);
  const hasMore = state.rows.length < state.totalCount && shown < MAX_PAGE_SIZE;
  return {
    ...state,
    // The cards shown are the last read's while the longer one loads.
    isLoadingMore: column.current === undefined && state.rows.length > 0,
    ...(hasMore && {
      onShowMore: () => setShown((count) => Math.min(count + COLUMN_STEP, MAX_PAGE_SIZE)),
    }),
  };
}

export function useEnquiryBoard(query: EnquiryListQuery, isShown: boolean): EnquiryBoardColumns {
  // One read a stage, a hook call each (hooks are called in the same order every render).
  return {
    New: useColumn(query, 'New', isShown),
    Contacted: useColumn(query, 'Contacted', isShown),
    SiteVisitScheduled: useColumn(query, 'SiteVisitScheduled', isShown),
    SiteVisitDone: useColumn(query, 'SiteVisitDone', isShown),
    Negotiation: useColumn(query, 'Negotiation', isShown),
    Booked: useColumn(query, 'Booked', isShown),
    Lost: useColumn(query, 'Lost', isShown),
  } satisfies Record<EnquiryStage, EnquiryBoardColumn>;
}
