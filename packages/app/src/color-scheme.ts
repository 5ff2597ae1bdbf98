/**
 * The colour scheme chosen in the user menu, kept in this browser's localStorage. main.tsx
 * applies it before the first render, so a dark choice never flashes light.
 */
import { applyColorScheme, isColorScheme, type ColorScheme } from '@plotline/ui/theme';
import { useState } from 'react';

export const COLOR_SCHEME_KEY = 'colorScheme';

/** The stored choice; 'system' (follow the operating system) until the user makes one. */
export function storedColorScheme(): ColorScheme {
  const stored = localStorage.getItem(COLOR_SCHEME_KEY);
  return isColorScheme(stored) ? stored : 'system';
}

/** The chosen scheme, and a setter that applies a new one to the page at once and keeps it. */
export function useColorScheme() {
  const [scheme, setScheme] = useState(storedColorScheme);
  const chooseScheme = (next: ColorScheme) => {
    localStorage.setItem(COLOR_SCHEME_KEY, next);
    applyColorScheme(next);
    setScheme(next);
  };
  return [scheme, chooseScheme] as const;
}
