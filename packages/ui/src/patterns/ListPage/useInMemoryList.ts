import { useState } from 'react';
import type { ListQuery, ListScreenProps } from './list-query';
import { listOf } from './list-state';

/**
 * A list screen over rows a host holds in memory (a small catalogue, a story, a tool's first
 * draft): the query as state, and the page of the rows it selects. `select` filters and sorts for
 * the query, as the server's GET …/filtered would; the page is cut here.
 */
export function useInMemoryList<Row, Filters, Sort>(
  rows: readonly Row[],
  firstQuery: ListQuery<Filters, Sort>,
  select: (rows: readonly Row[], query: ListQuery<Filters, Sort>) => readonly Row[] = (all) => all,
): ListScreenProps<Row, Filters, Sort> {
  const [query, setQuery] = useState(firstQuery);
  const selected = select(rows, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    list: listOf(selected.slice(start, start + query.pageSize), { totalCount: selected.length }),
    query,
    onQueryChange: setQuery,
  };
}
