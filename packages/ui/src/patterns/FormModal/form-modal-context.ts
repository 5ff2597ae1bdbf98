import { createContext, useContext, useLayoutEffect } from 'react';

/** What the form inside a FormModal is told of, and tells of, its save in flight. */
export type FormModalForm = {
  /** True while the form saves or the modal is otherwise busy; fields may wait meanwhile. */
  isSaving: boolean;
  onSavingChange: (isSaving: boolean) => void;
  /** Moves focus to the first field with a message, once the messages have rendered. */
  focusFirstInvalid: () => void;
};

/** The form's submit: FormModal calls it on submit, never while a save runs. */
export type FormModalSubmit = (form: FormModalForm) => void | Promise<void>;

type FormModalContextValue = FormModalForm & {
  setSubmit: (submit: FormModalSubmit) => void;
  setSubmitLabel: (submitLabel: string | undefined) => void;
  setSubmitDisabled: (isSubmitDisabled: boolean) => void;
};

export const FormModalContext = createContext<FormModalContextValue | null>(null);

/**
 * For a form inside a FormModal that submits in its own way (useFormSave covers validate then
 * save): `submit` runs on each submit, and `submitLabel`, when given, replaces the modal's words
 * for the submit button where they depend on what was typed, e.g. 'Create 3 Plots'.
 * `isSubmitDisabled` keeps the submit button disabled, for a form whose spec says it stays so
 * until the form is valid (Change Password); most forms submit and show their messages instead.
 */
export function useFormModal(
  submit: FormModalSubmit,
  submitLabel?: string,
  isSubmitDisabled = false,
): FormModalForm {
  const context = useContext(FormModalContext);
  if (!context) throw new Error('useFormModal and useFormSave are for a form inside a FormModal');
  const { setSubmit, setSubmitLabel, setSubmitDisabled, ...form } = context;
  // Each render hands over the submit that sees this render's values.
  useLayoutEffect(() => setSubmit(submit));
  useLayoutEffect(() => {
    setSubmitLabel(submitLabel);
    return () => setSubmitLabel(undefined);
  }, [setSubmitLabel, submitLabel]);
  useLayoutEffect(() => {
    setSubmitDisabled(isSubmitDisabled);
    return () => setSubmitDisabled(false);
  }, [setSubmitDisabled, isSubmitDisabled]);
  return form;
}
