/** Every project with its plots: one project's plots are few, but all projects' are every plot. */
import type { BatchedQuery } from '../../db/batched-read';
import { plotsOfProjects } from '../plots/plot-queries';
import type { PlotResponse } from '../plots/plot-response';
import { projectsByName } from './project-queries';
import type { ProjectResponse } from './project-response';

type ProjectWithPlots = ProjectResponse & { plots: PlotResponse[] };

/** A few projects a batch, as each holds hundreds of plots. */
const PROJECTS_PER_BATCH = 20;

export function projectsWithPlots(): BatchedQuery<ProjectWithPlots> {
  const byName = projectsByName();
  return {
    ...byName,
    rows: async (tx, ids) => {
      const projects = await byName.rows(tx, ids);
      const plots = await plotsOfProjects(tx, ids);
      return projects.map((project) => ({ ...project, plots: plots.get(project.id) ?? [] }));
    },
    batchSize: PROJECTS_PER_BATCH,
  };
}
