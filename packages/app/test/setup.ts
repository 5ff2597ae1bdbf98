import '../../ui/test/without-owner-stacks';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { ANNOUNCER_ATTRIBUTE } from '@plotline/ui/patterns';
import { afterEach } from 'vitest';

// Without vitest's globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The page's one live region (announce) lives in the body, outside what Testing Library renders:
// each test starts without it, so no test hears what an earlier one said.
afterEach(() => document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`)?.remove());

// The pages are chunks loaded when first shown (routing/pages.ts); the first test of a file waits
// while vitest compiles a page's modules, which takes seconds on a busy machine (CI runs this
// suite beside four others on two cores, where the bookings page's first wait passed 15 s).
configure({ asyncUtilTimeout: 60_000 });

// jsdom has no CSS.escape, and react-aria's popovers (the user menu) read a meta tag through it.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (text: string) => text.replace(/["\\]/g, '\\$&') },
  });
}
