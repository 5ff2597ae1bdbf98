/**
 * Which of the theme's two colour schemes the page uses. The choice is an attribute on the
 * document root rather than a class on a wrapper: react-aria's overlays (Modal, Popover) portal
 * into document.body, outside any wrapper, and must take the same colours as the page.
 */
export type ColorScheme = 'light' | 'dark' | 'system';

/** The choices in the order a picker offers them; 'system' (the browser's preference) first. */
export const COLOR_SCHEMES: readonly ColorScheme[] = ['system', 'light', 'dark'];

/** Narrows a stored or received value, e.g. what localStorage kept from an older version. */
export function isColorScheme(value: unknown): value is ColorScheme {
  return COLOR_SCHEMES.includes(value as ColorScheme);
}

/**
 * Sets `data-color-scheme` on the root: 'dark' applies the dark theme, 'system' follows the
 * browser's `prefers-color-scheme`, 'light' (like no attribute at all) the light theme.
 */
export function applyColorScheme(
  scheme: ColorScheme,
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.colorScheme = scheme;
}
