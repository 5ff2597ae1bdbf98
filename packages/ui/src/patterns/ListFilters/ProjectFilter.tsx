import type { ProjectChoice } from './project-choice';
import { SearchedChoiceFilter, type SearchedChoiceFilterProps } from './SearchedChoiceFilter';

export type ProjectFilterProps = Pick<
  SearchedChoiceFilterProps,
  'value' | 'onChange' | 'onSearch'
> & {
  /** The projects found for what was typed in the filter; for a host that does not search, all. */
  projects: readonly ProjectChoice[];
  /** The project the filters hold, as the host loaded it by its id: no search may have found it. */
  chosen?: ProjectChoice | null;
};

/** One project, searched by name as the user types (a business has thousands), or all of them. */
export function ProjectFilter({ projects, chosen = null, ...props }: ProjectFilterProps) {
  return (
    <SearchedChoiceFilter
      {...props}
      label="Project"
      allLabel="All Projects"
      placeholder="Search projects"
      choices={projects}
      chosen={chosen}
    />
  );
}
