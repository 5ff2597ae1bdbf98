/**
 * Typing on a fake clock, for the tests of what a filter applies once typing pauses: on a busy
 * machine (CI runs this suite beside four others on two cores) a keystroke can come later than the
 * pause, which on the real clock applied a word letter by letter.
 */
import { act } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { TYPING_PAUSE_MS } from '../src/patterns/useDraftText';

/** Runs `steps` on a fake clock: what is typed is one burst until `pause()` moves past the pause. */
export async function onTypingClock(
  steps: (user: UserEvent, pause: () => Promise<void>) => Promise<void>,
): Promise<void> {
  vi.useFakeTimers();
  // Testing Library moves a fake clock on only through jest's API, which vitest's is not.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  try {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await steps(user, async () => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
      });
    });
  } finally {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  }
}
