/** Projects found by their name, told apart by their plots (from the plot tallies, not a count). */
import type { components } from '@plotline/api-client/schema';
import { formatCount } from '@plotline/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { projectPlotTallies, projects } from '../../db/schema';
import { candidates, nameMatch, startingFirst } from './search-match';
import type { SearchTerms } from './search-terms';

type SearchHit = components['schemas']['SearchHit'];

const plotsText = (plots: number, available: number) =>
  `${formatCount(plots)} ${plots === 1 ? 'plot' : 'plots'}, ${formatCount(available)} available`;

export async function projectHits(db: Executor, terms: SearchTerms): Promise<SearchHit[]> {
  const columns = nameMatch(projects.name, terms);
  // A project's few tally rows, read for each hit alone.
  const plotsOfProject = db
    .select({
      plots: sql<number>`coalesce(sum(${projectPlotTallies.plots}), 0)`.mapWith(Number).as('plots'),
      available: sql<number>`coalesce(sum(${projectPlotTallies.plots})
        filter (where ${projectPlotTallies.plotStatus} = 'Available'), 0)`
        .mapWith(Number)
        .as('available'),
    })
    .from(projectPlotTallies)
    .where(eq(projectPlotTallies.projectId, projects.id))
    .as('plots_of_project');
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      plots: plotsOfProject.plots,
      available: plotsOfProject.available,
    })
    .from(projects)
    .leftJoinLateral(plotsOfProject, sql`true`)
    .where(candidates(projects, projects.id, columns, terms.limit))
    .orderBy(startingFirst(columns), desc(projects.id))
    .limit(terms.limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    detail: plotsText(row.plots ?? 0, row.available ?? 0),
  }));
}
