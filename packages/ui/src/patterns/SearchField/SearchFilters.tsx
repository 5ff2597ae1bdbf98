import type { ReactNode } from 'react';
import { searchFilters } from './SearchFilters.css';

export type SearchFiltersProps = {
  /** The SearchField, then the one choice. */
  children: ReactNode;
};

/** A list's search box and the one choice beside it (a status, a period), on one row. */
export function SearchFilters({ children }: SearchFiltersProps) {
  return <div className={searchFilters}>{children}</div>;
}
