/**
 * Names sort the way people read them: ignoring case and accents, with digits compared as
 * numbers ('Phase 2' before 'Phase 10'). Callers break ties by id so the order is total.
 */
const NAME_COLLATOR = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function compareNames(a: string, b: string): number {
  return NAME_COLLATOR.compare(a, b);
}

/**
 * Names as the dashboard's overview tables page them: ignoring letter case, then character by
 * character ('Phase 10' before 'Phase 2'). A table of any size is paged by the database, which
 * orders lower(name) this way under the C and C.UTF-8 collations but cannot collate as
 * compareNames does. Callers break ties by id so the order is total.
 */
export function compareNamesIgnoringCase(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA === lowerB) return 0;
  return lowerA < lowerB ? -1 : 1;
}
