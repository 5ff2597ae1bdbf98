import { TextField, type TextFieldProps } from '../../components/TextField';
import { useDraftText } from '../useDraftText';

export type TextFilterProps = Pick<TextFieldProps, 'label' | 'placeholder'> & {
  /** The text the list is filtered by now. */
  value: string;
  /** Called once typing pauses (useDraftText), not on every key. */
  onApply: (text: string) => void;
};

/**
 * A text box of a paged list's filters, e.g. its plot number: what is typed is applied once
 * typing pauses. A search is a SearchFilter.
 */
export function TextFilter({ value, onApply, ...props }: TextFilterProps) {
  const [draft, setDraft] = useDraftText(value, onApply);
  return <TextField {...props} value={draft} onChange={setDraft} />;
}
