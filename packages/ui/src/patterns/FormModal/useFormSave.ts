import { isValid, type FieldErrors } from '@plotline/domain';
import { useFormModal } from './form-modal-context';

/** How the host's save ended; a refusal may name fields, in the form's own field names. */
export type SaveOutcome = { ok: true } | SaveRefusal;

/** A refused save: what a screen's own outcome extends (docs/ui-contract.md). */
export type SaveRefusal = { ok: false; fieldErrors?: FieldErrors };

export type FormSaveOptions = {
  /** The form's messages as the domain's validator finds them; none means it may be saved. */
  validate: () => FieldErrors;
  /** Hands the checked form to the host; resolves (never rejects) with the outcome. */
  save: () => Promise<SaveOutcome>;
  /** Shows the messages in place of the last ones. */
  onErrors: (errors: FieldErrors) => void;
  /** After a submit the validator stopped, e.g. for a form whose spec toasts it too. */
  onInvalid?: () => void;
  /** Keeps the submit button disabled, for a form whose spec says so until it is valid. */
  isSubmitDisabled?: boolean;
};

/**
 * The submit of a create or edit form inside a FormModal: the domain's messages and focus on the
 * first invalid field, or one save at a time, during which the modal waits. A refused save keeps
 * the form and every value typed, and shows the server's field errors the same way. Tells
 * whether a save runs, for the form's own controls that must wait meanwhile.
 */
export function useFormSave({
  validate,
  save,
  onErrors,
  onInvalid,
  isSubmitDisabled = false,
}: FormSaveOptions): {
  isSaving: boolean;
} {
  const { isSaving } = useFormModal(
    async ({ onSavingChange, focusFirstInvalid }) => {
      const found = validate();
      onErrors(found);
      if (!isValid(found)) {
        focusFirstInvalid();
        onInvalid?.();
        return;
      }
      onSavingChange(true);
      try {
        // A save that went through is the screen's to close (useFormEditor's saveWith).
        const outcome = await save();
        if (!outcome.ok && outcome.fieldErrors && !isValid(outcome.fieldErrors)) {
          onErrors(outcome.fieldErrors);
          focusFirstInvalid();
        }
      } finally {
        onSavingChange(false);
      }
    },
    undefined,
    isSubmitDisabled,
  );
  return { isSaving };
}
