/**
 * The Plots screen's filters and orders, in SQL, shared by the page and the CSV export. Plot
 * numbers sort naturally (A-2 before A-10) and regardless of letter case: by the text before the
 * first number, then that number's value, then the whole number as text; the id breaks every
 * remaining tie so pages never overlap.
 */
import type { components, operations } from '@plotline/api-client/schema';
import { LIST_DEFAULTS } from '@plotline/domain';
import { and, asc, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern';
import { plotNumberOrderKeys, plots, projects } from '../../db/schema';

export type PlotListQuery = NonNullable<operations['listPlotsFiltered']['parameters']['query']>;
export type PlotSortBy = NonNullable<PlotListQuery['sortBy']>;
export type SortOrder = NonNullable<PlotListQuery['sortOrder']>;

const {
  prefix: numberPrefix,
  value: numberValue,
  text: numberText,
} = plotNumberOrderKeys(plots.plotNumber);

function plotNumberOrder(order: SortOrder): SQL[] {
  // A number without digits ('CLUB') comes before the same prefix with digits ('CLUB1').
  return order === 'asc'
    ? [sql`${numberPrefix} asc`, sql`${numberValue} asc nulls first`, sql`${numberText} asc`]
    : [sql`${numberPrefix} desc`, sql`${numberValue} desc nulls last`, sql`${numberText} desc`];
}

const SORT_KEYS: Record<Exclude<PlotSortBy, 'PlotNumber'>, SQLWrapper> = {
  PlotSize: plots.plotSize,
  Status: plots.status,
  ProjectName: sql`lower(${projects.name})`,
  CreatedAt: plots.createdAt,
};

function plotOrder(sortBy: PlotSortBy, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  if (sortBy === 'PlotNumber') return [...plotNumberOrder(order), direction(plots.id)];
  // Within equal keys, plots read in plot-number order.
  return [direction(SORT_KEYS[sortBy]), ...plotNumberOrder('asc'), asc(plots.id)];
}

/** The order the list request asks for; the screen's default where it names none. */
export function plotListOrder(query: PlotListQuery): SQL[] {
  const { sortBy = LIST_DEFAULTS.plots.sortBy, sortOrder = LIST_DEFAULTS.plots.sortOrder } = query;
  return plotOrder(sortBy, sortOrder);
}

/** The order of plain plot lists: by plot number. */
export const BY_PLOT_NUMBER = plotOrder('PlotNumber', 'asc');

export type PlotFilter = {
  searchTerm?: string;
  projectId?: number;
  plotNumber?: string;
  status?: components['schemas']['PlotStatus'];
};

const given = (text: string | undefined): text is string => (text ?? '').trim() !== '';

export function plotFilter(filter: PlotFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.projectId !== undefined) conditions.push(eq(plots.projectId, filter.projectId));
  if (filter.status !== undefined) conditions.push(eq(plots.status, filter.status));
  if (given(filter.plotNumber)) {
    conditions.push(ilike(plots.plotNumber, containsPattern(filter.plotNumber)));
  }
  if (given(filter.searchTerm)) {
    const pattern = containsPattern(filter.searchTerm);
    conditions.push(
      or(
        ilike(plots.plotNumber, pattern),
        // Through the ids the name matches, so the filter reads the plots table alone.
        sql`${plots.projectId} = any(array(select ${projects.id} from ${projects} where ${ilike(projects.name, pattern)}))`,
        ilike(plots.remark, pattern),
      )!,
    );
  }
  return and(...conditions);
}
