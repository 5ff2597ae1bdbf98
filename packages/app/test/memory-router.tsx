/** A router over a recorded in-memory history, for the tests of hooks that read the URL. */
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** A wrapper for renderHook at `path`, and the history the hook writes to. */
export function memoryRouter(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  return { wrapper, history: location.history ?? [] };
}
