import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export type FormDialogProps = {
  /** The heading; it names the dialog and its form. */
  title: string;
  /** The submit button's words, e.g. 'Create Project'; it reads 'Saving...' while saving. */
  submitLabel: string;
  /** While true the submit button is busy and Cancel is disabled, so a save is not abandoned. */
  isSaving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  formClassName?: string;
  children: ReactNode;
};

/**
 * A create or edit form in a Dialog: the fields in the body, Cancel and the submit button in the
 * footer. Fields report errors through aria (validationBehavior="aria"), so the form submits
 * and the screen's own validator decides what to say.
 */
export function FormDialog({
  title,
  submitLabel,
  isSaving,
  onSubmit,
  formRef,
  formClassName,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      title={title}
      footer={
        <>
          <Button slot="close" variant="secondary" isDisabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={isSaving}>
            {isSaving ? 'Saving...' : submitLabel}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        ref={formRef}
        validationBehavior="aria"
        onSubmit={onSubmit}
        className={formClassName}
        aria-label={title}
      >
        {children}
      </Form>
    </Dialog>
  );
}
