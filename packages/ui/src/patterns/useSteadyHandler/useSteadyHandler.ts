import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A handler that stays the same function from render to render and calls the one given last, for
 * the row buttons of a table that is memoized: a screen's new closure each render (for the same
 * work) would otherwise draw every row again, e.g. as a dialog opens over the list (issue 36,
 * docs/performance.md "Interaction"). For events only: while rendering it would call the handler
 * of the render before.
 */
export function useSteadyHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  // Before any layout effect or event of the commit can call it.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
