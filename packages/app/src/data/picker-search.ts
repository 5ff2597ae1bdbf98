/** What every server-searched picker shares: how long it waits for typing, and how much it shows. */
import { useEffect, useState } from 'react';

/** How long typing in a picker must pause before the server is searched. */
export const PICKER_SEARCH_DELAY_MS = 300;

/** How many choices a picker offers for one search: a page size the lists accept. */
export const PICKER_PAGE_SIZE = 25;

/**
 * What was typed in a picker, settled into the term to search once typing pauses, so one request
 * goes per word rather than per key. `search` takes what the picker reports as typed.
 */
export function usePickerSearch() {
  const [typed, setTyped] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearchTerm(typed.trim()), PICKER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { searchTerm, search: setTyped };
}
