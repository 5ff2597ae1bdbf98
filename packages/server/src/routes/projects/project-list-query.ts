/** The projects list's search and sort, in SQL, as the Projects table and the pickers page them. */
import { LIST_DEFAULTS, type PlotStatus } from '@plotline/domain';
import { asc, desc, ilike, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern';
import { projectPlotTallies, projects } from '../../db/schema';
import type { HandlerContext } from '../../http/handler';

export type ProjectListPageQuery = HandlerContext<'listProjectsFiltered'>['query'];

/** A blank search box searches nothing; the name is matched through its trigram index. */
export function projectFilter({ searchTerm }: ProjectListPageQuery): SQL | undefined {
  if (searchTerm === undefined || searchTerm.trim() === '') return undefined;
  return ilike(projects.name, containsPattern(searchTerm));
}

/** A project's plots, of one status or all, as the plot triggers tally them (migration 0003). */
function tallied(status?: PlotStatus): SQL {
  const { projectId, plotStatus, plots } = projectPlotTallies;
  return sql`(select coalesce(sum(${plots}), 0) from ${projectPlotTallies}
    where ${projectId} = ${projects.id}${status ? sql` and ${plotStatus} = ${status}` : sql``})`;
}

const SORT_KEYS = {
  // Written as projects_name_order_idx holds it, so a page of names is an index range.
  Name: sql`${projects.name} collate names`,
  TotalProjectArea: projects.totalProjectArea,
  // A few tally rows a project: sorting a business's thousands of projects by them reads no plot.
  TotalPlots: tallied(),
  AvailablePlots: tallied('Available'),
} as const;

/**
 * The id breaks ties, in the sort's own direction, so equal keys page in the same order every
 * time.
 */
export function projectOrder(query: ProjectListPageQuery): SQL[] {
  const { sortBy = LIST_DEFAULTS.projects.sortBy, sortOrder = LIST_DEFAULTS.projects.sortOrder } =
    query;
  const direction = sortOrder === 'desc' ? desc : asc;
  return [direction(SORT_KEYS[sortBy]), direction(projects.id)];
}
