/**
 * The page's one polite live region, for status messages (WCAG 4.1.3): what a list now shows
 * after a filter, sort or page change, the page opened by a route change. Toasts announce
 * themselves (react-aria's toast region) and do not come here, so nothing is heard twice.
 */

/** Marks the region, for tests and for axe's exclusions. */
export const ANNOUNCER_ATTRIBUTE = 'data-plotline-announcer';

/**
 * A screen reader reads a live region's change, not a region added with its text, nor text
 * replaced by the same text: the region is emptied, then filled after this pause.
 */
export const ANNOUNCE_DELAY_MS = 100;

// Out of sight but read, as react-aria's VisuallyHidden: not display:none, which hides it from
// screen readers too.
const VISUALLY_HIDDEN: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: '0',
};

let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute(ANNOUNCER_ATTRIBUTE, '');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  Object.assign(region.style, VISUALLY_HIDDEN);
  document.body.append(region);
  return region;
}

/** Says `message` politely, replacing a message not yet said; a later one wins. */
export function announce(message: string): void {
  const target = liveRegion();
  clearTimeout(pending);
  target.textContent = '';
  pending = setTimeout(() => {
    target.textContent = message;
  }, ANNOUNCE_DELAY_MS);
}
