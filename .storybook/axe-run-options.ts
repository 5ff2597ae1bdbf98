import type { RunOptions } from 'axe-core';

/**
 * How every axe check runs, the stories' (preview.ts) and the built app's (e2e/axe.ts): axe's
 * default rules (WCAG 2.0 to 2.2 A and AA, and best practice) and target-size, WCAG 2.2's 2.5.8
 * (a control at least 24 by 24 CSS px, or spaced as if it were), which axe leaves off unless asked.
 */
export const AXE_RUN_OPTIONS: RunOptions = { rules: { 'target-size': { enabled: true } } };
