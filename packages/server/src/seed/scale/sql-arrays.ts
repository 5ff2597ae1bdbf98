/** The demo's word lists as SQL text arrays, so generate_series can draw from the same people. */
import { sql, type SQL } from 'drizzle-orm';

export function textArray(values: readonly string[]): SQL {
  return sql`(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[])`;
}
