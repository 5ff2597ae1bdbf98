import { isValid, type FieldErrors } from '@plotline/domain';
import type { FormEvent } from 'react';
import type { FormDialogProps } from '../../components/FormDialog';
import { useFocusFirstInvalidField } from '../useFocusFirstInvalidField';

/** How the host's save ended; a refusal may name fields, in the form's own field names. */
export type FormSaveOutcome = { ok: true } | { ok: false; fieldErrors?: FieldErrors };

export type FormSaveOptions = {
  /** The form's messages as the domain's validator finds them; none means it may be saved. */
  validate: () => FieldErrors;
  /** Hands the checked form to the host; resolves (never rejects) with the outcome. */
  save: () => Promise<FormSaveOutcome>;
  /** Shows the messages in place of the last ones. */
  onErrors: (errors: FieldErrors) => void;
  /** Held by the modal, which keeps Escape from throwing away a save in flight. */
  isSaving: boolean;
  onSavingChange: (isSaving: boolean) => void;
  /** After a save that went through, e.g. to close the modal. */
  onSaved?: () => void;
};

export type FormSave = {
  /** For the form's FormDialog: its busy state, its submit and its form, which gets the focus. */
  dialogProps: Pick<FormDialogProps, 'isSaving' | 'onSubmit' | 'formRef'>;
};

/**
 * A create or edit form's submit: the domain's messages and focus on the first invalid field,
 * or one save at a time. A refused save keeps the form and every value typed, and shows the
 * server's field errors the same way.
 */
export function useFormSave({
  validate,
  save,
  onErrors,
  isSaving,
  onSavingChange,
  onSaved,
}: FormSaveOptions): FormSave {
  const [formRef, focusFirstInvalid] = useFocusFirstInvalidField();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found = validate();
    onErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid();
      return;
    }
    onSavingChange(true);
    try {
      const outcome = await save();
      if (outcome.ok) {
        onSaved?.();
      } else if (outcome.fieldErrors && !isValid(outcome.fieldErrors)) {
        onErrors(outcome.fieldErrors);
        focusFirstInvalid();
      }
    } finally {
      onSavingChange(false);
    }
  };

  return { dialogProps: { isSaving, onSubmit: handleSubmit, formRef } };
}
