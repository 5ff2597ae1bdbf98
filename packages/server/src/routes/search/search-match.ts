/**
 * How a kind's rows match the search, and the one bounded query every kind makes of them.
 *
 * A common term (a booking number's 'BK-', a frequent surname) matches hundreds of thousands of
 * rows, and ordering them all to answer five would read every one. So no query orders the
 * matches. For each column a kind reads a few ids of rows where a word starts with the search,
 * and, when there were fewer than that, a few of rows that contain it (a text column the other way
 * round, as candidateIds says); each read is a LIMIT the database stops at (on the column's
 * trigram index when the term is rare, on the table when it is so common that the first rows read
 * are hits). Then only those few are ordered, starting hits first: a read that stops short of its
 * LIMIT has read every row it matches.
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
import { wordQuery, wordsOf } from '../../db/search-words';
import type { SearchTerms } from './search-terms';

/**
 * How one column matches: rows where the search starts a word of it (`first`), and rows where it
 * is anywhere (`anywhere`), absent when the search is too short to look inside words.
 */
export type ColumnMatch = {
  first: SQL;
  anywhere?: SQL;
  /**
   * `first` is a word index's, whose matches are read all at once and then ordered: the planner
   * guesses how many rows a word's prefix has, and walking the primary key instead would work out
   * every row's words on the way.
   */
  firstByWords?: true;
  /**
   * Every row where the search starts a word also holds it (`anywhere`), so that read comes first:
   * when it is not full it has every starting hit too, and the first read is not made. Cheaper for
   * a rare term, whose start-of-word pattern the trigram index reads with every word's first
   * letters (' ra' for 'ravi': 2 ms of posting lists at 1,000,000 bookings, for no hit).
   */
  anywhereHoldsFirst?: true;
};

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
  return [
    { first, anywhere: ilike(column, containsPattern(terms.text)), anywhereHoldsFirst: true },
  ];
}

/** A search of words alone: letters and digits, maybe spaced. */
const WORDS_ALONE = /^[\p{L}\p{N} ]+$/u;

/**
 * A name with a word index of its own, in a table of hundreds or thousands of rows (a project's,
 * a partner's: migration 0018): the search's words each start one of its words, in any order
 * ('enclave élan' finds 'Élan Enclave 7'), read from that index; or the search is anywhere in it.
 * The index read costs a tenth of the regular expression's on the trigram index or the table.
 * Words hold no other character, so a search with one ('50%', 'A-1') is matched as written.
 */
export function nameMatch(column: AnyPgColumn, terms: SearchTerms): ColumnMatch[] {
  if (!WORDS_ALONE.test(terms.text)) return textMatch(column, terms);
  const prefixes = wordQuery(terms.text);
  if (terms.longestWord < IN_WORDS_FROM || prefixes === null) return [];
  const first = sql`${wordsOf(sql`${column}`)} @@ ${prefixes}`;
  if (terms.longestWord < INSIDE_WORDS_FROM) return [{ first, firstByWords: true }];
  return [{ first, anywhere: ilike(column, containsPattern(terms.text)), firstByWords: true }];
}

/** Which rows of a column of digits a run of digits comes first in. */
type DigitsFirst = (column: AnyPgColumn, digits: string) => SQL;

/**
 * Staff quote a mobile by its last digits as often as by its first: a prefix of the digits or of
 * the digits reversed, in byte order, as the bookings' btrees hold them (migration 0019).
 */
const startsOrEnds: DigitsFirst = (column, digits) =>
  or(
    like(sql`${column} collate "C"`, `${digits}%`),
    like(sql`reverse(${column}) collate "C"`, `${[...digits].reverse().join('')}%`),
  )!;

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
 * starts a word, and when those did not fill their read, those that contain it (or, where the rows
 * that contain it hold the others, those first, and those where it starts a word when they filled
 * their read: the same hits either way). The second read is in a CASE's branch, which PostgreSQL
 * runs only when taken. Each read takes the newest rows, as hits are answered: a common term is
 * read back along the primary key, where an unordered read went along whichever index was
 * narrowest (at 1,000,000 bookings, the owners' names in order put 24,000 names before the 25th
 * 'sharma').
 */
function candidateIds(table: PgTable, id: AnyPgColumn, column: ColumnMatch, perRead: number): SQL {
  const read = (where: SQL) =>
    sql`array(select ${id} from ${table} where ${where} order by ${id} desc limit ${perRead})`;
  // OFFSET 0 has the matches read on their own, before they are ordered.
  const readAll = (where: SQL) =>
    sql`array(select matched.id from (select ${id} as id from ${table} where ${where} offset 0)
      as matched order by matched.id desc limit ${perRead})`;
  const first = column.firstByWords ? readAll(column.first) : read(column.first);
  if (!column.anywhere) return first;
  // OFFSET 0 keeps the planner from copying the first read into both places that use it.
  if (column.anywhereHoldsFirst) {
    return sql`(select found.ids || case when cardinality(found.ids) = ${perRead}
      then ${first} else '{}'::int[] end
      from (select ${read(column.anywhere)} as ids offset 0) as found)`;
  }
  return sql`(select starting.ids || case when cardinality(starting.ids) < ${perRead}
    then ${read(column.anywhere)} else '{}'::int[] end
    from (select ${first} as ids offset 0) as starting)`;
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
