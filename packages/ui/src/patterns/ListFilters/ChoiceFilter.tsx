import { Select } from '../../components/Select';
import type { ProjectChoice } from './project-choice';

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
