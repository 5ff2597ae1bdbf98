import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Without vitest's globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has no CSS.escape, and react-aria's popovers (the user menu) read a meta tag through it.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (text: string) => text.replace(/["\\]/g, '\\$&') },
  });
}
