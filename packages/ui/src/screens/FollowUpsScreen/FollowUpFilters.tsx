import {
  FOLLOW_UP_PERIOD_LABELS,
  FOLLOW_UP_PERIODS,
  followUpPeriodFrom,
  type FollowUpListFilters,
  type FollowUpPeriod,
} from '@plotline/domain';
import { Select } from '../../components/Select';
import { SearchField, SearchFilters, useDraftText } from '../../patterns';

const PERIOD_ITEMS = FOLLOW_UP_PERIODS.map((period) => ({
  id: period,
  label: FOLLOW_UP_PERIOD_LABELS[period],
}));

export type FollowUpFiltersProps = {
  filters: FollowUpListFilters;
  /** What was typed, once typing pauses: the host searches the server once per word. */
  onSearchChange: (searchTerm: string) => void;
  onPeriodChange: (period: FollowUpPeriod) => void;
};

/** The search box and the period filter (all, today, this week, upcoming, overdue). */
export function FollowUpFilters({ filters, onSearchChange, onPeriodChange }: FollowUpFiltersProps) {
  const [searchTerm, setSearchTerm] = useDraftText(filters.searchTerm, onSearchChange);
  return (
    <SearchFilters>
      <SearchField
        label="Search Follow-ups"
        placeholder="Booking, project, plot, owner, purpose..."
        value={searchTerm}
        onChange={setSearchTerm}
      />
      <Select
        // The period is read on the next follow-up date (domain follow-up-period), so it says so.
        label="Next Follow-up"
        items={PERIOD_ITEMS}
        value={filters.period}
        onChange={(key) => onPeriodChange(followUpPeriodFrom(String(key)))}
      />
    </SearchFilters>
  );
}
