import type { Key } from 'react-aria-components';
import { ComboBox, type ComboBoxProps } from '../../components/ComboBox';
import {
  useSearchedChoices,
  type NamedChoice,
  type SearchedChoicesOptions,
} from './use-searched-choices';

export type SearchedPickerProps<Choice extends NamedChoice = NamedChoice> = Pick<
  ComboBoxProps,
  'label' | 'placeholder' | 'description' | 'errorMessage' | 'isRequired' | 'isDisabled'
> &
  Omit<SearchedChoicesOptions<Choice>, 'chosen'> & {
    /** A choice known by name though no search may find it, e.g. the edited record's own. */
    chosen?: Choice | null;
    /** The choice made, by its id and as the host handed it over (both null for none). */
    onChange: (id: number | null, choice: Choice | null) => void;
  };

/**
 * A form's choice of one record of a long list (a project, a channel partner), searched by name
 * as the user types: by the host, or among `choices` for a host that does not search. What was
 * chosen stays chosen whatever the next search finds.
 */
export function SearchedPicker<Choice extends NamedChoice>({
  choices,
  chosen = null,
  value,
  onChange,
  onSearch,
  ...props
}: SearchedPickerProps<Choice>) {
  const { items, pick, search } = useSearchedChoices({ choices, chosen, value, onSearch });

  const handleChange = (key: Key | null) => {
    const id = typeof key === 'number' ? key : null;
    onChange(id, pick(id));
  };

  return (
    <ComboBox
      {...props}
      items={items}
      value={value}
      onChange={handleChange}
      onInputChange={search}
      // A searching host has matched what was typed, so every choice it found is shown; the list
      // opens while the host searches, as it may have found nothing yet.
      {...(onSearch && { defaultFilter: () => true, allowsEmptyCollection: true })}
    />
  );
}
