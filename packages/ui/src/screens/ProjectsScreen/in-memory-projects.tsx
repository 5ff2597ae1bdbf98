/** The Projects screen over in-memory data, as a host would drive it: for the Catalog story. */
import { compareNames, PROJECT_MESSAGES, projectPayload } from '@plotline/domain';
import { useState } from 'react';
import { loaded, NOT_LOADED, useInMemoryList } from '../../patterns';
import { PROJECT_CATALOGUE } from './project-fixtures';
import type { ProjectListItem, ProjectSort, ProjectSortBy } from './project-types';
import { ProjectsScreen, type ProjectsScreenProps } from './ProjectsScreen';

const COMPARE: Readonly<Record<ProjectSortBy, (a: ProjectListItem, b: ProjectListItem) => number>> =
  {
    Name: (a, b) => compareNames(a.name, b.name),
    TotalProjectArea: (a, b) => a.totalProjectArea - b.totalProjectArea,
    TotalPlots: (a, b) => a.totalPlots - b.totalPlots,
    AvailablePlots: (a, b) => a.availablePlots - b.availablePlots,
  };

/**
 * What GET /projects/filtered would answer, before paging: the stories' stand-in for its SQL.
 * Ties go by id, as on the server, so a project is on one page only.
 */
export function matchingProjects(
  projects: readonly ProjectListItem[],
  searchTerm: string,
  { sortBy, sortOrder }: ProjectSort,
) {
  const wanted = searchTerm.trim().toLowerCase();
  const sign = sortOrder === 'asc' ? 1 : -1;
  return projects
    .filter((project) => project.name.toLowerCase().includes(wanted))
    .sort((a, b) => sign * COMPARE[sortBy](a, b) || a.id - b.id);
}

export function InMemoryProjectsScreen(args: ProjectsScreenProps) {
  const [projects, setProjects] = useState(PROJECT_CATALOGUE);
  const listProps = useInMemoryList(projects, args.query, (all, { filters, sort }) =>
    matchingProjects(all, filters.searchTerm, sort),
  );
  const [openedId, setOpenedId] = useState(args.record.id);
  const opened = projects.find(({ id }) => id === openedId);

  return (
    <ProjectsScreen
      {...args}
      {...listProps}
      record={{
        id: openedId,
        onOpen: setOpenedId,
        details:
          openedId === null
            ? NOT_LOADED
            : opened
              ? loaded(opened)
              : { ...NOT_LOADED, error: PROJECT_MESSAGES.notFound },
      }}
      onSave={async (form, existing) => {
        const { name, totalProjectArea, roadsArea, totalSaleableArea } = projectPayload(form);
        const saved: ProjectListItem = {
          id: existing?.id ?? Math.max(0, ...projects.map(({ id }) => id)) + 1,
          name,
          createdAt: existing?.createdAt ?? new Date().toISOString(),
          totalProjectArea,
          roadsArea,
          totalSaleableArea,
          totalPlots: existing?.totalPlots ?? 0,
          availablePlots: existing?.availablePlots ?? 0,
          projectAmenities: form.projectAmenities.map(({ amenityId, name, area }) => ({
            amenityId,
            name,
            area: area ?? 0,
          })),
        };
        setProjects((current) => [...current.filter(({ id }) => id !== saved.id), saved]);
        return { ok: true };
      }}
      onDelete={async (project) => {
        setProjects((current) => current.filter(({ id }) => id !== project.id));
        return { ok: true };
      }}
    />
  );
}
