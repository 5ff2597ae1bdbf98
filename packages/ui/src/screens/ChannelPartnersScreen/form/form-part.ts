/**
 * A part of the channel partner form (the whole, a nature's details, a partner, an associate):
 * its value, where its messages are keyed (the domain's paths, e.g.
 * 'partnershipFirmDetails.partners.0.personName'), and how it changes.
 */
import type { FieldErrors } from '@plotline/domain';

export type FormPart<Value> = {
  value: Value;
  /** '' for the whole form. */
  path: string;
  errors: FieldErrors;
  /**
   * Changes some of its fields. A method, so a person's part serves where a part of fewer
   * fields is asked for (PersonFields): changing some of those is changing some of the person's.
   */
  update(change: Partial<Value>): void;
  /** Drops the messages at these paths and under them. */
  clearErrors: (paths: readonly string[]) => void;
};

type ListField<Value> = {
  [Field in keyof Value]: Value[Field] extends readonly unknown[] ? Field : never;
}[keyof Value] &
  string;
type EntryOf<Value, Field extends keyof Value> = Value[Field] extends readonly (infer Entry)[]
  ? Entry
  : never;

export function pathOf(part: FormPart<unknown>, field: string | number): string {
  return part.path === '' ? String(field) : `${part.path}.${field}`;
}

export function errorOf<Value>(part: FormPart<Value>, field: keyof Value & string) {
  return part.errors[pathOf(part, field)];
}

/** Changes some fields; their messages go, as the user has answered them. */
export function edit<Value>(part: FormPart<Value>, change: Partial<Value>): void {
  part.clearErrors(Object.keys(change).map((field) => pathOf(part, field)));
  part.update(change);
}

export function childPart<Value, Field extends keyof Value & string>(
  part: FormPart<Value>,
  field: Field,
): FormPart<Value[Field]> {
  const value = part.value[field];
  return {
    ...part,
    value,
    path: pathOf(part, field),
    update: (change) => part.update({ [field]: { ...value, ...change } } as Partial<Value>),
  };
}

function entriesOf<Value, Field extends ListField<Value>>(part: FormPart<Value>, field: Field) {
  return part.value[field] as EntryOf<Value, Field>[];
}

function setEntries<Value, Field extends ListField<Value>>(
  part: FormPart<Value>,
  field: Field,
  entries: EntryOf<Value, Field>[],
): void {
  part.update({ [field]: entries } as Partial<Value>);
}

/** The parts of a list's entries, e.g. the partners of a firm or a person's associates. */
export function entryParts<Value, Field extends ListField<Value>>(
  part: FormPart<Value>,
  field: Field,
): FormPart<EntryOf<Value, Field>>[] {
  const entries = entriesOf(part, field);
  return entries.map((entry, index) => ({
    ...part,
    value: entry,
    path: pathOf(part, `${field}.${index}`),
    update: (change) =>
      setEntries(
        part,
        field,
        entries.map((other, at) => (at === index ? Object.assign({}, other, change) : other)),
      ),
  }));
}

/** Adds an entry at the end; the list's own message ('At least one partner…') goes. */
export function addEntry<Value, Field extends ListField<Value>>(
  part: FormPart<Value>,
  field: Field,
  entry: EntryOf<Value, Field>,
): void {
  part.clearErrors([pathOf(part, field)]);
  setEntries(part, field, [...entriesOf(part, field), entry]);
}

/** Removing renumbers the entries after it, so the list's messages all go. */
export function removeEntry<Value, Field extends ListField<Value>>(
  part: FormPart<Value>,
  field: Field,
  index: number,
): void {
  part.clearErrors([pathOf(part, field)]);
  setEntries(
    part,
    field,
    entriesOf(part, field).filter((_entry, at) => at !== index),
  );
}
