/**
 * Whether '/' goes to the search box, turned off or on in the user menu (WCAG 2.1.4) and kept in
 * this browser's localStorage, as the colour scheme is.
 */
import { useState } from 'react';

export const SLASH_SHORTCUT_KEY = 'searchSlashShortcut';

/** On until the user turns it off. */
export function storedSlashShortcut(): boolean {
  return localStorage.getItem(SLASH_SHORTCUT_KEY) !== 'off';
}

/** Whether the shortcut is on, and a setter that keeps the choice. */
export function useSlashShortcut() {
  const [isOn, setOn] = useState(storedSlashShortcut);
  const turn = (next: boolean) => {
    localStorage.setItem(SLASH_SHORTCUT_KEY, next ? 'on' : 'off');
    setOn(next);
  };
  return [isOn, turn] as const;
}
