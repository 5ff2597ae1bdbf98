import { TEXT_LIMITS } from '@plotline/domain';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { SearchField } from '../SearchField';
import { useDraftText } from '../useDraftText';

export type TextFilterProps = Pick<TextFieldProps, 'label' | 'placeholder' | 'inputMode'> & {
  /** 'search' for the list's search: a SearchField, which Escape or its clear button empties. */
  type?: 'text' | 'search';
  /** The text the list is filtered by now. */
  value: string;
  /** Called once typing pauses (useDraftText), not on every key. */
  onApply: (text: string) => void;
  /** What the box keeps of what is typed, e.g. a mobile number's digits; all of it by default. */
  keep?: (typed: string) => string;
};

/** A text box of a paged list's filters, e.g. its search or its plot number. */
export function TextFilter({
  type = 'text',
  value,
  onApply,
  keep = (typed) => typed,
  ...props
}: TextFilterProps) {
  const [draft, setDraft] = useDraftText(value, onApply);
  const Field = type === 'search' ? SearchField : TextField;
  return (
    <Field
      {...props}
      maxLength={TEXT_LIMITS.search}
      value={draft}
      onChange={(typed) => setDraft(keep(typed))}
    />
  );
}
