/** Contains-search with LIKE and ILIKE. */

/** Escapes LIKE's wildcards so a search for '50%' finds '50%', not everything. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
