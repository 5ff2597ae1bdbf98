/**
 * Optimistic concurrency, for every record that carries a version (bookings, enquiries): a change
 * names the version it was made from, so a save over someone else's newer change is refused
 * instead of silently undoing it.
 */

/**
 * True when a change was made from a version other than the stored one. A change that names no
 * version (a status change from a freshly loaded list row) is not checked.
 */
export function isStaleVersion(readVersion: number | undefined, storedVersion: number): boolean {
  return readVersion !== undefined && readVersion !== storedVersion;
}
