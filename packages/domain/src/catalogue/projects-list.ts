/**
 * The Projects table: GET /projects returns every project at once, so the search and the sort
 * happen in the browser. The URL keeps them as ?search=, ?sortBy= and ?sortOrder=asc|desc.
 */
import { compareNames } from '../dashboard/sort-order';

export const PROJECT_SORT_COLUMNS = [
  'name',
  'totalProjectArea',
  'totalPlots',
  'availablePlots',
] as const;
export type ProjectSortColumn = (typeof PROJECT_SORT_COLUMNS)[number];

export type ProjectSortDirection = 'ascending' | 'descending';
export type ProjectSort = { column: ProjectSortColumn; direction: ProjectSortDirection };

/** The order the server lists them in. */
export const DEFAULT_PROJECT_SORT: ProjectSort = { column: 'name', direction: 'ascending' };

export type ListedProject = {
  id: number;
  name: string;
  totalProjectArea: number;
  totalPlots: number;
  availablePlots: number;
};

/** Projects whose name contains the search text, ignoring case and surrounding spaces. */
export function projectsMatching<T extends { name: string }>(
  projects: readonly T[],
  searchText: string,
): T[] {
  const wanted = searchText.trim().toLocaleLowerCase('en-IN');
  if (wanted === '') return [...projects];
  return projects.filter((project) => project.name.toLocaleLowerCase('en-IN').includes(wanted));
}

/** A new sorted list; ties go by id so the order never shuffles between renders. */
export function sortProjects<T extends ListedProject>(
  projects: readonly T[],
  { column, direction }: ProjectSort,
): T[] {
  const sign = direction === 'descending' ? -1 : 1;
  const compare = (a: T, b: T) =>
    column === 'name' ? compareNames(a.name, b.name) : a[column] - b[column];
  return [...projects].sort((a, b) => sign * compare(a, b) || a.id - b.id);
}

function isSortColumn(value: string | null): value is ProjectSortColumn {
  return (PROJECT_SORT_COLUMNS as readonly (string | null)[]).includes(value);
}

/** The sort a URL asks for; anything unknown falls back to the default. */
export function projectSortFrom(sortBy: string | null, sortOrder: string | null): ProjectSort {
  if (!isSortColumn(sortBy)) return DEFAULT_PROJECT_SORT;
  return { column: sortBy, direction: sortOrder === 'desc' ? 'descending' : 'ascending' };
}

/** The URL's words for a sort; the default sort needs none, so a plain /projects shows it. */
export function projectSortParams(sort: ProjectSort): { sortBy: string; sortOrder: string } | null {
  const isDefault =
    sort.column === DEFAULT_PROJECT_SORT.column &&
    sort.direction === DEFAULT_PROJECT_SORT.direction;
  if (isDefault) return null;
  return { sortBy: sort.column, sortOrder: sort.direction === 'descending' ? 'desc' : 'asc' };
}
