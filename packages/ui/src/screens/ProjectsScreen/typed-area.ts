import { decimalFrom, type ProjectForm } from '@plotline/domain';

/** One area of the form: the total, the roads, or an amenity row by its index. */
export type AreaKey = 'totalProjectArea' | 'roadsArea' | number;

/** An area as its field reads while the user types it, before the field commits it. */
export type TypedArea = { key: AreaKey; value: number | null };

export function areaOf(form: ProjectForm, key: AreaKey): number | null {
  return typeof key === 'number' ? (form.projectAmenities[key]?.area ?? null) : form[key];
}

export function withArea(form: ProjectForm, key: AreaKey, value: number | null): ProjectForm {
  if (typeof key !== 'number') return { ...form, [key]: value };
  return {
    ...form,
    projectAmenities: form.projectAmenities.map((row, index) =>
      index === key ? { ...row, area: value } : row,
    ),
  };
}

/**
 * The form with the area being typed, so the saleable area follows every keystroke:
 * react-aria's NumberField reports its number only when it commits it (on blur or Enter).
 */
export function withTypedArea(form: ProjectForm, typed: TypedArea | null): ProjectForm {
  return typed === null ? form : withArea(form, typed.key, typed.value);
}

/** The number a field's text shows in the field's locale ('12,34,567.5' in en-IN), or null. */
export function typedNumber(text: string, locale: string): number | null {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  return decimalFrom(text.split(group).join('').replace(decimal, '.'));
}
