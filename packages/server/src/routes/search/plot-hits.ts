/**
 * Plots found by their number, or by their size for a search of a number ('1500' finds the plots
 * of 1,500 in their own unit, on plots_size_idx), told apart by their project, size and status.
 */
import type { components } from '@plotline/api-client/schema';
import { plotSizeLabel, sizeSearched } from '@plotline/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { plots, projects } from '../../db/schema';
import { candidates, startingFirst, textMatch, type ColumnMatch } from './search-match';
import type { SearchTerms } from './search-terms';

type SearchHit = components['schemas']['SearchHit'];

export async function plotHits(db: Executor, terms: SearchTerms): Promise<SearchHit[]> {
  const size = sizeSearched(terms.text);
  const sized: ColumnMatch[] = size === null ? [] : [{ first: eq(plots.plotSize, size) }];
  const columns = [...textMatch(plots.plotNumber, terms, 'numbering'), ...sized];
  const rows = await db
    .select({
      id: plots.id,
      plotNumber: plots.plotNumber,
      plotSize: plots.plotSize,
      sizeUnit: plots.sizeUnit,
      status: plots.status,
      projectName: projects.name,
    })
    .from(plots)
    .innerJoin(projects, eq(projects.id, plots.projectId))
    .where(candidates(plots, plots.id, columns, terms.limit))
    .orderBy(startingFirst(columns), desc(plots.id))
    .limit(terms.limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.plotNumber,
    detail: `${row.projectName} · ${plotSizeLabel(row.plotSize, row.sizeUnit)} · ${row.status}`,
  }));
}
