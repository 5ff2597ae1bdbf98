import { describe, it, expect } from 'vitest';
import {
  projectSortFrom,
  projectSortParams,
  projectsMatching,
  sortProjects,
  type ListedProject,
  type ProjectSort,
} from './projects-list';

const project = (id: number, name: string, area: number, plots: number, available: number) => ({
  id,
  name,
  totalProjectArea: area,
  totalPlots: plots,
  availablePlots: available,
});

const projects: ListedProject[] = [
  project(1, 'Green Valley Phase 10', 5000, 40, 10),
  project(2, 'green valley phase 2', 9000, 0, 0),
  project(3, 'Lake View', 5000, 12, 12),
];

const ids = (list: readonly { id: number }[]) => list.map(({ id }) => id);

describe('projectsMatching', () => {
  it.each([
    ['', [1, 2, 3]],
    ['   ', [1, 2, 3]],
    ['GREEN', [1, 2]],
    ['  view ', [3]],
    ['phase 1', [1]],
    ['Hill', []],
  ])('search %j finds %j', (search, expected) => {
    expect(ids(projectsMatching(projects, search))).toEqual(expected);
  });

  it('returns a new list', () => {
    expect(projectsMatching(projects, '')).not.toBe(projects);
  });
});

describe('sortProjects', () => {
  it.each<[ProjectSort, number[]]>([
    [{ column: 'name', direction: 'ascending' }, [2, 1, 3]],
    [{ column: 'name', direction: 'descending' }, [3, 1, 2]],
    [{ column: 'totalProjectArea', direction: 'ascending' }, [1, 3, 2]],
    [{ column: 'totalProjectArea', direction: 'descending' }, [2, 1, 3]],
    [{ column: 'totalPlots', direction: 'ascending' }, [2, 3, 1]],
    [{ column: 'availablePlots', direction: 'descending' }, [3, 1, 2]],
  ])('%j gives %j', (sort, expected) => {
    expect(ids(sortProjects(projects, sort))).toEqual(expected);
  });

  it('breaks ties by id in both directions', () => {
    const twins = [project(9, 'Twin', 1, 1, 1), project(4, 'twin', 1, 1, 1)];
    expect(ids(sortProjects(twins, { column: 'name', direction: 'ascending' }))).toEqual([4, 9]);
    expect(ids(sortProjects(twins, { column: 'totalPlots', direction: 'descending' }))).toEqual([
      4, 9,
    ]);
  });

  it('leaves the given list alone', () => {
    const copy = [...projects];
    sortProjects(projects, { column: 'name', direction: 'descending' });
    expect(projects).toEqual(copy);
  });
});

describe('the sort in the URL', () => {
  const nameAscending: ProjectSort = { column: 'name', direction: 'ascending' };

  it('defaults to name ascending', () => {
    expect(projectSortFrom(null, null)).toEqual(nameAscending);
    expect(projectSortFrom('createdBy', 'desc')).toEqual(nameAscending);
  });

  it.each<[string, string | null, ProjectSort]>([
    ['totalPlots', 'desc', { column: 'totalPlots', direction: 'descending' }],
    ['totalPlots', 'asc', { column: 'totalPlots', direction: 'ascending' }],
    ['availablePlots', null, { column: 'availablePlots', direction: 'ascending' }],
    ['name', 'sideways', { column: 'name', direction: 'ascending' }],
  ])('reads sortBy=%s&sortOrder=%s', (sortBy, sortOrder, expected) => {
    expect(projectSortFrom(sortBy, sortOrder)).toEqual(expected);
  });

  it('writes nothing for the default sort, name ascending', () => {
    expect(projectSortParams(nameAscending)).toBeNull();
  });

  it.each<ProjectSort>([
    { column: 'name', direction: 'descending' },
    { column: 'totalProjectArea', direction: 'ascending' },
    { column: 'availablePlots', direction: 'descending' },
  ])('round-trips %j', (sort) => {
    const params = projectSortParams(sort);
    expect(params).not.toBeNull();
    expect(projectSortFrom(params!.sortBy, params!.sortOrder)).toEqual(sort);
  });
});
