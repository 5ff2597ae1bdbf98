import { SearchField, type SearchFieldProps } from '../SearchField';
import { useDraftText } from '../useDraftText';

export type SearchFilterProps = Pick<SearchFieldProps, 'label' | 'placeholder'> & {
  /** The search the list is filtered by now. */
  value: string;
  /** Called once typing pauses (useDraftText), not on every key. */
  onApply: (text: string) => void;
};

/** A paged list's search box: what is typed is applied once typing pauses. */
export function SearchFilter({ value, onApply, ...props }: SearchFilterProps) {
  const [draft, setDraft] = useDraftText(value, onApply);
  return <SearchField {...props} value={draft} onChange={setDraft} />;
}
