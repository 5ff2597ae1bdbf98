import { PAGE_SIZES, type PageSize } from '@plotline/domain';
import { Select } from '../../components/Select';
import { TextField, type TextFieldProps } from '../../components/TextField';
import type { ProjectChoice } from './project-choice';
import { useDraftText } from './use-draft-text';

/** The key of a list's 'All ...' choice; the filters hold null for it. */
export const ALL_CHOICE = 'all';

const PAGE_SIZE_ITEMS = PAGE_SIZES.map((size) => ({ id: size, label: String(size) }));

export type TextFilterProps = Pick<TextFieldProps, 'label' | 'placeholder' | 'type'> & {
  /** The text the list is filtered by now. */
  value: string;
  /** Called once typing pauses (useDraftText), not on every key. */
  onApply: (text: string) => void;
};

/** A text box of a paged list's filters, e.g. its search. */
export function TextFilter({ value, onApply, ...props }: TextFilterProps) {
  const [draft, setDraft] = useDraftText(value, onApply);
  return <TextField {...props} value={draft} onChange={setDraft} />;
}

export type PageSizeFilterProps = { value: PageSize; onChange: (pageSize: PageSize) => void };

/** How many rows a page of the list holds. */
export function PageSizeFilter({ value, onChange }: PageSizeFilterProps) {
  return (
    <Select
      label="Page Size"
      items={PAGE_SIZE_ITEMS}
      value={value}
      onChange={(key) => onChange(key as PageSize)}
    />
  );
}

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

/** One of a list of records (a plot, a channel partner), or all of them. */
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

export type ProjectFilterProps = Pick<ChoiceFilterProps, 'value' | 'onChange'> & {
  projects: readonly ProjectChoice[];
};

/** One project, or all of them. */
export function ProjectFilter({ projects, ...props }: ProjectFilterProps) {
  return (
    <ChoiceFilter
      {...props}
      label="Project"
      allLabel="All Projects"
      choices={projects.map(({ id, name }) => ({ id, label: name }))}
    />
  );
}
