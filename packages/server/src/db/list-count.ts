/**
 * How many rows a paged list's filter matches, without ever counting a million of them: exactly
 * up to LIST_DEPTH rows (all a list pages through), and past that the planner's estimate of the
 * same query, as PostgREST's count=estimated does. The estimate costs a plan, not a scan.
 */
import { LIST_DEPTH } from '@plotline/domain';
import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

export type ListCount = { totalCount: number; totalCountEstimated: boolean };

type Plan = { Plan: { 'Plan Rows': number } };

/** The rows of `table` that `where` keeps; the filter must read that table alone. */
export async function listCount(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<ListCount> {
  const matching = () =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where);
  const [counted] = await db.select({ rows: count() }).from(
    matching()
      .limit(LIST_DEPTH + 1)
      .as('capped'),
  );
  const exact = counted?.rows ?? 0;
  if (exact <= LIST_DEPTH) return { totalCount: exact, totalCountEstimated: false };
  // Estimates drift on correlated filters, so one below the rows already seen is raised to them.
  return {
    totalCount: Math.max(exact, await plannedRows(db, matching())),
    totalCountEstimated: true,
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
