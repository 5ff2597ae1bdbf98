import { useState } from 'react';
import type { FieldOption } from '../../components/ComboBox';

/** A record a searched picker offers by its name: a project, a channel partner. */
export type NamedChoice = { id: number; name: string };

export type SearchedChoicesOptions<Choice extends NamedChoice = NamedChoice> = {
  /** What the host found for what was typed; for a host that does not search, every choice. */
  choices: readonly Choice[];
  /** The choice the host knows by name, e.g. loaded by its id: no search may have found it. */
  chosen: Choice | null;
  /** The chosen id, or null for none. */
  value: number | null;
  /** What was typed, for a host that searches the choices itself ('' for its first ones). */
  onSearch?: (text: string) => void;
};

/**
 * The items of a combobox whose choices the host searches as the user types. The chosen one
 * stays among them, by name, whatever the last search found: the one the host knows, or the one
 * picked from an earlier search.
 */
export function useSearchedChoices<Choice extends NamedChoice>({
  choices,
  chosen,
  value,
  onSearch,
}: SearchedChoicesOptions<Choice>) {
  // The one just picked names itself until the host knows it, and after the search moves on.
  const [picked, setPicked] = useState<Choice | null>(null);
  const shown = [chosen, picked, ...choices].find((choice) => choice?.id === value) ?? null;
  const offered =
    shown && !choices.some(({ id }) => id === shown.id) ? [shown, ...choices] : choices;
  const items: FieldOption[] = offered.map(({ id, name }) => ({ id, label: name }));

  return {
    items,
    /** Keeps the choice made, by its id (null for none), named for the searches to come. */
    pick: (id: number | null) => {
      const choice = offered.find((candidate) => candidate.id === id) ?? null;
      setPicked(choice);
      return choice;
    },
    /** Hands typing to the host; the chosen name, written into the box by a pick, is no search. */
    search: (text: string) => onSearch?.(shown && text === shown.name ? '' : text),
  };
}
