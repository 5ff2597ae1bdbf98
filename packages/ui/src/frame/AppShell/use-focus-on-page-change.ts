import { useEffect, useRef, type RefObject } from 'react';
import { announce } from '../../patterns/announce';

/**
 * A page changing inside a shell that stays put is silent: focus stays on the link that was
 * followed, and no screen reader hears of the new page as it would of a page load. So on each
 * change of page, though not on the first (the browser announces the load), focus moves to the
 * page's main content at the top, and its title is said (WCAG 2.4.3, 4.1.3), unless the new page
 * has already put focus in itself. A change of query alone (a filter, an open record) is the same
 * page: focus stays where the user is working.
 */
export function useFocusOnPageChange(
  main: RefObject<HTMLElement | null>,
  path: string,
  title: string | undefined,
) {
  const shown = useRef({ path, title });

  useEffect(() => {
    if (shown.current.path === path && shown.current.title === title) return;
    shown.current = { path, title };
    // A page that put focus in itself on arriving (a form's first field) knows what comes first.
    const pageFocus = document.activeElement;
    if (pageFocus === main.current || !main.current?.contains(pageFocus)) {
      main.current?.focus({ preventScroll: true });
    }
    // The new page starts at its top, not at the scroll of the one before it.
    document.documentElement.scrollTop = 0;
    if (title) announce(title);
  }, [main, path, title]);
}
