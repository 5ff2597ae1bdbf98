import type { Key } from 'react-aria-components';
import { ComboBox } from '../../components/ComboBox';
import { useSearchedChoices, type SearchedChoicesOptions } from '../SearchedPicker';
import { ALL_CHOICE } from './ChoiceFilter';

export type SearchedChoiceFilterProps = SearchedChoicesOptions & {
  label: string;
  /** The words of the choice that filters nothing out, e.g. 'All Channel Partners'. */
  allLabel: string;
  placeholder: string;
  onChange: (id: number | null) => void;
};

/**
 * One record of a long list (a project, a channel partner), searched by name as the user types,
 * or all of them: the first choice, and what clearing the box comes back to. The host searches
 * (`onSearch`), or, without it, the box narrows `choices` itself.
 */
export function SearchedChoiceFilter({
  allLabel,
  choices,
  chosen,
  value,
  onChange,
  onSearch,
  ...props
}: SearchedChoiceFilterProps) {
  const { items, pick, search } = useSearchedChoices({ choices, chosen, value, onSearch });

  const handleChange = (key: Key | null) => {
    const id = typeof key === 'number' ? key : null;
    pick(id);
    // Emptying the box while all are shown is no new choice for the URL's history.
    if (id !== value) onChange(id);
  };

  return (
    <ComboBox
      {...props}
      items={[{ id: ALL_CHOICE, label: allLabel }, ...items]}
      value={value ?? ALL_CHOICE}
      onChange={handleChange}
      // 'All …' written into the box by a pick is no search either.
      onInputChange={(text) => search(text === allLabel ? '' : text)}
      // A searching host has matched what was typed, so every choice it found is shown.
      {...(onSearch && { defaultFilter: () => true })}
    />
  );
}
