import type { SWRConfiguration } from 'swr';

/** How every paged list (GET …/filtered) is cached. */
export const PAGED_LIST_OPTIONS: SWRConfiguration = {
  // The last page stays on screen while the next loads, rather than a flash of 'Loading...'.
  keepPreviousData: true,
};
