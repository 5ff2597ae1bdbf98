import '../packages/ui/test/without-owner-stacks';
import { configure } from 'storybook/test';
import { afterEach } from 'vitest';
import { ANNOUNCER_ATTRIBUTE } from '../packages/ui/src/patterns/announce';

// A story's play waits for what it looks for (findBy…, waitFor) up to Testing Library's 1 s by
// default; in CI the stories share two cores with four other suites, and a popover's options
// took longer than that to show. A wait that ends early costs nothing, so the limit is generous.
configure({ asyncUtilTimeout: 15_000 });

// The page's one live region (announce) lives in the body, outside the story's root, and the
// story files share one page (isolate: false): each story starts without it, so none finds
// another's status message where it looks for its own.
afterEach(() => document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`)?.remove());
