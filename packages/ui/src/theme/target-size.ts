/**
 * WCAG 2.5.8 (AA): a pointer target is at least 24 by 24 CSS px, unless it sits inside a sentence
 * or has room around it. Controls meet the size itself rather than lean on room that a denser
 * layout (a phone, larger text) would take away.
 */
export const MIN_TARGET_SIZE = '24px';

/**
 * A text link or link-like button standing alone (in a table cell, beside a field): its box grows
 * to the least size around the text, which keeps its place on the line.
 */
export const standaloneTextTarget = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: MIN_TARGET_SIZE,
  minHeight: MIN_TARGET_SIZE,
} as const;
