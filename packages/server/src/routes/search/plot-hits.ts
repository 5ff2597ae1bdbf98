/** Plots found by their number, told apart by their project and status. */
import type { components } from '@plotline/api-client/schema';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { plots, projects } from '../../db/schema';
import { candidates, startingFirst, textMatch } from './search-match';
import type { SearchTerms } from './search-terms';

type SearchHit = components['schemas']['SearchHit'];

export async function plotHits(db: Executor, terms: SearchTerms): Promise<SearchHit[]> {
  const columns = textMatch(plots.plotNumber, terms, 'numbering');
  const rows = await db
    .select({
      id: plots.id,
      plotNumber: plots.plotNumber,
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
    detail: `${row.projectName} · ${row.status}`,
  }));
}
