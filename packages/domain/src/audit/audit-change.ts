/**
 * What an audited change keeps and how the Audit Log and the History sections show it. States
 * are records as the API answers them: JSON objects, whose nested objects and lists are compared
 * and shown field by field.
 */
export type AuditedState = Readonly<Record<string, unknown>> | null;

export type AuditedChange = { before: AuditedState; after: AuditedState };

/** One field that a change set, cleared or altered, in the words and values people read. */
export type ChangedField = { field: string; label: string; before: string; after: string };

/** Bookkeeping every change moves, which says nothing about what the change was. */
export const AUDIT_QUIET_FIELDS: readonly string[] = [
  'id',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'version',
];

const NO_VALUE = '—';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

function picked(state: Readonly<Record<string, unknown>>, keys: string[]) {
  return Object.fromEntries(keys.filter((key) => key in state).map((key) => [key, state[key]]));
}

/**
 * What the audit trail stores of a change: the whole record when it was created or deleted, and
 * otherwise only the fields whose values differ, as they were and as they became.
 */
export function auditedChange(before: AuditedState, after: AuditedState): AuditedChange {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changed = keys.filter((key) => !sameValue(before[key], after[key]));
  return { before: picked(before, changed), after: picked(after, changed) };
}

/** 'bookingStatus' reads 'Booking status'; a list's item reads by its place from 1. */
function segmentLabel(segment: string): string {
  const words = segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const hasName = (item: unknown) => isRecord(item) && typeof item.name === 'string';

/** The list or record a text holds as JSON (as a project's older `amenities` field does). */
function jsonIn(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A value as the Audit Log prints it; lists of named records read as their names. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'string') {
    const held = jsonIn(value);
    return held === undefined ? value : auditValueText(held);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.length === 0) return NO_VALUE;
    return value
      .map((item) => (hasName(item) ? String(item.name) : auditValueText(item)))
      .join(', ');
  }
  if (isRecord(value)) return Object.keys(value).length === 0 ? NO_VALUE : JSON.stringify(value);
  return String(value);
}

/** Every leaf of a state by its dotted path, lists of records item by item. */
function leaves(
  value: unknown,
  path: string[],
  into: Map<string, { path: string[]; text: string }>,
) {
  const listOfRecords = Array.isArray(value) && value.some(isRecord) && !value.every(hasName);
  const children: [string, unknown][] = isRecord(value)
    ? Object.entries(value)
    : listOfRecords
      ? value.map((item, i) => [String(i + 1), item])
      : [];
  if (children.length === 0 || (!isRecord(value) && !listOfRecords)) {
    into.set(path.join('.'), { path, text: auditValueText(value) });
    return;
  }
  for (const [key, child] of children) leaves(child, [...path, key], into);
}

function leavesOf(state: AuditedState) {
  const into = new Map<string, { path: string[]; text: string }>();
  for (const [key, value] of Object.entries(state ?? {})) {
    if (!AUDIT_QUIET_FIELDS.includes(key)) leaves(value, [key], into);
  }
  return into;
}

/** The fields a stored change altered, in the order the record lists them. */
export function changedFields(change: AuditedChange): ChangedField[] {
  const before = leavesOf(change.before);
  const after = leavesOf(change.after);
  const paths = new Map([...after, ...before].map(([field, { path }]) => [field, path]));
  return [...paths].flatMap(([field, path]) => {
    const was = before.get(field)?.text ?? NO_VALUE;
    const now = after.get(field)?.text ?? NO_VALUE;
    if (was === now) return [];
    return [{ field, label: path.map(segmentLabel).join(' › '), before: was, after: now }];
  });
}
