import { useId, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { Modal, type ModalProps } from '../../components/Modal';
import { useFocusFirstInvalidField } from '../useFocusFirstInvalidField';
import { FormModalContext, type FormModalSubmit } from './form-modal-context';
import { useFocusFirstField } from './useFocusFirstField';
import * as styles from './FormModal.css';

export type FormModalProps = Omit<ModalProps, 'children' | 'isKeyboardDismissDisabled'> & {
  /** The heading; it names the dialog and its form. */
  title: string;
  /** The submit button's words, e.g. 'Create Project'; it reads `savingLabel` while saving. */
  submitLabel: string;
  /** The submit button's words while saving, where the form does more than save; 'Saving...'. */
  savingLabel?: string;
  /** 'danger' where submitting undoes something, e.g. cancelling a booking. */
  submitVariant?: 'primary' | 'danger';
  /** Puts Back in Cancel's place, e.g. to return to the status picker. */
  onBack?: () => void;
  /** Busy besides saving, e.g. while a batch of plots is created: the modal waits for that too. */
  isBusy?: boolean;
  formClassName?: string;
  /**
   * A warning above the fields, e.g. the domain's changedWhileEditingNotice when someone else
   * changed the record meanwhile. The fields and what was typed in them stay as they are.
   */
  notice?: string;
  /**
   * The form's fields and the component holding their values, which submits through useFormSave
   * (or useFormModal). It mounts on each opening, so the form starts from fresh values.
   */
  children: ReactNode;
};

/**
 * A create, edit or confirm form in a Modal: the title, the fields, then Cancel and the submit
 * button. It opens with the focus in its first field (useFocusFirstField). Fields report errors
 * through aria (validationBehavior="aria"), so the form submits and the domain's validator
 * decides what to say. While a save runs (or the modal is busy) the submit is busy, and Cancel
 * and Escape wait: closing would throw away the save in flight along with what the user typed.
 */
export function FormModal({
  isBusy = false,
  size,
  isOpen,
  onOpenChange,
  ...props
}: FormModalProps) {
  const [isSaving, setIsSaving] = useState(false);
  const isWaiting = isSaving || isBusy;
  return (
    <Modal
      size={size}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={isWaiting}
    >
      <FormModalDialog {...props} isSaving={isWaiting} onSavingChange={setIsSaving} />
    </Modal>
  );
}

type FormModalDialogProps = Pick<
  FormModalProps,
  | 'title'
  | 'submitLabel'
  | 'savingLabel'
  | 'submitVariant'
  | 'onBack'
  | 'formClassName'
  | 'notice'
  | 'children'
> & { isSaving: boolean; onSavingChange: (isSaving: boolean) => void };

/** The dialog inside the modal, mounted on each opening with its form. */
function FormModalDialog({
  title,
  submitLabel,
  savingLabel = 'Saving...',
  submitVariant = 'primary',
  onBack,
  formClassName,
  notice,
  isSaving,
  onSavingChange,
  children,
}: FormModalDialogProps) {
  const formId = useId();
  const [formRef, focusFirstInvalid] = useFocusFirstInvalidField();
  useFocusFirstField(formRef);
  const submitRef = useRef<FormModalSubmit>(null);
  const [typedSubmitLabel, setTypedSubmitLabel] = useState<string>();
  const [isSubmitDisabled, setIsSubmitDisabled] = useState(false);
  const form = { isSaving, onSavingChange, focusFirstInvalid };

  return (
    <Dialog
      title={title}
      footer={
        <>
          {onBack ? (
            <Button variant="secondary" isDisabled={isSaving} onPress={onBack}>
              Back
            </Button>
          ) : (
            <Button slot="close" variant="secondary" isDisabled={isSaving}>
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            isPending={isSaving}
            isDisabled={isSubmitDisabled && !isSaving}
          >
            {isSaving ? savingLabel : (typedSubmitLabel ?? submitLabel)}
          </Button>
        </>
      }
    >
      {/* A live region in place from the start, so a screen reader hears the notice once it
          comes; not itself a status, which forms with a status of their own (a selection count)
          would then have two of. Before the form, so the fields' layout is the form's alone. */}
      <div aria-live="polite">
        {notice && (
          <p role="status" className={styles.notice}>
            <span className={styles.noticeIcon}>
              <Icon name="circleAlert" />
            </span>
            {notice}
          </p>
        )}
      </div>
      <Form
        id={formId}
        ref={formRef}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSaving && !isSubmitDisabled) void submitRef.current?.(form);
        }}
        className={formClassName}
        aria-label={title}
      >
        <FormModalContext
          value={{
            ...form,
            setSubmit: (submit) => {
              submitRef.current = submit;
            },
            setSubmitLabel: setTypedSubmitLabel,
            setSubmitDisabled: setIsSubmitDisabled,
          }}
        >
          {children}
        </FormModalContext>
      </Form>
    </Dialog>
  );
}
