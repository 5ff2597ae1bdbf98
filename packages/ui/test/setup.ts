import './without-owner-stacks';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import '../src/theme';
import { ANNOUNCER_ATTRIBUTE } from '../src/patterns/announce';
import { preloadDialogs } from '../src/patterns/lazyDialog';

// Without vitest's globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The page's one live region (announce) lives in the body, outside what Testing Library renders:
// each test starts without it, so no test hears what an earlier one said.
afterEach(() => document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`)?.remove());

// A screen's dialogs are fetched apart from it (lazyDialog); the tests open one and look
// inside it at once, as a page does once its dialogs' code is in. Each file's are fetched before
// its first test.
beforeAll(preloadDialogs);

// Testing Library waits 1 s by default for what a test looks for; this suite runs beside five
// others on two cores in CI, where a popover's first show can take longer. As the app's tests
// wait: a wait that ends sooner only fails a slow run, never a wrong one.
configure({ asyncUtilTimeout: 60_000 });
