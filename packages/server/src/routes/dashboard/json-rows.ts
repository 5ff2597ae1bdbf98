/**
 * Rows turned into JSON by the database, so the dashboard's several lists and counts travel in
 * one statement: one round trip to the database per answer, and one snapshot without a
 * transaction, as a statement sees the database as of its start.
 */
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Each field selected under its own name, which becomes its key in the row's JSON. */
export function named<K extends string>(fields: Record<K, SQLWrapper>): Record<K, SQL.Aliased> {
  const entries = Object.entries(fields) as [K, SQLWrapper][];
  return Object.fromEntries(entries.map(([key, field]) => [key, sql`${field}`.as(key)])) as Record<
    K,
    SQL.Aliased
  >;
}

/**
 * The query's rows as a JSON array in the order of their `position` field, which the query
 * numbers with row_number() and which is left out of the rows: an aggregate does not keep the
 * order of the query it reads.
 */
export function jsonRows<Row>(query: SQLWrapper): SQL<Row[]> {
  return sql<
    Row[]
  >`(select coalesce(jsonb_agg(to_jsonb(q) - 'position' order by q.position), '[]'::jsonb) from (${query}) as q)`;
}

/** The one row of the query as a JSON object. */
export function jsonRow<Row>(query: SQLWrapper): SQL<Row> {
  return sql<Row>`(select to_jsonb(q) from (${query}) as q)`;
}

/** A position by the order given: the `position` field jsonRows orders the rows by. */
export function positionBy(...order: SQLWrapper[]): SQL.Aliased {
  return sql`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position');
}

/** Which rows of a list: LIMIT and OFFSET, or placeholders a prepared statement is given them by. */
export type RowWindow = {
  limit: number | Placeholder<'limit'>;
  offset: number | Placeholder<'offset'>;
};
