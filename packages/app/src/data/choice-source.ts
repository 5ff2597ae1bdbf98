import type { ChoiceSource } from '@plotline/ui/patterns';
import { useMemo } from 'react';

const NO_CHOICES: readonly never[] = [];

/**
 * A filter's choices, the same object while they are the same, so the memoized filter panel
 * they go to is not drawn again when the page is drawn for something else (the next page, a
 * record's details; issue 36).
 */
export function useChoiceSource<T>(
  items: readonly T[] | undefined,
  chosen?: T | null,
  onSearch?: (text: string) => void,
): ChoiceSource<T> {
  const shown = items ?? NO_CHOICES;
  return useMemo(
    () => ({ items: shown, chosen: chosen ?? null, ...(onSearch && { onSearch }) }),
    [shown, chosen, onSearch],
  );
}
