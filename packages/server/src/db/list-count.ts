/**
 * How many rows a paged list's filter matches, without ever counting a million of them: exactly
 * up to LIST_DEPTH rows (all a list pages through), and past that the planner's estimate of the
 * same query, as PostgREST's count=estimated does. The estimate costs a plan, not a scan.
 */
import { LIST_DEPTH } from '@plotline/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

export type ListCount = { totalCount: number; totalCountEstimated: boolean };

type Plan = { Plan: { 'Plan Rows': number } };

/** An estimate this far past LIST_DEPTH is taken without counting (`atLeast`). */
const TRUSTED_ESTIMATE = 3 * LIST_DEPTH;

/** The rows of `table` that `where` keeps; the filter must read that table alone. */
export async function listCount(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<ListCount> {
  return (await listCountOrElse(db, table, where, null)).counted;
}

/**
 * As listCount, with `otherwise` counted instead, in the same statement, when `where` keeps no
 * row (a search by words that found none, looked for inside words): the count, and the filter
 * it is of.
 *
 * `atLeast` is a filter keeping no more rows than `where` whose count the planner's statistics
 * know (a search's whole words, where `where` has their prefixes): when the planner expects it to
 * keep far more rows than a list shows, that estimate is the count, and nothing is counted, so a
 * common word costs what a rare one does. Planners guess low for what they know nothing of, so a
 * guess is never taken for a common word.
 */
export async function listCountOrElse(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  otherwise: SQL | null,
  { atLeast }: { atLeast?: SQL | undefined } = {},
): Promise<{ counted: ListCount; where: SQL | undefined }> {
  const matching = (filter: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(filter);
  if (atLeast) {
    const planned = await plannedRows(db, matching(atLeast));
    if (planned > TRUSTED_ESTIMATE) {
      return { counted: { totalCount: planned, totalCountEstimated: true }, where };
    }
  }
  const capped = (filter: SQL | undefined) =>
    sql`(select count(*) from (${matching(filter).limit(LIST_DEPTH + 1)}) as capped)`;
  // A CASE's branch runs only when taken: `otherwise` is read only when `where` kept nothing.
  const [row] = await db
    .select({
      kept: sql<number>`kept`.mapWith(Number),
      otherwiseKept: otherwise
        ? sql<number | null>`case when kept = 0 then ${capped(otherwise)} end`.mapWith(Number)
        : sql<null>`null`,
    })
    .from(sql`(select ${capped(where)} as kept) as counted`);
  const [exact, filter] =
    otherwise && row?.otherwiseKept != null
      ? [row.otherwiseKept, otherwise]
      : [row?.kept ?? 0, where];
  if (exact <= LIST_DEPTH) {
    return { counted: { totalCount: exact, totalCountEstimated: false }, where: filter };
  }
  // Estimates drift on correlated filters, so one below the rows already seen is raised to them.
  const planned = await plannedRows(db, matching(filter));
  return {
    counted: { totalCount: Math.max(exact, planned), totalCountEstimated: true },
    where: filter,
  };
}

async function plannedRows(db: Executor, query: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': Plan[] | string }[];
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const [root] = typeof plan === 'string' ? (JSON.parse(plan) as Plan[]) : (plan ?? []);
  return Math.round(root?.Plan['Plan Rows'] ?? 0);
}

/**
 * The filter a page reads its rows by. A search that matched at most LIST_DEPTH rows is read as
 * "one of the ids it matches": the planner cannot tell how few rows a contains-search matches,
 * and so walks the sort order's index past a million rows that fail it. Collected first through
 * the trigram indexes, the matches are fetched by id and sorted, at a cost bounded by their
 * number. Any other filter is read as it is.
 */
export function pageFilter(
  { id, table }: { id: PgColumn; table: PgTable },
  where: SQL | undefined,
  { searched, counted }: { searched: boolean; counted: ListCount },
): SQL | undefined {
  if (!where || !searched || counted.totalCountEstimated) return where;
  return sql`${id} = any(array(select ${id} from ${table} where ${where}))`;
}
