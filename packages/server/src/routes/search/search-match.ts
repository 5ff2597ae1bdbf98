/**
 * How a kind's rows match the search, and the one bounded query every kind makes of them.
 *
 * A common term (a booking number's 'BK-', a frequent surname) matches hundreds of thousands of
 * rows, and ordering them all to answer five would read every one. So no query orders the
 * matches. For each column a kind reads a few ids of rows where a word starts with the search,
 * and, when there were fewer than that, a few of rows that contain it; each read is a LIMIT the
 * database stops at (on the column's trigram index when the term is rare, on the table when it is
 * so common that the first rows read are hits). Then only those few are ordered, starting hits
 * first: when the first read stops short of its LIMIT it has read every starting hit.
 *
 * A word's start rather than only the text's: a trigram index knows where words start, not where
 * the text does, so 'sharma%' alone would have the index hand over every 'Asha Sharma' for the
 * table to turn down one by one, where a word starting with 'sharma' is what it finds.
 * Each column is read apart from the others: the planner takes an OR of many rare patterns for a
 * common one, and reads the whole table for it.
 */
import { ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern, INSIDE_WORDS_FROM } from '../../db/contains-pattern';
import type { SearchTerms } from './search-terms';

/**
 * How one column matches: rows where the search starts a word of it (`first`), and rows where it
 * is anywhere (`anywhere`), absent when the search is too short to look inside words.
 */
export type ColumnMatch = { first: SQL; anywhere?: SQL };

/**
 * In names and sentences, a search of one-letter words ('a b') would have the index hand over
 * every row with an 'a' and a 'b' somewhere for the table to turn down: it is not looked for.
 */
const IN_WORDS_FROM = 2;

/**
 * Ids read per column and way of matching. More than the hits answered, so a rare term's few
 * rows cost the planner more read from the table than from the index, whatever it guesses.
 */
const CANDIDATES_PER_READ = 25;

/**
 * The search where a word starts: at the text's start or after a space or a dash ('A-12',
 * 'BK-0012'), as a regular expression, every character but letters, digits and spaces escaped.
 * One pattern, so the trigram index is read once for it.
 */
function wordStartPattern(text: string): string {
  return `(^|[ -])${text.replace(/[^\p{L}\p{N} ]/gu, (c) => `\\${c}`)}`;
}

/**
 * A column of text, matched whatever its letter case: names and sentences (`words`), or numbers
 * people write with letters in them ('A-1', 'S-12'), whose one-letter words are searched too.
 */
export function textMatch(
  column: AnyPgColumn,
  terms: SearchTerms,
  holds: 'words' | 'numbering' = 'words',
): ColumnMatch[] {
  if (holds === 'words' && terms.longestWord < IN_WORDS_FROM) return [];
  const first = sql`${column} ~* ${wordStartPattern(terms.text)}`;
  // A search without a word the trigram index can find inside others is looked for at the start
  // of words only, which the index marks, rather than in every row.
  if (terms.longestWord < INSIDE_WORDS_FROM) return [{ first }];
  return [{ first, anywhere: ilike(column, containsPattern(terms.text)) }];
}

/** Which rows of a column of digits a run of digits comes first in. */
type DigitsFirst = (column: AnyPgColumn, digits: string) => SQL;

/** Staff quote a mobile by its last digits as often as by its first. */
const startsOrEnds: DigitsFirst = (column, digits) =>
  or(like(column, `${digits}%`), like(column, `%${digits}`))!;

/**
 * A column holding digits (a mobile), matched by any run of them, for a search of digits only
 * (none for any other search).
 */
export function digitsMatch(
  column: AnyPgColumn,
  terms: SearchTerms,
  comesFirst: DigitsFirst = startsOrEnds,
): ColumnMatch[] {
  const { digits } = terms;
  if (digits === null) return [];
  const first = comesFirst(column, digits);
  if (digits.length < INSIDE_WORDS_FROM) return [{ first }];
  return [{ first, anywhere: like(column, `%${digits}%`) }];
}

/**
 * The ids of `table`'s rows the search may answer, as an int array: per column, those where it
 * starts a word, and when those did not fill their read, those that contain it. The second read
 * is in a CASE's branch, which PostgreSQL runs only when taken. Each read takes the newest rows,
 * as hits are answered: a common term is read back along the primary key, where an unordered read
 * went along whichever index was narrowest (at 1,000,000 bookings, the owners' names in order put
 * 24,000 names before the 25th 'sharma').
 */
function candidateIds(table: PgTable, id: AnyPgColumn, column: ColumnMatch, perRead: number): SQL {
  const read = (where: SQL) =>
    sql`array(select ${id} from ${table} where ${where} order by ${id} desc limit ${perRead})`;
  if (!column.anywhere) return read(column.first);
  // OFFSET 0 keeps the planner from copying the first read into both places that use it.
  return sql`(select starting.ids || case when cardinality(starting.ids) < ${perRead}
    then ${read(column.anywhere)} else '{}'::int[] end
    from (select ${read(column.first)} as ids offset 0) as starting)`;
}

/** The rows of `table` the search may answer, read by id. */
export function candidates(
  table: PgTable,
  id: AnyPgColumn,
  columns: ColumnMatch[],
  limit: number,
): SQL {
  const perRead = Math.max(limit, CANDIDATES_PER_READ);
  const reads = columns.map((column) => candidateIds(table, id, column, perRead));
  if (reads.length === 0) return sql`false`;
  // Cast, or a lone subquery would be read as `= any (subquery)`, a set of arrays.
  return sql`${id} = any((${sql.join(reads, sql` || `)})::int[])`;
}

/** Hits where the search starts a word before those that only contain it. */
export function startingFirst(columns: ColumnMatch[]): SQL {
  const starting = or(...columns.map((column) => column.first)) ?? sql`false`;
  return sql`case when ${starting} then 0 else 1 end`;
}
