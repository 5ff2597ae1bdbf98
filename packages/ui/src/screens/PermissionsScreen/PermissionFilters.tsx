import {
  PERMISSION_MODULE_OPTIONS,
  permissionModuleFilterOf,
  type PermissionListFilters,
} from '@plotline/domain';
import { Select } from '../../components/Select';
import { SearchField, SearchFilters, type ListFilterPanelState } from '../../patterns';

/** The Select's key for 'All Modules', which no module is called. */
const ALL_MODULES = 'all';

const MODULE_OPTIONS = [{ id: ALL_MODULES, label: 'All Modules' }, ...PERMISSION_MODULE_OPTIONS];

/** The table has no page size and nothing to clear: the filters and their changes only. */
export type PermissionFiltersProps = Pick<
  ListFilterPanelState<PermissionListFilters>,
  'filters' | 'onFiltersChange'
>;

/**
 * The search box and the module filter above the permissions table. The search is reported at
 * each letter as typed, the module (null for 'All Modules') as chosen.
 */
export function PermissionFilters({ filters, onFiltersChange }: PermissionFiltersProps) {
  return (
    <SearchFilters>
      <SearchField
        label="Search Permissions"
        placeholder="Search by name, description or module"
        value={filters.searchTerm}
        onChange={(searchTerm) => onFiltersChange({ ...filters, searchTerm }, 'typed')}
      />
      <Select
        label="Module"
        items={MODULE_OPTIONS}
        value={filters.module ?? ALL_MODULES}
        onChange={(module) =>
          onFiltersChange(
            { ...filters, module: permissionModuleFilterOf(String(module)) },
            'chosen',
          )
        }
      />
    </SearchFilters>
  );
}
