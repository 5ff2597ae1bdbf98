import '../../ui/test/without-owner-stacks';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { ANNOUNCER_ATTRIBUTE, preloadDialogs } from '@plotline/ui/patterns';
import { afterEach, beforeAll } from 'vitest';

// Without vitest's globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The page's one live region (announce) lives in the body, outside what Testing Library renders:
// each test starts without it, so no test hears what an earlier one said.
afterEach(() => document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`)?.remove());

// A screen's dialogs are fetched apart from it (lazyDialog); the tests open one and look
// inside it at once, as a page does once its dialogs' code is in. The screens are loaded with
// their pages, after this hook, so they are imported here first.
beforeAll(async () => {
  await import('@plotline/ui/screens');
  await preloadDialogs();
});

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
