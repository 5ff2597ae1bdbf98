/**
 * Word search: a row's searched text as a `tsvector` of its words, in a GIN index, and a search
 * as the prefixes of its words, so 'sha' finds 'Asha Sharma' as it is typed.
 *
 * A word is a run of letters and digits, on both sides alike: the stored text has everything else
 * ('-', '.', '@') turned into spaces before PostgreSQL's parser reads it, so 'BK-0012' holds the
 * words 'bk' and '0012' (the parser alone would read '-0012' as a signed number), and the search
 * 'bk-00' looks for words starting with 'bk' and '00'. Letters beyond ASCII count as letters in
 * either collation. The 'simple' configuration lower-cases and keeps every word as it is: names
 * have no stems and no stop words.
 */
import { digitsOnly } from '@plotline/domain';
import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const NOT_IN_A_WORD = String.raw`'[^[:alnum:]\u0080-\uFFFF]+'`;

/**
 * The words of `text`, an immutable expression (a generated column or an index can hold it).
 * Literals are written into the SQL rather than bound: a generated column's expression has no
 * parameters.
 */
export function wordsOf(text: SQL): SQL {
  return sql`to_tsvector('simple'::regconfig, regexp_replace(${text}, ${sql.raw(NOT_IN_A_WORD)}, ' ', 'g'))`;
}

/** A word of a search: a run of letters and digits. */
export const WORD = /[\p{L}\p{N}]+/gu;

const WRITTEN_NUMBER = /^[\d\s-]+$/;

/**
 * The digits of a search that is nothing but a number, written with spaces or dashes or not
 * ('98765 43210', '43210'); null for any other search.
 */
export function writtenNumber(text: string): string | null {
  return WRITTEN_NUMBER.test(text) ? digitsOnly(text) : null;
}

/**
 * The search as a tsquery of its words, every one required ('ravi sh' finds 'Ravi Sharma'): as
 * prefixes, as a search is typed, or `whole`. Null when the search has no word ('--').
 */
export function wordQuery(text: string, { whole = false } = {}): SQL | null {
  const words = text.toLowerCase().match(WORD);
  if (!words) return null;
  // Only letters and digits are left, so quoting each word is all tsquery's syntax needs.
  const query = words.map((word) => `'${word}'${whole ? '' : ':*'}`).join(' & ');
  return sql`to_tsquery('simple'::regconfig, ${query})`;
}
