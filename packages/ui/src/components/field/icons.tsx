import type { ReactNode } from 'react';
import { icon } from './field.css';

/** Decorative: the control carrying the icon has its own accessible name. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={icon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <Glyph>
      <path d="M4 6l4 4 4-4" />
    </Glyph>
  );
}

export function ChevronLeftIcon() {
  return (
    <Glyph>
      <path d="M10 4L6 8l4 4" />
    </Glyph>
  );
}

export function ChevronRightIcon() {
  return (
    <Glyph>
      <path d="M6 4l4 4-4 4" />
    </Glyph>
  );
}

export function CheckIcon() {
  return (
    <Glyph>
      <path d="M3.5 8.5l3 3 6-7" />
    </Glyph>
  );
}

export function MinusIcon() {
  return (
    <Glyph>
      <path d="M3.5 8h9" />
    </Glyph>
  );
}

export function PlusIcon() {
  return (
    <Glyph>
      <path d="M8 3.5v9M3.5 8h9" />
    </Glyph>
  );
}

export function EyeIcon() {
  return (
    <Glyph>
      <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
    </Glyph>
  );
}

export function EyeOffIcon() {
  return (
    <Glyph>
      <path d="M6.6 3.7A6.7 6.7 0 0 1 8 3.5c4 0 6.5 4.5 6.5 4.5a11 11 0 0 1-1.9 2.4M4.2 4.9A11 11 0 0 0 1.5 8S4 12.5 8 12.5a6.4 6.4 0 0 0 3.3-.9" />
      <path d="M6.6 6.6a2 2 0 0 0 2.8 2.8M2 2l12 12" />
    </Glyph>
  );
}

export function CalendarIcon() {
  return (
    <Glyph>
      <rect x="2.5" y="3.5" width="11" height="10" rx="1.5" />
      <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
    </Glyph>
  );
}
