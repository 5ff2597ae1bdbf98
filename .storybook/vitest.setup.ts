import { configure } from 'storybook/test';

// A story's play waits for what it looks for (findBy…, waitFor) up to Testing Library's 1 s by
// default; in CI the stories share two cores with four other suites, and a popover's options
// took longer than that to show. A wait that ends early costs nothing, so the limit is generous.
configure({ asyncUtilTimeout: 15_000 });
