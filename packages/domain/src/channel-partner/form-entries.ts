/** The repeatable partner and authorized-person entries of the channel partner form. */
import { LIST_LIMITS } from '../input/input-limits';

type Entry = { id: number };

/** The maximum existing id plus 1, so ids stay unique after removals (docs/product/records.md). */
export function nextEntryId(entries: readonly Entry[]): number {
  return entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
}

/**
 * Removal is allowed only while more than one entry remains (docs/product/validation.md); a
 * person's associates follow the same rule, since answering 'No' is how none are kept.
 */
export function canRemoveEntry(entries: readonly unknown[]): boolean {
  return entries.length > 1;
}

/** What a repeatable list of the form is: the API takes only so many of each. */
export type EntryListKind = 'partnerEntries' | 'associates';

/** Another entry may be added while the list is below what the API takes. */
export function canAddEntry(entries: readonly unknown[], kind: EntryListKind): boolean {
  return entries.length < LIST_LIMITS[kind];
}
