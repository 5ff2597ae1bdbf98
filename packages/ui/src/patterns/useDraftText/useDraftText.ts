import { useEffect, useEffectEvent, useState } from 'react';

/** How long typing must pause before a text filter is applied. */
export const TYPING_PAUSE_MS = 300;

/**
 * A text filter's box: it shows what is typed at once and applies it once typing pauses, so a
 * host reloading the list (or writing its URL) does so once per word, not once per key. When the
 * applied value changes from outside (Back, 'Clear All Filters'), the box follows it.
 */
export function useDraftText(
  applied: string,
  apply: (text: string) => void,
): [string, (text: string) => void] {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  // What this box last applied: its own value coming back must not overwrite newer typing.
  const [sent, setSent] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    if (applied !== sent) {
      setSent(applied);
      setDraft(applied);
    }
  }

  const applyDraft = useEffectEvent((text: string) => {
    setSent(text);
    apply(text);
  });
  useEffect(() => {
    if (draft === applied) return;
    const timer = setTimeout(() => applyDraft(draft), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, applied]);

  return [draft, setDraft];
}
