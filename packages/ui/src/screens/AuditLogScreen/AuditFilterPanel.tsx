import { memo } from 'react';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  AUDIT_LOG_LABELS,
  auditRecordLabel,
  isAuditEntity,
  type AuditEntity,
} from '@plotline/domain';
import type { Key } from 'react-aria-components';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import { TagGroup } from '../../components/TagGroup';
import {
  ALL_CHOICE,
  DateRangeFilter,
  PageSizeFilter,
  SearchedChoiceFilter,
  type ChoiceSource,
  type ListFilterPanelState,
} from '../../patterns';
import type { AuditFilters, AuditUserChoice } from './audit-log-screen-types';

const ENTITY_ITEMS = [
  { id: ALL_CHOICE, label: AUDIT_LOG_LABELS.allEntities },
  ...AUDIT_ENTITIES.map((entity) => ({ id: entity, label: AUDIT_ENTITY_LABELS[entity] })),
];

/** The kind a choice names; 'All Records' is none. */
function entityOf(key: Key | null): AuditEntity | null {
  const text = String(key);
  return isAuditEntity(text) ? text : null;
}

export type AuditFilterPanelProps = ListFilterPanelState<AuditFilters> & {
  /**
   * The users found for what was typed in the user filter, and the one the filters hold; left
   * out, there is no user filter.
   */
  users?: ChoiceSource<AuditUserChoice>;
};

/**
 * The kind of record, the one record the list may be narrowed to (a chip to remove), who made the
 * changes, the days they were made on, and the page size, then 'Clear All Filters'.
 */
export const AuditFilterPanel = memo(function AuditFilterPanel({
  filters,
  onFiltersChange,
  pageSize,
  onPageSizeChange,
  isFiltered,
  onClear,
  users,
}: AuditFilterPanelProps) {
  // Every filter here is picked, none typed.
  const choose = (changed: Partial<AuditFilters>) =>
    onFiltersChange({ ...filters, ...changed }, 'chosen');
  const { entity, entityId } = filters;
  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <Select
        label={AUDIT_LOG_LABELS.entityFilter}
        items={ENTITY_ITEMS}
        value={entity ?? ALL_CHOICE}
        // An id names a record of one kind, so another kind drops the record.
        onChange={(key) => choose({ entity: entityOf(key), entityId: null })}
      />
      {entityId !== null && (
        <TagGroup
          label={AUDIT_LOG_LABELS.recordFilter}
          items={[{ id: entityId, label: auditRecordLabel(entity, entityId) }]}
          onRemove={() => choose({ entityId: null })}
        />
      )}
      {users && (
        <SearchedChoiceFilter
          label={AUDIT_LOG_LABELS.userFilter}
          allLabel={AUDIT_LOG_LABELS.allUsers}
          placeholder={AUDIT_LOG_LABELS.userSearch}
          choices={users.items}
          chosen={users.chosen ?? null}
          value={filters.userId}
          onChange={(userId) => choose({ userId })}
          onSearch={users.onSearch}
        />
      )}
      <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={choose} />
      <PageSizeFilter value={pageSize} onChange={onPageSizeChange} />
    </FilterPanel>
  );
});
