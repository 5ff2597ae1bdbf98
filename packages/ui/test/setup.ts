import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import '../src/theme';

// Without vitest's globals Testing Library cannot register its own cleanup.
afterEach(cleanup);
