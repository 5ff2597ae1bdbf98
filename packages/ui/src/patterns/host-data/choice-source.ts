/**
 * What a picker offers (docs/ui-contract.md): the choices found for what was typed (all of them,
 * for a host that does not search), the choice already made, loaded by its id so the picker
 * names it before any search, and where the typed text goes for a host that searches.
 */
export type ChoiceSource<T> = {
  items: readonly T[];
  /** The choice the form or the filter holds, when it may be on no page of `items`. */
  chosen?: T | null;
  /** What was typed in the picker, for a host that searches; without it the picker filters `items`. */
  onSearch?: (text: string) => void;
  /** The choices are loading. */
  isLoading?: boolean;
};

/** Every choice there is, held by the host: nothing to search, nothing loading. */
export function choicesOf<T>(items: readonly T[]): ChoiceSource<T> {
  return { items };
}
