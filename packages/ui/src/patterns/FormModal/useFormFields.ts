import type { FieldErrors } from '@plotline/domain';
import { useState } from 'react';

/**
 * A form's values and its messages, as the modal forms keep them: `change(field)` sets one value
 * and takes away that field's message, since the user is correcting it, together with the
 * messages `alsoClears` names for it (a field whose message depends on another's value).
 */
export function useFormFields<Form extends object>(
  initial: () => Form,
  alsoClears: Partial<Record<keyof Form, readonly string[]>> = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change =
    <Field extends keyof Form>(field: Field) =>
    (value: Form[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      const cleared: readonly string[] = [String(field), ...(alsoClears[field] ?? [])];
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !cleared.includes(name))),
      );
    };

  return { values, errors, setErrors, change };
}
