/**
 * Names sort the way people read them: ignoring case and accents, with digits compared as
 * numbers ('Phase 2' before 'Phase 10'). Callers break ties by id so the order is total. The
 * server's names collation (its migration 0004) orders the dashboard's pages the same way.
 */
const NAME_COLLATOR = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function compareNames(a: string, b: string): number {
  return NAME_COLLATOR.compare(a, b);
}
