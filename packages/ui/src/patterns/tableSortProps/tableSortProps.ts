import type { SortDescriptor, TableProps, TableRow } from '../../components/Table';

/** A paged list's sort as the API takes it: the field, and which way. */
export type ListSort<SortBy extends string> = { sortBy: SortBy; sortOrder: 'asc' | 'desc' };

/**
 * The Table's sort props for a list the API sorts: the headers speak of columns and directions,
 * the list of sortBy and sortOrder. `sortByOfColumn` gives each sortable column's sortBy; a sort
 * the headers cannot show (e.g. CreatedAt) leaves every header unmarked.
 */
export function tableSortProps<Column extends string, SortBy extends string>(
  sortByOfColumn: Partial<Record<Column, SortBy>>,
  { sortBy, sortOrder }: ListSort<SortBy>,
  onSortChange: (sort: ListSort<SortBy>) => void,
): Pick<TableProps<TableRow, Column>, 'sortDescriptor' | 'onSortChange'> {
  const column = Object.entries(sortByOfColumn).find(([, by]) => by === sortBy)?.[0] ?? sortBy;
  return {
    sortDescriptor: { column, direction: sortOrder === 'asc' ? 'ascending' : 'descending' },
    onSortChange: ({ column: sorted, direction }: SortDescriptor) => {
      const chosen = sortByOfColumn[sorted as Column];
      if (chosen)
        onSortChange({ sortBy: chosen, sortOrder: direction === 'ascending' ? 'asc' : 'desc' });
    },
  };
}
