/**
 * The Plots screen's filters and orders, in SQL, shared by the page and the CSV export. The size
 * range compares sizes in square feet, each plot's in the unit it was entered in converted, on
 * the index of that expression (plotSizeInSqFt). Plot
 * numbers sort naturally (A-2 before A-10) and regardless of letter case: by the text before the
 * first number, then that number's value, then the whole number as text; the id breaks every
 * remaining tie so pages never overlap.
 */
import type { components, operations } from '@plotline/api-client/schema';
import {
  DEFAULT_SIZE_UNIT,
  LIST_DEFAULTS,
  plotSizeRangeErrors,
  sizeSearched,
  SQ_FT_PER_SIZE_UNIT,
  type PlotSizeRange,
} from '@plotline/domain';
import { and, asc, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern';
import { plotNumberOrderKeys, plotSizeInSqFt, plots, projects } from '../../db/schema';
import { badRequest } from '../../http/http-error';

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
  minSize?: number;
  maxSize?: number;
  sizeUnit?: components['schemas']['SizeUnit'];
};

const given = (text: string | undefined): text is string => (text ?? '').trim() !== '';

function sizeRangeIn(filter: PlotFilter): PlotSizeRange {
  return {
    minSize: filter.minSize ?? null,
    maxSize: filter.maxSize ?? null,
    sizeUnit: filter.sizeUnit ?? DEFAULT_SIZE_UNIT,
  };
}

/**
 * 400 in the domain's words for a size range whose min is above its max, before anything is
 * read or sent (the contract itself refuses an end that is no number, below 0 or too large, in
 * the same words).
 */
export function assertSizeRange(filter: PlotFilter): void {
  const errors = plotSizeRangeErrors(sizeRangeIn(filter));
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(`Invalid query: ${first}`, errors);
}

const sizeInSqFt = plotSizeInSqFt(plots);

/** A size in the range's unit, in square feet, worked out exactly by the database. */
const boundInSqFt = (size: number, range: PlotSizeRange) =>
  sql`cast(${String(size)} as numeric) * ${sql.raw(String(SQ_FT_PER_SIZE_UNIT[range.sizeUnit]))}`;

function sizeConditions(range: PlotSizeRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.minSize !== null)
    conditions.push(sql`${sizeInSqFt} >= ${boundInSqFt(range.minSize, range)}`);
  if (range.maxSize !== null)
    conditions.push(sql`${sizeInSqFt} <= ${boundInSqFt(range.maxSize, range)}`);
  return conditions;
}

/** A search also finds the plots of the size it names, in their own unit, on plots_size_idx. */
function searchMatches(searchTerm: string): SQL {
  const pattern = containsPattern(searchTerm);
  const size = sizeSearched(searchTerm);
  return or(
    ilike(plots.plotNumber, pattern),
    // Through the ids the name matches, so the filter reads the plots table alone.
    sql`${plots.projectId} = any(array(select ${projects.id} from ${projects} where ${ilike(projects.name, pattern)}))`,
    ilike(plots.remark, pattern),
    size === null ? undefined : eq(plots.plotSize, size),
  )!;
}

export function plotFilter(filter: PlotFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.projectId !== undefined) conditions.push(eq(plots.projectId, filter.projectId));
  if (filter.status !== undefined) conditions.push(eq(plots.status, filter.status));
  if (given(filter.plotNumber)) {
    conditions.push(ilike(plots.plotNumber, containsPattern(filter.plotNumber)));
  }
  if (given(filter.searchTerm)) conditions.push(searchMatches(filter.searchTerm));
  conditions.push(...sizeConditions(sizeRangeIn(filter)));
  return and(...conditions);
}
