import type { ReactElement } from 'react';

/** A mark in a ring, as the toasts' kinds are drawn. */
function ringed(mark: string): ReactElement {
  return (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d={mark} />
    </>
  );
}

/**
 * Every icon's drawing on one 24-unit grid, stroked with the text's colour; Icon scales it to
 * its size. Kept in one place so that the same picture (an eye, a cross) is drawn once.
 */
export const ICON_DRAWINGS = {
  ban: ringed('M5.6 5.6l12.8 12.8'),
  bell: (
    <>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.75" y="5.25" width="16.5" height="15" rx="2.25" />
      <path d="M3.75 9.75h16.5M8.25 3v4.5M15.75 3v4.5" />
    </>
  ),
  check: <path d="M5.25 12.75l4.5 4.5 9-10.5" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  circleAlert: ringed('M12 7.5v5.5M12 16.5v.01'),
  circleCheck: ringed('M8 12.5l2.5 2.5L16 9.5'),
  circleInfo: ringed('M12 11v5.5M12 7.5v.01'),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  delete: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  edit: (
    <>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M9.9 5.55A10.05 10.05 0 0 1 12 5.25c6 0 9.75 6.75 9.75 6.75a16.5 16.5 0 0 1-2.85 3.6M6.3 7.35A16.5 16.5 0 0 0 2.25 12S6 18.75 12 18.75a9.6 9.6 0 0 0 4.95-1.35" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </>
  ),
  key: (
    <>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="M10.7 12.3 20 3M16.5 6.5l3 3M14 9l2 2" />
    </>
  ),
  logOut: (
    <>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="M16 17l5-5-5-5M21 12H9" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  minus: <path d="M5.25 12h13.5" />,
  plus: <path d="M12 5.25v13.5M5.25 12h13.5" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  /** What a role may do: its permissions. */
  shield: (
    <>
      <path d="M12 3l7.5 3v5.25c0 4.5-3.15 8.1-7.5 9.75-4.35-1.65-7.5-5.25-7.5-9.75V6z" />
      <path d="M9 12l2.25 2.25L15.5 10" />
    </>
  ),
  spinner: <path d="M12 3a9 9 0 1 0 9 9" />,
  unlock: (
    <>
      <rect x="4.5" y="11" width="15" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 7.75-1.4" />
    </>
  ),
} satisfies Record<string, ReactElement>;
