/**
 * How plot lists are ordered, in SQL. Plot numbers sort naturally (A-2 before A-10) and
 * regardless of letter case: by the text before the first number, then that number's value,
 * then the whole number as text; the id breaks every remaining tie so pages never overlap.
 */
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { operations } from '@plotline/api-client/schema';
import { plots, projects } from '../../db/schema';

type PlotListQuery = NonNullable<operations['listPlotsFiltered']['parameters']['query']>;
export type PlotSortBy = NonNullable<PlotListQuery['sortBy']>;
export type SortOrder = NonNullable<PlotListQuery['sortOrder']>;

// Byte order ("C") so PostgreSQL and PGlite agree whatever their default collation.
const numberPrefix = sql`upper(substring(${plots.plotNumber} from '^[^0-9]*')) collate "C"`;
const numberValue = sql`cast(substring(${plots.plotNumber} from '[0-9]+') as numeric)`;
const numberText = sql`upper(${plots.plotNumber}) collate "C"`;

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

export function plotOrder(sortBy: PlotSortBy, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  if (sortBy === 'PlotNumber') return [...plotNumberOrder(order), direction(plots.id)];
  // Within equal keys, plots read in plot-number order.
  return [direction(SORT_KEYS[sortBy]), ...plotNumberOrder('asc'), asc(plots.id)];
}

/** The order of plain plot lists: by plot number. */
export const BY_PLOT_NUMBER = plotOrder('PlotNumber', 'asc');
