/** The Plots screen's filters as one SQL condition, shared by the page and the CSV export. */
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { components } from '@plotline/api-client/schema';
import { plots, projects } from '../../db/schema';
import { containsPattern } from '../../db/contains-pattern';

export type PlotFilter = {
  searchTerm?: string;
  projectId?: number;
  plotNumber?: string;
  status?: components['schemas']['PlotStatus'];
};

const given = (text: string | undefined): text is string => (text ?? '').trim() !== '';

export function plotFilterWhere(filter: PlotFilter): SQL | undefined {
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
        ilike(projects.name, pattern),
        ilike(plots.remark, pattern),
      )!,
    );
  }
  return and(...conditions);
}
