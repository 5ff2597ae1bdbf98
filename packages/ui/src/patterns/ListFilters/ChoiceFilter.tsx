import { Select } from '../../components/Select';

/** The key of a list's 'All ...' choice; the filters hold null for it. */
export const ALL_CHOICE = 'all';

export type ChoiceFilterProps = {
  label: string;
  /** The words of the choice that filters nothing out, e.g. 'All Plots'. */
  allLabel: string;
  choices: readonly { id: number; label: string }[];
  /** The chosen id, or null for all. */
  value: number | null;
  onChange: (id: number | null) => void;
  isDisabled?: boolean;
};

/** One of a short list the host gives whole (a project's plots, the partner natures), or all. */
export function ChoiceFilter({ allLabel, choices, value, onChange, ...props }: ChoiceFilterProps) {
  return (
    <Select
      {...props}
      items={[{ id: ALL_CHOICE, label: allLabel }, ...choices]}
      value={value ?? ALL_CHOICE}
      onChange={(key) => onChange(typeof key === 'number' ? key : null)}
    />
  );
}
