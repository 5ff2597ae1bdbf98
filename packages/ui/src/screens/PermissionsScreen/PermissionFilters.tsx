import {
  PERMISSION_MODULE_OPTIONS,
  permissionModuleFilterOf,
  type PermissionListFilters,
  type PermissionModule,
} from '@plotline/domain';
import { Select } from '../../components/Select';
import { SearchField, SearchFilters } from '../../patterns';

/** The Select's key for 'All Modules', which no module is called. */
const ALL_MODULES = 'all';

const MODULE_OPTIONS = [{ id: ALL_MODULES, label: 'All Modules' }, ...PERMISSION_MODULE_OPTIONS];

export type PermissionFiltersProps = {
  filters: PermissionListFilters;
  onSearchChange: (searchTerm: string) => void;
  /** null for 'All Modules'. */
  onModuleChange: (module: PermissionModule | null) => void;
};

/** The search box and the module filter above the permissions table. */
export function PermissionFilters({
  filters,
  onSearchChange,
  onModuleChange,
}: PermissionFiltersProps) {
  return (
    <SearchFilters>
      <SearchField
        label="Search Permissions"
        placeholder="Search by name, description or module"
        value={filters.searchTerm}
        onChange={onSearchChange}
      />
      <Select
        label="Module"
        items={MODULE_OPTIONS}
        value={filters.module ?? ALL_MODULES}
        onChange={(module) => onModuleChange(permissionModuleFilterOf(String(module)))}
      />
    </SearchFilters>
  );
}
