/** Contains-search with LIKE and ILIKE. */

/**
 * A trigram index finds text inside words from three characters on: a shorter search would have
 * it read every row.
 */
export const INSIDE_WORDS_FROM = 3;

/** The text with LIKE's wildcards escaped, so a search for '50%' finds '50%', not everything. */
const literal = (text: string) => text.trim().replace(/[\\%_]/g, (c) => `\\${c}`);

export function containsPattern(text: string): string {
  return `%${literal(text)}%`;
}

/** Text that starts with `text`, its wildcards escaped as containsPattern's are. */
export function startsWithPattern(text: string): string {
  return `${literal(text)}%`;
}
