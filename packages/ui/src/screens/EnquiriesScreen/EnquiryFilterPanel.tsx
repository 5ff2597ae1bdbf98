import {
  chartMonth,
  chartMonths,
  ENQUIRY_NEXT_ACTION_FILTERS,
  ENQUIRY_STAGES,
  enquiryNextActionFilterLabel,
  enquiryStageLabel,
  isEnquiryNextActionFilter,
  isEnquirySource,
  isEnquiryStage,
  isLostReason,
  type CalendarDate,
} from '@plotline/domain';
import { memo } from 'react';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import {
  ALL_CHOICE,
  filterChanges,
  PageSizeFilter,
  ProjectFilter,
  SearchedChoiceFilter,
  TextFilter,
  type ListFilterPanelState,
} from '../../patterns';
import { LOST_REASON_ITEMS, SOURCE_ITEMS } from './enquiry-choice-items';
import type { EnquiryChoices, EnquiryFilters } from './enquiry-types';

const STAGE_ITEMS = [
  { id: ALL_CHOICE, label: 'All Stages' },
  ...ENQUIRY_STAGES.map((stage) => ({ id: stage, label: enquiryStageLabel(stage) })),
];

const SOURCE_FILTER_ITEMS = [{ id: ALL_CHOICE, label: 'All Sources' }, ...SOURCE_ITEMS];

const NEXT_ACTION_ITEMS = [
  { id: ALL_CHOICE, label: 'All' },
  ...ENQUIRY_NEXT_ACTION_FILTERS.map((filter) => ({
    id: filter,
    label: enquiryNextActionFilterLabel(filter),
  })),
];

const LOST_REASON_FILTER_ITEMS = [{ id: ALL_CHOICE, label: 'All Reasons' }, ...LOST_REASON_ITEMS];

/**
 * The months an enquiry may have been added in, the latest first: the year to today's month, and
 * an older month a link named (the Dashboard's funnel of a past month).
 */
function monthItems(today: CalendarDate, chosen: string | null) {
  const months = chartMonths(today).reverse();
  if (chosen !== null && !months.includes(chosen)) months.push(chosen);
  return [
    { id: ALL_CHOICE, label: 'Any Month' },
    ...months.map((month) => ({ id: month, label: chartMonth(month).label })),
  ];
}

export type EnquiryFilterPanelProps = ListFilterPanelState<EnquiryFilters> &
  EnquiryChoices['filter'] & {
    /** The business's today, which the months of 'Added in' count back from. */
    today: CalendarDate;
    /**
     * The board's panel: its columns are the stages, each paged on its own, so it has no Stage
     * and no Page Size.
     */
    isBoard?: boolean;
  };

/**
 * Search, Stage, Lost reason, Source, Sales person, Project, Next action, the month added in and
 * the page size, then 'Clear All Filters'. Memoized, as the table is, so a dialog opening over the list does not draw the
 * filters again.
 */
export const EnquiryFilterPanel = memo(function EnquiryFilterPanel({
  filters,
  onFiltersChange,
  pageSize,
  onPageSizeChange,
  isFiltered,
  onClear,
  projects,
  salesPeople,
  today,
  isBoard = false,
}: EnquiryFilterPanelProps) {
  const { choose, applyTyped } = filterChanges({ filters, onFiltersChange });

  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextFilter
        type="search"
        label="Search Enquiries"
        placeholder="Search by name, mobile or email..."
        value={filters.searchTerm}
        onApply={(searchTerm) => applyTyped({ searchTerm })}
      />
      {!isBoard && (
        <Select
          label="Stage"
          items={STAGE_ITEMS}
          value={filters.stage ?? ALL_CHOICE}
          onChange={(key) => choose({ stage: isEnquiryStage(key) ? key : null })}
        />
      )}
      <Select
        label="Lost reason"
        items={LOST_REASON_FILTER_ITEMS}
        value={filters.lostReason ?? ALL_CHOICE}
        onChange={(key) => choose({ lostReason: isLostReason(key) ? key : null })}
      />
      <Select
        label="Source"
        items={SOURCE_FILTER_ITEMS}
        value={filters.source ?? ALL_CHOICE}
        onChange={(key) => choose({ source: isEnquirySource(key) ? key : null })}
      />
      <SearchedChoiceFilter
        label="Sales person"
        allLabel="All Sales People"
        placeholder="Search sales people"
        choices={salesPeople.items}
        chosen={salesPeople.chosen ?? null}
        value={filters.assignedToId}
        onChange={(assignedToId) => choose({ assignedToId })}
        onSearch={salesPeople.onSearch}
      />
      <ProjectFilter
        projects={projects.items}
        chosen={projects.chosen ?? null}
        value={filters.projectId}
        onChange={(projectId) => choose({ projectId })}
        onSearch={projects.onSearch}
      />
      <Select
        label="Next action"
        items={NEXT_ACTION_ITEMS}
        value={filters.nextAction ?? ALL_CHOICE}
        onChange={(key) => choose({ nextAction: isEnquiryNextActionFilter(key) ? key : null })}
      />
      <Select
        label="Added in"
        items={monthItems(today, filters.createdMonth)}
        value={filters.createdMonth ?? ALL_CHOICE}
        onChange={(key) => choose({ createdMonth: key === ALL_CHOICE ? null : String(key) })}
      />
      {!isBoard && <PageSizeFilter value={pageSize} onChange={onPageSizeChange} />}
    </FilterPanel>
  );
});
