import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';

/** How long typing must pause before the URL takes the search. */
export const SEARCH_URL_DELAY_MS = 300;

/** A parameter set, or left out at its default, so a plain list has a plain URL. */
export function withParam(
  params: URLSearchParams,
  name: string,
  value: string,
  byDefault = '',
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === byDefault) next.delete(name);
  else next.set(name, value);
  return next;
}

const withSearch = (params: URLSearchParams, search: string) => withParam(params, 'search', search);

/**
 * A list's URL with a search box in it (?search=…). The list follows the box at once; the URL
 * takes the text once typing pauses, replacing the entry, so Back does not step through every
 * letter. Every other change is written at once and takes what was typed with it.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  // What was typed and is not in the URL yet.
  const [typedSearch, setTypedSearch] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A write still waiting when the page goes would bring the user back to it.
  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearch = (search: string) => {
    setTypedSearch(search);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams((current) => withSearch(current, search), { replace: true });
      setTypedSearch(null);
    }, SEARCH_URL_DELAY_MS);
  };

  /** A change of the URL: a new history entry unless replace is asked for. */
  const write = (change: (current: URLSearchParams) => URLSearchParams, replace = false) => {
    clearTimeout(timer.current);
    setParams(
      (current) => change(typedSearch === null ? current : withSearch(current, typedSearch)),
      { replace },
    );
    setTypedSearch(null);
  };

  return { params, search: typedSearch ?? params.get('search') ?? '', setSearch, write };
}
