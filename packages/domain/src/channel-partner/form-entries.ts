/** The repeatable partner and authorized-person entries of the channel partner form. */

type Entry = { id: number };

/** The maximum existing id plus 1, so ids stay unique after removals (SPEC.md section 3). */
export function nextEntryId(entries: readonly Entry[]): number {
  return entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
}

/** Removal is allowed only while more than one entry remains (SPEC.md section 5). */
export function canRemoveEntry(entries: readonly Entry[]): boolean {
  return entries.length > 1;
}
