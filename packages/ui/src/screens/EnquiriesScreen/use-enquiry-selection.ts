import { useMemo, useState } from 'react';
import { useSteadyHandler } from '../../patterns';
import type { EnquiryListQuery, EnquiryRecord } from './enquiry-types';

const NONE: ReadonlySet<number> = new Set();

export type EnquirySelection = {
  /** The rows of the page selected, by id, in the page's order. */
  selectedIds: readonly number[];
  /** Every row of the page is selected (and there is one). */
  isAllSelected: boolean;
  /** Some rows of the page are selected, not all. */
  isSomeSelected: boolean;
  /** Selects every row of the page, or none. */
  selectAll: (isSelected: boolean) => void;
  clear: () => void;
  /** What the table's Select column reads and changes; the same object while nothing changes. */
  tableSelection: {
    ids: ReadonlySet<number>;
    onChange: (enquiry: EnquiryRecord, isSelected: boolean) => void;
  };
};

/**
 * The rows selected to be assigned at once, on the page shown: another page, filter or order is
 * another list, and starts with none selected.
 */
export function useEnquirySelection(
  rows: readonly EnquiryRecord[],
  query: EnquiryListQuery,
): EnquirySelection {
  const [held, setHeld] = useState({ query, ids: NONE });
  const ids = held.query === query ? held.ids : NONE;

  const select = (chosen: readonly number[], isSelected: boolean) =>
    setHeld((current) => {
      const next = new Set(current.query === query ? current.ids : NONE);
      for (const id of chosen) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return { query, ids: next };
    });
  const handleChange = useSteadyHandler((enquiry: EnquiryRecord, isSelected: boolean) =>
    select([enquiry.id], isSelected),
  );
  const tableSelection = useMemo(() => ({ ids, onChange: handleChange }), [ids, handleChange]);

  const selectedIds = rows.filter(({ id }) => ids.has(id)).map(({ id }) => id);
  return {
    selectedIds,
    isAllSelected: rows.length > 0 && selectedIds.length === rows.length,
    isSomeSelected: selectedIds.length > 0 && selectedIds.length < rows.length,
    selectAll: (isSelected) =>
      select(
        rows.map(({ id }) => id),
        isSelected,
      ),
    clear: () => setHeld({ query, ids: NONE }),
    tableSelection,
  };
}
